package io.galab.stats;

import java.util.Locale;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.SummaryStatistics;

/**
 * galab's numbers against a paper's, one verdict per quantity: <b>agrees</b> (the published value lies
 * in our 95% interval, or the difference is not significant at 5%), <b>better</b> or <b>worse</b>
 * (with the test that says so), <b>inconclusive</b> (no significant difference, but on too few runs to
 * tell: our 95% interval is wider than {@link #MAX_RATE_WIDTH} for a success rate, or wider than the
 * published mean itself for generations), or <b>not comparable</b> (with the reason).
 * docs/reading-the-report.md, "Reports".
 *
 * @param label  agrees, better, worse or not comparable
 * @param detail the test and its result, or the reason
 */
public record PublishedVerdict(String label, String detail) {

    /**
     * The widest 95% Wilson interval of a success rate on which "agrees" is said: 0.5. Wider, the runs
     * could not tell the published rate from one a quarter away on either side (3 runs at 1/3:
     * [0.06, 0.79]; 10 runs at 5/10: [0.24, 0.76]); at 15 runs every interval is narrower.
     */
    public static final double MAX_RATE_WIDTH = 0.5;

    /** "agrees (Fisher p = 0.42)". */
    @Override
    public String toString() {
        return label + " (" + detail + ")";
    }

    /**
     * Success rate: with published counts, a two-sided Fisher exact test; with only a published rate,
     * whether it lies in our 95% Wilson interval.
     */
    public static PublishedVerdict rate(int k, int n, Integer publishedSuccesses, Integer publishedRuns,
            Double publishedRate) {
        if (publishedRate == null) {
            return new PublishedVerdict("not comparable", "no published success rate");
        }
        double ours = (double) k / n;
        if (publishedSuccesses != null && publishedRuns != null) {
            double p = FisherExact.twoSided(k, n, publishedSuccesses, publishedRuns);
            String test = String.format(Locale.ROOT, "Fisher exact, p = %.3g", p);
            return p >= 0.05 ? agreesUnlessWide(k, n, test)
                    : new PublishedVerdict(ours > publishedRate ? "better" : "worse", test);
        }
        double[] ci = Proportions.wilson(k, n);
        String test = String.format(Locale.ROOT, "published %.3f vs our 95%% Wilson interval [%.3f, %.3f]",
                publishedRate, ci[0], ci[1]);
        if (publishedRate >= ci[0] - 1e-12 && publishedRate <= ci[1] + 1e-12) {
            return agreesUnlessWide(k, n, test);
        }
        return new PublishedVerdict(ours > publishedRate ? "better" : "worse", test);
    }

    /** "agrees", or "inconclusive (n = …)" when our interval is too wide to tell (see {@link #MAX_RATE_WIDTH}). */
    private static PublishedVerdict agreesUnlessWide(int k, int n, String test) {
        double[] ci = Proportions.wilson(k, n);
        if (ci[1] - ci[0] > MAX_RATE_WIDTH) {
            return new PublishedVerdict("inconclusive", String.format(Locale.ROOT, "n = %d: our 95%% Wilson interval"
                    + " [%.2f, %.2f] is wider than %.1f, too few runs to tell; %s", n, ci[0], ci[1], MAX_RATE_WIDTH,
                    test));
        }
        return new PublishedVerdict("agrees", test);
    }

    /**
     * Mean generations of successful runs against the published mean, given the success rates' verdict
     * ({@code rate}, null when the paper published no rate): where the success rates differ significantly
     * ({@code rate} is better or worse) the two means are over different parts of the runs' distribution, the
     * budget cutting off the slow runs of the one that solved less, so they are "not comparable" and say why.
     * Otherwise as {@link #generations(double[], Double)}.
     */
    public static PublishedVerdict generations(double[] successfulGenerations, Double publishedMean,
            PublishedVerdict rate) {
        if (publishedMean != null && rate != null && (rate.label().equals("better") || rate.label().equals("worse"))) {
            return new PublishedVerdict("not comparable", "the success rates differ (" + rate.detail() + "): a mean"
                    + " over the solved runs leaves out different runs on each side");
        }
        return generations(successfulGenerations, publishedMean);
    }

    /**
     * Mean generations of successful runs (fewer is better): whether the published mean lies in the
     * 95% t-interval of our mean.
     */
    public static PublishedVerdict generations(double[] successfulGenerations, Double publishedMean) {
        if (publishedMean == null) {
            return new PublishedVerdict("not comparable", "no published mean");
        }
        int n = successfulGenerations.length;
        if (n < 2) {
            return new PublishedVerdict("not comparable", n + " successful run(s): no interval");
        }
        SummaryStatistics s = new SummaryStatistics();
        for (double g : successfulGenerations) {
            s.addValue(g);
        }
        double half = new TDistribution(null, n - 1).inverseCumulativeProbability(0.975) * s.getStandardDeviation()
                / Math.sqrt(n);
        double low = s.getMean() - half;
        double high = s.getMean() + half;
        String test = String.format(Locale.ROOT, "published %.1f vs our 95%% t-interval [%.1f, %.1f]", publishedMean,
                low, high);
        if (publishedMean >= low && publishedMean <= high) {
            return high - low > publishedMean
                    ? new PublishedVerdict("inconclusive", "n = " + n + ": our 95% t-interval is wider than the"
                            + " published mean, too few runs to tell; " + test)
                    : new PublishedVerdict("agrees", test);
        }
        return new PublishedVerdict(s.getMean() < publishedMean ? "better" : "worse", test);
    }
}
