package io.galab.algorithm.twodoku;

import io.galab.algorithm.common.Instance;
import io.galab.puzzle.Geometry;
import java.util.Arrays;

/**
 * Local search as the report's reference code performs it, defects included ({@code referenceCode:
 * true}; {@code docs/algorithms.md}, twodoku-ga decision 9). The published Table 4 rows were made with
 * this behaviour, so a researcher who wants those rows, or wants to show what the defects changed,
 * needs it; {@link LocalSearch} is the working operator and the default.
 *
 * <p>The reference code works on a copy of each component grid as rows:
 * <ul>
 *   <li><b>Column search</b> never swaps: the repeats of the second column are appended to the first
 *   column's list, so the list it loops over is always empty. Here it is left out.</li>
 *   <li><b>Row search</b> collects R, the rows among the first n − b (rows 0–5 on a 9x9) that hold a
 *   repeat; for the second and later grids it tests rows r + b but then works on rows r. For every pair
 *   r1 &lt; r2 of R, it lists each row's repeated values with the index of their box
 *   ({@code c / b + b · (r / b)}). For each value v of r1 and w of r2 in the same box, in column order,
 *   it swaps the two cells of <em>column = that box index</em> in rows r1 and r2 (not the cells that
 *   hold v and w), when both are free, v is not in row r2 and w is not in row r1 at that moment.</li>
 *   <li>The grids are written back from the copies in order, and a cell that an earlier grid shares
 *   (the Twodoku's shared box) keeps the earlier grid's value, so a swap there is lost.</li>
 * </ul>
 * Such a swap stays inside one column and one box, so it never breaks a column or a box permutation;
 * it only moves values between two rows.
 */
public final class ReferenceLocalSearch {

    private final Instance instance;
    private final Geometry geometry;
    private final int n;
    private final int b;
    private final int[][] rows;
    private final int[] illegal;
    private final int[] values1;
    private final int[] boxes1;
    private final int[] values2;
    private final int[] boxes2;
    private final int[] counts;
    private long unitReads;
    /** {@code ownedEarlier[g][r * n + c]}: the cell also lies in a grid before g. */
    private final boolean[][] ownedEarlier;

    public ReferenceLocalSearch(Instance instance) {
        this.instance = instance;
        this.geometry = instance.geometry;
        this.n = instance.n;
        this.b = geometry.boxSize();
        this.rows = new int[n][n];
        this.illegal = new int[n];
        this.values1 = new int[n];
        this.boxes1 = new int[n];
        this.values2 = new int[n];
        this.boxes2 = new int[n];
        this.counts = new int[n + 1];
        this.ownedEarlier = new boolean[geometry.gridCount()][n * n];
        for (int g = 0; g < geometry.gridCount(); g++) {
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    ownedEarlier[g][r * n + c] = geometry.cellGrids(geometry.gridCell(g, r, c))[0] < g;
                }
            }
        }
    }

    /** The reference code's row search on every component grid; returns the number of swaps made. */
    public int apply(int[] grid) {
        int swaps = 0;
        for (int g = 0; g < geometry.gridCount(); g++) {
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    rows[r][c] = grid[geometry.gridCell(g, r, c)];
                }
            }
            swaps += rowSearch(g);
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    if (!ownedEarlier[g][r * n + c]) {
                        grid[geometry.gridCell(g, r, c)] = rows[r][c];
                    }
                }
            }
        }
        return swaps;
    }

    private int rowSearch(int g) {
        int shift = g == 0 ? 0 : b;
        int found = 0;
        for (int r = 0; r < n - b; r++) {
            if (hasRepeat(rows[r + shift])) {
                illegal[found++] = r;
            }
        }
        int swaps = 0;
        for (int i = 0; i < found; i++) {
            for (int j = i + 1; j < found; j++) {
                int r1 = illegal[i];
                int r2 = illegal[j];
                int k1 = repeats(r1, values1, boxes1);
                int k2 = repeats(r2, values2, boxes2);
                for (int x = 0; x < k1; x++) {
                    for (int y = 0; y < k2; y++) {
                        int box = boxes1[x];
                        if (box == boxes2[y] && !fixed(g, r1, box) && !fixed(g, r2, box)
                                && !contains(rows[r2], values1[x]) && !contains(rows[r1], values2[y])) {
                            int t = rows[r1][box];
                            rows[r1][box] = rows[r2][box];
                            rows[r2][box] = t;
                            swaps++;
                        }
                    }
                }
            }
        }
        return swaps;
    }

    /** The repeated values of row r in column order, with the index of the box each lies in. */
    private int repeats(int r, int[] values, int[] boxes) {
        unitReads++;
        Arrays.fill(counts, 0);
        for (int c = 0; c < n; c++) {
            counts[rows[r][c]]++;
        }
        int k = 0;
        for (int c = 0; c < n; c++) {
            if (counts[rows[r][c]] > 1) {
                values[k] = rows[r][c];
                boxes[k++] = c / b + b * (r / b);
            }
        }
        return k;
    }

    private boolean fixed(int g, int r, int c) {
        return instance.fixed[geometry.gridCell(g, r, c)];
    }

    private boolean hasRepeat(int[] row) {
        unitReads++;
        Arrays.fill(counts, 0);
        for (int v : row) {
            if (++counts[v] > 1) {
                return true;
            }
        }
        return false;
    }

    private static boolean contains(int[] row, int v) {
        for (int x : row) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    /** The rows read so far, each a unit scoring (docs/experiments.md, "What an evaluation is"). */
    public long unitReads() {
        return unitReads;
    }
}
