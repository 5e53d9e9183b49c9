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
    /**
     * Each member's kept unit counts ({@link UnitFitness#evaluate(int[], long[])}) and whether they
     * match its grid, in each generation; arrays of length 0 per member when none are kept.
     */
    public long[][] counts;
    public boolean[] valid;
    public long[][] nextCounts;
    public boolean[] nextValid;

    /** Room for {@code members} grids of {@code cells} cells in each generation. */
    public PopulationBuffers(int members, int cells) {
        this(members, cells, 0);
    }

    /** The same, with room for {@code units} kept unit counts per member (0 for none). */
    public PopulationBuffers(int members, int cells, int units) {
        grid = new int[members][cells];
        penalty = new double[members];
        nextGrid = new int[members][cells];
        nextPenalty = new double[members];
        counts = new long[members][units];
        valid = new boolean[members];
        nextCounts = new long[members][units];
        nextValid = new boolean[members];
    }

    /** The next generation becomes the current one; the old one's arrays are reused as the next buffers. */
    public void swap() {
        int[][] grids = grid;
        grid = nextGrid;
        nextGrid = grids;
        double[] penalties = penalty;
        penalty = nextPenalty;
        nextPenalty = penalties;
        long[][] kept = counts;
        counts = nextCounts;
        nextCounts = kept;
        boolean[] valids = valid;
        valid = nextValid;
        nextValid = valids;
    }
}
