package io.galab.tune;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.RunResult;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.Puzzle;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A test algorithm whose success probability is a known function of its two parameters, with one clear
 * optimum: p(x, y) = exp(−((x − 0.3)² + (y − 0.7)²) / (2 · 0.2²)), 1 at (0.3, 0.7). A solved run costs
 * 1000 + U[0, 100) evaluations; an unsolved one the budget. Seeded by the run seed alone; no clock.
 */
public final class KnownOptimum implements Algorithm {

    public static final String ID = "known-optimum";
    public static final double X = 0.3;
    public static final double Y = 0.7;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String source() {
        return "test";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.ofDouble("x", 0.5, 0, 1, "first coordinate"),
                Parameter.ofDouble("y", 0.5, 0, 1, "second coordinate"),
                Parameter.ofBoolean("on", true, "when false the run never solves"),
                Parameter.ofInt("k", 1, 1, 10, "unused unless on"));
    }

    /** The success probability at (x, y). */
    public static double probability(double x, double y) {
        return Math.exp(-((x - X) * (x - X) + (y - Y) * (y - Y)) / (2 * 0.2 * 0.2));
    }

    @Override
    public RunResult run(Puzzle puzzle, Parameters p, long seed, Budget budget) {
        RunControl control = new RunControl(budget);
        SplittableRandom random = new SplittableRandom(seed);
        boolean solved = p.getBoolean("on") && random.nextDouble() < probability(p.getDouble("x"), p.getDouble("y"));
        control.countEvaluations(solved ? 1000 + random.nextInt(100) : Math.max(1, budget.maxEvaluations()));
        control.record(solved ? 0 : 1, solved ? 0 : 1);
        int[] grid = solved ? new ExactSolver(puzzle.geometry()).solve(puzzle).orElseThrow() : puzzle.givens();
        return control.finish(solved, solved ? 0 : 1, grid, Map.of());
    }
}
