package io.galab.algorithm.purge;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Choice;
import io.galab.algorithm.CrossoverOperator;
import io.galab.algorithm.Operators;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.Representation;
import io.galab.algorithm.RestartOperator;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.SelectionOperator;
import io.galab.algorithm.common.BoxPopulationRun;
import io.galab.algorithm.common.Instance;
import io.galab.algorithm.common.ObservedAlgorithm;
import io.galab.algorithm.common.Ranking;
import io.galab.algorithm.common.ScoredMutation;
import io.galab.algorithm.common.UnitFitness;
import io.galab.algorithm.common.UnitScorings;
import io.galab.puzzle.Puzzle;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * {@code purge-ga}: Gerges, Zouein, Azar, "Genetic Algorithms with Local Optima Handling to Solve
 * Sudoku Puzzles" (ICCAI 2018), the instantiated GA of Figure 3 with the purge operator.
 *
 * <p>Penalty Pe (Eq. 1): equal pairs in every row and column; the paper's fitness is 1/Pe (Eq. 2),
 * so ranking by lowest Pe is the same. Results and traces report Pe (0 = solved).
 */
public final class PurgeGa extends ObservedAlgorithm {

    public static final String ID = "purge-ga";

    /** Paper budget: 3000 iterations (Table 1). */
    public PurgeGa() {
        super(ID, "Gerges, Zouein, Azar: Genetic Algorithms with Local Optima Handling to Solve Sudoku Puzzles"
                + " (ICCAI 2018)",
                Budget.generations(3000), Run::new);
    }

    /** The penalty Pe of Eq. 1: equal pairs in every row and column (every unit on a SudoKube). */
    public static UnitFitness penalty(Instance instance) {
        return UnitFitness.permutationLines(instance, UnitFitness.Measure.EQUAL_PAIRS);
    }

    /**
     * Figure 3's {@code Mutate(Parent1, μ')}: a copy of each parent is mutated ({@code copies}), or the
     * parent itself, in the population G ({@code inPlace}), so that a frequent tournament winner takes
     * several swaps in a generation and "the best of G" is taken after them.
     */
    public enum ParentMutation implements Choice {
        COPIES, IN_PLACE
    }

    /**
     * Section 3.1.8, "we crossover all the population with the best chromosome which will be mutated at
     * the end": every offspring is mutated and the best survives unchanged ({@code offspring}); the
     * best itself is mutated too, at the end ({@code best}); or the offspring are mutated with
     * probability μ only ({@code withMu}).
     */
    public enum PurgeMutation implements Choice {
        OFFSPRING, BEST, WITH_MU
    }

    @Override
    public Map<String, Object> quickParameters() {
        return Map.of("populationSize", 40, "stagnationLimit", 5);
    }

    @Override
    public boolean keepsBoxesPermutations() {
        return true;
    }

    private static final class Run extends BoxPopulationRun {
        final double mu;
        final double muParent;
        final boolean inPlace;
        final ScoredMutation mutation;
        final UnitScorings swapScorings = new UnitScorings(fitness.scoredUnitCount());
        final CrossoverOperator.Crossover crossover;
        /** The selection slot (tournament-selection by default). */
        final SelectionOperator.Selection selection;
        final Stagnation stagnation;
        final int[] parentA = new int[instance.cellCount];
        final int[] parentB = new int[instance.cellCount];
        long purges;
        /** The restart slot (purge-restart by default): the purge. */
        final RestartOperator.Restart restart;
        final Members population = new Members();

        Run(Puzzle puzzle, Parameters p, long seed, Budget budget, RunControl.Observer observer) {
            super(puzzle, seed, budget, observer, p.getInt("populationSize"), PurgeGa::penalty, 0, false);
            mu = p.getDouble("mutationRate");
            muParent = p.getDouble("parentMutationRate");
            inPlace = p.getChoice("parentMutation", ParentMutation.class) == ParentMutation.IN_PLACE;
            mutation = new ScoredMutation(instance, p, Representation.BOX_PERMUTATIONS, fitness, control);
            selection = Operators.visible().selection(p.getText("selection"), Representation.BOX_PERMUTATIONS)
                    .selection(puzzle, p);
            stagnation = new Stagnation(p.getInt("stagnationLimit"));
            crossover = Operators.visible().crossover(p.getText("crossover"), Representation.BOX_PERMUTATIONS)
                    .crossover(puzzle);
            restart = Operators.visible().restart(p.getText("restart"), Representation.BOX_PERMUTATIONS)
                    .restart(puzzle, p);
        }

        @Override
        protected void iterate() {
            best = evolve(best);
            if (stagnation.observe(pop.penalty[best])) {
                best = purge(best);
            }
        }

        @Override
        protected Map<String, Long> counters() {
            return Map.of("purges", purges);
        }

        /**
         * Figure 3: pairs by K-tournament (the second from G − {Parent1}); the child is crossed and
         * mutated with μ; both parents are mutated with μ' and the better one joins; the best of G
         * joins unchanged (Section 3.1.7). Returns the index of the new best.
         */
        int evolve(int best) {
            int filled = 0;
            while (filled < size - 1) {
                int a = selection.select(pop.penalty, size, -1, random);
                int b = selection.select(pop.penalty, size, a, random);
                int[] child = pop.nextGrid[filled];
                crossover.cross(pop.grid[a], pop.grid[b], child, random);
                double childPenalty = fitness.evaluate(child);
                if (random.nextDouble() < mu) {
                    childPenalty = mutation.mutate(child, null, childPenalty, random);
                }
                pop.nextPenalty[filled++] = childPenalty;
                if (filled < size - 1) {
                    if (inPlace) {
                        // Figure 3 read literally: the parents in G are mutated
                        if (random.nextDouble() < muParent) {
                            pop.penalty[a] = mutation.mutate(pop.grid[a], null, pop.penalty[a], random);
                        }
                        if (random.nextDouble() < muParent) {
                            pop.penalty[b] = mutation.mutate(pop.grid[b], null, pop.penalty[b], random);
                        }
                        int better = pop.penalty[b] < pop.penalty[a] ? b : a;
                        System.arraycopy(pop.grid[better], 0, pop.nextGrid[filled], 0, instance.cellCount);
                        pop.nextPenalty[filled++] = pop.penalty[better];
                        continue;
                    }
                    System.arraycopy(pop.grid[a], 0, parentA, 0, parentA.length);
                    System.arraycopy(pop.grid[b], 0, parentB, 0, parentB.length);
                    double fa = random.nextDouble() < muParent ? mutation.mutate(parentA, null, pop.penalty[a], random)
                            : pop.penalty[a];
                    double fb = random.nextDouble() < muParent ? mutation.mutate(parentB, null, pop.penalty[b], random)
                            : pop.penalty[b];
                    int[] better = fb < fa ? parentB : parentA;
                    System.arraycopy(better, 0, pop.nextGrid[filled], 0, better.length);
                    pop.nextPenalty[filled++] = Math.min(fa, fb);
                }
            }
            if (inPlace) {
                best = Ranking.argMin(pop.penalty, size); // the best of the mutated G
            }
            System.arraycopy(pop.grid[best], 0, pop.nextGrid[size - 1], 0, instance.cellCount);
            pop.nextPenalty[size - 1] = pop.penalty[best];
            control.countEvaluations(size - 1);
            swapScorings.count(control, fitness.deltaReads() + mutation.unitReads());
            pop.swap();
            return Ranking.argMin(pop.penalty, size);
        }

        /**
         * Section 3.1.8: the purge, made by the {@code restart} slot (purge-restart, the paper's, by default):
         * it changes the members through the GA's crossover and mutation, each member crossed scored anew
         * (one evaluation), each mutation by its change of penalty. Returns the index of the new best.
         */
        int purge(int best) {
            purges++;
            population.best = best;
            restart.restart(population, random);
            swapScorings.count(control, fitness.deltaReads() + mutation.unitReads());
            return Ranking.argMin(pop.penalty, size);
        }

        /** The population as the restart slot sees it: the GA's own crossover, mutation and fresh members. */
        private final class Members implements RestartOperator.Population {
            int best;

            @Override
            public int size() {
                return size;
            }

            @Override
            public int best() {
                return best;
            }

            @Override
            public double penalty(int i) {
                return pop.penalty[i];
            }

            @Override
            public void cross(int child, int a, int b, SplittableRandom random) {
                crossover.cross(pop.grid[a], pop.grid[b], pop.nextGrid[0], random);
                System.arraycopy(pop.nextGrid[0], 0, pop.grid[child], 0, instance.cellCount);
                pop.penalty[child] = fitness.evaluate(pop.grid[child]);
                control.countEvaluations(1);
            }

            @Override
            public void mutate(int i, SplittableRandom random) {
                pop.penalty[i] = mutation.mutate(pop.grid[i], null, pop.penalty[i], random);
            }

            @Override
            public void fresh(int i, SplittableRandom random) {
                boxes.fill(pop.grid[i], random);
                pop.penalty[i] = fitness.evaluate(pop.grid[i]);
                control.countEvaluations(1);
            }
        }

    }
}
