package io.galab.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.galab.experiment.spec.TuneSpec;
import org.junit.jupiter.api.Test;

/** Progress numbers iterations as the result counts them: planned ones of N_iter, then the extra ones. */
class RaceScheduleTest {

    @Test
    void iterationsPastThePlannedOnesAreNotNumberedAgainstThem() {
        assertEquals("iteration 2 of 3 planned", new RaceSchedule(3).label(2));
        assertEquals("iteration 3 of 3 planned", new RaceSchedule(3).label(3));
        assertEquals("iteration 16 (3 planned; more while the budget lasts)", new RaceSchedule(3).label(16));
        // irace's schedule: 2 parameters → ⌊2 + log₂ 2⌋ = 3 rounds; 1000 left over 3, then 2, then 1 iterations
        assertEquals(333, new RaceSchedule(3).budget(1000, 1));
        assertEquals(1000, new RaceSchedule(3).budget(1000, 3));
        assertEquals(1000, new RaceSchedule(3).budget(1000, 7));
    }

    /**
     * Racing goes on while the share pays for more configurations than N_min and the elites kept; when it
     * stops with runs left, the report's sentence says how many and why.
     */
    @Test
    void racingStopsByIracesRuleAndSaysWhy() {
        RaceSchedule schedule = new RaceSchedule(3);
        TuneSpec.Race race = TuneSpec.Race.defaults(); // μ = 5, T_each = 1
        // iteration 1: 6 runs a configuration; 30 runs pay for 5 configurations, more than 3 and than 3 elites
        assertNull(schedule.stop(90, 80, 1, 30, race, 0));
        assertEquals("racing stopped with 30 of its 80 runs left: iteration 3's share, 30 runs at 8 runs a"
                + " configuration, pays for 3 configurations, and a race needs more than 3 (the 3 elites kept and at"
                + " least one new one; irace's rule, docs/tuning.md)", schedule.stop(30, 80, 3, 30, race, 3));
        assertEquals("", schedule.stop(0, 80, 4, 0, race, 3), "the budget spent: nothing to explain");
    }
}
