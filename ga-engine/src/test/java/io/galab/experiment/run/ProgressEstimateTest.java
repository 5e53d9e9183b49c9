package io.galab.experiment.run;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The first progress line waits for an estimate it can stand by: an executor that delivers a partition at a
 * time (Spark) hands over its first wave together, and a rate taken then underestimates the speed by the
 * number of cores. No estimate before twice the time of the first delivery.
 */
class ProgressEstimateTest {

    private static final long SECOND = 1_000_000_000L;

    @Test
    void noEstimateBeforeTwiceTheFirstDelivery() {
        assertFalse(ExperimentRunner.estimateReady(5 * SECOND, -1), "nothing delivered yet");
        // Spark: the first partitions came after 60 s of work on every core
        assertFalse(ExperimentRunner.estimateReady(60 * SECOND, 60 * SECOND), "at the first delivery");
        assertFalse(ExperimentRunner.estimateReady(119 * SECOND, 60 * SECOND));
        assertTrue(ExperimentRunner.estimateReady(120 * SECOND, 60 * SECOND), "after a second wave's worth of time");
        // the thread pool: the first run came after 4 ms, so the usual every-few-seconds line is not held back
        assertTrue(ExperimentRunner.estimateReady(2 * SECOND, 4_000_000L));
    }
}
