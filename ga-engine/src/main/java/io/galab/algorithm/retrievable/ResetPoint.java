package io.galab.algorithm.retrievable;

import io.galab.puzzle.Puzzle;

/**
 * The reset point of Das et al. (Section 3): the population is re-initialised every reset point
 * generations while unsolved — 2000 with 27 or fewer givens, 350 with 28–29, 300 with 30–31 and 200
 * with 32 or more.
 *
 * <p>The rule is stated for 9x9 puzzles. For another geometry the given count is first scaled to 81
 * cells, {@code round(givens × 81 / cells)}, so the rule keys on the share of givens.
 */
public final class ResetPoint {

    private ResetPoint() {
    }

    /** The reset point for a 9x9 puzzle with this many givens. */
    public static int forGivens81(int givens) {
        if (givens <= 27) {
            return 2000;
        }
        if (givens <= 29) {
            return 350;
        }
        if (givens <= 31) {
            return 300;
        }
        return 200;
    }

    /** The reset point for any puzzle, scaling its givens to 81 cells. */
    public static int of(Puzzle puzzle) {
        int cells = puzzle.geometry().cellCount();
        return forGivens81((int) Math.round(puzzle.givenCount() * 81.0 / cells));
    }
}
