package io.galab.algorithm.twodoku;

import io.galab.algorithm.common.Instance;
import io.galab.puzzle.Geometry;
import java.util.Arrays;

/**
 * Column and row local search (Twodoku report, "Local Search", adapted from Wang et al.'s LSGA).
 *
 * <p>Column search, per component grid: for every pair of illegal columns (columns holding a repeat)
 * in the same band of boxes, and every row, the two cells where the row crosses them are swapped when
 * both are free, each holds a value repeated in its own column, and each value is missing from the
 * other column. The swap then removes a repeat from both columns, and since both cells share a row and
 * a box, every row and box keeps its digits. Row search is the same with rows and columns exchanged.
 * As in the report, every pair in the set of illegal lines is tried, not a random one.
 *
 * <p>Unlike the report's reference code, whose column search never fills the second list of
 * repeats and so never swaps, the swaps here really happen; {@link #apply} returns how many.
 */
public final class LocalSearch {

    private final Instance instance;
    private final Geometry geometry;
    private final int n;
    private final int b;
    private final int[] countA;
    private final int[] countB;
    private long unitReads;

    public LocalSearch(Instance instance) {
        this.instance = instance;
        this.geometry = instance.geometry;
        this.n = instance.n;
        this.b = geometry.boxSize();
        this.countA = new int[n + 1];
        this.countB = new int[n + 1];
    }

    /** Column search then row search on every component grid; returns the number of swaps made. */
    public int apply(int[] grid) {
        int swaps = 0;
        for (int g = 0; g < geometry.gridCount(); g++) {
            swaps += search(grid, g, true);
        }
        for (int g = 0; g < geometry.gridCount(); g++) {
            swaps += search(grid, g, false);
        }
        return swaps;
    }

    /** One grid's column search ({@code columns} true) or row search. */
    private int search(int[] grid, int g, boolean columns) {
        int swaps = 0;
        for (int l1 = 0; l1 < n; l1++) {
            int u1 = columns ? geometry.columnUnit(g, l1) : geometry.rowUnit(g, l1);
            count(grid, u1, countA);
            if (!hasRepeat(countA)) {
                continue;
            }
            int bandEnd = (l1 / b + 1) * b;
            for (int l2 = l1 + 1; l2 < bandEnd; l2++) {
                int u2 = columns ? geometry.columnUnit(g, l2) : geometry.rowUnit(g, l2);
                count(grid, u2, countB);
                if (!hasRepeat(countB)) {
                    continue;
                }
                for (int k = 0; k < n; k++) {
                    int x = columns ? geometry.gridCell(g, k, l1) : geometry.gridCell(g, l1, k);
                    int y = columns ? geometry.gridCell(g, k, l2) : geometry.gridCell(g, l2, k);
                    if (instance.fixed[x] || instance.fixed[y]) {
                        continue;
                    }
                    int a = grid[x];
                    int v = grid[y];
                    if (a != v && countA[a] > 1 && countB[v] > 1 && countB[a] == 0 && countA[v] == 0) {
                        grid[x] = v;
                        grid[y] = a;
                        countA[a]--;
                        countA[v]++;
                        countB[v]--;
                        countB[a]++;
                        swaps++;
                    }
                }
                if (!hasRepeat(countA)) {
                    break;
                }
            }
        }
        return swaps;
    }

    private void count(int[] grid, int u, int[] counts) {
        unitReads++;
        Arrays.fill(counts, 0);
        for (int c : instance.unitCells[u]) {
            counts[grid[c]]++;
        }
    }

    private boolean hasRepeat(int[] counts) {
        for (int v = 1; v <= n; v++) {
            if (counts[v] > 1) {
                return true;
            }
        }
        return false;
    }

    /**
     * The rows and columns read so far, each a unit scoring (docs/experiments.md, "What an evaluation
     * is"): the search reads a line to find its repeats.
     */
    public long unitReads() {
        return unitReads;
    }
}
