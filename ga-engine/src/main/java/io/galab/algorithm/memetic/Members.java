package io.galab.algorithm.memetic;

/**
 * What a member of {@link PropagatingMemeticGa} is and how it gets its penalty: the {@code representation}
 * parameter (docs/algorithms.md, "propagating-memetic-ga"). {@link Decoder} for {@code decoded},
 * {@link TabuSearch} for {@code boxPermutation}. The GA's selection, crossover, islands and restarts
 * work on either through this.
 */
interface Members {

    /** The length of a member's unit counts; 0 when the representation keeps none. */
    int countLength();

    /** Makes a new random member in {@code grid} (and {@code counts}); returns its penalty. */
    int fresh(int[] grid, int[] counts);

    /**
     * Finishes a child and returns its penalty: one made by crossover ({@code crossed}: its counts are
     * stale), or a copy of a parent whose counts and {@code parentPenalty} it carries.
     */
    int child(int[] grid, int[] counts, boolean crossed, int parentPenalty);

    /** Unit scorings so far (docs/experiments.md, "What an evaluation is"). */
    long unitScorings();

    /** The grid the run reports for a member. */
    int[] reported(int[] grid);
}
