package io.galab.algorithm.purge;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.common.BoxPermutation;
import io.galab.algorithm.common.Instance;
import io.galab.algorithm.common.ObservedAlgorithm;
import io.galab.algorithm.common.Ranking;
import io.galab.algorithm.common.RunState;
import io.galab.algorithm.common.Tournament;
import io.galab.algorithm.common.UnitFitness;
import io.galab.puzzle.Puzzle;
import java.util.List;
import java.util.Map;

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
        super(ID, "Gerges, Zouein, Azar: Genetic Algorithms with Local Optima Handling to Solve Sudoku Puzzles (ICCAI 2018)",
                Budget.generations(3000));
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(
                Parameter.ofInt("n", 700, 3, 100_000, "population size n (Table 1)"),
                Parameter.ofInt("k", 7, 1, 1000, "K-tournament size K (Table 1, Section 3.1.4)"),
                Parameter.ofDouble("mu", 0.05, 0, 1, "child mutation probability μ (Table 1, Section 3.1.6)"),
                Parameter.ofDouble("muParent", 0.5, 0, 1, "parent mutation probability μ' (Table 1, Section 3.1.6)"),
                Parameter.ofInt("p", 200, 1, 1_000_000,
                        "iterations without a change of the best penalty before a purge, ρ (Table 1, Section 3.1.8)"),
                Parameter.ofInt("swaps", 1, 1, 100,
                        "box swaps one mutation makes: Section 3.1.6's \"swapping two pairs of cells\" read as one"
                                + " swap of a pair (1, the default) or as two swaps (2; docs/algorithms.md)"));
    }

    /** The penalty Pe of Eq. 1: equal pairs in every row and column (every unit on a SudoKube). */
    public static UnitFitness penalty(Instance instance) {
        return UnitFitness.permutationLines(instance, UnitFitness.Measure.EQUAL_PAIRS);
    }

    @Override
    public Map<String, Object> quickParameters() {
        return Map.of("n", 40, "p", 5);
    }

    @Override
    public boolean keepsBoxesPermutations() {
        return true;
    }

    @Override
    public RunResult run(Puzzle puzzle, Parameters p, long seed, Budget budget, RunControl.Observer observer) {
        return new Run(puzzle, p, seed, budget, observer).execute();
    }

    private static final class Run extends RunState {
        final int size;
        final double mu;
        final double muParent;
        final int swaps;
        final UnitFitness fitness;
        final BoxPermutation boxes;
        final BlockwiseCrossover crossover;
        final Tournament tournament;
        final Stagnation stagnation;
        final int[] parentA;
        final int[] parentB;
        int[][] population;
        int[][] next;
        double[] penalty;
        double[] nextPenalty;
        long purges;

        Run(Puzzle puzzle, Parameters p, long seed, Budget budget, RunControl.Observer observer) {
            super(puzzle, seed, budget, observer);
            size = p.getInt("n");
            mu = p.getDouble("mu");
            muParent = p.getDouble("muParent");
            swaps = p.getInt("swaps");
            fitness = penalty(instance);
            boxes = new BoxPermutation(instance);
            crossover = new BlockwiseCrossover(instance);
            tournament = new Tournament(p.getInt("k"));
            stagnation = new Stagnation(p.getInt("p"));
            parentA = new int[instance.cellCount];
            parentB = new int[instance.cellCount];
            population = new int[size][instance.cellCount];
            next = new int[size][instance.cellCount];
            penalty = new double[size];
            nextPenalty = new double[size];
        }

        RunResult execute() {
            for (int i = 0; i < size; i++) {
                boxes.fill(population[i], random);
                penalty[i] = fitness.evaluate(population[i]);
            }
            control.countEvaluations(size);
            int best = record();
            while (penalty[best] > 0 && control.nextGeneration()) {
                best = evolve(best);
                if (stagnation.observe(penalty[best])) {
                    best = purge(best);
                }
                best = record();
            }
            return control.finish(penalty[best] == 0, penalty[best], population[best], Map.of("purges", purges));
        }

        /**
         * Figure 3: pairs by K-tournament (the second from G − {Parent1}); the child is crossed and
         * mutated with μ; both parents are mutated with μ' and the better one joins; the best of G
         * joins unchanged (Section 3.1.7). Returns the index of the new best.
         */
        int evolve(int best) {
            int filled = 0;
            while (filled < size - 1) {
                int a = tournament.select(penalty, size, -1, random);
                int b = tournament.select(penalty, size, a, random);
                int[] child = next[filled];
                crossover.cross(population[a], population[b], child, random);
                double childPenalty = fitness.evaluate(child);
                if (random.nextDouble() < mu) {
                    childPenalty += mutate(child);
                }
                nextPenalty[filled++] = childPenalty;
                if (filled < size - 1) {
                    System.arraycopy(population[a], 0, parentA, 0, parentA.length);
                    System.arraycopy(population[b], 0, parentB, 0, parentB.length);
                    double fa = penalty[a] + (random.nextDouble() < muParent ? mutate(parentA) : 0);
                    double fb = penalty[b] + (random.nextDouble() < muParent ? mutate(parentB) : 0);
                    int[] better = fb < fa ? parentB : parentA;
                    System.arraycopy(better, 0, next[filled], 0, better.length);
                    nextPenalty[filled++] = Math.min(fa, fb);
                }
            }
            System.arraycopy(population[best], 0, next[size - 1], 0, instance.cellCount);
            nextPenalty[size - 1] = penalty[best];
            control.countEvaluations(size - 1);
            int[][] sp = population;
            population = next;
            next = sp;
            double[] sf = penalty;
            penalty = nextPenalty;
            nextPenalty = sf;
            return Ranking.argMin(penalty, size);
        }

        /**
         * Section 3.1.8: every individual but the best is replaced by its crossover with the best
         * chromosome, then mutated; the best survives unchanged (elitism).
         */
        int purge(int best) {
            purges++;
            int[] elite = population[best];
            for (int i = 0; i < size; i++) {
                if (i == best) {
                    continue;
                }
                crossover.cross(population[i], elite, next[0], random);
                System.arraycopy(next[0], 0, population[i], 0, instance.cellCount);
                penalty[i] = fitness.evaluate(population[i]) + mutate(population[i]);
            }
            control.countEvaluations(size - 1);
            return Ranking.argMin(penalty, size);
        }

        /**
         * Section 3.1.6: {@code swaps} times, swaps two free cells of one random box; returns the
         * penalty change. A box without two free cells is passed over; after 4 × boxes draws without
         * one, the swap is given up, so the loop ends on a puzzle with no such box.
         */
        double mutate(int[] grid) {
            double delta = 0;
            for (int s = 0; s < swaps; s++) {
                for (int attempt = 0; attempt < 4 * instance.boxUnits.length; attempt++) {
                    long pair = boxes.pickSwap(random.nextInt(instance.boxUnits.length), random);
                    if (pair >= 0) {
                        delta += fitness.swap(grid, (int) (pair >>> 32), (int) pair);
                        break;
                    }
                }
            }
            return delta;
        }

        int record() {
            return recordLowest(penalty, size);
        }
    }
}
