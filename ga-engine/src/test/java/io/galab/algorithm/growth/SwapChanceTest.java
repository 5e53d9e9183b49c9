package io.galab.algorithm.growth;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The swap chance of a repeat-free segment is the share of r in 1..100 with r &lt; rate, as drawn per segment. */
class SwapChanceTest {

    @ParameterizedTest
    @CsvSource({"1.0, 0", "0.5, 0", "1.5, 0.01", "9.5, 0.09", "10.0, 0.09", "10.2, 0.10", "100, 0.99", "150, 1"})
    void theChanceIsThatOfThePerSegmentDraw(double ratePercent, double chance) {
        assertEquals(chance, NaturalGrowth.swapChance(ratePercent), 1e-12);
        // the per-segment test it replaces, counted over every r
        int below = 0;
        for (int r = 1; r <= 100; r++) {
            below += r < ratePercent ? 1 : 0;
        }
        assertEquals(below / 100.0, NaturalGrowth.swapChance(ratePercent), 1e-12);
        SplittableRandom random = new SplittableRandom(1);
        int hits = 0;
        for (int i = 0; i < 100_000; i++) {
            hits += 1 + random.nextInt(100) < ratePercent ? 1 : 0;
        }
        assertEquals(chance, hits / 100_000.0, 0.005);
    }
}
