package io.galab.algorithm;

/**
 * One run of an operator that may read units to score or compare them ({@link CrossoverOperator.Crossover},
 * {@link MutationOperator.Mutation}, {@link LocalSearchOperator.Search}): the GA counts what it read as unit
 * scorings (docs/experiments.md, "What an evaluation is").
 */
public interface UnitReads {

    /** The units it has read so far, to score or compare them. None by default. */
    default long unitReads() {
        return 0;
    }
}
