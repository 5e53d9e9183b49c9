package io.galab.algorithm.purge;

import io.galab.algorithm.MutationOperator;
import io.galab.algorithm.PaperMutation;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.Representation;
import io.galab.algorithm.common.BoxPermutation;
import io.galab.algorithm.common.Instance;
import io.galab.puzzle.Puzzle;
import java.util.SplittableRandom;

/**
 * {@code box-swap-mutation}, purge-ga's default mutation as a registered operator (docs/extending.md,
 * "Operators"): Gerges et al. (2018) Section 3.1.6, {@code swaps} swaps of two free cells in a box drawn at
 * random, all in one box with {@code swapsInOneBox} (the GA's parameters of those names, 1 and false in a GA
 * without them; docs/algorithms.md, purge-ga). A swap inside a box keeps whatever the box held, so it takes
 * any grid and keeps box permutations.
 */
public final class BoxSwap extends PaperMutation {

    public static final String ID = "box-swap-mutation";

    public BoxSwap() {
        super(ID, Representation.GRID, Representation.BOX_PERMUTATIONS,
                "Gerges et al. (2018) Section 3.1.6: swaps of two free cells in a box drawn at random (the GA's "
                        + "swaps and swapsInOneBox)");
    }

    @Override
    public Mutation mutation(Puzzle puzzle, Parameters parameters) {
        // in a GA without these parameters (twodoku-ga), the paper's reading: one swap, in a box drawn at random
        int swaps = parameters.has("swaps") ? parameters.getInt("swaps") : 1;
        boolean oneBox = parameters.has("swapsInOneBox") && parameters.getBoolean("swapsInOneBox");
        return new Swaps(new Instance(puzzle), swaps, oneBox);
    }

    /** One run's box swaps. */
    static final class Swaps implements MutationOperator.Mutation {
        private final Instance instance;
        private final BoxPermutation boxes;
        private final int swaps;
        private final boolean oneBox;

        Swaps(Instance instance, int swaps, boolean oneBox) {
            this.instance = instance;
            this.boxes = new BoxPermutation(instance);
            this.swaps = swaps;
            this.oneBox = oneBox;
        }

        /**
         * {@code swaps} times, swaps two free cells of one random box. A box without two free cells is passed
         * over; after 4 × boxes draws without one, the swap is given up, so the loop ends on a puzzle with no
         * such box.
         */
        @Override
        public void mutate(int[] member, MutationOperator.Moves moves, SplittableRandom random) {
            int box = -1;
            long first = -1;
            for (int s = 0; s < swaps; s++) {
                for (int attempt = 0; attempt < 4 * instance.boxUnits.length; attempt++) {
                    int b = oneBox && box >= 0 ? box : random.nextInt(instance.boxUnits.length);
                    long pair = boxes.pickSwap(b, random);
                    if (pair >= 0 && oneBox && box >= 0 && samePair(pair, first)) {
                        continue; // "two pairs of cells": another pair of the same box
                    }
                    if (pair >= 0) {
                        moves.swap((int) (pair >>> 32), (int) pair);
                        box = b;
                        first = first < 0 ? pair : first;
                        break;
                    }
                    if (oneBox && box >= 0) {
                        break; // the box of the first swap has no second pair to swap
                    }
                }
            }
        }

        /** Whether two swaps exchange the same two cells, in either order. */
        static boolean samePair(long p, long q) {
            int x = (int) (p >>> 32);
            int y = (int) p;
            return p == q || (((long) y << 32) | (x & 0xffffffffL)) == q;
        }
    }
}
