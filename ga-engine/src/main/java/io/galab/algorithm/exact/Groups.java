package io.galab.algorithm.exact;

import io.galab.puzzle.Geometry;
import java.util.Arrays;

/**
 * {@link CdclSearch}'s rules as exactly-one groups of variables ({@code c·n + d}, "cell c holds digit
 * d + 1"): group c (c &lt; cells) is cell c's digits, and group {@code cells + u·n + d} is unit u's cells
 * for digit d. A variable is in its cell's group and in one group per unit of its cell. Each group keeps
 * the count of its variables not yet propagated as false.
 */
final class Groups {

    /** {@code vars[g]}: the n variables of group g. */
    final int[][] vars;
    private final int n;
    private final int cells;
    private final int[][] cellUnits;
    private final int[] alive;

    Groups(Geometry geometry) {
        n = geometry.n();
        cells = geometry.cellCount();
        cellUnits = geometry.cellUnitTable();
        int[][] units = geometry.unitCellTable();
        vars = new int[cells + units.length * n][];
        for (int c = 0; c < cells; c++) {
            vars[c] = new int[n];
            for (int d = 0; d < n; d++) {
                vars[c][d] = c * n + d;
            }
        }
        for (int u = 0; u < units.length; u++) {
            for (int d = 0; d < n; d++) {
                int[] g = vars[cells + u * n + d] = new int[n];
                for (int i = 0; i < n; i++) {
                    g[i] = units[u][i] * n + d;
                }
            }
        }
        alive = new int[vars.length];
        Arrays.fill(alive, n);
    }

    /** The number of groups variable v is in. */
    int count(int v) {
        return 1 + cellUnits[v / n].length;
    }

    /** The k-th group of variable v: its cell's for k = 0, then its units'. */
    int of(int v, int k) {
        return k == 0 ? v / n : cells + cellUnits[v / n][k - 1] * n + v % n;
    }

    /** A variable of group g was propagated as false: the count of the others left. */
    int lose(int g) {
        return --alive[g];
    }

    /** Variable v, propagated as false, is unassigned again: its groups count it again. */
    void regain(int v) {
        for (int k = 0; k < count(v); k++) {
            alive[of(v, k)]++;
        }
    }

    /** Group g's clause, "one of its variables holds": their positive literals. */
    int[] clause(int g) {
        int[] lits = new int[n];
        for (int i = 0; i < n; i++) {
            lits[i] = 2 * vars[g][i];
        }
        return lits;
    }
}
