package io.galab.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The exact solver's column of "Results by puzzle set": a giant grid's seconds are not written in µs. */
class PuzzleSetsPageTest {

    @Test
    void theExactSolversTimeIsInMillisecondsFromOneMillisecondOn() {
        assertEquals("12.3 µs", PuzzleSetsPage.micros(12.34));
        assertEquals("999.9 µs", PuzzleSetsPage.micros(999.9));
        assertEquals("1.0 ms", PuzzleSetsPage.micros(1000));
        assertEquals("622 ms", PuzzleSetsPage.micros(622_194));
        assertEquals("2,817 ms", PuzzleSetsPage.micros(2_817_061));
    }
}
