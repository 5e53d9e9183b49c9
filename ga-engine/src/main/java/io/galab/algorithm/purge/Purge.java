package io.galab.algorithm.purge;

import io.galab.algorithm.PaperRestart;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.Representation;
import io.galab.algorithm.RestartOperator;
import io.galab.puzzle.Puzzle;
import java.util.SplittableRandom;

/**
 * {@code purge-restart}, purge-ga's default restart as a registered operator (docs/extending.md, "Operators"):
 * Gerges et al. (2018) Section 3.1.8, the purge. Every member but the best becomes its crossover with the best
 * and is then mutated; what the purge mutates is the GA's {@code purgeMutation} (offspring, the default: every
 * crossed member; withMu: each with probability {@code mutationRate}; best: every crossed member and the best
 * too), read by name, offspring in a GA without it. It works through the GA's own crossover and mutation, so
 * it keeps whatever they keep.
 */
public final class Purge extends PaperRestart {

    public static final String ID = "purge-restart";

    public Purge() {
        super(ID, Representation.GRID, Representation.BOX_PERMUTATIONS,
                "Gerges et al. (2018) Section 3.1.8: every member but the best crossed with the best, then mutated"
                        + " (the GA's purgeMutation)");
    }

    @Override
    public Restart restart(Puzzle puzzle, Parameters parameters) {
        PurgeGa.PurgeMutation what = parameters.has("purgeMutation")
                ? parameters.getChoice("purgeMutation", PurgeGa.PurgeMutation.class) : PurgeGa.PurgeMutation.OFFSPRING;
        double mu = parameters.has("mutationRate") ? parameters.getDouble("mutationRate") : 1;
        return (population, random) -> purge(population, what, mu, random);
    }

    private static void purge(RestartOperator.Population population, PurgeGa.PurgeMutation what, double mu,
            SplittableRandom random) {
        int best = population.best();
        for (int i = 0; i < population.size(); i++) {
            if (i == best) {
                continue;
            }
            population.cross(i, i, best, random);
            if (what != PurgeGa.PurgeMutation.WITH_MU || random.nextDouble() < mu) {
                population.mutate(i, random);
            }
        }
        if (what == PurgeGa.PurgeMutation.BEST) {
            population.mutate(best, random);
        }
    }
}
