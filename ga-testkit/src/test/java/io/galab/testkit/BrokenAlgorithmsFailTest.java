package io.galab.testkit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.RunResult;
import io.galab.puzzle.Puzzle;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The kit catches what it promises to: a broken algorithm fails the check that names its fault. */
class BrokenAlgorithmsFailTest {

    /** One generation of random values everywhere (givens too, with {@code keepGivens} false). */
    private static Algorithm random(boolean keepGivens, boolean claimSolved, boolean useSeed) {
        return new Algorithm() {
            @Override
            public String id() {
                return "broken";
            }

            @Override
            public String source() {
                return "a test";
            }

            @Override
            public List<Parameter> parameters() {
                return List.of();
            }

            @Override
            public RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget) {
                SplittableRandom random = new SplittableRandom(useSeed ? seed : System.nanoTime());
                RunControl control = new RunControl(budget);
                int[] grid = new int[puzzle.geometry().cellCount()];
                for (int c = 0; c < grid.length; c++) {
                    grid[c] = keepGivens && puzzle.isGiven(c) ? puzzle.given(c)
                            : 1 + random.nextInt(puzzle.geometry().n());
                }
                control.record(1, 1);
                while (control.nextGeneration()) {
                    control.record(1, 1);
                }
                return control.finish(claimSolved, claimSolved ? 0 : 1, grid, Map.of());
            }
        };
    }

    private static AlgorithmContract contract(Algorithm algorithm) {
        return new AlgorithmContract() {
            @Override
            protected Algorithm algorithm() {
                return algorithm;
            }
        };
    }

    @Test
    void changingAGivenClaimingASolutionAndIgnoringTheSeedAreCaught() {
        AssertionFailedError givens = assertThrows(AssertionFailedError.class,
                () -> contract(random(false, false, true)).runsOnEveryKindKeepsTheGivensAndReportsOnlySolutions());
        assertTrue(givens.getMessage().contains("changed a given") || givens.getMessage().contains("wrote"),
                givens.getMessage());
        AssertionFailedError lie = assertThrows(AssertionFailedError.class,
                () -> contract(random(true, true, true)).runsOnEveryKindKeepsTheGivensAndReportsOnlySolutions());
        assertTrue(lie.getMessage().contains("not a solution"), lie.getMessage());
        AssertionFailedError seed = assertThrows(AssertionFailedError.class,
                () -> contract(random(true, false, false)).theSameSeedGivesTheSameResult());
        assertTrue(seed.getMessage().contains("is not a function of its seed"), seed.getMessage());
    }
}
