package io.galab.stats;

import org.apache.commons.math3.distribution.ChiSquaredDistribution;

/**
 * A binomial likelihood-ratio step test for one change in success rate over a sequence of builds
 * (docs/gates.md, "Change points"). Build i made n<sub>i</sub> runs with k<sub>i</sub>
 * successes. For each split τ (the first build after the change, 1 ≤ τ &lt; m), the statistic is
 * G<sub>τ</sub> = 2 [ℓ(K<sub>&lt;τ</sub>, N<sub>&lt;τ</sub>) + ℓ(K<sub>≥τ</sub>, N<sub>≥τ</sub>) − ℓ(K, N)],
 * ℓ(k, n) = k ln(k/n) + (n − k) ln(1 − k/n), the log-likelihood ratio of one rate before and another
 * after against one rate throughout; under no change each G<sub>τ</sub> is asymptotically χ² with one
 * degree of freedom. The split with the largest G is the change point, and it is reported when its
 * p-value times the m − 1 splits tried (Bonferroni) is below α.
 */
public final class ChangePoint {

    private static final ChiSquaredDistribution CHI2_1 = new ChiSquaredDistribution(null, 1);

    /**
     * A change found.
     *
     * @param first     the index of the first build after the change
     * @param before    the pooled success rate of the builds before it
     * @param after     the pooled rate of it and the builds after
     * @param statistic G at that split
     * @param pValue    the Bonferroni-adjusted p-value (the χ² p-value times the splits, at most 1)
     */
    public record Change(int first, double before, double after, double statistic, double pValue) {
    }

    private ChangePoint() {
    }

    /**
     * The most likely single change in the builds' success rates, or null when there are fewer than
     * two builds or no split is significant at {@code alpha}.
     */
    public static Change find(int[] successes, int[] runs, double alpha) {
        int m = successes.length;
        if (m < 2 || runs.length != m) {
            return null;
        }
        long k = 0;
        long n = 0;
        for (int i = 0; i < m; i++) {
            k += successes[i];
            n += runs[i];
        }
        double whole = logLikelihood(k, n);
        long k1 = 0;
        long n1 = 0;
        int best = -1;
        double bestG = -1;
        long kb = 0; // the pooled counts before the best split
        long nb = 0;
        for (int tau = 1; tau < m; tau++) {
            k1 += successes[tau - 1];
            n1 += runs[tau - 1];
            double g = 2 * (logLikelihood(k1, n1) + logLikelihood(k - k1, n - n1) - whole);
            if (g > bestG + 1e-12) {
                bestG = g;
                best = tau;
                kb = k1;
                nb = n1;
            }
        }
        double p = Math.min(1, (m - 1) * (1 - CHI2_1.cumulativeProbability(Math.max(0, bestG))));
        if (p >= alpha) {
            return null;
        }
        return new Change(best, (double) kb / nb, (double) (k - kb) / (n - nb), bestG, p);
    }

    /** ℓ(k, n) = k ln(k/n) + (n − k) ln(1 − k/n), with 0 ln 0 = 0. */
    static double logLikelihood(long k, long n) {
        if (n == 0) {
            return 0;
        }
        double p = (double) k / n;
        return (k == 0 ? 0 : k * Math.log(p)) + (k == n ? 0 : (n - k) * Math.log(1 - p));
    }
}
