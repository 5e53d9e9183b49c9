package io.galab.algorithm.hybrid;

import io.galab.algorithm.common.Instance;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The PSO-style crossover of Deng &amp; Li (Section 3.2, Eq. 2, Figure 5):
 * x = (best ⊗λ1 max) ⊗λ2 min, with λ1 ≠ λ2 drawn from 1 … B−1 (1 … 8 for a 9x9 with B = 9 boxes).
 * {@code best ⊗λ max} takes λ random boxes ("cross-points") from {@code max} and every other box from
 * {@code best}. Here {@code max} is the selected parent with the larger rank number (the worse one)
 * and {@code min} the one with the smaller. The crossover is repeated while the child equals one of
 * the parents; galab stops after {@link #MAX_ATTEMPTS} attempts (the paper sets no bound, which could
 * loop forever once the population converges) and keeps the last child.
 */
public final class PsoCrossover {

    /** Attempts before a child equal to a parent is accepted. */
    public static final int MAX_ATTEMPTS = 10;

    private final Instance instance;
    private final int boxes;
    private final int[] order;
    private final int[] temp;

    public PsoCrossover(Instance instance) {
        this.instance = instance;
        this.boxes = instance.boxUnits.length;
        this.order = new int[boxes];
        this.temp = new int[instance.cellCount];
    }

    /** Builds the child; returns the attempts it took. */
    public int cross(int[] best, int[] max, int[] min, int[] child, SplittableRandom random) {
        int attempts = 0;
        do {
            attempts++;
            int lambda1 = 1 + random.nextInt(boxes - 1);
            int lambda2;
            // with more than 2 boxes there are at least 2 values, so each draw differs from lambda1 with
            // probability at least 1/2; with 2 boxes the loop runs once
            do {
                lambda2 = 1 + random.nextInt(boxes - 1);
            } while (lambda2 == lambda1 && boxes > 2);
            combine(best, max, lambda1, temp, random);
            combine(temp, min, lambda2, child, random);
        } while (attempts < MAX_ATTEMPTS && (same(child, max) || same(child, min) || same(child, best)));
        return attempts;
    }

    /** {@code base ⊗λ donor}: λ random boxes from the donor, the rest from the base. */
    void combine(int[] base, int[] donor, int lambda, int[] out, SplittableRandom random) {
        System.arraycopy(base, 0, out, 0, out.length);
        for (int i = 0; i < boxes; i++) {
            order[i] = i;
        }
        for (int i = 0; i < lambda; i++) {
            int j = i + random.nextInt(boxes - i);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
            for (int c : instance.unitCells[instance.boxUnits[order[i]]]) {
                out[c] = donor[c];
            }
        }
    }

    private static boolean same(int[] a, int[] b) {
        return Arrays.equals(a, b);
    }
}
