package io.galab.algorithm.twodoku;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.common.BoxPermutation;
import io.galab.algorithm.common.Instance;
import io.galab.algorithm.common.ObservedAlgorithm;
import io.galab.algorithm.common.RunState;
import io.galab.algorithm.common.Tournament;
import io.galab.algorithm.common.UnitFitness;
import io.galab.puzzle.Puzzle;
import java.util.List;
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
        super(ID, "Kaldanis, Papadopoulou, van Rongen: A Twodoku puzzle solver using Genetic Algorithm (Radboud University)",
                Budget.generations(5000));
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(
                Parameter.ofInt("populationSize", 150, 2, 100_000, "population size (Table 2)"),
                Parameter.ofInt("tournamentSize", 3, 1, 100, "tournament size (Table 2)"),
                Parameter.ofDouble("crossoverRate", 0.1, 0, 1,
                        "probability that a pair is crossed over rather than copied (Table 2, tuned in Table 3)"),
                Parameter.ofDouble("mutationRate", 0.1, 0, 1,
                        "probability that each box swaps two free cells (Table 2, tuned in Table 3)"),
                Parameter.ofBoolean("localSearch", false, "column and row local search after each generation"),
                Parameter.ofBoolean("eliteLearning", false, "elite population learning after each generation"),
                Parameter.ofInt("eliteSize", 50, 1, 100_000, "elite population size (Table 2)"),
                Parameter.ofBoolean("referenceCode", false,
                        "behave like the report's reference code, which made Table 4: its local search swaps only"
                                + " in the row search, in the wrong cells, and its elite learning changes nothing"
                                + " (docs/algorithms.md)"));
    }

    /** The report's fitness: Σ (9 − distinct) over every row and column (every unit on a SudoKube). */
    public static UnitFitness fitness(Instance instance) {
        return UnitFitness.permutationLines(instance, UnitFitness.Measure.SURPLUS);
    }

    @Override
    public Map<String, Object> quickParameters() {
        return Map.of("populationSize", 30, "localSearch", true, "eliteLearning", true, "eliteSize", 10);
    }

    @Override
    public boolean keepsBoxesPermutations() {
        return true;
    }

    @Override
    public RunResult run(Puzzle puzzle, Parameters p, long seed, Budget budget, RunControl.Observer observer) {
        return new Run(puzzle, p, seed, budget, observer).execute();
    }

    /** The state of one run; the generation loop reuses its buffers. */
    private static final class Run extends RunState {
        final int size;
        final double crossoverRate;
        final double mutationRate;
        final boolean localSearch;
        final boolean eliteLearning;
        final boolean referenceCode;
        final UnitFitness fitness;
        final BoxPermutation boxes;
        final BuildingBlockCrossover crossover;
        final Tournament tournament;
        final LocalSearch search;
        final ReferenceLocalSearch referenceSearch;
        final EliteLearning elite;
        int[][] population;
        int[][] next;
        double[] penalty;
        double[] nextPenalty;
        long localSearchSwaps;

        Run(Puzzle puzzle, Parameters p, long seed, Budget budget, RunControl.Observer observer) {
            super(puzzle, seed, budget, observer);
            size = p.getInt("populationSize");
            crossoverRate = p.getDouble("crossoverRate");
            mutationRate = p.getDouble("mutationRate");
            localSearch = p.getBoolean("localSearch");
            eliteLearning = p.getBoolean("eliteLearning");
            referenceCode = p.getBoolean("referenceCode");
            fitness = fitness(instance);
            boxes = new BoxPermutation(instance);
            crossover = new BuildingBlockCrossover(instance);
            tournament = new Tournament(p.getInt("tournamentSize"));
            search = new LocalSearch(instance);
            referenceSearch = new ReferenceLocalSearch(instance);
            elite = new EliteLearning(p.getInt("eliteSize"), instance.cellCount, size + 1);
            population = new int[size + 1][instance.cellCount];
            next = new int[size + 1][instance.cellCount];
            penalty = new double[size + 1];
            nextPenalty = new double[size + 1];
        }

        RunResult execute() {
            for (int i = 0; i < size; i++) {
                boxes.fill(population[i], random);
                penalty[i] = fitness.evaluate(population[i]);
            }
            control.countEvaluations(size);
            int best = record();
            while (penalty[best] > 0 && control.nextGeneration()) {
                evolve();
                if (localSearch) {
                    for (int i = 0; i < size; i++) {
                        int swaps = referenceCode ? referenceSearch.apply(population[i]) : search.apply(population[i]);
                        if (swaps > 0) {
                            localSearchSwaps += swaps;
                            penalty[i] = fitness.evaluate(population[i]);
                            control.countEvaluations(1);
                        }
                    }
                }
                // the reference code's elite learning writes into a list it then drops: nothing to do
                if (eliteLearning && !referenceCode) {
                    elite.update(population, penalty, size);
                    elite.learn(population, penalty, size, boxes, random);
                    for (int i = 0; i < size; i++) {
                        if (Double.isNaN(penalty[i])) {
                            penalty[i] = fitness.evaluate(population[i]);
                            control.countEvaluations(1);
                        }
                    }
                }
                best = record();
            }
            return control.finish(penalty[best] == 0, penalty[best], population[best], Map.of(
                    "localSearchSwaps", localSearchSwaps,
                    "eliteReplacements", elite.replacements(),
                    "eliteReinitialisations", elite.reinitialisations()));
        }

        /** One generation (Algorithm 1, lines 8-17): tournaments, crossover, mutation, replacement. */
        void evolve() {
            int filled = 0;
            while (filled < size) {
                int a = tournament.select(penalty, size, -1, random);
                int b = tournament.select(penalty, size, -1, random);
                int[] child1 = next[filled];
                int[] child2 = next[filled + 1];
                boolean crossed = random.nextDouble() < crossoverRate;
                double f1;
                double f2;
                if (crossed) {
                    crossover.cross(population[a], population[b], child1, child2);
                    f1 = fitness.evaluate(child1);
                    f2 = fitness.evaluate(child2);
                } else {
                    System.arraycopy(population[a], 0, child1, 0, child1.length);
                    System.arraycopy(population[b], 0, child2, 0, child2.length);
                    f1 = penalty[a];
                    f2 = penalty[b];
                }
                nextPenalty[filled] = f1 + mutate(child1);
                nextPenalty[filled + 1] = f2 + mutate(child2);
                filled += 2;
            }
            control.countEvaluations(size);
            int[][] swapPop = population;
            population = next;
            next = swapPop;
            double[] swapPen = penalty;
            penalty = nextPenalty;
            nextPenalty = swapPen;
        }

        /** Block-swap mutation: each box, with probability mutationRate, swaps two free cells. */
        int mutate(int[] grid) {
            int delta = 0;
            for (int b = 0; b < instance.boxUnits.length; b++) {
                if (random.nextDouble() < mutationRate) {
                    long pair = boxes.pickSwap(b, random);
                    if (pair >= 0) {
                        delta += fitness.swap(grid, (int) (pair >>> 32), (int) pair);
                    }
                }
            }
            return delta;
        }

        /** Records best and mean of the first {@code size} individuals; returns the best index. */
        int record() {
            return recordLowest(penalty, size);
        }
    }
}
