package io.galab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The progress line (docs/experiments.md, "Progress"): its rate stays readable at any speed. */
class ProgressLineTest {

    @Test
    void aRateBelowOneRunASecondIsGivenPerMinute() {
        assertEquals("twodoku-variants: 120/315 runs (38%), 41.2 runs/s, ETA 5s",
                new ProgressListener.Progress("twodoku-variants", 120, 315, 41.2, 5).line());
        // 120 runs of 60 s on two cores: 0.033 runs/s, which "%.1f runs/s" printed as 0.0
        assertEquals("giant-hardest: 110/120 runs (91%), 2.0 runs/min, ETA 4m21s",
                new ProgressListener.Progress("giant-hardest", 110, 120, 2.0 / 60, 261).line());
        assertEquals("t: 40 of up to 240 runs, 0.5 runs/min, ETA at most 1h2m",
                new ProgressListener.Progress("t", 40, 240, 0.5 / 60, 3720, true, false).line());
        assertEquals("t: 63 of up to 240 runs, done (177 not needed), 12.0 runs/s",
                new ProgressListener.Progress("t", 63, 240, 12, 0, true, true).line());
        assertEquals("t: 0/10 runs (0%), 0.0 runs/s, ETA unknown",
                new ProgressListener.Progress("t", 0, 10, 0, Double.NaN).line());
    }

    /** A spec whose every run was journaled has no speed to tell: it says where its runs came from. */
    @Test
    void aFullyResumedRunSaysItsRunsWereRead() {
        assertEquals("t: 10/10 runs, all read from the journal",
                new ProgressListener.Progress("t", 10, 10, 0, 0, false, true).line());
        assertEquals("t: 63 of up to 240 runs, done (177 not needed), all read from the journal",
                new ProgressListener.Progress("t", 63, 240, 0, 0, true, true).line());
    }
}
