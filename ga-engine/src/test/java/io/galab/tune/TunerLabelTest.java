package io.galab.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Progress numbers iterations as the result counts them: planned ones of N_iter, then the extra ones. */
class TunerLabelTest {

    @Test
    void iterationsPastThePlannedOnesAreNotNumberedAgainstThem() {
        assertEquals("iteration 2 of 3 planned", Tuner.iterationLabel(2, 3));
        assertEquals("iteration 3 of 3 planned", Tuner.iterationLabel(3, 3));
        assertEquals("iteration 16 (3 planned; more while the budget lasts)", Tuner.iterationLabel(16, 3));
    }
}
