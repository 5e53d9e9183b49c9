package io.galab.algorithm;

import io.galab.puzzle.Puzzle;
import java.util.SplittableRandom;

/**
 * A local search for a GA's local-search slot ({@link Operator}): it improves a member in place. The GA decides
 * when it runs (twodoku-ga: after each generation, on every member, when {@code localSearch} is on) and scores
 * a changed member anew. {@link #search(Puzzle, Parameters)} makes the one a run uses, once per run, with the
 * GA's parameters; a run draws from its own random stream, so the same seed gives the same members.
 */
public interface LocalSearchOperator extends Operator {

    /** One run's local search. */
    interface Search extends UnitReads {
        /**
         * Improves {@code member} in place, changing free cells only and drawing only from {@code random}; returns
         * the number of moves it made, 0 when the member is unchanged.
         */
        int improve(int[] member, SplittableRandom random);

    }

    @Override
    default Slot slot() {
        return Slot.LOCAL_SEARCH;
    }

    /** The local search of one run on {@code puzzle}, under the GA's {@code parameters}. */
    Search search(Puzzle puzzle, Parameters parameters);
}
