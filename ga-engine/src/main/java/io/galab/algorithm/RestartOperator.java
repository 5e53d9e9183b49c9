package io.galab.algorithm;

import io.galab.puzzle.Puzzle;
import java.util.SplittableRandom;

/**
 * A restart for a GA's {@code restart} slot ({@link Operator}). The GA decides when its population restarts, by
 * its paper's rule (purge-ga: after {@code stagnationLimit} generations without a better best); the operator
 * decides how. It changes the members only through {@link Population}, whose moves are the GA's own: its
 * crossover and mutation slots and a fresh member made as the GA makes its first ones, each scored as the GA
 * scores it. So a restart keeps whatever the GA's members are, and fits any GA's slot ({@link Representation#GRID}
 * required, {@link Representation#BOX_PERMUTATIONS} kept). {@link #restart(Puzzle, Parameters)} makes the one a
 * run uses, once per run, with the GA's parameters; a run draws from its own random stream, so the same seed
 * gives the same restarts.
 */
public interface RestartOperator extends Operator {

    /** The population a restart works on, through the GA's own operators. */
    interface Population {
        /** How many members there are. */
        int size();

        /** The index of the best member when the restart began. */
        int best();

        /** Member i's penalty (lower is better). */
        double penalty(int i);

        /** Member {@code child} becomes the GA's crossover of members a and b (read before it is written). */
        void cross(int child, int a, int b, SplittableRandom random);

        /** The GA's mutation changes member i. */
        void mutate(int i, SplittableRandom random);

        /** Member i is made anew, as the GA makes its first members. */
        void fresh(int i, SplittableRandom random);
    }

    /** One run's restart. */
    interface Restart {
        /** Restarts {@code population}, drawing only from {@code random}. */
        void restart(Population population, SplittableRandom random);
    }

    @Override
    default Slot slot() {
        return Slot.RESTART;
    }

    @Override
    default Representation requires() {
        return Representation.GRID;
    }

    @Override
    default Representation keeps() {
        return Representation.BOX_PERMUTATIONS;
    }

    /** The restart of one run on {@code puzzle}, under the GA's {@code parameters}. */
    Restart restart(Puzzle puzzle, Parameters parameters);
}
