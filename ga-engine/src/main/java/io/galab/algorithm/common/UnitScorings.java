package io.galab.algorithm.common;

import io.galab.algorithm.RunControl;

/**
 * Work on units counted as evaluations (docs/experiments.md, "What an evaluation is"): an operator
 * that reads a unit's digits, to score it or to find and repair its repeats, makes one unit scoring,
 * and one evaluation is as many unit scorings as the algorithm's full fitness scores units. An
 * operator keeps a running count of the units it read; {@link #count} turns the scorings not yet
 * counted into whole evaluations, carrying the remainder to the next call.
 */
public final class UnitScorings {

    private final int perEvaluation;
    private long counted;

    /** @param perEvaluation the number of units one full fitness evaluation scores (at least 1) */
    public UnitScorings(int perEvaluation) {
        this.perEvaluation = Math.max(1, perEvaluation);
    }

    /**
     * Counts into {@code control} the whole evaluations that {@code scorings}, the run's unit scorings
     * so far, make beyond those already counted.
     */
    public void count(RunControl control, long scorings) {
        long evaluations = scorings / perEvaluation;
        control.countEvaluations(evaluations - counted);
        counted = evaluations;
    }
}
