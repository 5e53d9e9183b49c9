package io.galab.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.inference.TTest;
import org.apache.commons.math3.stat.inference.WilcoxonSignedRankTest;

/**
 * The elimination tests of a race (docs/tuning.md, "Statistics"): configurations are the columns of a
 * cost matrix whose rows are blocks (instance, seed) that every configuration ran; lower cost is
 * better. Each test returns the configurations to eliminate.
 *
 * <ul>
 *   <li>{@link #friedman}: irace's F-race. Costs are ranked within each block (ties share their mean
 *       rank); Friedman's statistic T = (k − 1) Σ_j (R_j − n(k + 1)/2)² / (A − C), with R_j the rank
 *       sums, A the sum of squared ranks and C = nk(k + 1)²/4, against χ² with k − 1 degrees of
 *       freedom. When significant, Conover's post-hoc test eliminates every j with
 *       R_j − min R &gt; t_{1−α/2, (n−1)(k−1)} √(2(nA − Σ R_j²) / ((n − 1)(k − 1))) (Conover 1999, as
 *       irace's race does). With two configurations, Wilcoxon's signed-rank test of their differences
 *       decides, as in irace.</li>
 *   <li>{@link #tHolm}: paired t-tests of every configuration against the one of least mean cost,
 *       p-values Holm-adjusted; a configuration worse on the mean with adjusted p &lt; α goes.</li>
 * </ul>
 */
public final class RaceTests {

    private RaceTests() {
    }

    /**
     * F-race elimination at level {@code alpha}.
     *
     * @param cost cost[block][configuration]
     * @return the indices of the configurations eliminated, ascending
     */
    public static List<Integer> friedman(double[][] cost, double alpha) {
        int n = cost.length;
        int k = n == 0 ? 0 : cost[0].length;
        if (n < 2 || k < 2) {
            return List.of();
        }
        if (k == 2) {
            return wilcoxon(cost, alpha);
        }
        double[] r = new double[k];
        double a = 0;
        for (double[] block : cost) {
            double[] ranks = ranks(block);
            for (int j = 0; j < k; j++) {
                r[j] += ranks[j];
                a += ranks[j] * ranks[j];
            }
        }
        double c = n * k * (k + 1.0) * (k + 1.0) / 4.0;
        if (a - c <= 1e-12) {
            return List.of(); // every block ties every configuration
        }
        double centre = n * (k + 1.0) / 2.0;
        double squares = 0;
        double sumR2 = 0;
        for (double rj : r) {
            squares += (rj - centre) * (rj - centre);
            sumR2 += rj * rj;
        }
        double t = (k - 1) * squares / (a - c);
        double p = 1 - new ChiSquaredDistribution(null, k - 1.0).cumulativeProbability(t);
        if (!(p < alpha)) {
            return List.of();
        }
        double df = (n - 1.0) * (k - 1.0);
        double spread = 2 * (n * a - sumR2) / df;
        double critical = new TDistribution(null, df).inverseCumulativeProbability(1 - alpha / 2) * Math.sqrt(
                Math.max(spread, 0));
        double best = Arrays.stream(r).min().orElse(0);
        List<Integer> out = new ArrayList<>();
        for (int j = 0; j < k; j++) {
            if (r[j] - best > critical) {
                out.add(j);
            }
        }
        return out;
    }

    /** Two configurations: Wilcoxon's signed-rank test (exact for up to 30 blocks); the worse goes. */
    private static List<Integer> wilcoxon(double[][] cost, double alpha) {
        int n = cost.length;
        double[] x = new double[n];
        double[] y = new double[n];
        double diff = 0;
        boolean any = false;
        for (int b = 0; b < n; b++) {
            x[b] = cost[b][0];
            y[b] = cost[b][1];
            diff += x[b] - y[b];
            any |= x[b] != y[b];
        }
        if (!any) {
            return List.of();
        }
        double p = new WilcoxonSignedRankTest().wilcoxonSignedRankTest(x, y, n <= 30);
        if (!(p < alpha)) {
            return List.of();
        }
        return List.of(diff > 0 ? 0 : 1);
    }

    /** Paired t-tests against the configuration of least mean cost, Holm-adjusted, at level {@code alpha}. */
    public static List<Integer> tHolm(double[][] cost, double alpha) {
        int n = cost.length;
        int k = n == 0 ? 0 : cost[0].length;
        if (n < 2 || k < 2) {
            return List.of();
        }
        double[][] columns = new double[k][n];
        double[] mean = new double[k];
        for (int b = 0; b < n; b++) {
            for (int j = 0; j < k; j++) {
                columns[j][b] = cost[b][j];
                mean[j] += cost[b][j] / n;
            }
        }
        int best = 0;
        for (int j = 1; j < k; j++) {
            best = mean[j] < mean[best] ? j : best;
        }
        double[] p = new double[k];
        Arrays.fill(p, Double.NaN);
        for (int j = 0; j < k; j++) {
            if (j != best && !Arrays.equals(columns[j], columns[best])) {
                p[j] = constantDifference(columns[j], columns[best]) ? 0.0
                        : new TTest().pairedTTest(columns[j], columns[best]);
            }
        }
        double[] adjusted = PairedTests.holm(p);
        List<Integer> out = new ArrayList<>();
        for (int j = 0; j < k; j++) {
            if (!Double.isNaN(adjusted[j]) && adjusted[j] < alpha && mean[j] > mean[best]) {
                out.add(j);
            }
        }
        return out;
    }

    /** A difference that never varies: the t statistic is infinite (its sign decides). */
    private static boolean constantDifference(double[] a, double[] b) {
        double d = a[0] - b[0];
        for (int i = 1; i < a.length; i++) {
            if (a[i] - b[i] != d) {
                return false;
            }
        }
        return true;
    }

    /** Ranks 1..k of one block, ties sharing their mean rank. */
    public static double[] ranks(double[] values) {
        int k = values.length;
        Integer[] order = new Integer[k];
        for (int j = 0; j < k; j++) {
            order[j] = j;
        }
        Arrays.sort(order, (x, y) -> Double.compare(values[x], values[y]));
        double[] r = new double[k];
        for (int i = 0; i < k;) {
            int end = i;
            while (end + 1 < k && values[order[end + 1]] == values[order[i]]) {
                end++;
            }
            double shared = (i + end) / 2.0 + 1;
            for (int t = i; t <= end; t++) {
                r[order[t]] = shared;
            }
            i = end + 1;
        }
        return r;
    }
}
