package io.galab.puzzle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Instance families (docs/puzzle-formats.md, "Instance families"): the fraction, the grid, reproducibility. */
class FamilyGeneratorTest {

    @Test
    void eachInstanceKeepsExactlyTheFractionOfACompleteGrid() {
        for (int box = 2; box <= Geometry.MAX_BOX; box++) {
            int n = box * box;
            for (int percent : new int[] {0, 5, 45, 100}) {
                PuzzleSet set = PuzzleLibrary.load("family/sudoku" + n + "-" + percent, 3, 7);
                assertEquals(3, set.puzzles().size());
                for (Puzzle p : set.puzzles()) {
                    int given = 0;
                    for (int v : p.givens()) {
                        given += v == 0 ? 0 : 1;
                    }
                    assertEquals(Math.round(percent / 100.0 * n * n), given, p.id());
                    assertTrue(ExactSolver.isSolution(p, p.solution()), "the stored grid is complete and valid");
                    for (int c = 0; c < n * n; c++) {
                        assertTrue(p.givens()[c] == 0 || p.givens()[c] == p.solution()[c], "givens from the grid");
                    }
                }
            }
        }
    }

    @Test
    void aFamilyIsReproducibleAndGrowsWithoutChangingItsFirstInstances() {
        List<Puzzle> a = PuzzleLibrary.load("family/sudoku16-40", 3, 11).puzzles();
        List<Puzzle> b = PuzzleLibrary.load("family/sudoku16-40", 5, 11).puzzles();
        for (int i = 0; i < 3; i++) {
            assertArrayEquals(a.get(i).givens(), b.get(i).givens());
            assertEquals(a.get(i).id(), b.get(i).id());
        }
        assertEquals("sudoku16-40-001", a.get(0).id());
        assertFalse(java.util.Arrays.equals(a.get(0).givens(), a.get(1).givens()), "instances differ");
        assertNotEquals(java.util.Arrays.toString(a.get(0).givens()),
                java.util.Arrays.toString(PuzzleLibrary.load("family/sudoku16-40", 1, 12).puzzles().get(0).givens()),
                "another seed, another family");
    }

    @Test
    void namesThatAreNoFamilyAreRefused() {
        assertTrue(PuzzleLibrary.has("family/sudoku25-45") && PuzzleLibrary.isGenerated("family/sudoku9-0"));
        for (String name : new String[] {"family/sudoku10-45", "family/sudoku36-45", "family/sudoku9-101",
                "family/sudoku9", "family/sudoku9-4.5"}) {
            assertFalse(PuzzleLibrary.has(name), name);
        }
        assertThrows(IllegalArgumentException.class, () -> FamilyGenerator.load("family/sudoku36-45", 1, 1));
    }
}
