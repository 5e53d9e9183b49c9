package io.galab.report.calibration;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.common.ObservedAlgorithm;
import io.galab.algorithm.common.RunState;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.Puzzle;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A stand-in whose runtime law is known, for the calibration of the comparisons (not registered: the
 * calibration test loads it alone). Each generation solves the puzzle with probability
 * {@code solveProbability}, unless the run gave up at its start (probability {@code giveUp}); a generation
 * counts {@code costPerGeneration} evaluations and does {@code work} steps of arithmetic on the CPU (a run's start
 * 20 generations' worth). Two variants
 * that differ only in the cost make the same runs from the same seed, the one costing k times as many evaluations:
 * a planted effect on evaluations and none on generations or success; two that differ only in the work make the
 * same runs, the one taking k times the CPU time: a planted effect on seconds alone.
 */
public final class GeometricRuns extends ObservedAlgorithm {

    public static final String ID = "test-geometric-runs";
    private static final Map<String, int[]> SOLUTIONS = new ConcurrentHashMap<>();

    public GeometricRuns() {
        super(ID, "galab test fixture", Budget.generations(100), Run::new);
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.ofDouble("solveProbability", 0.03, 0.0001, 1, "chance a generation solves"),
                Parameter.ofInt("costPerGeneration", 1, 1, 1000, "evaluations a generation counts"),
                Parameter.ofDouble("giveUp", 0, 0, 1, "chance a run never solves"),
                Parameter.ofInt("work", 0, 0, 100_000_000, "steps of arithmetic a generation does"));
    }

    private static final class Run extends RunState {
        final double solveProbability;
        final int cost;
        final double giveUp;
        final int work;
        final Puzzle puzzle;
        long sink;
        boolean gaveUp;
        boolean solved;

        Run(Puzzle puzzle, Parameters p, long seed, Budget budget, RunControl.Observer observer) {
            super(puzzle, seed, budget, observer);
            this.puzzle = puzzle;
            solveProbability = p.getDouble("solveProbability");
            cost = p.getInt("costPerGeneration");
            giveUp = p.getDouble("giveUp");
            work = p.getInt("work");
        }

        @Override
        protected void initialise() {
            gaveUp = random.nextDouble() < giveUp;
            control.countEvaluations(cost);
            // a start worth 20 generations' work: a floor under every run's CPU time, whatever its draws
            spin(20L * work);
        }

        private void spin(long steps) {
            // CPU time in proportion to the steps: a xorshift the JIT cannot fold away (its result is kept)
            long x = sink | 1;
            for (long i = 0; i < steps; i++) {
                x ^= x << 13;
                x ^= x >>> 7;
                x ^= x << 17;
            }
            sink = x;
        }

        @Override
        protected void iterate() {
            // one draw a generation whatever the cost, so that variants of other costs make the same runs
            if (random.nextDouble() < solveProbability && !gaveUp) {
                solved = true;
            }
            control.countEvaluations(cost);
            spin(work);
        }

        @Override
        protected void record() {
            control.record(bestFitness(), bestFitness());
        }

        @Override
        protected double bestFitness() {
            return solved ? 0 : 1;
        }

        @Override
        protected int[] bestGrid() {
            return solved ? SOLUTIONS.computeIfAbsent(puzzle.id() + "|" + java.util.Arrays.toString(puzzle.givens()),
                    k -> new ExactSolver(puzzle.geometry()).attempt(puzzle, Long.MAX_VALUE, 0).solution()).clone()
                    : puzzle.givens();
        }
    }
}
