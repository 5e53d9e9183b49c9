package io.galab.algorithm.retrievable;

import io.galab.algorithm.MutationOperator;
import io.galab.algorithm.PaperMutation;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.Representation;
import io.galab.algorithm.common.Bits;
import io.galab.algorithm.common.Instance;
import io.galab.algorithm.common.Trials;
import io.galab.puzzle.Puzzle;
import java.util.SplittableRandom;

/**
 * {@code bitwise-mutation}, retrievable-ga's default mutation as a registered operator (docs/extending.md,
 * "Operators"): Das et al.'s bit-wise mutation (Section 3), each free cell with probability {@code mutationRate}
 * taking a new value, any of 1..N or always another ({@code mutation: mayRepeat | alwaysDifferent}; the GA's
 * parameters of those names, 0.05 and mayRepeat in a GA without them). It writes any digit, so it takes grids
 * and keeps grids only.
 */
public final class BitwiseMutation extends PaperMutation {

    public static final String ID = "bitwise-mutation";

    public BitwiseMutation() {
        super(ID, Representation.GRID, Representation.GRID,
                "Das et al. Section 3: each free cell with probability mutationRate takes a new value (the GA's "
                        + "mutationRate and mutation)");
    }

    @Override
    public Mutation mutation(Puzzle puzzle, Parameters parameters) {
        Instance instance = new Instance(puzzle);
        Trials rate = Trials.of(parameters.has("mutationRate") ? parameters.getDouble("mutationRate") : 0.05);
        boolean alwaysDifferent = parameters.has("mutation") && parameters.getText("mutation").equals(
                RetrievableGa.Mutation.ALWAYS_DIFFERENT.key());
        int[] free = instance.freeCells;
        int[] mutated = new int[free.length];
        int n = instance.n;
        return new Mutation() {
            @Override
            public void mutate(int[] member, MutationOperator.Moves moves, SplittableRandom random) {
                // which free cells mutate: a binomial count and that many distinct cells (Trials), then each
                // one's new value
                int k = rate.successes(free.length, mutated, random);
                for (int i = 0; i < k; i++) {
                    int c = free[mutated[i]];
                    if (alwaysDifferent) {
                        int v = 1 + random.nextInt(n - 1);
                        moves.set(c, v >= member[c] ? v + 1 : v);
                    } else {
                        moves.set(c, 1 + Bits.below(n, random));
                    }
                }
            }
        };
    }
}
