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
     * The margin within which two success rates are shown equivalent before their means over the solved runs are
     * compared: 5 percentage points. Then the two means leave out at most 5% of the runs more on one side than on
     * the other.
     */
    public static final double EQUIVALENCE_MARGIN = 0.05;

    /**
     * Mean generations of successful runs against the published mean, given the success rates: a mean over the
     * solved runs leaves out the runs the budget cut off, so two means are over the same part of the runs'
     * distribution only where the two success rates are the same. They are compared only where the rates are shown
     * equivalent ({@link #ratesEquivalent}); elsewhere they are "not comparable", and say why, whether the rates
     * differ significantly or not. The like-for-like comparison is the ERT's ({@link #ert}). With the rates
     * equivalent, as {@link #generations(double[], Double)}.
     */
    public static PublishedVerdict generations(int k, int n, double[] successfulGenerations, Integer publishedSuccesses,
            Integer publishedRuns, Double publishedRate, Double publishedMean) {
        if (publishedMean != null && publishedRate != null) {
            double[] d = rateDifference(k, n, publishedSuccesses, publishedRuns, publishedRate);
            if (!withinMargin(d)) {
                return new PublishedVerdict("not comparable", String.format(Locale.ROOT, "the success rates are not"
                        + " shown equivalent (ours − paper's %+.3f, 90%% interval [%.3f, %.3f], not within ±%.2f):"
                        + " a mean over the solved runs leaves out different runs on each side; see the ERT", d[0],
                        d[1], d[2], EQUIVALENCE_MARGIN));
            }
        }
        return generations(successfulGenerations, publishedMean);
    }

    /**
     * Whether our success rate and the paper's are equivalent within {@link #EQUIVALENCE_MARGIN}: two one-sided
     * tests at 5%, carried out as the 90% interval of the difference lying within the margin (Newcombe's interval
     * with published counts, our Wilson interval less the published rate without them).
     */
    public static boolean ratesEquivalent(int k, int n, Integer publishedSuccesses, Integer publishedRuns,
            double publishedRate) {
        return withinMargin(rateDifference(k, n, publishedSuccesses, publishedRuns, publishedRate));
    }

    /** Whether a difference's 90% interval, {difference, low, high}, lies within ±{@link #EQUIVALENCE_MARGIN}. */
    private static boolean withinMargin(double[] d) {
        return d[1] > -EQUIVALENCE_MARGIN && d[2] < EQUIVALENCE_MARGIN;
    }

    /** Ours − the paper's success rate with its 90% interval. */
    private static double[] rateDifference(int k, int n, Integer publishedSuccesses, Integer publishedRuns,
            double publishedRate) {
        if (publishedSuccesses != null && publishedRuns != null && publishedRuns > 0) {
            return Proportions.difference(k, n, publishedSuccesses, publishedRuns, 0.90);
        }
        double[] ci = Proportions.wilson(k, n, 0.90);
        return new double[] {(double) k / n - publishedRate, ci[0] - publishedRate, ci[1] - publishedRate};
    }

    /**
     * Expected running time against the paper's, like with like (docs/reading-the-report.md, "Against a paper"):
     * on each side the mean generations of the solved runs plus (1 − p)/p budgets, p the success rate and the
     * budget in generations, which counts every run, the unsolved ones at the budget (Auger and Hansen 2005's ERT).
     * Each side's 95% interval takes its rate's Wilson interval (the paper's where it gives counts, else its rate
     * alone) and our mean's t-interval (the paper's mean alone, as papers give no spread), bound against bound.
     * <b>agrees</b> where the two intervals overlap, else <b>better</b> (our interval lies below) or <b>worse</b>;
     * "not comparable" where the ERT and the success rate point different ways (a lower ERT from fewer, faster
     * solves), so that no "better" stands on a lower success rate.
     * Null where the paper gives no rate or no mean; "not comparable" where the budget is not in generations.
     *
     * @param budget the budget in generations of both sides: a reproduction spec runs the paper's; 0 for none
     */
    public static PublishedVerdict ert(int k, int n, double[] successfulGenerations, Integer publishedSuccesses,
            Integer publishedRuns, Double publishedRate, Double publishedMean, long budget) {
        if (publishedRate == null || publishedMean == null) {
            return null;
        }
        if (budget <= 0) {
            return new PublishedVerdict("not comparable", "the budget is not in generations, so an unsolved run's"
                    + " generations are unknown");
        }
        double[] ourRate = Proportions.wilson(k, n);
        double[] ourMean = meanInterval(successfulGenerations, budget);
        double[] ours = {ert((double) k / n, ourMean[0], budget), ert(ourRate[1], ourMean[1], budget),
            ert(ourRate[0], ourMean[2], budget)};
        double[] theirRate = publishedSuccesses != null && publishedRuns != null && publishedRuns > 0
                ? Proportions.wilson(publishedSuccesses, publishedRuns) : new double[] {publishedRate, publishedRate};
        double[] theirs = {ert(publishedRate, publishedMean, budget), ert(theirRate[1], publishedMean, budget),
            ert(theirRate[0], publishedMean, budget)};
        String test = String.format(Locale.ROOT, "ERT %s [%s, %s] vs paper's %s [%s, %s] generations", g(ours[0]),
                g(ours[1]), g(ours[2]), g(theirs[0]), g(theirs[1]), g(theirs[2]));
        boolean lower = ours[2] < theirs[1];
        boolean higher = ours[1] > theirs[2];
        double rate = (double) k / n;
        if (lower && rate < publishedRate || higher && rate > publishedRate) {
            // fewer solves, each sooner (or the reverse): which is better depends on the budget, not on the ERT
            return new PublishedVerdict("not comparable", "the ERT and the success rate point different ways (ours "
                    + String.format(Locale.ROOT, "%.2f, the paper's %.2f): which is better depends on the budget; %s",
                            rate, publishedRate, test));
        }
        return new PublishedVerdict(lower ? "better" : higher ? "worse" : "agrees", test);
    }

    /** The ERT of rate p and mean m over the solved runs, at a budget: infinite where p is 0. */
    static double ert(double p, double mean, long budget) {
        return p <= 0 ? Double.POSITIVE_INFINITY : mean + (1 - p) / p * budget;
    }

    /**
     * Our mean over the solved runs with its 95% t-interval, {mean, low, high}, within [0, budget]; with fewer than
     * two solved runs the interval is the whole of [0, budget].
     */
    private static double[] meanInterval(double[] solved, long budget) {
        SummaryStatistics s = new SummaryStatistics();
        for (double g : solved) {
            s.addValue(g);
        }
        if (solved.length < 2) {
            return new double[] {solved.length == 1 ? solved[0] : budget, 0, budget};
        }
        double half = new TDistribution(null, solved.length - 1).inverseCumulativeProbability(0.975)
                * s.getStandardDeviation() / Math.sqrt(solved.length);
        return new double[] {s.getMean(), Math.max(0, s.getMean() - half), Math.min(budget, s.getMean() + half)};
    }

    private static String g(double v) {
        return Double.isInfinite(v) ? "∞" : String.format(Locale.ROOT, "%.0f", v);
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
