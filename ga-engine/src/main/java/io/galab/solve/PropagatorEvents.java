package io.galab.solve;

/** What a caller hears of a {@link Propagator}'s steps; every method does nothing unless overridden. */
public interface PropagatorEvents {
    /**
     * Cell c takes digit d for {@code reason}; returns the reason the placement's removals carry (the
     * decoder's trail index), by default {@code reason}.
     */
    default int placing(int cell, int digit, int reason) {
        return reason;
    }

    /** Digit d left cell c ({@code candidates} before the removal) because of {@code reason}. */
    default void removed(int cell, int digit, long candidates, int reason) {
    }

    /** A unit has no cell left for a digit. */
    default void unitLost(int unit) {
    }

    /** A cell has no candidate left. */
    default void emptied(int cell) {
    }

    /** A placement and its removals are done (the nogoods propagate here); false stops on a conflict. */
    default boolean placed(int cell, int digit, int reason) {
        return true;
    }
}
