package io.galab.puzzle;

import java.util.SplittableRandom;

/**
 * The Fisher–Yates shuffle every generator and initialiser shares: from the last position down, each
 * swapped with a uniformly drawn earlier or equal one, one {@code nextInt} per position. Its draws are
 * part of what makes a generated puzzle or a run reproducible from its seed.
 */
public final class Shuffles {

    private Shuffles() {
    }

    /** Shuffles the first {@code length} values of {@code values} in place. */
    public static void shuffle(int[] values, int length, SplittableRandom random) {
        for (int i = length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = values[i];
            values[i] = values[j];
            values[j] = t;
        }
    }

    /** 0..n−1 in a random order. */
    public static int[] permutation(int n, SplittableRandom random) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        shuffle(order, n, random);
        return order;
    }
}
