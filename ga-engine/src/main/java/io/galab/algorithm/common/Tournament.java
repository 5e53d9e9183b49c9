package io.galab.algorithm.common;

import java.util.SplittableRandom;

/**
 * Tournament selection: draw k different individuals at random and keep the one with the lowest
 * penalty (the first drawn on ties). Used by the Twodoku GA (k = 3) and the purge GA (K = 7).
 */
public final class Tournament {

    private final int[] drawn;
    private int[] order = new int[0];
    /** The draw below the last pool size, kept while it stays the same (the same draws as nextInt). */
    private Bounded below = Bounded.of(1);

    public Tournament(int size) {
        this.drawn = new int[size];
    }

    /**
     * The winner among {@code size} distinct individuals drawn from {@code [0, count)}, never
     * {@code exclude} (pass -1 to allow all). Lower {@code penalty} wins.
     *
     * <p>While k is at most half the pool, contestants are drawn and redrawn on a repeat: each draw is
     * new with probability at least 1/2, so a tournament takes at most 2k draws on average (the papers'
     * settings, k = 3 of 150 and K = 7 of 700, stay on this path). A larger k draws by a partial
     * Fisher–Yates shuffle instead, in O(count) without retries, where redrawing would take
     * O(count log count) draws.
     */
    public int select(double[] penalty, int count, int exclude, SplittableRandom random) {
        int pool = count - (exclude >= 0 ? 1 : 0);
        int k = Math.min(drawn.length, pool);
        if (2 * k > pool) {
            return selectByShuffle(penalty, count, exclude, pool, k, random);
        }
        Bounded draw = below(count);
        int best = -1;
        for (int i = 0; i < k; i++) {
            int candidate;
            boolean again;
            // ends with probability 1: at most i + 1 ≤ k ≤ pool / 2 of the count values are refused (the
            // drawn ones and the excluded one), so each draw is fresh with probability at least 1/2
            do {
                candidate = draw.next(random);
                again = candidate == exclude;
                for (int j = 0; j < i && !again; j++) {
                    again = drawn[j] == candidate;
                }
            } while (again);
            drawn[i] = candidate;
            if (best < 0 || penalty[candidate] < penalty[best]) {
                best = candidate;
            }
        }
        return best;
    }

    private Bounded below(int count) {
        if (below.bound() != count) {
            below = Bounded.of(count);
        }
        return below;
    }

    private int selectByShuffle(double[] penalty, int count, int exclude, int pool, int k, SplittableRandom random) {
        if (order.length < count) {
            order = new int[count];
        }
        int n = 0;
        for (int i = 0; i < count; i++) {
            if (i != exclude) {
                order[n++] = i;
            }
        }
        int best = -1;
        for (int i = 0; i < k; i++) {
            int j = i + random.nextInt(pool - i);
            int candidate = order[j];
            order[j] = order[i];
            order[i] = candidate;
            if (best < 0 || penalty[candidate] < penalty[best]) {
                best = candidate;
            }
        }
        return best;
    }
}
