package io.galab.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;

/**
 * Variants ranked across data sets (puzzles): the Friedman test on the per-data-set ranks and the
 * Nemenyi critical difference (Demšar 2006, "Statistical comparisons of classifiers over multiple data
 * sets", JMLR 7:1). Ranks are 1 for the best; ties share the mean of their ranks. The Friedman
 * statistic carries SciPy's tie correction. Hand-written: neither Commons Math nor Commons Statistics
 * has the Friedman test or the studentized range; the critical values q are Demšar's Table 5(a).
 *
 * @param variants           the variants, in the order of the input columns
 * @param meanRanks          each variant's mean rank over the data sets
 * @param dataSets           N, the number of data sets
 * @param statistic          Friedman's χ²_F (tie-corrected)
 * @param pValue             its p-value from χ² with k − 1 degrees of freedom
 * @param criticalDifference the Nemenyi critical difference at α = 0.05; NaN for more than 10 variants
 */
public record FriedmanRanking(List<String> variants, double[] meanRanks, int dataSets, double statistic, double pValue,
        double criticalDifference) {

    /** q_0.05 of the Nemenyi test for k = 2..10 variants (Demšar 2006, Table 5(a)). */
    private static final double[] Q05 = {Double.NaN, Double.NaN, 1.960, 2.343, 2.569, 2.728, 2.850, 2.949, 3.031, 3.102,
        3.164};

    /**
     * Ranks {@code k} variants over data sets: {@code order.compare(i, j)} for the data set's variants
     * i and j is negative when i is better. {@code better[d]} gives data set d's comparator.
     */
    public static FriedmanRanking of(List<String> variants, List<Comparator<Integer>> dataSets) {
        int k = variants.size();
        int n = dataSets.size();
        double[] sum = new double[k];
        double ties = 0;
        for (Comparator<Integer> better : dataSets) {
            double[] r = ranks(k, better);
            for (int j = 0; j < k; j++) {
                sum[j] += r[j];
            }
            ties += tieTerm(r);
        }
        double[] mean = new double[k];
        double squares = 0;
        for (int j = 0; j < k; j++) {
            mean[j] = sum[j] / n;
            squares += sum[j] * sum[j];
        }
        double chi = 12.0 / (n * k * (k + 1.0)) * squares - 3.0 * n * (k + 1);
        double correction = 1 - ties / (n * (double) k * (k * (double) k - 1));
        chi = correction > 0 ? chi / correction : Double.NaN;
        double p = Double.isNaN(chi) ? Double.NaN : 1 - new ChiSquaredDistribution(null,
                k - 1.0).cumulativeProbability(chi);
        return new FriedmanRanking(List.copyOf(variants), mean, n, chi, p, criticalDifference(k, n));
    }

    /** The Nemenyi critical difference q_0.05 √(k(k+1) / 6N); NaN past 10 variants. */
    public static double criticalDifference(int k, int n) {
        return k < Q05.length ? Q05[k] * Math.sqrt(k * (k + 1.0) / (6.0 * n)) : Double.NaN;
    }

    /** Ranks 1..k of one data set, ties sharing their mean rank. */
    static double[] ranks(int k, Comparator<Integer> better) {
        List<Integer> order = new ArrayList<>();
        for (int j = 0; j < k; j++) {
            order.add(j);
        }
        order.sort(better);
        double[] r = new double[k];
        for (int i = 0; i < k;) {
            int end = i;
            while (end + 1 < k && better.compare(order.get(i), order.get(end + 1)) == 0) {
                end++;
            }
            double shared = (i + end) / 2.0 + 1;
            for (int t = i; t <= end; t++) {
                r[order.get(t)] = shared;
            }
            i = end + 1;
        }
        return r;
    }

    /** Σ (t³ − t) over the groups of tied ranks of one data set. */
    private static double tieTerm(double[] r) {
        double[] sorted = r.clone();
        Arrays.sort(sorted);
        double term = 0;
        for (int i = 0; i < sorted.length;) {
            int end = i;
            while (end + 1 < sorted.length && sorted[end + 1] == sorted[i]) {
                end++;
            }
            double t = end - i + 1;
            term += t * t * t - t;
            i = end + 1;
        }
        return term;
    }

    /** The variants' indices, best mean rank first (ties in input order). */
    public int[] byRank() {
        Integer[] order = new Integer[meanRanks.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble(i -> meanRanks[i]));
        return Arrays.stream(order).mapToInt(Integer::intValue).toArray();
    }
}
