package io.galab.algorithm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.GeneratedSets;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Kind;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleFormat;
import io.galab.puzzle.PuzzleFormatException;
import io.galab.puzzle.PuzzleLibrary;
import io.galab.puzzle.PuzzleSet;
import io.galab.solve.ExactSolver;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sudoku-X, the kind that proves units beyond rows, columns and boxes (docs/extending.md,
 * "Add a puzzle variant, or a layout"):
 * its diagonals are units, a file names the kind by its header, the library's set is unique and regenerable, a
 * plain Sudoku's answer that breaks a diagonal is refused, and every algorithm either respects the diagonals or
 * refuses the kind with its reason. The answers are checked here by index arithmetic, not by {@code Geometry}.
 */
class SudokuXTest {

    private static final PuzzleSet SET = PuzzleLibrary.load(GeneratedSets.SUDOKU_X);

    /** True when a 9x9 grid holds 1..9 once in every row, column, box and both main diagonals. */
    static boolean isSudokuXSolution(int[] g) {
        for (int k = 0; k < 9; k++) {
            int row = 0;
            int col = 0;
            int box = 0;
            for (int j = 0; j < 9; j++) {
                row |= 1 << g[k * 9 + j];
                col |= 1 << g[j * 9 + k];
                box |= 1 << g[(k / 3 * 3 + j / 3) * 9 + k % 3 * 3 + j % 3];
            }
            if (row != 0x3fe || col != 0x3fe || box != 0x3fe) {
                return false;
            }
        }
        int main = 0;
        int anti = 0;
        for (int i = 0; i < 9; i++) {
            main |= 1 << g[i * 9 + i];
            anti |= 1 << g[i * 9 + 8 - i];
        }
        return main == 0x3fe && anti == 0x3fe;
    }

    @Test
    void theDiagonalsAreUnitsOfTheirOwnType() {
        Geometry x = Geometry.sudokuX(3);
        assertEquals(Kind.SUDOKU_X, x.kind());
        assertEquals(29, x.unitCount(), "27 rows, columns and boxes and 2 diagonals");
        assertEquals(Geometry.UnitType.DIAGONAL, x.unitType(27));
        assertArrayEquals(new int[] {0, 10, 20, 30, 40, 50, 60, 70, 80}, x.unitCells(27));
        assertArrayEquals(new int[] {8, 16, 24, 32, 40, 48, 56, 64, 72}, x.unitCells(28));
        assertEquals(32, x.peers(40).length, "the centre sees 20 peers of a Sudoku and 6 more on each diagonal");
        assertEquals(20, Geometry.sudoku9().peers(40).length);
        assertEquals(Kind.SUDOKU, Kind.SUDOKU_X.layout());
    }

    @Test
    void theLibrarySetIsUniqueRegenerableAndSolvedOnItsDiagonals() {
        assertEquals(10, SET.puzzles().size());
        for (Puzzle p : SET.puzzles()) {
            assertEquals(Kind.SUDOKU_X, p.kind(), p.id());
            assertTrue(isSudokuXSolution(p.solution()), p.id() + "'s stored solution holds the diagonals");
            assertTrue(new ExactSolver(p.geometry()).countSolutions(p, 2).isUnique(), p.id());
        }
        for (int i = 1; i <= 3; i++) {
            Puzzle made = GeneratedSets.sudokuX(i);
            Puzzle stored = SET.puzzles().get(i - 1);
            assertArrayEquals(stored.givens(), made.givens(), "the recipe makes the committed " + stored.id());
        }
    }

    @Test
    void aFileNamesTheKindByItsHeaderAndAMisspeltHeaderIsAnError(@TempDir Path dir) throws Exception {
        Puzzle x1 = SET.puzzles().get(0);
        String text = PuzzleFormat.writeGrid(x1.geometry(), x1.givens());
        assertTrue(text.startsWith("# kind: sudoku-x\n"), "the header is written: " + text);
        Path file = Files.writeString(dir.resolve("x.txt"), text);
        Puzzle read = PuzzleFormat.read(file).get(0);
        assertEquals(Kind.SUDOKU_X, read.kind());
        assertArrayEquals(x1.givens(), read.givens());
        Path plain = Files.writeString(dir.resolve("plain.txt"), text.substring(text.indexOf('\n') + 1));
        assertEquals(Kind.SUDOKU, PuzzleFormat.read(plain).get(0).kind(), "without the header, the shape's kind");
        Path misspelt = Files.writeString(dir.resolve("bad.txt"), text.replace("# kind:", "# knd:"));
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(misspelt));
        assertTrue(e.getMessage().contains("did you mean 'kind'") && e.getMessage().contains("sudoku-x"),
                e.getMessage());
    }

    @Test
    void aPlainSudokuAnswerThatBreaksADiagonalIsRefused() {
        Puzzle x1 = SET.puzzles().get(0);
        Puzzle plain = new Puzzle(x1.id(), Geometry.sudoku9(), x1.givens());
        ExactSolver sudoku = new ExactSolver(Geometry.sudoku9());
        int[] broken = null;
        SplittableRandom random = new SplittableRandom(1);
        for (int t = 0; t < 200 && broken == null; t++) {
            int[] s = sudoku.solveRandom(x1.givens(), random).orElseThrow();
            broken = isSudokuXSolution(s) ? null : s;
        }
        assertTrue(broken != null, "the givens as a plain Sudoku have answers that break a diagonal");
        assertTrue(ExactSolver.isSolution(plain, broken), "a plain Sudoku's answer");
        assertFalse(ExactSolver.isSolution(x1, broken), "refused as a Sudoku-X's answer");
    }

    @Test
    void everyAlgorithmRespectsTheDiagonalsOrRefusesTheKindWithItsReason() {
        Algorithms all = Algorithms.builtIn();
        int solvedRuns = 0;
        for (String id : all.inProcess()) {
            Algorithm a = all.get(id);
            Parameters p = a.parameters(a.quickParameters());
            for (Puzzle puzzle : SET.puzzles().subList(0, 3)) {
                String refusal = ShapeNeed.refusal(a, puzzle, p);
                if (id.equals("retrievable-ga")) {
                    assertTrue(refusal != null && refusal.contains("diagonal"), "retrievable-ga's reason: " + refusal);
                    continue;
                }
                assertNull(refusal, id + " runs a Sudoku-X");
                for (long seed = 1; seed <= 2; seed++) {
                    RunResult r = a.run(puzzle, p, seed, Budget.evaluations(300_000));
                    if (r.solved()) {
                        solvedRuns++;
                        assertTrue(isSudokuXSolution(r.bestGrid()), id + " broke a diagonal of " + puzzle.id());
                    }
                }
            }
        }
        assertTrue(solvedRuns >= 12, "exact and galab's GA solve each of the 3 puzzles twice: " + solvedRuns);
    }

    @Test
    void oneGridAsASudokuAndAsASudokuXIsTwoPuzzlesToTheRunsAndTheirFingerprints() {
        Puzzle x1 = SET.puzzles().get(0);
        Puzzle plain = new Puzzle(x1.id(), Geometry.sudoku9(), x1.givens());
        assertNotEquals(x1, plain);
        Algorithm exact = Algorithms.builtIn().get("exact");
        Parameters p = exact.parameters(Map.of());
        RunResult asX = exact.run(x1, p, 1, Budget.evaluations(100_000));
        assertTrue(asX.solved() && isSudokuXSolution(asX.bestGrid()));
        assertEquals(List.of(Kind.SUDOKU_X, Kind.SUDOKU), List.of(x1.kind(), plain.kind()));
    }
}
