package io.galab.algorithm.hybrid;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.Representation;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.common.BoxPermutation;
import io.galab.algorithm.common.Instance;
import io.galab.algorithm.common.ObservedAlgorithm;
import io.galab.algorithm.common.Ranking;
import io.galab.algorithm.common.ScoredMutation;
import io.galab.algorithm.common.RunState;
import io.galab.algorithm.common.UnitFitness;
import io.galab.puzzle.Puzzle;
import java.util.Map;

/**
 * {@code hybrid-ga}: Deng &amp; Li, "A novel hybrid genetic algorithm for solving Sudoku puzzles"
 * (Optimization Letters, 2011), the HGA of Section 4.
 *
 * <p>Fitness w (Eq. 1): Σ over rows and columns of the repeated numbers, counted as n − distinct; 0 is
 * solved. Boxes are permutations by construction (condition 3). Results and traces report the true w;
 * the +0.25 aging of the best only affects ranking.
 */
public final class HybridGa extends ObservedAlgorithm {

    public static final String ID = "hybrid-ga";

    /**
     * The paper states no generation limit; its slowest reported success took 1,960 generations
     * (Table 5). galab uses 10,000.
     */
    public HybridGa() {
        super(ID, "Deng, Li: A novel hybrid genetic algorithm for solving Sudoku puzzles (Optimization Letters, 2011)",
                Budget.generations(10_000), Run::new);
    }

    /** w of Eq. 1: Σ over rows and columns of n − distinct (every unit on a SudoKube). */
    public static UnitFitness w(Instance instance) {
        return UnitFitness.permutationLines(instance, UnitFitness.Measure.SURPLUS);
    }

    @Override
    public boolean keepsBoxesPermutations() {
        return true;
    }

    /**
     * Adds the aging step to the rank fitness of the best member (rank 0), the member that stays first.
     * Table 1: {@code fitness(1) = fitness(1) + 0.25}.
     */
    static void ageBest(double[] rankFitness, int[] order, double aging) {
        rankFitness[order[0]] += aging;
    }

    private static final class Run extends RunState {
        final int size;
        final int children;
        final double aging;
        final int highMaxSwaps;
        final double lowRate;
        final ScoredMutation mutation;
        final UnitFitness fitness = w(instance);
        final BoxPermutation boxes = new BoxPermutation(instance);
        final GroupedSelection selection;
        final GroupedSelection.Identifiers identifiers;
        final PsoCrossover crossover = new PsoCrossover(instance);
        final Ranking ranking = new Ranking();
        final int[][] pool;
        final double[] trueW;
        final double[] rankW;
        final int[] order;
        final int[][] tmpGrids;
        final double[] tmpTrue;
        final double[] tmpRank;
        long agingSteps;
        final int initial;

        Run(Puzzle puzzle, Parameters p, long seed, Budget budget, RunControl.Observer observer) {
            super(puzzle, seed, budget, observer);
            size = p.getInt("populationSize");
            int initial = Math.max(size, p.getInt("initialSize"));
            children = size - 1;
            aging = p.getDouble("aging");
            highMaxSwaps = p.getInt("highMutationMaxSwaps");
            lowRate = p.getDouble("lowMutationRate");
            mutation = new ScoredMutation(instance, p, Representation.BOX_PERMUTATIONS, fitness, control);
            selection = new GroupedSelection(size);
            identifiers = p.getChoice("identifiers", GroupedSelection.Identifiers.class);
            int poolSize = Math.max(initial, size + children);
            pool = new int[poolSize][instance.cellCount];
            trueW = new double[poolSize];
            rankW = new double[poolSize];
            order = new int[poolSize];
            tmpGrids = new int[poolSize][];
            tmpTrue = new double[poolSize];
            tmpRank = new double[poolSize];
            this.initial = initial;
        }

        /** Step 1: 41 random feasible solutions, of which the best 21 form the population. */
        @Override
        protected void initialise() {
            for (int i = 0; i < initial; i++) {
                boxes.fill(pool[i], random);
                trueW[i] = fitness.evaluate(pool[i]);
                rankW[i] = trueW[i];
            }
            control.countEvaluations(initial);
            keepBest(initial);
        }

        @Override
        protected void iterate() {
            // Table 1: the best member ages by 0.25 before selection
            ageBest(rankW, identity(), aging);
            agingSteps++;
            for (int id = 1; id <= children; id++) {
                long packed = selection.select(identifiers.of(id), random);
                int x1 = (int) (packed >>> 32) - 1;
                int x2 = (int) packed - 1;
                int[] max = pool[Math.max(x1, x2)];
                int[] min = pool[Math.min(x1, x2)];
                int[] child = pool[size + id - 1];
                crossover.cross(pool[0], max, min, child, random);
                mutate(child, id);
                trueW[size + id - 1] = fitness.evaluate(child);
                rankW[size + id - 1] = trueW[size + id - 1];
            }
            control.countEvaluations(children);
            keepBest(size + children);
        }

        @Override
        protected double bestFitness() {
            return trueW[0];
        }

        @Override
        protected int[] bestGrid() {
            return pool[0];
        }

        @Override
        protected Map<String, Long> counters() {
            return Map.of("agingSteps", agingSteps);
        }

        private int[] identity;

        int[] identity() {
            if (identity == null) {
                identity = new int[] {0};
            }
            return identity;
        }

        /**
         * Section 3.3: children 1-5 (the paper's encoded numbers 2-6) mutate 1 to highMutationMaxSwaps times,
         * the others once with probability lowMutationRate. How is the {@code mutation} slot's: the paper's
         * (its default, {@code box-swap-mutation} with one swap) exchanges two free cells of a box drawn at
         * random. The child is scored after, as every child is.
         */
        void mutate(int[] child, int identifier) {
            int swaps;
            if (identifier <= selection.upperBound(1) - 1) {
                swaps = highMaxSwaps > 0 ? 1 + random.nextInt(highMaxSwaps) : 0;
            } else {
                swaps = random.nextDouble() < lowRate ? 1 : 0;
            }
            for (int s = 0; s < swaps; s++) {
                mutation.mutateUnscored(child, random);
            }
        }

        /** Sorts the first {@code count} pool members by rank fitness and keeps the best {@code size} first. */
        void keepBest(int count) {
            ranking.ascending(rankW, order, count);
            for (int i = 0; i < count; i++) {
                tmpGrids[i] = pool[order[i]];
                tmpTrue[i] = trueW[order[i]];
                tmpRank[i] = rankW[order[i]];
            }
            for (int i = 0; i < count; i++) {
                pool[i] = tmpGrids[i];
                trueW[i] = tmpTrue[i];
                rankW[i] = tmpRank[i];
            }
        }

        @Override
        protected void record() {
            double best = trueW[0];
            for (int i = 1; i < size; i++) {
                best = Math.min(best, trueW[i]);
            }
            control.record(best, Ranking.mean(trueW, size));
        }
    }
}
