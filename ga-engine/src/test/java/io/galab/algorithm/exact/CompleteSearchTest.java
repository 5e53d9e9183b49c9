package io.galab.algorithm.exact;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Fixtures;
import io.galab.solve.Restarts;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.FamilyGenerator;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import io.galab.solve.SearchBound;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The {@code exact} variant's searches, {@code cdcl} and {@code restarts}: complete, reproducible from
 * their seed, bounded.
 */
class CompleteSearchTest {

    /** Makes a search: geometry, random, maxNodes, deadline. */
    interface Maker {
        CompleteSearch make(Geometry geometry, SplittableRandom random, SearchBound bound);

        default CompleteSearch make(Geometry geometry, SplittableRandom random, long maxNodes, long deadline) {
            return make(geometry, random, SearchBound.until(maxNodes, deadline, true));
        }
    }

    static Stream<Maker> searches() {
        return Stream.<Maker>of(ExactSearch::cdcl, RestartingSearch::new);
    }

    @Test
    void lubysSequence() {
        assertEquals(List.of(1L, 1L, 2L, 1L, 1L, 2L, 4L, 1L, 1L, 2L, 1L, 1L, 2L, 4L, 8L, 1L),
                LongStream.rangeClosed(1, 16).map(Restarts::luby).boxed().toList());
    }

    /** Every kind with several units per cell and shared cells: the answer is checked by the oracle. */
    @ParameterizedTest
    @MethodSource("searches")
    void solvesEveryKindAndTheSameSeedMakesTheSameSearch(Maker maker) {
        List<Puzzle> puzzles = List.of(PuzzleLibrary.load("sudoku/forum-hardest").get("forum_hardest1106_0001"),
                PuzzleLibrary.load("sudoku16/waters-generated").puzzles().get(0),
                PuzzleLibrary.load("sudoku25/waters-generated").puzzles().get(0),
                PuzzleLibrary.load("twodoku/kaldanis").puzzles().get(6),
                PuzzleLibrary.load("samurai/samurai-sudoku-com").puzzles().get(2),
                FamilyGenerator.load("family/sudoku36-40", 1, 36).puzzles().get(0));
        for (Puzzle p : puzzles) {
            CompleteSearch a = maker.make(p.geometry(), new SplittableRandom(5), 0, 0);
            int[] solution = a.solve(p.givens(), 100);
            assertTrue(ExactSolver.isSolution(p, solution), p.id());
            assertFalse(a.bound().stopped(), p.id());
            CompleteSearch b = maker.make(p.geometry(), new SplittableRandom(5), 0, 0);
            assertArrayEquals(solution, b.solve(p.givens(), 100), p.id());
            assertEquals(a.bound().nodes(), b.bound().nodes(), p.id());
        }
    }

    /**
     * A wrong given that propagation does not refute: the search must try every branch, across restarts
     * whose limit starts at one failure (or conflict), and prove that there is no solution.
     */
    @ParameterizedTest
    @MethodSource("searches")
    void provesThatAPuzzleWithAWrongGivenHasNoSolution(Maker maker) {
        Puzzle p = PuzzleLibrary.load("sudoku/forum-hardest").get("forum_hardest1106_0001");
        int[] givens = Fixtures.wrongGiven(p);
        assertTrue(new ExactSolver(p.geometry()).countSolutions(givens, 1).hasNone());
        CompleteSearch search = maker.make(p.geometry(), new SplittableRandom(3), 0, 0);
        assertNull(search.solve(givens, 1));
        assertFalse(search.bound().stopped(), "proven, not stopped");
        assertTrue(search.bound().nodes() > 1, "search was needed: " + search.bound().nodes());
    }

    @ParameterizedTest
    @MethodSource("searches")
    void stopsAtItsNodeBound(Maker maker) {
        Puzzle p = FamilyGenerator.load("family/sudoku25-45", 1, 7).puzzles().get(0);
        CompleteSearch search = maker.make(p.geometry(), new SplittableRandom(1), 5, 0);
        assertNull(search.solve(p.givens(), 100));
        assertTrue(search.bound().stopped());
        assertEquals(SearchBound.Limit.NODES, search.bound().reached());
        assertEquals(5, search.bound().nodes());
        CompleteSearch free = maker.make(p.geometry(), new SplittableRandom(1), 0, 0);
        assertNotNull(free.solve(p.givens(), 100));
        assertTrue(free.bound().nodes() > 5, "the bound cut a longer search: " + free.bound().nodes());
    }

    /** An interruption of the thread stops the search before its first node. */
    @ParameterizedTest
    @MethodSource("searches")
    void stopsWhenInterrupted(Maker maker) {
        Puzzle p = FamilyGenerator.load("family/sudoku25-45", 1, 7).puzzles().get(0);
        Thread.currentThread().interrupt();
        try {
            CompleteSearch interrupted = maker.make(p.geometry(), new SplittableRandom(1), 0, 0);
            assertNull(interrupted.solve(p.givens(), 100));
            assertEquals(SearchBound.Limit.INTERRUPTION, interrupted.bound().reached());
            assertEquals(0, interrupted.bound().nodes());
        } finally {
            Thread.interrupted();
        }
    }
}
