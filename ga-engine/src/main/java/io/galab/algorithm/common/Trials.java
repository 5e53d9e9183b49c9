package io.galab.algorithm.common;

import java.util.SplittableRandom;

/**
 * Independent trials of one fixed probability p, drawn in fewer random numbers than one per trial, with
 * the same distribution of outcomes (docs/experiments.md, "Draw order by version"):
 * <ul>
 *   <li>{@link #gap}: the number of failures before the next success, geometric with parameter p, by
 *       inversion: ⌊ln U / ln(1 − p)⌋ for U uniform in (0, 1]. A loop that passes trials one by one,
 *       counting this gap down, sees its successes where a draw per trial would, in distribution: one
 *       draw per success instead of one per trial. For small p.</li>
 *   <li>{@link #successes}: which of m trials succeed, as a binomial count (one draw, by inversion of
 *       its distribution function, tabulated once) and then that many distinct trials, uniformly (one
 *       draw each, by a partial Fisher–Yates shuffle). Given the count, every set of that size is
 *       equally likely, as it is for independent trials, so the sets have the same distribution. For
 *       moderate p, where a logarithm per success would cost more than the draws it saves.</li>
 * </ul>
 * A {@code Trials} keeps the table and the shuffle's order: make one per run (not thread-safe).
 */
public final class Trials {

    private static final double TWO_53 = 0x1.0p53;

    private final double p;
    /** 1 / ln(1 − p); 0 when p is 0 (no success) or 1 (no failure). */
    private final double scale;
    /** For {@link #successes}: the trial count the table is for, the table, and the shuffle's order. */
    private int m = -1;
    private long[] atMost;
    private int[] order;
    private Bounded[] below;

    private Trials(double p) {
        if (!(p >= 0 && p <= 1)) {
            throw new IllegalArgumentException("a probability must lie in [0, 1], not " + p);
        }
        this.p = p;
        this.scale = p > 0 && p < 1 ? 1 / Math.log1p(-p) : 0;
    }

    /** Trials of probability p, which must lie in [0, 1]. */
    public static Trials of(double p) {
        return new Trials(p);
    }

    /**
     * The number of failures before the next success: 0 with probability p, k with probability
     * (1 − p)<sup>k</sup>·p. {@link Long#MAX_VALUE} when p is 0 (never). One draw, none when p is 0 or 1.
     */
    public long gap(SplittableRandom random) {
        if (p == 0) {
            return Long.MAX_VALUE;
        }
        if (p == 1) {
            return 0;
        }
        // 1 − nextDouble() lies in (0, 1], so the logarithm is finite
        double g = Math.floor(Math.log(1 - random.nextDouble()) * scale);
        return g >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) g;
    }

    /**
     * Which of {@code trials} trials succeed: the number of successes k is returned, and
     * {@code into[0..k)} holds the successful trials' indices, distinct, in no particular order. One draw
     * for k and one per success; none when p is 0 or 1.
     */
    public int successes(int trials, int[] into, SplittableRandom random) {
        if (p == 0 || trials == 0) {
            return 0;
        }
        if (p == 1) {
            for (int i = 0; i < trials; i++) {
                into[i] = i;
            }
            return trials;
        }
        if (trials != m) {
            tabulate(trials);
        }
        long x = random.nextLong() >>> 11;
        int k = 0;
        while (x >= atMost[k]) {
            k++;
        }
        for (int i = 0; i < k; i++) {
            int j = i + below[trials - i].next(random);
            int t = order[j];
            order[j] = order[i];
            order[i] = t;
            into[i] = t;
        }
        return k;
    }

    /** The k-th threshold of the table last made (for tests): ⌈P(K ≤ k)·2<sup>53</sup>⌉. */
    long atMost(int k) {
        return atMost[k];
    }

    /**
     * The binomial distribution function for {@code trials} trials, as thresholds on a draw's 53 bits:
     * k successes when the draw lies in [atMost[k − 1], atMost[k]) (as {@link Chance} compares a
     * probability). The last threshold is 2<sup>53</sup>, so every draw finds a count.
     */
    private void tabulate(int trials) {
        m = trials;
        atMost = new long[trials + 1];
        below = Bounded.upTo(trials);
        order = new int[trials];
        for (int i = 0; i < trials; i++) {
            order[i] = i;
        }
        // ln P(K = k) from ln P(K = k − 1) + ln((trials − k + 1)/k) + ln(p/q), from ln P(K = 0) = trials·ln q,
        // in logarithms so that no term underflows on the way to the distribution's bulk
        double logOdds = Math.log(p) - Math.log1p(-p);
        double log = trials * Math.log1p(-p);
        double cumulative = 0;
        for (int k = 0; k <= trials; k++) {
            if (k > 0) {
                log += Math.log((double) (trials - k + 1) / k) + logOdds;
            }
            cumulative += Math.exp(log);
            atMost[k] = (long) Math.min(TWO_53, Math.ceil(cumulative * TWO_53));
        }
        atMost[trials] = (long) TWO_53;
    }
}
