package io.galab.algorithm.common;

import java.util.SplittableRandom;

/**
 * Tournament selection: draw k different individuals at random and keep the one with the lowest
 * penalty (the first drawn on ties). Used by the Twodoku GA (k = 3) and the purge GA (K = 7).
 */
public final class Tournament {

    private final int[] drawn;

    public Tournament(int size) {
        this.drawn = new int[size];
    }

    /**
     * The winner among {@code size} distinct individuals drawn from {@code [0, count)}, never
     * {@code exclude} (pass -1 to allow all). Lower {@code penalty} wins.
     */
    public int select(double[] penalty, int count, int exclude, SplittableRandom random) {
        int pool = count - (exclude >= 0 ? 1 : 0);
        int k = Math.min(drawn.length, pool);
        int best = -1;
        for (int i = 0; i < k; i++) {
            int candidate;
            boolean again;
            do {
                candidate = random.nextInt(count);
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
}
