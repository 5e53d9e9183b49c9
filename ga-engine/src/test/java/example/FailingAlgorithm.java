package example;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.RunResult;
import io.galab.puzzle.Puzzle;
import java.util.List;
import java.util.Map;

/**
 * A user's algorithm outside galab's packages (not registered anywhere): it throws, or with
 * {@code lie} reports its givens as a solution.
 */
public final class FailingAlgorithm implements Algorithm {

    private final boolean lie;

    public FailingAlgorithm(boolean lie) {
        this.lie = lie;
    }

    @Override
    public String id() {
        return lie ? "liar" : "thrower";
    }

    @Override
    public String source() {
        return "a test";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of();
    }

    @Override
    public RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget) {
        if (!lie) {
            throw new IllegalStateException("my bug");
        }
        RunControl control = new RunControl(budget);
        control.record(0, 0);
        int[] grid = puzzle.givens();
        java.util.Arrays.fill(grid, 1);
        return control.finish(true, 0, grid, Map.of());
    }
}
