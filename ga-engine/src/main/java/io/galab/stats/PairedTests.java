package io.galab.stats;

import java.util.Arrays;
import java.util.List;
import org.apache.commons.math3.stat.descriptive.moment.Variance;
import org.apache.commons.math3.stat.descriptive.rank.Median;
import org.apache.commons.math3.stat.inference.OneWayAnova;
import org.apache.commons.math3.stat.inference.TTest;
import org.apache.commons.statistics.inference.BinomialTest;
import org.apache.commons.statistics.inference.MannWhitneyUTest;

/**
 * The tests galab reports between two variants, each a {@link TestResult}. Where a test is undefined
 * for the data (too few values, zero variance), statistic and p-value are NaN.
 */
public final class PairedTests {

    private static final BinomialTest LOWER = BinomialTest.withDefaults().with(
            org.apache.commons.statistics.inference.AlternativeHypothesis.LESS_THAN);
    private static final MannWhitneyUTest MANN_WHITNEY = MannWhitneyUTest.withDefaults();

    private PairedTests() {
    }

    /** A test's name, statistic and two-sided p-value. */
    public record TestResult(String test, double statistic, double pValue) {
    }

    /**
     * McNemar's exact test on paired success (the runs share seeds): b = runs only A solved, c = runs
     * only B solved; p = twice the binomial lower tail of min(b, c) in b + c at ½, at most 1 (Commons Statistics
     * {@link BinomialTest}), statistic min(b, c). Its verdict at 5% is the one {@link Proportions#pairedDifference}
     * gives, table by table.
     */
    public static TestResult mcnemar(boolean[] a, boolean[] b) {
        int onlyA = 0;
        int onlyB = 0;
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            if (a[i] && !b[i]) {
                onlyA++;
            } else if (b[i] && !a[i]) {
                onlyB++;
            }
        }
        int discordant = onlyA + onlyB;
        int k = Math.min(onlyA, onlyB);
        // twice the smaller tail, the exact two-sided McNemar (Commons Statistics' two-sided default sums the
        // outcomes no likelier than the observed one, and a rounding tie between k and b + c - k can drop the
        // mirrored outcome: 5 of 19 gave 0.041 where the test is 0.064)
        double p = discordant == 0 ? 1.0 : Math.min(1.0, 2 * LOWER.test(discordant, k, 0.5).getPValue());
        return new TestResult("mcnemar", k, p);
    }

    /** Fisher's exact test, two-sided; statistic: the sample odds ratio. */
    public static TestResult fisher(int kA, int nA, int kB, int nB) {
        return new TestResult("fisher", FisherExact.oddsRatio(kA, nA, kB, nB), FisherExact.twoSided(kA, nA, kB, nB));
    }

    /** Welch's t-test (unequal variances), Commons Math {@link TTest}. */
    public static TestResult welch(double[] a, double[] b) {
        if (a.length < 2 || b.length < 2 || (variance(a) == 0 && variance(b) == 0)) {
            return new TestResult("welch", Double.NaN, Double.NaN);
        }
        TTest t = new TTest();
        return new TestResult("welch", t.t(a, b), t.tTest(a, b));
    }

    /**
     * Mann–Whitney U, Commons Statistics {@link MannWhitneyUTest}: statistic U of the first sample (as
     * SciPy's {@code mannwhitneyu}); two-sided p exact for small samples without ties, otherwise from the
     * normal approximation with tie and continuity corrections.
     */
    public static TestResult mannWhitney(double[] a, double[] b) {
        if (a.length == 0 || b.length == 0) {
            return new TestResult("mann-whitney", Double.NaN, Double.NaN);
        }
        MannWhitneyUTest.Result r = MANN_WHITNEY.test(a, b);
        return new TestResult("mann-whitney", r.getStatistic(), r.getPValue());
    }

    /**
     * Brown–Forsythe test for equal spread (Levene's test centred on the median): one-way ANOVA,
     * Commons Math {@link OneWayAnova}, on the absolute deviations from each group's median.
     */
    public static TestResult brownForsythe(double[] a, double[] b) {
        if (a.length < 2 || b.length < 2) {
            return new TestResult("brown-forsythe", Double.NaN, Double.NaN);
        }
        double[] da = deviations(a);
        double[] db = deviations(b);
        if (variance(da) == 0 && variance(db) == 0) {
            return new TestResult("brown-forsythe", Double.NaN, Double.NaN);
        }
        List<double[]> groups = List.of(da, db);
        OneWayAnova anova = new OneWayAnova();
        return new TestResult("brown-forsythe", anova.anovaFValue(groups), anova.anovaPValue(groups));
    }

    private static double[] deviations(double[] x) {
        double m = new Median().evaluate(x);
        double[] d = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            d[i] = Math.abs(x[i] - m);
        }
        return d;
    }

    private static double variance(double[] x) {
        if (x.length < 2) {
            return 0;
        }
        return new Variance().evaluate(x);
    }

    /**
     * The Vargha–Delaney A12 effect size (Vargha, Delaney 2000, J. Educ. Behav. Stat. 25:101): the
     * probability that a value of {@code a} is larger than one of {@code b}, ties counted half; 0.5 is
     * no effect. For generations and evaluations, below 0.5 means A needs fewer. NaN when a sample is
     * empty. Hand-written: no library has it. The pairs are counted through {@code b} sorted, each value of
     * {@code a} placed by two binary searches, so a comparison of pooled sets of thousands of runs costs
     * O((n + m) log m), not O(n·m); the counts, and so the value, are those of the count over all pairs.
     */
    public static double a12(double[] a, double[] b) {
        if (a.length == 0 || b.length == 0) {
            return Double.NaN;
        }
        double[] sorted = b.clone();
        Arrays.sort(sorted);
        double wins = 0;
        for (double x : a) {
            if (Double.isNaN(x)) {
                continue; // a NaN beats nothing and ties nothing
            }
            int below = firstAtLeast(sorted, x);
            int upTo = CellStatistics.countAtMost(sorted, x);
            wins += below + 0.5 * (upTo - below);
        }
        return wins / ((double) a.length * b.length);
    }

    /** The index of the first value of {@code sorted} that is not below {@code x} (NaNs sort last). */
    private static int firstAtLeast(double[] sorted, double x) {
        int lo = 0;
        int hi = sorted.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] < x) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * Holm's step-down adjustment of p-values (Holm 1979): sort ascending, multiply the i-th smallest
     * (from 0) by (m − i), take running maxima, cap at 1. NaN p-values are left out and stay NaN.
     * Hand-written: neither Commons Math nor Commons Statistics adjusts for multiple comparisons.
     */
    public static double[] holm(double[] p) {
        Integer[] order = new Integer[p.length];
        int m = 0;
        for (int i = 0; i < p.length; i++) {
            if (!Double.isNaN(p[i])) {
                order[m++] = i;
            }
        }
        Integer[] valid = Arrays.copyOf(order, m);
        Arrays.sort(valid, (x, y) -> Double.compare(p[x], p[y]));
        double[] adjusted = new double[p.length];
        Arrays.fill(adjusted, Double.NaN);
        double running = 0;
        for (int i = 0; i < m; i++) {
            running = Math.max(running, Math.min(1.0, (m - i) * p[valid[i]]));
            adjusted[valid[i]] = running;
        }
        return adjusted;
    }
}
