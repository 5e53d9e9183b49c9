package io.galab.algorithm.growth;

import java.util.SplittableRandom;

/**
 * Rank selection (SudoKube thesis, Eq. 4): in a population of M sorted from best to worst, the member
 * of rank k = 0 … M−1 is picked with probability p(k) = 2(M − k) / (M(M + 1)). With k counted from 0
 * the probabilities sum to 1, the best is picked with probability 2/(M+1), about twice as often as the
 * member halfway down, as the thesis says.
 */
public final class RankSelection {

    private final double[] cumulative;

    public RankSelection(int m) {
        cumulative = new double[m];
        double sum = 0;
        for (int k = 0; k < m; k++) {
            sum += probability(k, m);
            cumulative[k] = sum;
        }
        cumulative[m - 1] = 1.0;
    }

    /** p(k) of Eq. 4, k from 0. */
    public static double probability(int k, int m) {
        return 2.0 * (m - k) / ((double) m * (m + 1));
    }

    /** A rank drawn with probability p(k). */
    public int select(SplittableRandom random) {
        double r = random.nextDouble();
        int lo = 0;
        int hi = cumulative.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (r < cumulative[mid]) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }
}
