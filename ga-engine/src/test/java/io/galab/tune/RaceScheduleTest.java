package io.galab.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
