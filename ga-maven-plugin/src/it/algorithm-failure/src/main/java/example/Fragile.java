package example;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunResult;
import io.galab.puzzle.Puzzle;
import java.util.List;

/** A user's algorithm with a bug: every run throws. */
public final class Fragile implements Algorithm {

    @Override
    public String id() {
        return "fragile";
    }

    @Override
    public String source() {
        return "an integration test";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of();
    }

    @Override
    public RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget) {
        int[] counts = new int[3];
        return explode(counts, puzzle.geometry().n());
    }

    private static RunResult explode(int[] counts, int n) {
        counts[n] = 1; // index 9 of 3: the bug
        return null;
    }
}
