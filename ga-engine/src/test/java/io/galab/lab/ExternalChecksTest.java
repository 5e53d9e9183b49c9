package io.galab.lab;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.FamilyGenerator;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.solve.ExactSolver;
import org.junit.jupiter.api.Test;

/**
 * The grid an external program's process start is measured on (docs/external-solvers.md, "Times"): complete for
 * every puzzle, also one the exact solver cannot solve within its bound, where the start was left unmeasured
 * ("–" on the page) before.
 */
class ExternalChecksTest {

    @Test
    void aPuzzleWithAStoredSolutionIsFilledWithIt() {
        Puzzle p = FamilyGenerator.load("family/sudoku25-42", 1, 3).puzzles().get(0);
        int[] filled = ExternalChecks.filledGrid(p);
        assertNotNull(p.solution(), "a family instance keeps the grid it was made from");
        assertArrayEquals(p.solution(), filled);
    }

    @Test
    void aPuzzleWithoutASolutionWithinTheBoundIsFilledFromItsBlankLayout() {
        Geometry g = Geometry.sudoku(6); // 36x36
        int[] givens = new int[g.cellCount()];
        givens[0] = 1;
        givens[1] = 1; // a row holding 1 twice: the exact solver finds no solution
        Puzzle none = new Puzzle("contradiction", g, givens);
        int[] filled = ExternalChecks.filledGrid(none);
        assertNotNull(filled, "a grid of the layout, though the puzzle has no solution");
        assertTrue(ExactSolver.isSolution(new Puzzle("blank", g, new int[g.cellCount()]), filled),
                "complete and valid in the puzzle's layout");
    }
}
