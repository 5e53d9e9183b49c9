package io.galab.algorithm;

import io.galab.puzzle.Puzzle;
import java.util.SplittableRandom;

/**
 * A mutation for a GA's {@code mutation} slot ({@link Operator}). The GA decides when a member mutates, by its
 * paper's rule (purge-ga's μ a child, twodoku-ga's every child); the operator decides how. It changes the member
 * only through {@link Moves}, so that the GA keeps its score up to date as it does for its paper's own mutation
 * (a swap's change of penalty, not a new evaluation). {@link #mutation(Puzzle, Parameters)} makes the one a
 * run uses, once per run, with the GA's parameters (a rate it names, for example); a run draws from its own
 * random stream, so the same seed gives the same mutations.
 */
public interface MutationOperator extends Operator {

    /** The changes a mutation may make to the member it was given, applied and scored by the GA. */
    interface Moves {
        /** Exchanges the digits of free cells {@code x} and {@code y}. */
        void swap(int x, int y);

        /** Writes {@code digit} (1..n) into free cell {@code cell}. */
        void set(int cell, int digit);
    }

    /** One run's mutation. */
    interface Mutation extends UnitReads {
        /**
         * Mutates {@code member}: reads it, changes it only through {@code moves} (never a given), and draws
         * only from {@code random}.
         */
        void mutate(int[] member, Moves moves, SplittableRandom random);

    }

    @Override
    default Slot slot() {
        return Slot.MUTATION;
    }

    /** The mutation of one run on {@code puzzle}, under the GA's {@code parameters}. */
    Mutation mutation(Puzzle puzzle, Parameters parameters);
}
