package com.acme.galab;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunResult;
import io.galab.puzzle.Puzzle;
import java.util.List;

/** galab's adapter for the solver module's climber. */
public final class AcmeClimber implements Algorithm {

    @Override
    public String id() {
        return "acme-climber";
    }

    @Override
    public String source() {
        return "the acme solver module";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of();
    }

    @Override
    public RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget) {
        return com.acme.solver.Climber.solve(puzzle, seed, budget);
    }
}
