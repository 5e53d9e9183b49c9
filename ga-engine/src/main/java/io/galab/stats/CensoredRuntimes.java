package io.galab.stats;

import java.util.Arrays;
import org.apache.commons.statistics.inference.WilcoxonSignedRankTest;

/**
 * Runtime compared with every run counted (docs/reading-the-report.md, "Runtime"). A run's runtime is its cost
 * (evaluations, or seconds) when it solved, and is censored at the budget when it did not: the run is only
 * known to need more than it was given. All variants of a spec share the budget, so every unsolved run is
 * censored at the same point, beyond every solved one; ranking them there, tied, is what Gehan's generalised
 * Wilcoxon test does with a common censoring point (Gehan 1965, Biometrika 52:203), and what the "PAR-∞" rank
 * of the SAT competitions does. Nothing is dropped: a variant that solves less is slower on this measure,
 * however fast its lucky runs were.
 *
 * <ul>
 * <li><b>Paired</b> (runs of two variants that share seeds, galab's common random numbers): the Wilcoxon
 * signed-rank test (Commons Statistics {@link WilcoxonSignedRankTest}) on the pairs' differences, a pair in
 * which one run is unsolved counting as a difference larger than any between two solved runs (all such pairs
 * tied in size, signed by which one solved), and a pair in which both are unsolved as a zero difference, which
 * is dropped (Wilcoxon's zero method, as R's {@code wilcox.test}).</li>
 * <li><b>Unpaired</b>: the Mann–Whitney U test ({@link PairedTests#mannWhitney}, Commons Statistics' test)
 * with every unsolved run tied beyond every solved one.</li>
 * <li><b>Effect size</b>: the Vargha–Delaney A12 on the same ranking: the probability that a run of A takes
 * longer than one of B, unsolved runs longer than any solved one and tied with each other.</li>
 * </ul>
 */
public final class CensoredRuntimes {

    private static final WilcoxonSignedRankTest SIGNED_RANK = WilcoxonSignedRankTest.withDefaults();

    private CensoredRuntimes() {
    }

    /**
     * The paired test: the two variants' runs of the same seeds, {@code a[i]} against {@code b[i]}. Statistic:
     * W+, the sum of the ranks of the pairs in which A took longer. NaN p-value when fewer than one pair differs.
     */
    public static PairedTests.TestResult paired(double[] a, boolean[] aSolved, double[] b, boolean[] bSolved) {
        int n = Math.min(a.length, b.length);
        double largest = 0;
        for (int i = 0; i < n; i++) {
            if (aSolved[i] && bSolved[i]) {
                largest = Math.max(largest, Math.abs(a[i] - b[i]));
            }
        }
        double beyond = 2 * largest + 1; // larger than any difference of two solved runs
        double[] d = new double[n];
        int k = 0;
        for (int i = 0; i < n; i++) {
            double di = aSolved[i] && bSolved[i] ? a[i] - b[i] : aSolved[i] == bSolved[i] ? 0 : aSolved[i] ? -beyond
                    : beyond;
            if (di != 0) {
                d[k++] = di;
            }
        }
        if (k == 0) {
            return new PairedTests.TestResult("wilcoxon-signed-rank", Double.NaN, 1.0);
        }
        WilcoxonSignedRankTest.Result r = SIGNED_RANK.test(Arrays.copyOf(d, k));
        return new PairedTests.TestResult("wilcoxon-signed-rank", r.getStatistic(), r.getPValue());
    }

    /** The unpaired test: Mann–Whitney U with unsolved runs tied beyond every solved one; statistic U of A. */
    public static PairedTests.TestResult unpaired(double[] a, boolean[] aSolved, double[] b, boolean[] bSolved) {
        double beyond = beyond(a, aSolved, b, bSolved);
        double[] x = censored(a, aSolved, beyond);
        double[] y = censored(b, bSolved, beyond);
        if (x.length > 0 && y.length > 0 && allEqual(x, y)) {
            return new PairedTests.TestResult("mann-whitney", Double.NaN, 1.0);
        }
        return PairedTests.mannWhitney(x, y);
    }

    /**
     * The Vargha–Delaney A12 of A's runtimes against B's, unsolved runs beyond every solved one and tied:
     * below 0.5, A is faster. NaN when a sample is empty.
     */
    public static double a12(double[] a, boolean[] aSolved, double[] b, boolean[] bSolved) {
        double beyond = beyond(a, aSolved, b, bSolved);
        return PairedTests.a12(censored(a, aSolved, beyond), censored(b, bSolved, beyond));
    }

    /** A value beyond every solved run's of both samples: where the unsolved runs are ranked. */
    private static double beyond(double[] a, boolean[] aSolved, double[] b, boolean[] bSolved) {
        double max = 0;
        for (int i = 0; i < a.length; i++) {
            max = aSolved[i] ? Math.max(max, a[i]) : max;
        }
        for (int i = 0; i < b.length; i++) {
            max = bSolved[i] ? Math.max(max, b[i]) : max;
        }
        return 2 * max + 1;
    }

    private static double[] censored(double[] x, boolean[] solved, double beyond) {
        double[] out = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            out[i] = solved[i] ? x[i] : beyond;
        }
        return out;
    }

    private static boolean allEqual(double[] x, double[] y) {
        double v = x[0];
        return Arrays.stream(x).allMatch(t -> t == v) && Arrays.stream(y).allMatch(t -> t == v);
    }
}
