package io.galab.solve;

import io.galab.puzzle.Geometry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@link CdclSearch}'s pointing and claiming (box–line reduction) as a propagator with lazy explanations
 * (Ohrimenko, Stuckey &amp; Codish, Constraints 2009): for two units that share two cells or more (a box and a
 * line) and a digit, when every variable of the digit in the first unit outside the shared cells is false,
 * the digit is in the shared cells, so every variable of the digit in the second unit outside them is false.
 * The explanation of such a literal {@code ¬x(w)} is the clause {@code ¬x(w) ∨ x(u₁) ∨ … ∨ x(uₖ)} over the
 * first unit's variables outside the shared cells, which follows from the first unit's "at least one" and the
 * second unit's "at most one" by resolution: a clause of the plain encoding's consequences, made only when
 * the conflict analysis asks for it.
 *
 * <p>Each ordered pair (first, second) of a digit keeps the count of its first unit's outside variables not
 * yet propagated as false, as {@link Groups} keeps its counts: lost when a variable's falsity is propagated,
 * regained when a backjump undoes it. Built after the givens, from the groups' open variables.
 */
final class Intersections {

    /** Per pair: the first unit's variables outside the shared cells (the explanation), and the second's. */
    final int[][] outside;
    final int[][] target;
    private final int[] alive;
    /** Per variable, the pairs whose {@link #outside} holds it: {@code pairs[start[v] .. start[v + 1])}. */
    private final int[] start;
    private final int[] pairs;

    private Intersections(int[][] outside, int[][] target, int vars) {
        this.outside = outside;
        this.target = target;
        this.alive = new int[outside.length];
        int[] count = new int[vars + 1];
        for (int[] o : outside) {
            for (int v : o) {
                count[v + 1]++;
            }
        }
        for (int v = 0; v < vars; v++) {
            count[v + 1] += count[v];
        }
        this.start = count.clone();
        this.pairs = new int[count[vars]];
        for (int p = 0; p < outside.length; p++) {
            alive[p] = outside[p].length;
            for (int v : outside[p]) {
                pairs[count[v]++] = p;
            }
        }
    }

    /**
     * The pairs of units of {@code geometry} that share two cells or more, for each digit, from the open
     * variables of {@code groups} (after {@link Groups#compact}): a pair is kept when both units have open
     * variables outside the shared cells and two or more inside them (fewer leave nothing the groups do not
     * already propagate).
     */
    static Intersections of(Geometry geometry, Groups groups) {
        int n = geometry.n();
        int cells = geometry.cellCount();
        int[][] units = geometry.unitCellTable();
        int[][] cellUnits = geometry.cellUnitTable();
        List<int[]> outside = new ArrayList<>();
        List<int[]> target = new ArrayList<>();
        int[] shared = new int[units.length];
        int[] mark = new int[cells * n];
        int stamp = 0;
        for (int a = 0; a < units.length; a++) {
            Arrays.fill(shared, 0);
            for (int c : units[a]) {
                for (int b : cellUnits[c]) {
                    shared[b]++;
                }
            }
            for (int b = 0; b < units.length; b++) {
                if (b == a || shared[b] < 2) {
                    continue;
                }
                for (int d = 0; d < n; d++) {
                    int[] first = groups.vars[groups.unitGroup(a, d + 1)];
                    int[] second = groups.vars[groups.unitGroup(b, d + 1)];
                    stamp++;
                    for (int v : second) {
                        mark[v] = stamp;
                    }
                    int in = 0;
                    for (int v : first) {
                        in += mark[v] == stamp ? 1 : 0;
                    }
                    if (in >= 2 && in < first.length && in < second.length) {
                        outside.add(without(first, mark, stamp));
                        stamp++;
                        for (int v : first) {
                            mark[v] = stamp;
                        }
                        target.add(without(second, mark, stamp));
                    }
                }
            }
        }
        return new Intersections(outside.toArray(new int[0][]), target.toArray(new int[0][]), cells * n);
    }

    /** The variables of {@code vars} not marked with {@code stamp}. */
    private static int[] without(int[] vars, int[] mark, int stamp) {
        int k = 0;
        for (int v : vars) {
            k += mark[v] == stamp ? 0 : 1;
        }
        int[] out = new int[k];
        k = 0;
        for (int v : vars) {
            if (mark[v] != stamp) {
                out[k++] = v;
            }
        }
        return out;
    }

    /** The first pair whose outside holds variable v, and the end of them: {@link #pair}(i) for i in between. */
    int from(int v) {
        return start[v];
    }

    int to(int v) {
        return start[v + 1];
    }

    int pair(int i) {
        return pairs[i];
    }

    /** The count of pair p's outside variables not yet propagated as false. */
    int alive(int p) {
        return alive[p];
    }

    /** Pair p's outside variable was propagated as false: the count of the others left. */
    int lose(int p) {
        return --alive[p];
    }

    /** Variable v, propagated as false, is unassigned again: its pairs count it again. */
    void regain(int v) {
        for (int i = start[v]; i < start[v + 1]; i++) {
            alive[pairs[i]]++;
        }
    }

    /** The explanation of {@code ¬x(w)} by pair p: {@code ¬x(w)} and the pair's outside variables, positive. */
    int[] clause(int p, int w) {
        int[] lits = new int[outside[p].length + 1];
        lits[0] = Placements.lacks(w);
        for (int i = 0; i < outside[p].length; i++) {
            lits[i + 1] = Placements.holds(outside[p][i]);
        }
        return lits;
    }
}
