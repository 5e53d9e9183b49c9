package io.galab.testkit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Parameters;
import io.galab.algorithm.RestartOperator;
import io.galab.puzzle.Puzzle;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The restart contract catches what it promises to: each broken restart fails the check that names its fault. */
class BrokenRestartsFailTest {

    private enum Fault { OUTSIDE, IDLE, SEED }

    private static final AtomicInteger CALLS = new AtomicInteger();

    private static RestartContract contract(Fault fault) {
        RestartOperator o = new RestartOperator() {
            @Override
            public String id() {
                return "broken-" + fault.name().toLowerCase(java.util.Locale.ROOT);
            }

            @Override
            public String description() {
                return "a test's broken restart";
            }

            @Override
            public Restart restart(Puzzle puzzle, Parameters parameters) {
                return (population, random) -> {
                    switch (fault) {
                        case OUTSIDE -> population.fresh(population.size(), random); // one past the last member
                        case IDLE -> population.mutate(population.best(), random); // only the best
                        case SEED -> { // its own draws, not the run's
                            int i = new java.util.SplittableRandom(CALLS.getAndIncrement()).nextInt(population.size());
                            population.fresh(i == population.best() ? (i + 1) % population.size() : i, random);
                        }
                        default -> throw new IllegalStateException();
                    }
                };
            }
        };
        return new RestartContract() {
            @Override
            protected RestartOperator operator() {
                return o;
            }
        };
    }

    @Test
    void aMoveOutsideThePopulationARestartOfTheBestAloneAndAnUnseededDrawAreCaught() {
        AssertionFailedError outside = assertThrows(AssertionFailedError.class,
                () -> contract(Fault.OUTSIDE).everyMoveNamesAMemberAndSomeMemberButTheBestChanges());
        assertTrue(outside.getMessage().contains("named member 2 of 2"), outside.getMessage());
        AssertionFailedError idle = assertThrows(AssertionFailedError.class,
                () -> contract(Fault.IDLE).everyMoveNamesAMemberAndSomeMemberButTheBestChanges());
        assertTrue(idle.getMessage().contains("a restart restarts"), idle.getMessage());
        assertThrows(AssertionFailedError.class, () -> contract(Fault.SEED).theSamePopulationAndSeedGiveTheSameMoves());
    }
}
