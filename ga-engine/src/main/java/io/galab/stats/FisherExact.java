package io.galab.stats;

import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.FisherExactTest;

/**
 * Fisher's exact test on a 2×2 table of successes and failures of two groups, from Apache Commons
 * Statistics ({@link FisherExactTest}). Group A has kA successes in nA runs, group B kB in nB.
 */
public final class FisherExact {

    private static final FisherExactTest TWO_SIDED = FisherExactTest.withDefaults();
    private static final FisherExactTest LESS = FisherExactTest.withDefaults().with(AlternativeHypothesis.LESS_THAN);

    private FisherExact() {
    }

    private static int[][] table(int kA, int nA, int kB, int nB) {
        return new int[][] {{kA, nA - kA}, {kB, nB - kB}};
    }

    /**
     * One-sided p-value of "group A has fewer successes than group B": P(X ≤ kA) under the
     * hypergeometric null. This is the baseline gate's test (A = current, B = baseline).
     */
    public static double less(int kA, int nA, int kB, int nB) {
        if (nA == 0 || nB == 0) {
            return 1.0;
        }
        return LESS.test(table(kA, nA, kB, nB)).getPValue();
    }

    /** Two-sided p-value: the probability of every table at most as likely as the observed one. */
    public static double twoSided(int kA, int nA, int kB, int nB) {
        if (nA == 0 || nB == 0) {
            return 1.0;
        }
        return TWO_SIDED.test(table(kA, nA, kB, nB)).getPValue();
    }

    /** The sample odds ratio (kA·(nB−kB)) / ((nA−kA)·kB); infinite or NaN where a cell is 0. */
    public static double oddsRatio(int kA, int nA, int kB, int nB) {
        return ((double) kA * (nB - kB)) / ((double) (nA - kA) * kB);
    }
}
