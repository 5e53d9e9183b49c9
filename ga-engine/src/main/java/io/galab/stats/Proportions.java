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
     * Expected running time: the total generations of all runs divided by the number of successes;
     * positive infinity when there are none.
     */
    public static double ert(long totalGenerations, long successes) {
        return successes == 0 ? Double.POSITIVE_INFINITY : (double) totalGenerations / successes;
    }
}
