package io.galab.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.solve.ExactSolver;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The hard benchmark sets (top1465, Royle's 17-clue puzzles, the forum's hardest) carry no solutions:
 * the exact solver confirms that each puzzle has exactly one, and the sets are the size and order
 * PROVENANCE.md says.
 */
class HardSetsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({"sudoku/top1465, 300, top1465_0001, 18", "sudoku/royle17, 300, royle17_0001, 17",
        "sudoku/forum-hardest, 200, forum_hardest1106_0001, 22"})
    void everyPuzzleHasExactlyOneSolution(String name, int size, String first, int firstGivens) {
        PuzzleSet set = PuzzleLibrary.load(name);
        assertEquals(size, set.size());
        assertEquals(first, set.puzzles().get(0).id());
        assertEquals(firstGivens, set.puzzles().get(0).givenCount());
        ExactSolver solver = new ExactSolver(Geometry.sudoku(3));
        for (Puzzle p : set.puzzles()) {
            assertTrue(solver.countSolutions(p, 2).isUnique(), p.id() + " must have exactly one solution");
            if (name.endsWith("royle17")) {
                assertEquals(17, p.givenCount(), p.id());
            }
        }
    }
}
