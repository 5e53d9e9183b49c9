package io.galab.algorithm.common;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Objective;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.RunResult;
import io.galab.puzzle.Puzzle;
import java.util.SplittableRandom;

/**
 * The state every built-in run starts from: the puzzle's tables, the run's only random generator
 * (seeded with the run seed) and its {@link RunControl}. Each algorithm's run class extends it.
 */
public abstract class RunState {

    protected final Instance instance;
    protected final SplittableRandom random;
    protected final RunControl control;

    /** {@code observer} is told of every generation the run records ({@link RunControl.Observer#NONE}: none). */
    protected RunState(Puzzle puzzle, long seed, Budget budget, RunControl.Observer observer) {
        this(Objective.PENALTY, puzzle, seed, budget, observer);
    }

    /** A run whose recorded values go {@code objective}'s way. */
    protected RunState(Objective objective, Puzzle puzzle, long seed, Budget budget, RunControl.Observer observer) {
        this.instance = new Instance(puzzle);
        this.random = new SplittableRandom(seed);
        this.control = new RunControl(objective, budget, observer);
    }

    /** Runs to the end: until solved or out of budget. Called once. */
    protected abstract RunResult execute();

    /**
     * Records the generation's best (lowest) and mean penalty of the first {@code size} individuals;
     * returns the best one's index.
     */
    protected int recordLowest(double[] penalty, int size) {
        int best = Ranking.argMin(penalty, size);
        control.record(penalty[best], Ranking.mean(penalty, size));
        return best;
    }
}
