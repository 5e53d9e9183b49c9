package io.galab.solve;

import io.galab.puzzle.Geometry;
import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * {@link CdclSearch}'s rules as exactly-one groups of variables ({@link Placements#variable}): group c
 * (c &lt; cells) is cell c's digits, and group {@link #unitGroup unitGroup(u, d)} is unit u's cells for
 * digit d (1..n). A variable is in its cell's group and in one group per unit of its cell. Each group keeps
 * the count of its variables not yet propagated as false, and their sum, which names the last of them
 * without a scan of the group.
 */
final class Groups {

    /** {@code vars[g]}: the n variables of group g. */
    final int[][] vars;
    private final int n;
    private final int cells;
    private final int[][] cellUnits;
    private final int[] alive;
    private final int[] sum;

    Groups(Geometry geometry) {
        n = geometry.n();
        cells = geometry.cellCount();
        cellUnits = geometry.cellUnitTable();
        int[][] units = geometry.unitCellTable();
        vars = new int[cells + units.length * n][];
        for (int c = 0; c < cells; c++) {
            vars[c] = new int[n];
            for (int d = 0; d < n; d++) {
                vars[c][d] = Placements.variable(c, d + 1, n);
            }
        }
        for (int u = 0; u < units.length; u++) {
            for (int d = 0; d < n; d++) {
                int[] g = vars[unitGroup(u, d + 1)] = new int[n];
                for (int i = 0; i < n; i++) {
                    g[i] = Placements.variable(units[u][i], d + 1, n);
                }
            }
        }
        alive = new int[vars.length];
        Arrays.fill(alive, n);
        sum = new int[vars.length];
        for (int g = 0; g < vars.length; g++) {
            for (int v : vars[g]) {
                sum[g] += v;
            }
        }
    }

    /** The group of unit u's cells for digit d (1..n). */
    int unitGroup(int u, int d) {
        return cells + u * n + (d - 1);
    }

    /**
     * Writes the groups of variable v into {@code out}, its cell's first, then its units' in the cell's order,
     * and returns how many.
     */
    int groupsOf(int v, int[] out) {
        int c = Placements.cell(v, n);
        int d = Placements.digit(v, n);
        int[] units = cellUnits[c];
        out[0] = c;
        for (int k = 0; k < units.length; k++) {
            out[k + 1] = unitGroup(units[k], d);
        }
        return units.length + 1;
    }

    /** The most groups a variable is in. */
    int maxCount() {
        int most = 0;
        for (int[] units : cellUnits) {
            most = Math.max(most, units.length + 1);
        }
        return most;
    }

    /** Variable v of group g was propagated as false: the count of the others left. */
    int lose(int g, int v) {
        sum[g] -= v;
        return --alive[g];
    }

    /** The count of group g's variables not yet propagated as false. */
    int alive(int g) {
        return alive[g];
    }

    /** The one variable of group g not yet propagated as false, when its count is 1. */
    int last(int g) {
        return sum[g];
    }

    /** Variable v, propagated as false, is unassigned again: its groups count it again. */
    void regain(int v, int[] scratch) {
        for (int k = groupsOf(v, scratch) - 1; k >= 0; k--) {
            alive[scratch[k]]++;
            sum[scratch[k]] += v;
        }
    }

    /** Group g's clause, "one of its variables holds": their positive literals. */
    int[] clause(int g) {
        int[] lits = new int[vars[g].length];
        for (int i = 0; i < lits.length; i++) {
            lits[i] = Placements.holds(vars[g][i]);
        }
        return lits;
    }

    /**
     * Drops from every group the variables {@code fixed} says are set for good (at decision level 0, and
     * propagated): they are never undone, so a group needs only its open variables, to set false when one
     * of them holds and to name in its reason. The counts and sums stay, as they count the variables not
     * propagated as false, of which a fixed true one is one. The same assignments follow, with less to
     * scan: the reduced encoding a SAT solver gets after its givens are applied.
     */
    void compact(IntPredicate fixed) {
        for (int g = 0; g < vars.length; g++) {
            int[] open = vars[g];
            int kept = 0;
            for (int v : open) {
                kept += fixed.test(v) ? 0 : 1;
            }
            if (kept < open.length) {
                int[] left = new int[kept];
                kept = 0;
                for (int v : open) {
                    if (!fixed.test(v)) {
                        left[kept++] = v;
                    }
                }
                vars[g] = left;
            }
        }
    }
}
