package io.galab.stats;

import org.apache.commons.math3.distribution.HypergeometricDistribution;

/**
 * Fisher's exact test on a 2×2 table of successes and failures of two groups, from Commons Math's
 * hypergeometric distribution. Group A has kA successes in nA runs, group B kB in nB.
 */
public final class FisherExact {

    private FisherExact() {
    }

    private static HypergeometricDistribution distribution(int kA, int nA, int kB, int nB) {
        return new HypergeometricDistribution(null, nA + nB, kA + kB, nA);
    }

    /**
     * One-sided p-value of "group A has fewer successes than group B": P(X ≤ kA) under the
     * hypergeometric null. This is the baseline gate's test (A = current, B = baseline).
     */
    public static double less(int kA, int nA, int kB, int nB) {
        if (nA == 0 || nB == 0) {
            return 1.0;
        }
        return Math.min(1.0, distribution(kA, nA, kB, nB).cumulativeProbability(kA));
    }

    /**
     * Two-sided p-value: the probability of every table at most as likely as the observed one
     * (relative tolerance 1e-7, as R and SciPy use).
     */
    public static double twoSided(int kA, int nA, int kB, int nB) {
        if (nA == 0 || nB == 0) {
            return 1.0;
        }
        HypergeometricDistribution h = distribution(kA, nA, kB, nB);
        double observed = h.probability(kA);
        double p = 0;
        for (int x = h.getSupportLowerBound(); x <= h.getSupportUpperBound(); x++) {
            double px = h.probability(x);
            if (px <= observed * (1 + 1e-7)) {
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
