package io.galab.algorithm.common;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Objective;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.RunResult;
import io.galab.puzzle.Puzzle;
import java.util.Map;
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

    /**
     * Runs to the end, until solved or out of budget: the one skeleton every built-in GA shares (as
     * MOEA Framework's {@code initialize}/{@code iterate}). {@link #initialise()} makes and evaluates
     * generation 0, {@link #record()} records it; then, while the best is no solution and
     * {@link RunControl#nextGeneration()} allows, {@link #iterate()} makes one generation and
     * {@link #record()} records it. The result holds {@link #bestFitness()}, {@link #bestGrid()} and
     * {@link #counters()}. Called once.
     */
    protected final RunResult execute() {
        initialise();
        record();
        while (!solved() && !settled() && control.nextGeneration()) {
            iterate();
            record();
        }
        return control.finish(solved(), bestFitness(), bestGrid(), counters());
    }

    /**
     * True when the run has nothing left to search (a complete search inside it proved that the puzzle has
     * no solution, and said so with {@link RunControl#stop}): the run ends before its next generation.
     */
    protected boolean settled() {
        return false;
    }

    /** Makes and evaluates the initial population (generation 0), counting its evaluations. */
    protected abstract void initialise();

    /** Makes one generation from the one before. */
    protected abstract void iterate();

    /** Records the current generation's best and mean ({@link RunControl#record}), e.g. with {@link #recordLowest}. */
    protected abstract void record();

    /** The best individual's fitness in the objective's terms: the result's {@code bestFitness}. */
    protected abstract double bestFitness();

    /** The best individual's grid: the result's {@code bestGrid}. */
    protected abstract int[] bestGrid();

    /** What the operators did, for the result ({@link RunResult#counters()}); none by default. */
    protected Map<String, Long> counters() {
        return Map.of();
    }

    /** Whether the best individual solves the puzzle: its fitness is the objective's target. */
    protected final boolean solved() {
        return control.objective().penalty(bestFitness()) == 0;
    }

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
