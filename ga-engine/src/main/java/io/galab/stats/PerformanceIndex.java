package io.galab.stats;

import java.util.List;

/**
 * The performance index PI of Das, Bhatia, Puri and Deep (Ret-GA paper, Eq. 7), which compares
 * algorithms over N_p puzzles by reliability, efficiency and stability:
 *
 * <pre>
 * PI = (1/N_p) Σ_i (k1·α1 + k2·α2 + k3·α3),  α1 = Sr/Tr,  α2 = Mg/Ag,  α3 = Msd/Asd  (α2 = α3 = 0 when Sr = 0)
 * </pre>
 *
 * where Sr and Tr are the successful and total runs, Ag and Asd the mean and standard deviation of the
 * generations of the successful runs, and Mg and Msd the least Ag and Asd among the compared
 * algorithms. The paper says "used by both algorithms"; an algorithm with no successful run on a
 * puzzle has no Ag there, so the minimum is taken over those that have one. Higher is better; the
 * best possible value is 1.
 */
public final class PerformanceIndex {

    /** One algorithm's result on one puzzle. */
    public record Result(long successes, long runs, double meanGenerations, double sdGenerations) {
        public Result {
            if (runs <= 0 || successes < 0 || successes > runs) {
                throw new IllegalArgumentException("need 0 ≤ successes ≤ runs and runs > 0, got " + successes + "/"
                        + runs);
            }
        }
    }

    private PerformanceIndex() {
    }

    /**
     * PI of every algorithm.
     *
     * @param results results[a].get(i): algorithm a on puzzle i; every algorithm has the same puzzles
     * @param k1      weight of the success rate
     * @param k2      weight of the mean generations
     * @param k3      weight of the standard deviation; k1 + k2 + k3 = 1
     * @return PI of each algorithm, in the order given
     */
    public static double[] of(List<List<Result>> results, double k1, double k2, double k3) {
        if (Math.abs(k1 + k2 + k3 - 1) > 1e-9 || k1 < 0 || k2 < 0 || k3 < 0) {
            throw new IllegalArgumentException("weights must be in [0, 1] and sum to 1: " + k1 + ", " + k2 + ", " + k3);
        }
        int algorithms = results.size();
        int puzzles = results.get(0).size();
        double[] pi = new double[algorithms];
        for (int i = 0; i < puzzles; i++) {
            double mg = Double.POSITIVE_INFINITY;
            double msd = Double.POSITIVE_INFINITY;
            for (List<Result> a : results) {
                Result r = a.get(i);
                if (r.successes() > 0) {
                    mg = Math.min(mg, r.meanGenerations());
                    msd = Math.min(msd, r.sdGenerations());
                }
            }
            for (int a = 0; a < algorithms; a++) {
                Result r = results.get(a).get(i);
                double alpha1 = (double) r.successes() / r.runs();
                double alpha2 = r.successes() > 0 ? ratio(mg, r.meanGenerations()) : 0;
                double alpha3 = r.successes() > 0 ? ratio(msd, r.sdGenerations()) : 0;
                pi[a] += k1 * alpha1 + k2 * alpha2 + k3 * alpha3;
            }
        }
        for (int a = 0; a < algorithms; a++) {
            pi[a] /= puzzles;
        }
        return pi;
    }

    /** min/own, with 0/0 (one successful run has no spread) counted as 1. */
    private static double ratio(double least, double own) {
        return own == 0 ? 1 : least / own;
    }
}
