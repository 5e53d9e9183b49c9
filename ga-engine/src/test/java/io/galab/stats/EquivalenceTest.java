package io.galab.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class EquivalenceTest {

    /** The standard rule's margin, level and shift, with fewer replicates for the power. */
    private static final Equivalence.Rule RULE = new Equivalence.Rule(0.03, 0.01, 1.1, 200, 3);

    private static double[] exponential(int n, double mean, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = Math.ceil(-mean * Math.log(1 - random.nextDouble()));
        }
        return x;
    }

    @Test
    void theRateIntervalIsNewcombesAtNinetyPercent() {
        // Newcombe's method 10 with Wilson intervals at z = 1.6449, worked out by hand (docs/experiments.md)
        double[] d = Proportions.difference(490, 500, 480, 500, 0.90);
        assertEquals(0.02, d[0], 1e-12);
        assertEquals(0.0021045049, d[1], 1e-9);
        assertEquals(0.0388486136, d[2], 1e-9);
        double[] same = Proportions.difference(500, 500, 500, 500, 0.90);
        assertEquals(-0.0053819646, same[1], 1e-9);
        assertEquals(0.0053819646, same[2], 1e-9);
    }

    @Test
    void equalRatesAndGenerationsAreEquivalentAndAShiftIsNot() {
        double[] g = exponential(500, 100, 1);
        Equivalence.Cell same = Equivalence.compare(500, 500, 500, 500, g, g.clone(), RULE);
        assertTrue(same.ratesEquivalent());
        assertFalse(same.generationsDiffer());
        assertEquals(1.0, same.mannWhitneyP(), 1e-9);
        assertTrue(same.equivalent());
        // 470/500 against 500/500: the interval [−0.080, −0.044] leaves ±3 points
        Equivalence.Cell fewer = Equivalence.compare(500, 500, 470, 500, g, g, RULE);
        assertFalse(fewer.ratesEquivalent());
        assertFalse(fewer.equivalent());
        // generations twice as many: Mann–Whitney rejects
        double[] doubled = exponential(500, 200, 2);
        Equivalence.Cell slower = Equivalence.compare(500, 500, 500, 500, g, doubled, RULE);
        assertTrue(slower.generationsDiffer());
        assertFalse(slower.equivalent());
    }

    @Test
    void powerIsTheLevelWithoutAShiftAndGrowsWithTheSamples() {
        double[] a = exponential(500, 100, 4);
        double[] b = exponential(500, 100, 5);
        assertTrue(Equivalence.power(a, b, 0.01, 1.0, 400, 6) < 0.03, "no shift: about α");
        double small = Equivalence.power(exponential(100, 100, 7), exponential(100, 100, 8), 0.01, 1.1, 400, 6);
        double large = Equivalence.power(exponential(3000, 100, 7), exponential(3000, 100, 8), 0.01, 1.1, 400, 6);
        assertTrue(small < large, small + " < " + large);
        // exponential generations (coefficient of variation 1): 3000 runs a side find a 10% shift about 3 times in 4
        assertTrue(large > 0.6, "3000 runs a side: " + large);
        assertTrue(Double.isNaN(Equivalence.power(new double[0], b, 0.01, 1.1, 10, 1)));
    }
}
