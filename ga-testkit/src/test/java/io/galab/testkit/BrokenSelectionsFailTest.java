package io.galab.testkit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Parameters;
import io.galab.algorithm.SelectionOperator;
import io.galab.puzzle.Puzzle;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The selection contract catches what it promises to: each broken selection fails the check that names its fault. */
class BrokenSelectionsFailTest {

    private enum Fault { EXCLUDED, SEED, WORST }

    private static final AtomicInteger CALLS = new AtomicInteger();

    private static SelectionContract contract(Fault fault) {
        SelectionOperator o = new SelectionOperator() {
            @Override
            public String id() {
                return "broken-" + fault.name().toLowerCase(java.util.Locale.ROOT);
            }

            @Override
            public String description() {
                return "a test's broken selection";
            }

            @Override
            public Selection selection(Puzzle puzzle, Parameters parameters) {
                return (penalty, count, exclude, random) -> switch (fault) {
                    case EXCLUDED -> exclude >= 0 ? exclude : random.nextInt(count);
                    case SEED -> new java.util.SplittableRandom(CALLS.getAndIncrement()).nextInt(count); // its own
                    case WORST -> {
                        int worst = 0;
                        for (int i = 1; i < count; i++) {
                            worst = penalty[i] >= penalty[worst] && i != exclude ? i : worst;
                        }
                        yield worst;
                    }
                };
            }
        };
        return new SelectionContract() {
            @Override
            protected SelectionOperator operator() {
                return o;
            }
        };
    }

    @Test
    void theExcludedMemberAnUnseededDrawAndAPreferenceForTheWorstAreCaught() {
        AssertionFailedError excluded = assertThrows(AssertionFailedError.class,
                () -> contract(Fault.EXCLUDED).itReturnsAMemberNeverTheExcludedOneAndLeavesThePenalties());
        assertTrue(excluded.getMessage().contains("returned the excluded member"), excluded.getMessage());
        assertThrows(AssertionFailedError.class,
                () -> contract(Fault.SEED).theSamePenaltiesAndSeedGiveTheSameParents());
        AssertionFailedError worst = assertThrows(AssertionFailedError.class,
                () -> contract(Fault.WORST).theBestIsPickedMoreOftenThanTheWorst());
        assertTrue(worst.getMessage().contains("picked the best 0 times"), worst.getMessage());
    }
}
