package io.galab.puzzle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.solve.ExactSolver;
import java.util.List;
import org.junit.jupiter.api.Test;

class PuzzleLibraryTest {

    @Test
    void listsTheBuiltInSets() {
        assertEquals(List.of("sudoku/mantere-koljonen", "sudoku/seed-papers", "twodoku/kaldanis",
                "samurai/samurai-sudoku-com", "sudoku/top1465", "sudoku/royle17", "sudoku/forum-hardest",
                "sudoku16/waters-generated", "sudoku25/waters-generated", "sudoku-x/galab-x",
                "windoku/galab-windoku", "jigsaw/galab-jigsaw", "killer/galab-killer", "sudokube/generated-easy",
                "sudokube/generated-medium",
                "sudokube/generated-hard", "sudokube/generated-very-hard", "sudokube-faces/generated-easy",
                "sudokube-faces/generated-medium", "sudokube-faces/generated-hard",
                "sudokube-faces/generated-very-hard"), PuzzleLibrary.setNames());
        assertEquals(46, PuzzleLibrary.load("sudoku/mantere-koljonen").size());
        assertEquals(List.of("das-fig1", "deng-li-fig1"), PuzzleLibrary.load("sudoku/seed-papers").ids());
        assertEquals(List.of("easy_1", "easy_2", "easy_3", "medium_1", "medium_2", "hard_1", "hard_2"),
                PuzzleLibrary.load("twodoku/kaldanis").ids());
        assertEquals(3, PuzzleLibrary.load("samurai/samurai-sudoku-com").size());
        assertTrue(PuzzleLibrary.provenance().contains("Mantere"));
    }

    @Test
    void everyLibraryPuzzleHasExactlyOneSolutionMatchingTheStoredOne() {
        int checked = 0;
        for (String name : PuzzleLibrary.setNames()) {
            if (PuzzleLibrary.isGenerated(name)) {
                continue;
            }
            for (Puzzle p : PuzzleLibrary.load(name).puzzles()) {
                ExactSolver solver = new ExactSolver(p.geometry());
                assertTrue(solver.countSolutions(p, 2).isUnique(), name + " " + p.id());
                int[] solution = solver.solve(p).orElseThrow();
                p.knownSolution().ifPresent(known -> assertArrayEquals(known, solution, name + " " + p.id()));
                checked++;
            }
        }
        assertEquals(46 + 2 + 7 + 3 + 300 + 300 + 200 + 10 + 10 + 10 + 10 + 10 + 10, checked);
    }

    @Test
    void carriesMetadata() {
        Puzzle s07a = PuzzleLibrary.load("sudoku/mantere-koljonen").get("s07a");
        assertEquals(Kind.SUDOKU, s07a.kind());
        assertEquals(25, s07a.givenCount());
        assertEquals("Aamulehti Challenging", s07a.category());
        assertTrue(s07a.note().contains("inferred"));
        Puzzle medium1 = PuzzleLibrary.load("twodoku/kaldanis").get("medium_1");
        assertEquals(Kind.TWODOKU, medium1.kind());
        assertEquals("medium", medium1.category());
        assertTrue(medium1.knownSolution().isPresent());
        assertTrue(PuzzleLibrary.load("samurai/samurai-sudoku-com").get("moderate1").knownSolution().isEmpty());
        assertEquals(38, PuzzleLibrary.load("sudoku/seed-papers").get("deng-li-fig1").givenCount());
    }

    @Test
    void unknownSetNamesTheSetsThatExist() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PuzzleLibrary.load("sudoku/nope"));
        assertTrue(e.getMessage().contains("sudoku/mantere-koljonen"), e.getMessage());
    }

    @Test
    void generatedSudokubeSetsAreDeterministicValidAndSizedByDifficulty() {
        PuzzleSet hard = PuzzleLibrary.load("sudokube/generated-hard", 3, 42L);
        assertEquals(List.of("hard-001", "hard-002", "hard-003"), hard.ids());
        PuzzleSet again = PuzzleLibrary.load("sudokube/generated-hard", 2, 42L);
        assertEquals(hard.puzzles().get(0), again.puzzles().get(0));
        assertEquals(hard.puzzles().get(1), again.puzzles().get(1));
        assertNotEquals(hard.puzzles().get(0), PuzzleLibrary.load("sudokube/generated-hard", 1, 43L).puzzles().get(0));
        for (Puzzle p : hard.puzzles()) {
            assertEquals(Kind.SUDOKUBE, p.kind());
            assertEquals(SudokubeGenerator.Difficulty.HARD.givens(), p.givenCount());
            assertTrue(ExactSolver.isSolution(p, p.solution()), p.id());
            int[] solved = new ExactSolver(p.geometry()).solve(p).orElseThrow();
            assertTrue(ExactSolver.isSolution(p, solved));
        }
        for (SudokubeGenerator.Difficulty d : SudokubeGenerator.Difficulty.values()) {
            Puzzle p = PuzzleLibrary.load("sudokube/generated-" + d.id(), 1, 1L).puzzles().get(0);
            assertEquals(d.givens(), p.givenCount());
            assertEquals(d.id(), p.category());
        }
        assertTrue(SudokubeGenerator.Difficulty.EASY.givens() > SudokubeGenerator.Difficulty.MEDIUM.givens());
        assertTrue(SudokubeGenerator.Difficulty.HARD.givens() > SudokubeGenerator.Difficulty.VERY_HARD.givens());
    }

    @Test
    void faceSetsHoldEachCubesSixFacesAsSudokus() {
        PuzzleSet cubes = PuzzleLibrary.load("sudokube/generated-medium", 2, 7L);
        PuzzleSet faces = PuzzleLibrary.load("sudokube-faces/generated-medium", 2, 7L);
        assertTrue(PuzzleLibrary.isGenerated("sudokube-faces/generated-medium"));
        assertEquals(12, faces.size());
        int givens = 0;
        for (int c = 0; c < 2; c++) {
            Puzzle cube = cubes.puzzles().get(c);
            int[] cubeGivens = cube.givens();
            for (int f = 0; f < 6; f++) {
                Puzzle face = faces.puzzles().get(6 * c + f);
                assertEquals(cube.id() + "-" + cube.geometry().gridName(f), face.id());
                assertEquals(Kind.SUDOKU, face.kind());
                // the face of the cube's solution solves the face
                assertTrue(ExactSolver.isSolution(face, face.solution()), face.id());
                int[] cells = cube.geometry().gridCells(f);
                int[] faceGivens = face.givens();
                for (int p = 0; p < 81; p++) {
                    assertEquals(cubeGivens[cells[p]], faceGivens[p]);
                }
                givens += face.givenCount();
            }
        }
        // every face given counted once per face: shared edge cells count two or three times
        assertTrue(givens > 2 * SudokubeGenerator.Difficulty.MEDIUM.givens(), "givens " + givens);
    }
}
