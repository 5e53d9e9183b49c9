package io.galab.algorithm.exact;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.ExactSolver;
import io.galab.puzzle.FamilyGenerator;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** The {@code exact} variant's restarting search: complete, reproducible from its seed, bounded. */
class RestartingSearchTest {

    @Test
    void lubysSequence() {
        assertEquals(List.of(1L, 1L, 2L, 1L, 1L, 2L, 4L, 1L, 1L, 2L, 1L, 1L, 2L, 4L, 8L, 1L),
                LongStream.rangeClosed(1, 16).map(RestartingSearch::luby).boxed().toList());
    }

    /** Every kind with several units per cell and shared cells: the answer is checked by the oracle. */
    @Test
    void solvesEveryKindAndTheSameSeedMakesTheSameSearch() {
        List<Puzzle> puzzles = List.of(PuzzleLibrary.load("sudoku/forum-hardest").get("forum_hardest1106_0001"),
                PuzzleLibrary.load("sudoku16/waters-generated").puzzles().get(0),
                PuzzleLibrary.load("sudoku25/waters-generated").puzzles().get(0),
                PuzzleLibrary.load("twodoku/kaldanis").puzzles().get(6),
                PuzzleLibrary.load("samurai/samurai-sudoku-com").puzzles().get(2),
                FamilyGenerator.load("family/sudoku36-40", 1, 36).puzzles().get(0));
        for (Puzzle p : puzzles) {
            RestartingSearch a = new RestartingSearch(p.geometry(), new SplittableRandom(5), 0, 0);
            int[] solution = a.solve(p.givens(), 100);
            assertTrue(ExactSolver.isSolution(p, solution), p.id());
            assertFalse(a.stopped(), p.id());
            RestartingSearch b = new RestartingSearch(p.geometry(), new SplittableRandom(5), 0, 0);
            assertArrayEquals(solution, b.solve(p.givens(), 100), p.id());
            assertEquals(a.nodes(), b.nodes(), p.id());
        }
    }

    /**
     * A wrong given that propagation does not refute: the search must try every branch, across restarts
     * whose failure limit starts at one, and prove that there is no solution.
     */
    @Test
    void provesThatAPuzzleWithAWrongGivenHasNoSolution() {
        Puzzle p = PuzzleLibrary.load("sudoku/forum-hardest").get("forum_hardest1106_0001");
        int[] solution = new ExactSolver(p.geometry()).solve(p).orElseThrow();
        int[] givens = p.givens();
        int blank = 0;
        while (givens[blank] != 0) {
            blank++;
        }
        givens[blank] = solution[blank] % 9 + 1;
        assertTrue(new ExactSolver(p.geometry()).countSolutions(givens, 1).hasNone());
        RestartingSearch search = new RestartingSearch(p.geometry(), new SplittableRandom(3), 0, 0);
        assertNull(search.solve(givens, 1));
        assertFalse(search.stopped(), "proven, not stopped");
        assertTrue(search.nodes() > 10, "search was needed: " + search.nodes());
    }

    @Test
    void stopsAtItsNodeBound() {
        Puzzle p = FamilyGenerator.load("family/sudoku25-45", 1, 7).puzzles().get(0);
        RestartingSearch search = new RestartingSearch(p.geometry(), new SplittableRandom(1), 5, 0);
        assertNull(search.solve(p.givens(), 100));
        assertTrue(search.stopped());
        assertEquals(5, search.nodes());
        RestartingSearch free = new RestartingSearch(p.geometry(), new SplittableRandom(1), 0, 0);
        assertNotNull(free.solve(p.givens(), 100));
        assertTrue(free.nodes() > 5, "the bound cut a longer search: " + free.nodes());
    }
}
