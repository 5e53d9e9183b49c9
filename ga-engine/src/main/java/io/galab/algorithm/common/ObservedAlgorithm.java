package io.galab.algorithm.common;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.RunResult;
import io.galab.puzzle.Puzzle;

/**
 * A {@link PaperAlgorithm} whose runs are {@link RunState}s that tell an observer of every generation
 * they record (the CLI's {@code solve} prints them). A subclass passes the constructor of its run
 * class; each run is made with it and executed once. The observer is passed explicitly, down to the
 * run's {@link RunControl}.
 */
public abstract class ObservedAlgorithm extends PaperAlgorithm {

    /** Makes the state of one run; usually the constructor of the algorithm's run class ({@code Run::new}). */
    @FunctionalInterface
    public interface Runs {
        RunState start(Puzzle puzzle, Parameters parameters, long seed, Budget budget, RunControl.Observer observer);
    }

    private final Runs runs;

    protected ObservedAlgorithm(String id, String source, Budget paperBudget, Runs runs) {
        super(id, source, paperBudget);
        this.runs = runs;
    }

    @Override
    public final RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget) {
        return run(puzzle, parameters, seed, budget, RunControl.Observer.NONE);
    }

    @Override
    public final RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget,
            RunControl.Observer observer) {
        return runs.start(puzzle, parameters, seed, budget, observer).execute();
    }
}
