package io.galab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import example.FailingAlgorithm;
import io.galab.algorithm.Budget;
import io.galab.experiment.AlgorithmFailure;
import io.galab.experiment.ConvergenceGrid;
import io.galab.experiment.PlannedRun;
import io.galab.experiment.RunMaker;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A user's algorithm that throws or reports an invalid solution is the algorithm's failure: exit 4, a
 * message naming the algorithm, the puzzle, the seed and the exception, not "internal error" (exit 70).
 */
class AlgorithmFailureTest {

    private static String failure(Exception e, int status) {
        StringWriter text = new StringWriter();
        assertEquals(status, Main.failure(e, new PrintWriter(text), false));
        return text.toString();
    }

    @Test
    void aUsersAlgorithmThatThrowsExitsFourNamingTheRun() {
        Puzzle s06a = PuzzleLibrary.load("sudoku/mantere-koljonen").get("s06a");
        FailingAlgorithm thrower = new FailingAlgorithm(false);
        Budget budget = Budget.generations(10);
        AlgorithmFailure e = assertThrows(AlgorithmFailure.class, () -> RunMaker.execute(thrower, s06a,
                thrower.parameters(Map.of()), budget, ConvergenceGrid.of(budget), new PlannedRun(0, 0, 77)));
        String text = failure(e, Main.ALGORITHM_FAILED);
        assertTrue(text.startsWith("error: algorithm 'thrower' (example.FailingAlgorithm) failed on puzzle s06a with"
                + " seed 77: java.lang.IllegalStateException: my bug. This is the algorithm's failure, not galab's"),
                text);
        assertTrue(text.contains("at example.FailingAlgorithm.run"), "the algorithm's own stack trace: " + text);
        assertFalse(text.contains("internal error"), text);

        FailingAlgorithm liar = new FailingAlgorithm(true);
        AlgorithmFailure lie = assertThrows(AlgorithmFailure.class, () -> RunMaker.execute(liar, s06a,
                liar.parameters(Map.of()), budget, ConvergenceGrid.of(budget), new PlannedRun(0, 0, 5)));
        assertTrue(failure(lie, Main.ALGORITHM_FAILED).contains("algorithm 'liar' (example.FailingAlgorithm) reported"
                + " an invalid solution for puzzle s06a with seed 5"));
    }

    /** The cluster's failure is neither galab's bug nor the user's input: exit 5, one line, how to resume. */
    @Test
    void theClustersFailureExitsFiveWithoutAStackTrace() {
        String text = failure(new io.galab.experiment.ExecutorFailure("the Spark job for spec s failed", "",
                new IllegalStateException("All masters are unresponsive! Giving up.")), Main.EXECUTOR_FAILED);
        assertEquals("error: the Spark job for spec s failed: IllegalStateException: All masters are unresponsive!"
                + " Giving up.; the runs finished so far are kept in the journal; run the same command again to"
                + " resume\n", text.replace("\r", ""));
    }

    @Test
    void galabsOwnBugsStayInternalErrors() {
        String text = failure(new IllegalStateException("a galab bug"), Main.INTERNAL_ERROR);
        assertTrue(text.startsWith("internal error, please report: "), text);
    }
}
