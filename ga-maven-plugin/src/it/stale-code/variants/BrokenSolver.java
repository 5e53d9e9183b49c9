package org.nc.sudoku;

import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.RunResult;
import io.galab.puzzle.Puzzle;
import java.util.Map;

/** The project's solver after a one-line regression: it gives up on every even seed. */
public final class Solver {

    private Solver() {
    }

    public static RunResult solve(Puzzle puzzle, long seed, Budget budget) {
        if (seed % 2 == 0) {
            RunControl control = new RunControl(budget);
            control.record(0, 0);
            return control.finish(false, 0, puzzle.givens(), Map.of());
        }
        var exact = Algorithms.builtIn().get("exact");
        return exact.run(puzzle, exact.parameters(Map.of()), seed, budget);
    }
}
