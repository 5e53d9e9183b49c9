package io.galab.algorithm.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ChanceTest {

    @Test
    void drawAnswersWhatNextDoubleBelowPAnswersFromTheSameDraws() {
        double[] ps = {0, Double.MIN_VALUE, 1e-300, 0x1.0p-53, 1e-9, 0.05, 0.1, 0.2, 1.0 / 3, 0.5, 0.8, 0.999_999_999,
                Math.nextDown(1.0), 1};
        for (double p : ps) {
            Chance chance = Chance.of(p);
            for (long seed = 0; seed < 20; seed++) {
                SplittableRandom a = new SplittableRandom(seed);
                SplittableRandom b = new SplittableRandom(seed);
                for (int i = 0; i < 20_000; i++) {
                    assertEquals(a.nextDouble() < p, chance.draw(b), "p " + p + " seed " + seed + " draw " + i);
                }
                assertEquals(a.nextLong(), b.nextLong(), "the same number of draws");
            }
        }
    }

    @Test
    void aThresholdAtTheEdgeOfADrawDecidesAsNextDoubleDoes() {
        // p exactly one draw's value: that draw is not below p, the one before it is
        long x = 123_456_789_012_345L;
        double p = x * 0x1.0p-53;
        assertEquals(false, x * 0x1.0p-53 < p);
        assertEquals(true, (x - 1) * 0x1.0p-53 < p);
        assertEquals((long) Math.ceil(p * 0x1.0p53), x);
    }

    @Test
    void aProbabilityOutsideZeroToOneIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Chance.of(-0.1));
        assertThrows(IllegalArgumentException.class, () -> Chance.of(1.5));
        assertThrows(IllegalArgumentException.class, () -> Chance.of(Double.NaN));
    }
}
