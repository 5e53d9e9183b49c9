package io.galab.algorithm;

import io.galab.puzzle.Puzzle;
import java.util.SplittableRandom;

/**
 * A selection for a GA's {@code selection} slot ({@link Operator}): it picks a parent from the population by
 * the members' penalties (lower is better). It reads penalties only and changes no member, so it fits a slot
 * whatever the members are ({@link Representation#GRID} required, {@link Representation#BOX_PERMUTATIONS}
 * kept). {@link #selection(Puzzle, Parameters)} makes the one a run uses, once per run, with the GA's
 * parameters (a tournament size it names, for example); a run draws from its own random stream, so the same
 * seed gives the same parents.
 */
public interface SelectionOperator extends Operator {

    /** One run's selection. */
    interface Selection {
        /**
         * The index of a parent among the members {@code [0, count)}, never {@code exclude} (-1 allows all),
         * drawing only from {@code random}; {@code penalty[i]} is member i's penalty, lower being better.
         */
        int select(double[] penalty, int count, int exclude, SplittableRandom random);
    }

    @Override
    default Slot slot() {
        return Slot.SELECTION;
    }

    @Override
    default Representation requires() {
        return Representation.GRID;
    }

    @Override
    default Representation keeps() {
        return Representation.BOX_PERMUTATIONS;
    }

    /** The selection of one run on {@code puzzle}, under the GA's {@code parameters}. */
    Selection selection(Puzzle puzzle, Parameters parameters);
}
