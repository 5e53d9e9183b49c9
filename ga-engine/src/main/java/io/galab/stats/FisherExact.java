package io.galab.stats;

import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.distribution.HypergeometricDistribution;
import org.apache.commons.statistics.inference.FisherExactTest;

/**
 * Fisher's exact test on a 2×2 table of successes and failures of two groups, from Apache Commons
 * Statistics ({@link FisherExactTest}). Group A has kA successes in nA runs, group B kB in nB.
 */
public final class FisherExact {

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

    /**
     * R's {@code fisher.test} tolerance: a table counts as at most as likely as the observed one when its
     * probability is at most the observed one's times {@code 1 + 1e-7}.
     */
    static final double RELATIVE_TOLERANCE = 1 + 1e-7;

    /**
     * Two-sided p-value: the probability, under the hypergeometric null (the margins fixed), of every table
     * at most as likely as the observed one. Tables whose probability equals the observed one's in exact
     * arithmetic but not in floating point are kept, as R's {@code fisher.test} and SciPy keep them: a
     * table counts when its probability is at most the observed one's times {@link #RELATIVE_TOLERANCE}.
     * Commons Statistics' {@link FisherExactTest} 1.1 compares without a tolerance and drops such tables
     * (for 42/47 against 90/103 it gives 0.794 where R and SciPy give 1), so the sum is made here over
     * Commons Statistics' {@link HypergeometricDistribution}.
     */
    public static double twoSided(int kA, int nA, int kB, int nB) {
        if (nA == 0 || nB == 0) {
            return 1.0;
        }
        int total = nA + nB;
        int successes = kA + kB;
        HypergeometricDistribution h = HypergeometricDistribution.of(total, successes, nA);
        double observed = h.probability(kA);
        double limit = observed * RELATIVE_TOLERANCE;
        double p = 0;
        for (int x = h.getSupportLowerBound(); x <= h.getSupportUpperBound(); x++) {
            double px = h.probability(x);
            if (px <= limit) {
                p += px;
            }
        }
        return Math.min(1.0, p);
    }

    /** The sample odds ratio (kA·(nB−kB)) / ((nA−kA)·kB); infinite or NaN where a cell is 0. */
    public static double oddsRatio(int kA, int nA, int kB, int nB) {
        return ((double) kA * (nB - kB)) / ((double) (nA - kA) * kB);
    }
}
