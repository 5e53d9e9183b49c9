package org.nc.sudoku.galab;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunResult;
import io.galab.puzzle.Puzzle;
import java.util.List;

/** galab's adapter for the project's solver, which lives in another package. */
public final class Adapter implements Algorithm {

    @Override
    public String id() {
        return "nc-solver";
    }

    @Override
    public String source() {
        return "the project's own solver";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of();
    }

    @Override
    public RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget) {
        return org.nc.sudoku.Solver.solve(puzzle, seed, budget);
    }
}
