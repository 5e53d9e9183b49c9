package io.galab.algorithm.common;

/**
 * A generational GA's population and the buffers its next generation is written into: members are
 * grids of primitive ints, each with its penalty. {@link #swap()} makes the next generation current
 * without copying or allocating, so the generation loop allocates nothing.
 */
public final class PopulationBuffers {

    /** The current generation's grids and their penalties. */
    public int[][] grid;
    public double[] penalty;
    /** Where the next generation is written before {@link #swap()}. */
    public int[][] nextGrid;
    public double[] nextPenalty;

    /** Room for {@code members} grids of {@code cells} cells in each generation. */
    public PopulationBuffers(int members, int cells) {
        grid = new int[members][cells];
        penalty = new double[members];
        nextGrid = new int[members][cells];
        nextPenalty = new double[members];
    }

    /** The next generation becomes the current one; the old one's arrays are reused as the next buffers. */
    public void swap() {
        int[][] grids = grid;
        grid = nextGrid;
        nextGrid = grids;
        double[] penalties = penalty;
        penalty = nextPenalty;
        nextPenalty = penalties;
    }
}
