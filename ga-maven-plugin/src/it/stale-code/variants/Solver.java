package org.nc.sudoku;

import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.RunResult;
import io.galab.puzzle.Puzzle;
import java.util.Map;

/** The project's solver: galab's exact search stands in for it. */
public final class Solver {

    private Solver() {
    }

    public static RunResult solve(Puzzle puzzle, long seed, Budget budget) {
        var exact = Algorithms.builtIn().get("exact");
        return exact.run(puzzle, exact.parameters(Map.of()), seed, budget);
    }
}
