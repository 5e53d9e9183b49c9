package io.galab.algorithm.retrievable;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Choice;
import io.galab.algorithm.MutationOperator;
import io.galab.algorithm.Objective;
import io.galab.algorithm.Operators;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.Representation;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.common.Chance;
import io.galab.algorithm.common.Instance;
import io.galab.algorithm.common.ObservedAlgorithm;
import io.galab.algorithm.common.Ranking;
import io.galab.algorithm.common.RunState;
import io.galab.algorithm.common.Survivors;
import io.galab.algorithm.common.UnitFitness;
import io.galab.algorithm.common.UnitScorings;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import java.util.Arrays;
import java.util.Map;

/**
 * {@code retrievable-ga}: Das, Bhatia, Puri, Deep, "A Retrievable GA for Solving Sudoku Puzzles"
 * (Ret-GA; Section 3 and Figure 6).
 *
 * <p>Fitness (Eqs. 3–6): the number of unequal pairs in every row, column and sub-square, higher is
 * better; the maximum is 3N²(N−1)/2 = 972 for a 9x9, and in general units × N(N−1)/2. Results and
 * traces report this fitness: the objective is to maximise it ({@link #objective(Puzzle)}).
 */
public final class RetrievableGa extends ObservedAlgorithm {

    public static final String ID = "retrievable-ga";

    /** Paper budget: 50,000 generations (Section 4.1). */
    public RetrievableGa() {
        super(ID, "Das, Bhatia, Puri, Deep: A Retrievable GA for Solving Sudoku Puzzles",
                Budget.generations(50_000), Run::new);
    }

    /**
     * Remove repetition (Das et al., Section 3) repairs rows and columns, and the paper defines no repair of another
     * line, so a variant with extra units (a Sudoku-X's diagonals, a Windoku's windows) is refused.
     */
    @Override
    public java.util.Map<io.galab.algorithm.ShapeNeed, String> needs(Parameters parameters) {
        return java.util.Map.of(io.galab.algorithm.ShapeNeed.GRID_UNITS_ONLY, "its remove repetition (Das et al.,"
                + " Section 3) repairs rows and columns, and the paper defines no repair of another unit");
    }

    /** Eqs. 3–6: the fitness is maximised; a solved grid has {@link #maximumFitness}. */
    @Override
    public Objective objective(Puzzle puzzle) {
        return Objective.maximise(maximumFitness(puzzle.geometry()));
    }

    /** The maximum fitness, units × N(N−1)/2: 972 for a 9x9 Sudoku. */
    public static int maximumFitness(Geometry geometry) {
        return geometry.unitCount() * geometry.n() * (geometry.n() - 1) / 2;
    }

    /** The equal pairs over every unit; the Ret-GA fitness is {@link #maximumFitness} minus this. */
    static UnitFitness equalPairs(Instance instance) {
        return UnitFitness.allUnits(instance, UnitFitness.Measure.EQUAL_PAIRS);
    }

    /** The uniqueness fitness of Eqs. 3–6: unequal pairs in every row, column and sub-square. */
    public static int fitness(Instance instance, int[] grid) {
        return maximumFitness(instance.geometry) - equalPairs(instance).evaluate(grid);
    }

    /**
     * When the population is re-initialised (Section 2: "the fitness value ceased to improve after
     * certain number of generations"): at every multiple of the reset point ({@code fixed}), or after
     * the reset point's generations without a better best ({@code stagnation}).
     */
    public enum Reset implements Choice {
        FIXED, STAGNATION
    }

    /** What a re-initialisation keeps: nothing, the best individual, or the run's initial population. */
    public enum ResetKeeps implements Choice {
        NOTHING, BEST, INITIAL
    }

    /**
     * "Row-wise Uniform Crossover … probability 0.8": a pair is crossed with 0.8 and then each row
     * exchanged with ½ ({@code pairThenRows}), or each row of every pair exchanged with 0.8
     * ({@code perRow}).
     */
    public enum Crossover implements Choice {
        PAIR_THEN_ROWS, PER_ROW
    }

    /** A mutated free cell's new value: any of 1..N ({@code mayRepeat}), or always another value. */
    public enum Mutation implements Choice {
        MAY_REPEAT, ALWAYS_DIFFERENT
    }

    @Override
    public Map<String, Object> quickParameters() {
        return Map.of("resetPoint", 7);
    }

    private static final class Run extends RunState {
        final int size;
        final RowWiseCrossover crossover;
        /** The mutation slot (bitwise-mutation, Section 3, by default), and its moves on a member. */
        final MutationOperator.Mutation mutation;
        final MarkedMoves moves;
        final int maxFitness = maximumFitness(instance.geometry);
        final boolean crossoverRepair;
        final UnitFitness pairs = equalPairs(instance);
        final UnitScorings repairScorings = new UnitScorings(pairs.scoredUnitCount());
        final RemoveRepetition removeRepetition;
        final AlternateElitism elitism;
        final int[][] merged;
        final double[] mergedFitness;
        /** Selection keys of {@code elitismDistinct}: a duplicate's fitness lowered below every other. */
        final double[] keys;
        final int[] kept;
        final Survivors survivors;
        int[][] population;
        int[][] spare;
        /**
         * Beside each grid, the lines that may hold a repeat of a given (RemoveRepetition's marks), so that
         * remove repetition reads only those: they travel with their grids through selection.
         */
        final long[][] marks;
        final long[][] spareMarks;
        final long[][] mergedMarks;
        double[] fitness;
        long resets;
        final Resets resetRule;
        final ResetKeeps resetKeeps;
        final boolean distinct;
        int[][] initial;
        double[] initialFitness;
        final int[] bestGrid;
        /** The fittest member of the generation last recorded. */
        int best;

        Run(Puzzle puzzle, Parameters p, long seed, Budget budget, RunControl.Observer observer) {
            super(Objective.maximise(maximumFitness(puzzle.geometry())), puzzle, seed, budget, observer);
            int requested = p.getInt("populationSize");
            size = requested > 0 ? requested : 10 * instance.n;
            crossover = new RowWiseCrossover(instance, Chance.of(p.getDouble("crossoverRate")),
                    p.getChoice("crossover", Crossover.class) == Crossover.PER_ROW);
            int rp = p.getInt("resetPoint");
            resetRule = new Resets(p.getChoice("reset", Reset.class), rp > 0 ? rp : ResetPoint.of(puzzle));
            crossoverRepair = p.getBoolean("crossoverRepair");
            resetKeeps = p.getChoice("resetKeeps", ResetKeeps.class);
            distinct = p.getBoolean("elitismDistinct");
            bestGrid = new int[instance.cellCount];
            removeRepetition = new RemoveRepetition(instance, p.getChoice("repetitionValues",
                    RemoveRepetition.Values.class));
            mutation = Operators.visible().mutation(p.getText("mutationOperator"), Representation.GRID)
                    .mutation(puzzle, p);
            moves = new MarkedMoves(instance, removeRepetition, p.getText("mutationOperator"));
            elitism = new AlternateElitism(2 * size, p.getBoolean("everySecond")
                    ? AlternateElitism.Mode.EVERY_SECOND : AlternateElitism.Mode.ALTERNATE_SOURCES);
            population = new int[size][instance.cellCount];
            spare = new int[size][instance.cellCount];
            marks = new long[size][];
            spareMarks = new long[size][];
            for (int i = 0; i < size; i++) {
                marks[i] = removeRepetition.marks();
                spareMarks[i] = removeRepetition.marks();
            }
            mergedMarks = new long[2 * size][];
            merged = new int[2 * size][];
            mergedFitness = new double[2 * size];
            keys = new double[2 * size];
            kept = new int[size];
            survivors = new Survivors(2 * size);
            fitness = new double[size];
        }

        @Override
        protected void initialise() {
            fillPopulation();
            if (resetKeeps == ResetKeeps.INITIAL) {
                initial = new int[size][];
                for (int i = 0; i < size; i++) {
                    initial[i] = population[i].clone();
                }
                initialFitness = fitness.clone();
            }
        }

        @Override
        protected void iterate() {
            best = evolve();
            if (fitness[best] < maxFitness && resetRule.due(control.generation(), fitness[best])) {
                resets++;
                restart(best);
            }
        }

        @Override
        protected double bestFitness() {
            return fitness[best];
        }

        @Override
        protected int[] bestGrid() {
            return population[best];
        }

        @Override
        protected Map<String, Long> counters() {
            return Map.of("resets", resets);
        }

        /** A re-initialisation, keeping what {@code resetKeeps} says. */
        void restart(int best) {
            if (resetKeeps == ResetKeeps.INITIAL) {
                for (int i = 0; i < size; i++) {
                    System.arraycopy(initial[i], 0, population[i], 0, instance.cellCount);
                }
                System.arraycopy(initialFitness, 0, fitness, 0, size);
                for (long[] m : marks) {
                    removeRepetition.markAll(m);
                }
                return;
            }
            double kept = fitness[best];
            System.arraycopy(population[best], 0, bestGrid, 0, instance.cellCount);
            fillPopulation();
            if (resetKeeps == ResetKeeps.BEST) {
                System.arraycopy(bestGrid, 0, population[0], 0, instance.cellCount);
                removeRepetition.markAll(marks[0]);
                fitness[0] = kept;
            }
        }

        /** Random values in every free cell, then remove repetition (Section 3); evaluated. */
        void fillPopulation() {
            for (int i = 0; i < size; i++) {
                int[] grid = population[i];
                System.arraycopy(instance.givens, 0, grid, 0, grid.length);
                for (int c : instance.freeCells) {
                    grid[c] = 1 + random.nextInt(instance.n);
                }
                removeRepetition.markAll(marks[i]);
                removeRepetition.apply(grid, marks[i], random);
            }
            evaluateAll(population, fitness);
        }

        /**
         * One generation (Section 3, Figure 6): row-wise uniform crossover between consecutive
         * individuals, remove repetition and a solution check (with {@code crossoverRepair}), bit-wise
         * mutation, remove repetition, then alternate elitism over before + after.
         */
        int evolve() {
            for (int i = 0; i + 1 < size; i += 2) {
                if (crossover.apply(population[i], population[i + 1], spare[i], spare[i + 1], random)) {
                    // a child's line holds cells of both parents, so it may repeat a given where either did
                    RemoveRepetition.union(marks[i], marks[i + 1], spareMarks[i]);
                    RemoveRepetition.union(marks[i], marks[i + 1], spareMarks[i + 1]);
                } else {
                    System.arraycopy(marks[i], 0, spareMarks[i], 0, marks[i].length);
                    System.arraycopy(marks[i + 1], 0, spareMarks[i + 1], 0, marks[i + 1].length);
                }
            }
            if (size % 2 == 1) {
                System.arraycopy(population[size - 1], 0, spare[size - 1], 0, instance.cellCount);
                System.arraycopy(marks[size - 1], 0, spareMarks[size - 1], 0, marks[size - 1].length);
            }
            if (crossoverRepair) {
                int solved = repairAndCheck();
                if (solved >= 0) {
                    return solved;
                }
            }
            // the mutation slot on every child, each written value marked for remove repetition
            for (int s = 0; s < size; s++) {
                int[] grid = spare[s];
                long[] lines = spareMarks[s];
                mutation.mutate(grid, moves.on(grid, lines), random);
                removeRepetition.apply(grid, lines, random);
            }
            for (int i = 0; i < size; i++) {
                merged[i] = population[i];
                mergedFitness[i] = fitness[i];
                merged[size + i] = spare[i];
                mergedMarks[i] = marks[i];
                mergedMarks[size + i] = spareMarks[i];
            }
            for (int i = 0; i < size; i++) {
                mergedFitness[size + i] = maxFitness - pairs.evaluate(spare[i]);
            }
            control.countEvaluations(size);
            repairScorings.count(control, removeRepetition.unitReads() + mutation.unitReads());
            if (distinct) {
                selectDistinct();
            } else {
                elitism.select(mergedFitness, 2 * size, kept);
            }
            survivors.keep(merged, mergedFitness, kept, population, fitness, spare);
            survivors.arrange(mergedMarks, kept, marks, spareMarks);
            return best();
        }

        /**
         * Alternate elitism with duplicates removed first (a probe reading): an individual equal to one
         * before it in the merged order (the population before crossover first) ranks below every other
         * one, so it survives only when too few distinct ones remain.
         */
        void selectDistinct() {
            for (int i = 0; i < 2 * size; i++) {
                keys[i] = mergedFitness[i];
                for (int j = 0; j < i; j++) {
                    if (mergedFitness[j] == mergedFitness[i] && Arrays.equals(merged[j], merged[i])) {
                        keys[i] = Double.NEGATIVE_INFINITY;
                        break;
                    }
                }
            }
            elitism.select(keys, 2 * size, kept);
        }

        /**
         * Section 3: remove repetition is "applied after ... crossover", and the maximum fitness is
         * checked "after crossover and mutation". A crossed individual that is a solution ends the run:
         * it takes the place of the population's first member, whose grid becomes a spare buffer.
         *
         * @return the index of the solved member, or -1
         */
        int repairAndCheck() {
            for (int i = 0; i < size; i++) {
                removeRepetition.apply(spare[i], spareMarks[i], random);
            }
            control.countEvaluations(size);
            repairScorings.count(control, removeRepetition.unitReads() + mutation.unitReads());
            for (int i = 0; i < size; i++) {
                if (pairs.isZero(spare[i])) {
                    int[] solution = spare[i];
                    spare[i] = population[0];
                    population[0] = solution;
                    long[] lines = spareMarks[i];
                    spareMarks[i] = marks[0];
                    marks[0] = lines;
                    fitness[0] = maxFitness;
                    return 0;
                }
            }
            return -1;
        }

        void evaluateAll(int[][] grids, double[] into) {
            for (int i = 0; i < size; i++) {
                into[i] = maxFitness - pairs.evaluate(grids[i]);
            }
            control.countEvaluations(size);
            repairScorings.count(control, removeRepetition.unitReads() + mutation.unitReads());
        }

        /** The index of the fittest individual (highest fitness; the first on ties). */
        int best() {
            int best = 0;
            for (int i = 1; i < size; i++) {
                if (fitness[i] > fitness[best]) {
                    best = i;
                }
            }
            return best;
        }

        @Override
        protected void record() {
            best = best();
            control.record(fitness[best], Ranking.mean(fitness, size));
        }
    }
}
