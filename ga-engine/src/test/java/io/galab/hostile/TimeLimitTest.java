package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Fixtures;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import io.galab.puzzle.Puzzle;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code maxSeconds} is honoured within one generation: every algorithm checks the deadline before
 * each generation, so a run whose deadline passes during generation g ends with generation g. The
 * test makes the deadline pass at a known generation without timing anything: the observer sleeps
 * past it when generation 1 is recorded. A slow machine can only make the run stop earlier, never
 * later, so the assertion holds on any machine.
 */
class TimeLimitTest {

    private static final double SECONDS = 0.2;
    private static final long SLEEP_MILLIS = 250;

    @TestFactory
    Stream<DynamicTest> theDeadlineStopsTheRunAtTheEndOfTheGenerationInWhichItPasses() {
        Algorithms registry = Algorithms.builtIn();
        List<DynamicTest> tests = new ArrayList<>();
        for (String id : registry.inProcess()) {
            Algorithm a = registry.get(id);
            // every kind but the small Sudokus (16x16, Twodoku, Samurai, SudoKube), chosen by kind and size
            for (Puzzle puzzle : Fixtures.beyondSmallSudokus()) {
                tests.add(DynamicTest.dynamicTest(id + " " + puzzle.id(), () -> {
                    RunControl.Observer sleepy = (generation, best, mean) -> {
                        if (generation == 1) {
                            try {
                                Thread.sleep(SLEEP_MILLIS);
                            } catch (InterruptedException e) {
                                Thread.currentThread().interrupt();
                            }
                        }
                    };
                    RunResult r = a.run(puzzle, a.parameters(Map.of()), 3, new Budget(1_000_000, 0, SECONDS), sleepy);
                    if (!r.solved()) {
                        assertEquals(StopReason.SECONDS, r.stopReason(), r.toString());
                        assertTrue(r.generations() <= 1, "ran on past the deadline: " + r);
                    }
                }));
            }
        }
        return tests.stream();
    }
}
