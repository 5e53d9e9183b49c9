package io.galab.algorithm.growth;

import io.galab.algorithm.common.Instance;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Mutation / natural growth (SudoKube thesis, III.B.1.d and III.E.3.c).
 *
 * <p>One iteration draws r from [1, 100]. If r ≤ the standard-mutation threshold, a random digit goes
 * into a random free cell. Otherwise row, column or mini-grid growth is chosen with equal probability
 * and applied to every such segment of every component grid (every face of a cube, in turn): a
 * segment with a repeat has one of its repeated free cells replaced by a digit the segment lacks; a
 * segment without repeats gets, with the current mutation rate (percent), a swap of two of its free
 * cells. Givens never change.
 */
public final class NaturalGrowth {

    private final Instance instance;
    private final int[][][] segments;
    private final int[] counts;
    private final int[] candidates;
    private final int[] missing;
    private long growths;
    private long swaps;
    private long standardMutations;

    public NaturalGrowth(Instance instance) {
        this.instance = instance;
        int grids = instance.geometry.gridCount();
        int n = instance.n;
        segments = new int[3][grids * n][];
        for (int g = 0; g < grids; g++) {
            for (int k = 0; k < n; k++) {
                segments[0][g * n + k] = instance.unitCells[instance.geometry.rowUnit(g, k)];
                segments[1][g * n + k] = instance.unitCells[instance.geometry.columnUnit(g, k)];
                segments[2][g * n + k] = instance.unitCells[instance.geometry.boxUnit(g, k)];
            }
        }
        counts = new int[n + 1];
        candidates = new int[n];
        missing = new int[n];
    }

    /**
     * Runs {@code iterations} mutation iterations on one grid.
     *
     * @param standardThreshold percent of iterations that are standard mutation (1–3 in the thesis)
     * @param ratePercent       the current mutation rate, percent, for swaps in repeat-free segments
     */
    public void apply(int[] grid, int iterations, double standardThreshold, double ratePercent, SplittableRandom random) {
        int[] free = instance.freeCells;
        if (free.length == 0) {
            return;
        }
        for (int it = 0; it < iterations; it++) {
            int r = 1 + random.nextInt(100);
            if (r <= standardThreshold) {
                grid[free[random.nextInt(free.length)]] = 1 + random.nextInt(instance.n);
                standardMutations++;
                continue;
            }
            for (int[] segment : segments[random.nextInt(3)]) {
                grow(grid, segment, ratePercent, random);
            }
        }
    }

    private void grow(int[] grid, int[] segment, double ratePercent, SplittableRandom random) {
        int n = instance.n;
        Arrays.fill(counts, 0);
        for (int c : segment) {
            counts[grid[c]]++;
        }
        int repeated = 0;
        for (int c : segment) {
            if (counts[grid[c]] > 1 && !instance.fixed[c]) {
                candidates[repeated++] = c;
            }
        }
        if (repeated > 0) {
            int lacking = 0;
            for (int v = 1; v <= n; v++) {
                if (counts[v] == 0) {
                    missing[lacking++] = v;
                }
            }
            if (lacking > 0) {
                grid[candidates[random.nextInt(repeated)]] = missing[random.nextInt(lacking)];
                growths++;
            }
            return;
        }
        if (1 + random.nextInt(100) < ratePercent) {
            int f = 0;
            for (int c : segment) {
                if (!instance.fixed[c]) {
                    candidates[f++] = c;
                }
            }
            if (f >= 2) {
                int i = random.nextInt(f);
                int j = random.nextInt(f - 1);
                if (j >= i) {
                    j++;
                }
                int t = grid[candidates[i]];
                grid[candidates[i]] = grid[candidates[j]];
                grid[candidates[j]] = t;
                swaps++;
            }
        }
    }

    public long growths() {
        return growths;
    }

    public long swaps() {
        return swaps;
    }

    public long standardMutations() {
        return standardMutations;
    }
}
