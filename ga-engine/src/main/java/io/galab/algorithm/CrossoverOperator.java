package io.galab.algorithm;

import io.galab.puzzle.Puzzle;
import java.util.SplittableRandom;

/**
 * A crossover for a GA's {@code crossover} slot ({@link Operator}). {@link #crossover(Puzzle)} makes the one
 * a run uses, once per run; a run draws from its own random stream, so the same seed gives the same
 * children.
 */
public interface CrossoverOperator extends Operator {

    /** One run's crossover: writes a child of two parents. */
    interface Crossover extends UnitReads {
        /**
         * Writes into {@code child} a child of {@code parent1} and {@code parent2}, drawing only from
         * {@code random}: every free cell written, every given left as the parents hold it.
         */
        void cross(int[] parent1, int[] parent2, int[] child, SplittableRandom random);

    }

    @Override
    default Slot slot() {
        return Slot.CROSSOVER;
    }

    /** The crossover of one run on {@code puzzle}. */
    Crossover crossover(Puzzle puzzle);
}
