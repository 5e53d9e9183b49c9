package io.galab.algorithm.common;

import io.galab.puzzle.Digits;
import io.galab.puzzle.Shuffles;
import java.util.SplittableRandom;

/**
 * The box-permutation representation shared by the Twodoku GA, the purge GA and the hybrid GA:
 * every box holds each digit once, givens stay, and the operators only swap free cells inside a box.
 *
 * <p>On the SudoKube, boxes at a cube edge share that edge's cells, so a swap inside one box can
 * change its neighbour on the adjacent face; there a box is a permutation right after
 * {@link #fill initialisation} only where the boxes filled before it allow, and algorithms score
 * every unit (see {@link Instance#permutationScoredUnits()}).
 */
public final class BoxPermutation {

    private final Instance instance;
    private final int[] digits;
    /** Per box, the draws of a swap's two cells: below its free-cell count, and below one less. */
    private final Bounded[] pick;
    private final Bounded[] pickOther;

    public BoxPermutation(Instance instance) {
        this.instance = instance;
        this.digits = new int[instance.n];
        int boxes = instance.boxUnits.length;
        this.pick = new Bounded[boxes];
        this.pickOther = new Bounded[boxes];
        for (int b = 0; b < boxes; b++) {
            int free = instance.boxFree[b].length;
            if (free >= 2) {
                pick[b] = Bounded.of(free);
                pickOther[b] = Bounded.of(free - 1);
            }
        }
    }

    /**
     * Fills every free cell: box by box, the cells still empty get a random permutation of the digits
     * missing from the box. (Only on the SudoKube can a box lack room for them all, when an
     * earlier box placed a repeat in a shared cell; the remaining cells then get random digits.)
     */
    public void fill(int[] grid, SplittableRandom random) {
        System.arraycopy(instance.givens, 0, grid, 0, grid.length);
        int n = instance.n;
        for (int b = 0; b < instance.boxUnits.length; b++) {
            int[] cells = instance.unitCells[instance.boxUnits[b]];
            long present = 0;
            for (int c : cells) {
                present |= Digits.bit(grid[c]);
            }
            int missing = 0;
            for (int v = 1; v <= n; v++) {
                if ((present & Digits.bit(v)) == 0) {
                    digits[missing++] = v;
                }
            }
            Shuffles.shuffle(digits, missing, random);
            int next = 0;
            for (int c : cells) {
                if (grid[c] == 0) {
                    grid[c] = next < missing ? digits[next++] : 1 + random.nextInt(n);
                }
            }
        }
    }

    /**
     * Picks two different free cells of box b at random: returns them packed as
     * {@code (x << 32) | y}, or -1 when the box has fewer than two free cells.
     */
    public long pickSwap(int b, SplittableRandom random) {
        int[] free = instance.boxFree[b];
        if (free.length < 2) {
            return -1;
        }
        int i = pick[b].next(random);
        int j = pickOther[b].next(random);
        if (j >= i) {
            j++;
        }
        return ((long) free[i] << 32) | free[j];
    }

    /** True when every box of the grid holds each digit once. */
    public boolean boxesArePermutations(int[] grid) {
        long all = Digits.all(instance.n);
        for (int u : instance.boxUnits) {
            long mask = 0;
            for (int c : instance.unitCells[u]) {
                mask |= Digits.bit(grid[c]);
            }
            if (mask != all) {
                return false;
            }
        }
        return true;
    }
}
