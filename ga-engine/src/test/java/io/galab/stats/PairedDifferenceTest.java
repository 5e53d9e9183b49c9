package io.galab.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The interval of a paired success difference ({@link Proportions#pairedDifference}): it agrees with McNemar's
 * exact test on the same pairs, table by table, where the unpaired interval does not; it covers the true difference
 * at least at its level in seeded simulations of correlated pairs; and it is antisymmetric.
 */
class PairedDifferenceTest {

    /** One of the runs' pairs: both solved, only A, only B, neither; and McNemar's exact p on them. */
    private static double mcnemar(int onlyA, int onlyB) {
        boolean[] a = new boolean[onlyA + onlyB];
        boolean[] b = new boolean[onlyA + onlyB];
        for (int i = 0; i < onlyA; i++) {
            a[i] = true;
        }
        for (int i = onlyA; i < onlyA + onlyB; i++) {
            b[i] = true;
        }
        return PairedTests.mcnemar(a, b).pValue();
    }

    @Test
    void theIntervalAndMcNemarAgreeWhereTheUnpairedIntervalDidNot() {
        // the reviewer's case: 15 paired runs, 4 solved by A alone, 11 by neither; McNemar p = 0.125, yet the
        // unpaired interval was [0.009, 0.52]
        assertEquals(0.125, mcnemar(4, 0), 1e-12);
        double[] unpaired = Proportions.difference(4, 15, 0, 15);
        assertEquals(0.0089, unpaired[1], 5e-4);
        assertEquals(0.5195, unpaired[2], 5e-4);
        double[] paired = Proportions.pairedDifference(0, 4, 0, 11);
        assertEquals(4.0 / 15, paired[0], 1e-12);
        assertTrue(paired[1] < 0 && paired[2] > 0, "the paired interval holds 0, as McNemar finds no difference: ["
                + paired[1] + ", " + paired[2] + "]");
        // over every table of 20 pairs, the interval excludes 0 exactly where McNemar's exact p is below 0.05
        int disagree = 0;
        StringBuilder which = new StringBuilder();
        for (int both = 0; both <= 20; both++) {
            for (int onlyA = 0; both + onlyA <= 20; onlyA++) {
                for (int onlyB = 0; both + onlyA + onlyB <= 20; onlyB++) {
                    int none = 20 - both - onlyA - onlyB;
                    double[] d = Proportions.pairedDifference(both, onlyA, onlyB, none);
                    boolean excludes = d[1] > 0 || d[2] < 0;
                    if (excludes != mcnemar(onlyA, onlyB) < 0.05) {
                        disagree++;
                        which.append(java.util.Arrays.toString(new int[] {both, onlyA, onlyB, none})).append(' ')
                                .append(java.util.Arrays.toString(d)).append(" p ").append(mcnemar(onlyA, onlyB))
                                .append('\n');
                    }
                }
            }
        }
        assertEquals(0, disagree, "tables where the interval and McNemar's test disagree:\n" + which);
    }

    @Test
    void itCoversTheTrueDifferenceAtItsLevelInSeededSimulations() {
        SplittableRandom random = new SplittableRandom(20261207L);
        // cell probabilities (both, only A, only B, neither): correlated pairs, a difference and none
        double[][] designs = {{0.5, 0.2, 0.05, 0.25}, {0.3, 0.1, 0.1, 0.5}, {0.7, 0.15, 0.0, 0.15},
            {0.1, 0.05, 0.25, 0.6}};
        for (double[] p : designs) {
            double truth = p[1] - p[2];
            int covered = 0;
            int trials = 2000;
            for (int t = 0; t < trials; t++) {
                long[] k = new long[4];
                for (int i = 0; i < 30; i++) {
                    double u = random.nextDouble();
                    int cell = u < p[0] ? 0 : u < p[0] + p[1] ? 1 : u < p[0] + p[1] + p[2] ? 2 : 3;
                    k[cell]++;
                }
                double[] d = Proportions.pairedDifference(k[0], k[1], k[2], k[3]);
                covered += d[1] <= truth && truth <= d[2] ? 1 : 0;
            }
            double coverage = (double) covered / trials;
            assertTrue(coverage >= 0.94, "coverage " + coverage + " for " + java.util.Arrays
                    .toString(p));
        }
    }

    @Test
    void swappingTheVariantsNegatesTheInterval() {
        double[] ab = Proportions.pairedDifference(7, 5, 2, 6);
        double[] ba = Proportions.pairedDifference(7, 2, 5, 6);
        assertEquals(-ab[0], ba[0], 1e-12);
        assertEquals(-ab[1], ba[2], 1e-12);
        assertEquals(-ab[2], ba[1], 1e-12);
        double[] same = Proportions.pairedDifference(20, 0, 0, 0);
        assertEquals(0, same[0], 0);
        assertTrue(same[1] <= 0 && same[2] >= 0);
    }
}
