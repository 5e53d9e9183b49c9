package io.galab.algorithm.growth;

import io.galab.algorithm.Budget;
import io.galab.algorithm.CrossoverOperator;
import io.galab.algorithm.Operators;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.Representation;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.common.ObservedAlgorithm;
import io.galab.algorithm.common.Ranking;
import io.galab.algorithm.common.RunState;
import io.galab.algorithm.common.Survivors;
import io.galab.algorithm.common.UnitFitness;
import io.galab.algorithm.common.UnitScorings;
import io.galab.puzzle.Puzzle;
import java.math.BigDecimal;
import java.util.Map;

/**
 * {@code growth-ga}: Waters, "SudoKube – Using Genetic Algorithms to Simultaneously Solve Multiple
 * Combinatorial Problems" (M.S. thesis, Oklahoma State University, 2008): the 2D solver of III.B and
 * the 3D SudoKube solver of III.E.
 *
 * <p>Fitness: {@link WatersFitness}, 0 is solved; results and traces report it.
 */
public final class GrowthGa extends ObservedAlgorithm {

    public static final String ID = "growth-ga";

    /** Paper budget: 2000 iterations (III.E.4.d). */
    public GrowthGa() {
        super(ID, "Waters: SudoKube - Using Genetic Algorithms to Simultaneously Solve Multiple Combinatorial Problems"
                + " (M.S. thesis, Oklahoma State University, 2008)",
                Budget.generations(2000), Run::new);
    }

    @Override
    public Map<String, Object> quickParameters() {
        return Map.of("mutationIterations", 20);
    }

    /**
     * A probability as the percentage the thesis works in (III.B.1.d, III.E.4.a–c): the decimal moved two
     * places, so that 0.07 is exactly 7, as when the percentage was given.
     */
    static double percent(double probability) {
        return BigDecimal.valueOf(probability).movePointRight(2).doubleValue();
    }

    private static final class Run extends RunState {
        final int m;
        final int ageLimit;
        final int iterations;
        final double standardMutation;
        final double differenceDegree;
        final int[] weights = WatersFitness.weights(instance);
        final UnitFitness fitness = new UnitFitness(instance, UnitFitness.Measure.SURPLUS, weights);
        final CrossoverOperator.Crossover crossover;
        final NaturalGrowth growth = new NaturalGrowth(instance);
        final UnitScorings growthScorings = new UnitScorings(fitness.scoredUnitCount());
        final MutationSchedule schedule;
        final RankSelection selection;
        final Ranking ranking = new Ranking();
        final int[][] all;
        final int[][] children;
        final Survivors survivors;
        final double[] mergedFitness;
        final int[] mergedAge;
        final int[] order;
        final int[] kept;
        int[][] population;
        double[] penalty;
        int[] age;
        long retired;
        long pairRetries;

        Run(Puzzle puzzle, Parameters p, long seed, Budget budget, RunControl.Observer observer) {
            super(puzzle, seed, budget, observer);
            m = p.getInt("populationSize");
            ageLimit = p.getInt("ageLimit");
            iterations = p.getInt("mutationIterations");
            standardMutation = percent(p.getDouble("standardMutation"));
            differenceDegree = p.getDouble("differenceDegree");
            schedule = new MutationSchedule(percent(p.getDouble("mutationRate")),
                    percent(p.getDouble("mutationCeiling")),
                    p.getInt("resetCount"), p.getDouble("multiplier"),
                    p.getChoice("decay", MutationSchedule.Decay.class));
            selection = new RankSelection(m);
            crossover = Operators.visible().crossover(p.getText("crossover"), Representation.GRID).crossover(puzzle);
            all = new int[2 * m][];
            children = new int[m][instance.cellCount];
            survivors = new Survivors(2 * m);
            mergedFitness = new double[2 * m];
            mergedAge = new int[2 * m];
            order = new int[2 * m];
            kept = new int[m];
            population = new int[m][instance.cellCount];
            penalty = new double[m];
            age = new int[m];
        }

        @Override
        protected void initialise() {
            for (int i = 0; i < m; i++) {
                int[] grid = population[i];
                System.arraycopy(instance.givens, 0, grid, 0, grid.length);
                for (int c : instance.freeCells) {
                    grid[c] = 1 + random.nextInt(instance.n);
                }
                penalty[i] = fitness.evaluate(grid);
            }
            control.countEvaluations(m);
            sortPopulation();
        }

        @Override
        protected void iterate() {
            evolve();
        }

        @Override
        protected double bestFitness() {
            return penalty[0];
        }

        @Override
        protected int[] bestGrid() {
            return population[0];
        }

        @Override
        protected Map<String, Long> counters() {
            return Map.of("retired", retired,
                    "mutationCeilingJumps", schedule.jumps(),
                    "growths", growth.growths(),
                    "growthSwaps", growth.swaps(),
                    "standardMutations", growth.standardMutations(),
                    "pairRetries", pairRetries);
        }

        /**
         * One generation: rank-selected pairs within the difference degree make M children by
         * crossover, each child grows; parents and children merge, the best M survive with aging.
         */
        void evolve() {
            schedule.beginGeneration(control.generation(), penalty[0], penalty[m - 1]);
            for (int i = 0; i < m; i++) {
                int a = selection.select(random);
                int b = selection.select(random);
                for (int tries = 1; tries < m && SegmentCrossover.differenceDegree(population[a], population[b])
                        > differenceDegree; tries++) {
                    a = selection.select(random);
                    b = selection.select(random);
                    pairRetries++;
                }
                int[] child = children[i];
                crossover.cross(population[a], population[b], child, random);
                growth.apply(child, iterations, standardMutation, schedule.nextMutation(), random);
            }
            // merge: parents (one year older) then children (age 0)
            for (int i = 0; i < m; i++) {
                all[i] = population[i];
                mergedFitness[i] = penalty[i];
                mergedAge[i] = age[i] + 1;
                all[m + i] = children[i];
                mergedFitness[m + i] = fitness.evaluate(children[i]);
                mergedAge[m + i] = 0;
            }
            control.countEvaluations(m);
            growthScorings.count(control, growth.unitReads() + crossover.unitReads());
            ranking.ascending(mergedFitness, order, 2 * m);
            retired += Aging.select(order, mergedAge, m, ageLimit, kept);
            for (int i = 0; i < m; i++) {
                age[i] = mergedAge[kept[i]];
            }
            // the grids not kept are the next generation's child buffers
            survivors.keep(all, mergedFitness, kept, population, penalty, children);
            // keep rank order after aging swapped members in
            sortPopulation();
        }

        void sortPopulation() {
            for (int i = 1; i < m; i++) {
                int[] g = population[i];
                double f = penalty[i];
                int a = age[i];
                int j = i - 1;
                while (j >= 0 && penalty[j] > f) {
                    population[j + 1] = population[j];
                    penalty[j + 1] = penalty[j];
                    age[j + 1] = age[j];
                    j--;
                }
                population[j + 1] = g;
                penalty[j + 1] = f;
                age[j + 1] = a;
            }
        }

        @Override
        protected void record() {
            control.record(penalty[0], Ranking.mean(penalty, m));
        }
    }
}
