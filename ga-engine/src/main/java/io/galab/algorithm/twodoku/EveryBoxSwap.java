package io.galab.algorithm.twodoku;

import io.galab.algorithm.MutationOperator;
import io.galab.algorithm.PaperMutation;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.Representation;
import io.galab.algorithm.common.BoxPermutation;
import io.galab.algorithm.common.Instance;
import io.galab.algorithm.common.Trials;
import io.galab.puzzle.Puzzle;
import java.util.SplittableRandom;

/**
 * {@code every-box-swap-mutation}, twodoku-ga's default mutation as a registered operator (docs/extending.md,
 * "Operators"): the Twodoku GA report's mutation (Algorithm 1; Tables 2 and 3), in which each box, with
 * probability {@code mutationRate} (the GA's parameter of that name; 0.1, the report's Table 2, in a GA without
 * one), swaps two of its free cells. A swap inside
 * a box keeps whatever the box held, so it takes any grid and keeps box permutations.
 */
public final class EveryBoxSwap extends PaperMutation {

    public static final String ID = "every-box-swap-mutation";

    /** Each box's chance in a GA without a {@code mutationRate}: the report's 0.1 (Table 2). */
    static final double REPORT_RATE = 0.1;

    public EveryBoxSwap() {
        super(ID, Representation.GRID, Representation.BOX_PERMUTATIONS,
                "the Twodoku GA report, Algorithm 1: each box swaps two free cells with probability mutationRate");
    }

    @Override
    public Mutation mutation(Puzzle puzzle, Parameters parameters) {
        // in a GA without a mutationRate (hybrid-ga), the report's own rate of Table 2
        double rate = parameters.has("mutationRate") ? parameters.getDouble("mutationRate") : REPORT_RATE;
        return new Swaps(new Instance(puzzle), Trials.of(rate));
    }

    /** One run's swaps. */
    static final class Swaps implements MutationOperator.Mutation {
        private final BoxPermutation boxes;
        private final Trials rate;
        private final int[] mutatedBoxes;

        Swaps(Instance instance, Trials rate) {
            this.boxes = new BoxPermutation(instance);
            this.rate = rate;
            this.mutatedBoxes = new int[instance.boxUnits.length];
        }

        @Override
        public void mutate(int[] member, MutationOperator.Moves moves, SplittableRandom random) {
            // which boxes mutate: a binomial count and that many distinct boxes (Trials); swaps in
            // different boxes touch different cells, so their order does not change the child
            int k = rate.successes(mutatedBoxes.length, mutatedBoxes, random);
            for (int i = 0; i < k; i++) {
                long pair = boxes.pickSwap(mutatedBoxes[i], random);
                if (pair >= 0) {
                    moves.swap((int) (pair >>> 32), (int) pair);
                }
            }
        }
    }
}
