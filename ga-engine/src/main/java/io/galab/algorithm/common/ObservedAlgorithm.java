package io.galab.algorithm.common;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.RunResult;
import io.galab.puzzle.Puzzle;

/**
 * A {@link PaperAlgorithm} whose runs tell an observer of every generation they record (the CLI's
 * {@code solve} prints them). Implement the five-argument {@code run}; the four-argument one runs
 * without an observer. The observer is passed explicitly, down to the run's {@link RunControl}.
 */
public abstract class ObservedAlgorithm extends PaperAlgorithm {

    protected ObservedAlgorithm(String id, String source, Budget paperBudget) {
        super(id, source, paperBudget);
    }

    @Override
    public final RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget) {
        return run(puzzle, parameters, seed, budget, RunControl.Observer.NONE);
    }

    @Override
    public abstract RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget,
            RunControl.Observer observer);
}
