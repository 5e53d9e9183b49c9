package io.galab.stats;

/**
 * Success-rate statistics: the Wilson score interval (Wilson 1927) and the expected running time.
 */
public final class Proportions {

    /** The standard normal quantile for a two-sided 95% interval. */
    public static final double Z95 = 1.959963984540054;

    private Proportions() {
    }

    /**
     * The 95% Wilson score interval for k successes in n trials: {low, high}. For n = 0 it is {0, 1}.
     * (p + z²/2n ± z·sqrt(p(1−p)/n + z²/4n²)) / (1 + z²/n).
     */
    public static double[] wilson(long k, long n) {
        if (n == 0) {
            return new double[] {0, 1};
        }
        double z = Z95;
        double p = (double) k / n;
        double z2 = z * z;
        double denominator = 1 + z2 / n;
        double centre = p + z2 / (2.0 * n);
        double spread = z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
        double low = (centre - spread) / denominator;
        double high = (centre + spread) / denominator;
        return new double[] {Math.max(0, k == 0 ? 0 : low), Math.min(1, k == n ? 1 : high)};
    }

    /**
     * Expected running time: the total generations of all runs divided by the number of successes;
     * positive infinity when there are none.
     */
    public static double ert(long totalGenerations, long successes) {
        return successes == 0 ? Double.POSITIVE_INFINITY : (double) totalGenerations / successes;
    }
}
