package io.galab.algorithm.twodoku;

import io.galab.algorithm.Budget;
import io.galab.algorithm.LocalSearchOperator;
import io.galab.algorithm.Operators;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.Representation;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.SelectionOperator;
import io.galab.algorithm.common.BoxPopulationRun;
import io.galab.algorithm.common.Chance;
import io.galab.algorithm.common.Instance;
import io.galab.algorithm.common.ObservedAlgorithm;
import io.galab.algorithm.common.ScoredMutation;
import io.galab.algorithm.common.UnitFitness;
import io.galab.algorithm.common.UnitScorings;
import io.galab.puzzle.Puzzle;
import java.util.Map;

/**
 * {@code twodoku-ga}: the Twodoku GA with optional local search and elite population learning
 * (Kaldanis, Papadopoulou, van Rongen, "A Twodoku puzzle solver using Genetic Algorithm"; Algorithm 1).
 *
 * <p>Fitness (report, "Fitness Function"): Σ over rows and columns of every component grid of
 * (9 − distinct digits); 0 is solved. Boxes are permutations by construction.
 */
public final class TwodokuGa extends ObservedAlgorithm {

    public static final String ID = "twodoku-ga";

    /** Paper budget: 5000 generations (Table 2). */
    public TwodokuGa() {
        super(ID, "Kaldanis, Papadopoulou, van Rongen: A Twodoku puzzle solver using Genetic Algorithm (Radboud"
                + " University)",
                Budget.generations(5000), Run::new);
    }

    /** The report's fitness: Σ (9 − distinct) over every row and column (every unit on a SudoKube). */
    public static UnitFitness fitness(Instance instance) {
        return UnitFitness.permutationLines(instance, UnitFitness.Measure.SURPLUS);
    }

    /**
     * Its building-block crossover exchanges bands of boxes (the report's "Crossover"), so it needs the b×b boxes
     * in bands; its local search's own need comes with the operator its slot names.
     */
    @Override
    public Map<io.galab.algorithm.ShapeNeed, String> needs(io.galab.algorithm.Parameters parameters) {
        return Map.of(io.galab.algorithm.ShapeNeed.RECTANGULAR_BOXES, "its building-block crossover exchanges"
                + " bands of boxes");
    }

    @Override
    public Map<String, Object> quickParameters() {
        return Map.of("populationSize", 30, "localSearch", true, "eliteLearning", true, "eliteSize", 10);
    }

    @Override
    public boolean keepsBoxesPermutations() {
        return true;
    }

    /** The state of one run; the generation loop reuses its buffers. */
    private static final class Run extends BoxPopulationRun {
        final Chance crossoverRate;
        final ScoredMutation mutation;
        final boolean localSearch;
        final boolean eliteLearning;
        final boolean referenceCode;
        final BuildingBlockCrossover crossover = new BuildingBlockCrossover(instance, fitness);
        /** The selection slot (tournament-selection by default). */
        final SelectionOperator.Selection selection;
        /** The local-search slot (line-swap-search by default, the reference code's with referenceCode). */
        final LocalSearchOperator.Search search;
        final UnitScorings searchScorings = new UnitScorings(fitness.scoredUnitCount());
        final UnitScorings mutationScorings = new UnitScorings(fitness.scoredUnitCount());
        final EliteLearning elite;
        /**
         * Whether each member's unit counts (see {@link UnitFitness#evaluate(int[], long[])}) are kept in
         * {@code pop} (n ≤ 15), so that a mutation's swap costs O(1) per unit; {@code pop.valid[i]} says
         * whether member i's counts match its grid (local search and elite learning change grids behind them).
         */
        final boolean counted;
        long localSearchSwaps;

        Run(Puzzle puzzle, Parameters p, long seed, Budget budget, RunControl.Observer observer) {
            super(puzzle, seed, budget, observer, p.getInt("populationSize"), TwodokuGa::fitness, 1, true);
            crossoverRate = Chance.of(p.getDouble("crossoverRate"));
            mutation = new ScoredMutation(instance, p, Representation.BOX_PERMUTATIONS, fitness, control);
            search = Operators.visible().localSearch(p.getText("localSearchOperator"), Representation.BOX_PERMUTATIONS)
                    .search(puzzle, p);
            localSearch = p.getBoolean("localSearch");
            eliteLearning = p.getBoolean("eliteLearning");
            referenceCode = p.getBoolean("referenceCode");
            selection = Operators.visible().selection(p.getText("selection"), Representation.BOX_PERMUTATIONS)
                    .selection(puzzle, p);
            elite = new EliteLearning(p.getInt("eliteSize"), instance.cellCount, size + 1);
            counted = fitness.countable();
        }

        /** Member i's counts, recounted first if its grid changed behind them. */
        long[] countsOf(int i) {
            if (!pop.valid[i]) {
                fitness.evaluate(pop.grid[i], pop.counts[i]);
                pop.valid[i] = true;
            }
            return pop.counts[i];
        }

        @Override
        protected void iterate() {
            evolve();
            if (localSearch) {
                for (int i = 0; i < size; i++) {
                    int swaps = search.improve(pop.grid[i], random);
                    if (swaps > 0) {
                        localSearchSwaps += swaps;
                        pop.valid[i] = false;
                        pop.penalty[i] = fitness.evaluate(pop.grid[i]);
                        control.countEvaluations(1);
                    }
                }
                searchScorings.count(control, search.unitReads());
            }
            // the reference code's elite learning writes into a list it then drops: nothing to do
            if (eliteLearning && !referenceCode) {
                elite.update(pop.grid, pop.penalty, size);
                int changed = elite.learn(pop.grid, pop.penalty, size, boxes, random);
                for (int k = 0; k < changed; k++) {
                    pop.valid[elite.changed(k)] = false;
                }
                for (int i = 0; i < size; i++) {
                    if (Double.isNaN(pop.penalty[i])) {
                        pop.penalty[i] = fitness.evaluate(pop.grid[i]);
                        control.countEvaluations(1);
                    }
                }
            }
        }

        @Override
        protected Map<String, Long> counters() {
            return Map.of("localSearchSwaps", localSearchSwaps,
                    "eliteReplacements", elite.replacements(),
                    "eliteReinitialisations", elite.reinitialisations());
        }

        /** One generation (Algorithm 1, lines 8-17): tournaments, crossover, mutation, replacement. */
        void evolve() {
            int filled = 0;
            while (filled < size) {
                int a = selection.select(pop.penalty, size, -1, random);
                int b = selection.select(pop.penalty, size, -1, random);
                int[] child1 = pop.nextGrid[filled];
                int[] child2 = pop.nextGrid[filled + 1];
                boolean crossed = crossoverRate.draw(random);
                double f1;
                double f2;
                if (crossed) {
                    if (counted) {
                        crossover.cross(pop.grid[a], pop.grid[b], child1, child2, countsOf(a), countsOf(b),
                                pop.nextCounts[filled], pop.nextCounts[filled + 1]);
                        f1 = fitness.penalty(pop.nextCounts[filled]);
                        f2 = fitness.penalty(pop.nextCounts[filled + 1]);
                    } else {
                        crossover.cross(pop.grid[a], pop.grid[b], child1, child2);
                        f1 = fitness.evaluate(child1);
                        f2 = fitness.evaluate(child2);
                    }
                } else {
                    System.arraycopy(pop.grid[a], 0, child1, 0, child1.length);
                    System.arraycopy(pop.grid[b], 0, child2, 0, child2.length);
                    if (counted) {
                        System.arraycopy(countsOf(a), 0, pop.nextCounts[filled], 0, pop.nextCounts[filled].length);
                        System.arraycopy(countsOf(b), 0, pop.nextCounts[filled + 1], 0,
                                pop.nextCounts[filled + 1].length);
                    }
                    f1 = pop.penalty[a];
                    f2 = pop.penalty[b];
                }
                pop.nextValid[filled] = counted;
                pop.nextValid[filled + 1] = counted;
                // the mutation slot (the report's every-box-swap-mutation by default) on each child
                pop.nextPenalty[filled] = mutation.mutate(child1, counted ? pop.nextCounts[filled] : null, f1,
                        random);
                pop.nextPenalty[filled + 1] = mutation.mutate(child2, counted ? pop.nextCounts[filled + 1] : null,
                        f2, random);
                filled += 2;
            }
            control.countEvaluations(size);
            mutationScorings.count(control, mutation.unitReads());
            pop.swap();
        }

    }
}
