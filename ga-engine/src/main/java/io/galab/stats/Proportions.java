package io.galab.stats;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.math3.stat.interval.WilsonScoreInterval;

/**
 * Success-rate statistics: the Wilson score interval (Wilson 1927, Commons Math
 * {@link WilsonScoreInterval}), Newcombe's interval for the difference of two rates, and the expected
 * running time.
 */
public final class Proportions {

    /** The standard normal quantile for a two-sided 95% interval. */
    public static final double Z95 = 1.959963984540054;

    private static final WilsonScoreInterval WILSON = new WilsonScoreInterval();

    private Proportions() {
    }

    /**
     * The 95% intervals already computed, by {@code n << 32 | k}: Commons Math makes a normal distribution, and
     * with it a random generator, at every call, which a report of 40,000 cells of one run each would pay
     * 40,000 times for the same few (k, n).
     */
    private static final Map<Long, double[]> WILSON_95 = new ConcurrentHashMap<>();
    private static final int WILSON_CACHE = 100_000;

    /** The 95% Wilson score interval for k successes in n trials: {low, high}. For n = 0 it is {0, 1}. */
    public static double[] wilson(long k, long n) {
        if (n > Integer.MAX_VALUE || k < 0 || k > n) {
            return wilson(k, n, 0.95);
        }
        double[] known = WILSON_95.get(n << 32 | k);
        if (known == null) {
            known = wilson(k, n, 0.95);
            if (WILSON_95.size() < WILSON_CACHE) {
                WILSON_95.put(n << 32 | k, known);
            }
        }
        return known.clone();
    }

    /** The Wilson score interval at the given confidence level for k successes in n trials: {low, high}. */
    public static double[] wilson(long k, long n, double confidence) {
        if (n == 0) {
            return new double[] {0, 1};
        }
        var ci = WILSON.createInterval((int) n, (int) k, confidence);
        return new double[] {k == 0 ? 0 : Math.max(0, ci.getLowerBound()), k == n ? 1 : Math.min(1,
                ci.getUpperBound())};
    }

    /**
     * The difference of two success rates, kA/nA − kB/nB, with its 95% interval by Newcombe's hybrid
     * score method (Newcombe 1998, Statistics in Medicine 17:873, method 10), which combines the two
     * Wilson intervals: {difference, low, high}. Hand-written: neither Commons Math nor Commons
     * Statistics has it.
     */
    public static double[] difference(long kA, long nA, long kB, long nB) {
        return difference(kA, nA, kB, nB, 0.95);
    }

    /** {@link #difference(long, long, long, long)} at the given confidence level (0.90 for a TOST at 5%). */
    public static double[] difference(long kA, long nA, long kB, long nB, double confidence) {
        double pA = (double) kA / nA;
        double pB = (double) kB / nB;
        double[] a = wilson(kA, nA, confidence);
        double[] b = wilson(kB, nB, confidence);
        double d = pA - pB;
        double low = d - Math.sqrt((pA - a[0]) * (pA - a[0]) + (b[1] - pB) * (b[1] - pB));
        double high = d + Math.sqrt((a[1] - pA) * (a[1] - pA) + (pB - b[0]) * (pB - b[0]));
        return new double[] {d, Math.max(-1, low), Math.min(1, high)};
    }

    /**
     * The difference of two success rates measured on the same runs' seeds (paired), (both + onlyA)/n −
     * (both + onlyB)/n, with a 95% interval that agrees with McNemar's exact test on the same pairs
     * ({@link PairedTests#mcnemar}): it excludes 0 exactly where that test's p is below 0.05. Given the m = onlyA +
     * onlyB discordant pairs, the difference is (m/n)(2π − 1), where π is the chance that a discordant pair is A's;
     * π's Clopper–Pearson interval (the exact binomial test's, inverted) gives the difference's bounds, each scaled
     * by the discordance rate m/n, or by its Wilson upper bound where the bound lies away from 0, so that the
     * uncertainty of m/n widens the interval and never moves it across 0 (docs/reading-the-report.md, "Comparing
     * variants"). Newcombe's interval for independent rates ({@link #difference}) treats the pairs as unrelated and
     * can exclude 0 where McNemar finds nothing: 4 runs of 15 solved by A alone gave [0.009, 0.52] against p =
     * 0.125. {difference, low, high}.
     *
     * @param both  pairs both solved
     * @param onlyA pairs only A solved
     * @param onlyB pairs only B solved
     * @param none  pairs neither solved
     */
    public static double[] pairedDifference(long both, long onlyA, long onlyB, long none) {
        long n = both + onlyA + onlyB + none;
        long m = onlyA + onlyB;
        double d = (double) (onlyA - onlyB) / n;
        double q = (double) m / n;
        double qHigh = wilson(m, n, 0.95)[1];
        double piLow = 0;
        double piHigh = 1;
        if (onlyA > 0) { // Clopper–Pearson's bounds, as quantiles of the beta distribution
            piLow = new org.apache.commons.math3.distribution.BetaDistribution(null, onlyA, m - onlyA + 1)
                    .inverseCumulativeProbability(0.025);
        }
        if (onlyA < m) {
            piHigh = new org.apache.commons.math3.distribution.BetaDistribution(null, onlyA + 1, m - onlyA)
                    .inverseCumulativeProbability(0.975);
        }
        double low = 2 * piLow - 1;
        double high = 2 * piHigh - 1;
        return new double[] {d, Math.max(-1, low * (low < 0 ? qHigh : q)), Math.min(1, high * (high > 0 ? qHigh : q))};
    }

    /** {@link #pairedDifference(long, long, long, long)} of two runs' outcomes, pair i being a[i] and b[i]. */
    public static double[] pairedDifference(boolean[] a, boolean[] b) {
        long both = 0;
        long onlyA = 0;
        long onlyB = 0;
        long none = 0;
        for (int i = 0; i < a.length; i++) {
            if (a[i] && b[i]) {
                both++;
            } else if (a[i]) {
                onlyA++;
            } else if (b[i]) {
                onlyB++;
            } else {
                none++;
            }
        }
        return pairedDifference(both, onlyA, onlyB, none);
    }

    /**
     * Expected running time: the total generations of all runs divided by the number of successes;
     * positive infinity when there are none.
     */
    public static double ert(long totalGenerations, long successes) {
        return successes == 0 ? Double.POSITIVE_INFINITY : (double) totalGenerations / successes;
    }
}
