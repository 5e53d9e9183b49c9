package io.galab.solve;

import io.galab.puzzle.Digits;
import io.galab.puzzle.Geometry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@link CdclSearch}'s all-different reasoning on each unit, with explanations (docs/algorithms.md, "exact"):
 * the unit's cells and the digits still open to each (not false) form a bipartite graph, and a digit of a cell
 * that no perfect matching gives it is removed (generalised arc consistency; Régin, AAAI 1994). That is every
 * naked and hidden subset of the unit (a Hall set: k cells whose open digits are k digits), of any size, at once.
 *
 * <p>Each unit keeps its last matching and repairs it by augmenting paths. With the matching M, cell j
 * reaches cell h when some open digit of j other than M(j) is M(h). A digit e of cell c (e ≠ M(c)) belongs to
 * some perfect matching exactly when c is reached from the cell M⁻¹(e) (an alternating cycle); else the cells R
 * reached from M⁻¹(e) are a Hall set, their open digits exactly M(R), and e leaves c. The explanation (Katsirelos
 * &amp; Bacchus, AAAI 2005; Downing, Feydy &amp; Stuckey, "Explaining alldifferent", ACSC 2012) is the clause
 * {@code ¬x(c,e) ∨ ⋁ x(h,f)} over h ∈ R and f ∉ M(R): every literal of it but the first is false, and it follows
 * from the unit's "at most one cell a digit" and its cells' "at least one digit" by counting. A unit with no
 * perfect matching is a conflict: the cells H an augmenting path from a cell failed to leave have open digits
 * V with |V| = |H| − 1, and the clause {@code ⋁ x(h,f)} over h ∈ H and f ∉ V is false.
 *
 * <p>A unit is checked again when one of its cells lost a digit since its last check (the search calls
 * {@link #lose} as it propagates a removal), at the search's fixpoint of its cheaper rules; the explanation of
 * each removal is made as the removal is, one clause body a Hall set, kept until a backjump undoes it.
 */
final class HallSets {

    /** Where the removals go: sets variable v false for the explanation {@code body(index)}. */
    interface Removals {
        void remove(int variable, int reason);
    }

    private final int n;
    private final int[][] unitCells;
    private final int[][] cellUnits;
    private final byte[] literalValue;
    private final int[] level;
    /** Per unit and position in it, the digit (0..n−1) its last matching gave the cell. */
    private final int[] matched;
    private final boolean[] dirty;
    private final int[] dirtyList;
    private int dirtyCount;
    /** The explanations' bodies, by index; {@code madeAt} the trail's length when each was made. */
    private final List<int[]> bodies = new ArrayList<>();
    private final IntList madeAt = new IntList();
    private long checks;
    private long removals;

    /** Per cell, its digits not propagated as false, as an ascending mask ({@link Digits#ascending}). */
    private final long[] open;
    private final long[] domain;
    private final int[] index;
    private final int[] low;
    private final int[] component;
    private final int[] stack;
    private int stackSize;
    private long onStack;
    private int counter;
    private final int[] matchOf;
    private final int[] cellOfDigit;
    /** Per cell j with its bit in {@link #explained}, the index of this check's body for j's Hall set. */
    private final int[] bodyOf;
    private long explained;
    private long visited;
    private final IntList lits = new IntList();

    HallSets(Geometry geometry, byte[] literalValue, int[] level) {
        this.n = geometry.n();
        if (n > 64) {
            throw new IllegalArgumentException("Hall sets take grids up to 64 digits, not " + n);
        }
        this.cellUnits = geometry.cellUnitTable();
        this.literalValue = literalValue;
        this.level = level;
        this.unitCells = openCells(geometry.unitCellTable());
        this.matched = new int[unitCells.length * n];
        Arrays.fill(matched, -1);
        this.dirty = new boolean[unitCells.length];
        this.dirtyList = new int[unitCells.length];
        for (int u = 0; u < unitCells.length; u++) {
            markDirty(u);
        }
        this.open = new long[geometry.cellCount()];
        for (int c = 0; c < open.length; c++) {
            open[c] = openDigits(c);
        }
        this.domain = new long[n];
        this.index = new int[n];
        this.low = new int[n];
        this.component = new int[n];
        this.stack = new int[n];
        this.matchOf = new int[n];
        this.cellOfDigit = new int[n];
        this.bodyOf = new int[n];
    }

    /**
     * Each unit's cells but those that hold a digit at level 0 (a given, or placed by the givens' propagation,
     * which left their digits out of the others'): the others' digits are then as many as they are.
     */
    private int[][] openCells(int[][] units) {
        int[][] out = new int[units.length][];
        for (int u = 0; u < units.length; u++) {
            if (units[u].length != n) {
                throw new IllegalArgumentException("unit " + u + " has " + units[u].length + " cells, not " + n);
            }
            out[u] = Arrays.stream(units[u]).filter(c -> !fixed(c)).toArray();
        }
        return out;
    }

    /** Cell c holds a digit set at level 0. */
    private boolean fixed(int c) {
        for (int d = 1; d <= n; d++) {
            int v = Placements.variable(c, d, n);
            if (literalValue[Placements.holds(v)] == 1 && level[v] == 0) {
                return true;
            }
        }
        return false;
    }

    /** Variable v's removal was propagated: its cell's units are checked again at the next fixpoint. */
    void lose(int v) {
        int cell = Placements.cell(v, n);
        open[cell] &= ~Digits.ascendingBit(Placements.digit(v, n));
        for (int u : cellUnits[cell]) {
            markDirty(u);
        }
    }

    /** Variable v's removal, propagated, was undone by a backjump. */
    void regain(int v) {
        open[Placements.cell(v, n)] |= Digits.ascendingBit(Placements.digit(v, n));
    }

    private void markDirty(int u) {
        if (!dirty[u]) {
            dirty[u] = true;
            dirtyList[dirtyCount++] = u;
        }
    }

    /** The units checked so far. */
    long checks() {
        return checks;
    }

    /** The digits removed so far. */
    long removals() {
        return removals;
    }

    /** The false literals of explanation {@code index}: the clause's literals but the removed one. */
    int[] body(int index) {
        return bodies.get(index);
    }

    /** The trail is cut back to {@code trailTop}: the explanations made above it go. */
    void backjump(int trailTop) {
        while (madeAt.size > 0 && madeAt.data[madeAt.size - 1] >= trailTop) {
            madeAt.size--;
            bodies.remove(bodies.size() - 1);
        }
    }

    /**
     * Checks the units touched since their last check, until one removes a digit (then returns, so that the
     * search propagates the removals by its cheaper rules first) or has no perfect matching (its conflict clause,
     * every literal false); null when none did either. {@code trailTop}: the trail's length now.
     */
    int[] propagate(Removals out, int trailTop) {
        while (dirtyCount > 0) {
            int u = dirtyList[--dirtyCount];
            dirty[u] = false;
            checks++;
            long before = removals;
            int[] conflict = check(u, out, trailTop);
            if (conflict != null) {
                markDirty(u);
                return conflict;
            }
            if (removals != before) {
                return null;
            }
        }
        return null;
    }

    /** The open digits of cell c as an ascending mask, read from the literals' values. */
    private long openDigits(int c) {
        long mask = 0;
        for (int d = 1; d <= n; d++) {
            if (literalValue[Placements.holds(Placements.variable(c, d, n))] != -1) {
                mask |= Digits.ascendingBit(d);
            }
        }
        return mask;
    }

    private int[] check(int u, Removals out, int trailTop) {
        int[] cells = unitCells[u];
        int k = cells.length;
        Arrays.fill(cellOfDigit, -1);
        int offset = u * n;
        long live = 0;
        for (int i = 0; i < k; i++) {
            domain[i] = open[cells[i]];
            live |= (domain[i] & domain[i] - 1) != 0 ? 1L << i : 0;
            int e = matched[offset + i];
            if (e >= 0 && (domain[i] >>> e & 1) != 0 && cellOfDigit[e] < 0) {
                cellOfDigit[e] = i;
                matchOf[i] = e;
            } else {
                matchOf[i] = -1;
            }
        }
        for (int i = 0; i < k; i++) {
            if (matchOf[i] < 0) {
                visited = 0;
                if (!augment(i)) {
                    return violation(cells, i);
                }
            }
        }
        for (int i = 0; i < k; i++) {
            matched[offset + i] = matchOf[i];
        }
        explained = 0;
        Arrays.fill(index, 0, k, -1);
        counter = 0;
        for (long m = live; m != 0; m &= m - 1) { // a cell of one digit has no edge out: a component of its own
            int i = Long.numberOfTrailingZeros(m);
            if (index[i] < 0) {
                strong(i);
            }
        }
        for (long m = live; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            for (long others = others(i); others != 0; others &= others - 1) {
                int e = Long.numberOfTrailingZeros(others);
                int j = cellOfDigit[e];
                if (component[i] != component[j]) {
                    removals++;
                    out.remove(Placements.variable(cells[i], Digits.ofAscendingBit(e), n), bodyOf(cells, j, trailTop));
                }
            }
        }
        return null;
    }

    /**
     * Tarjan's strongly connected components from cell i, over "j reaches h": an edge (i, e) off the matching lies
     * on an alternating cycle, so in some perfect matching, exactly when i and M⁻¹(e) share a component.
     */
    private void strong(int i) {
        index[i] = low[i] = counter++;
        stack[stackSize++] = i;
        onStack |= 1L << i;
        for (long others = others(i); others != 0; others &= others - 1) {
            int j = cellOfDigit[Long.numberOfTrailingZeros(others)];
            if (index[j] < 0) {
                strong(j);
                low[i] = Math.min(low[i], low[j]);
            } else if ((onStack >>> j & 1) != 0) {
                low[i] = Math.min(low[i], index[j]);
            }
        }
        if (low[i] == index[i]) {
            int h;
            do {
                h = stack[--stackSize];
                onStack &= ~(1L << h);
                component[h] = i;
            } while (h != i);
        }
    }

    /** Kuhn's augmenting path from cell i, through digits not yet visited; true when it found a free digit. */
    private boolean augment(int i) {
        long open = domain[i] & ~visited;
        while (open != 0) {
            int e = Long.numberOfTrailingZeros(open);
            open &= open - 1;
            if ((visited >>> e & 1) != 0) {
                continue;
            }
            visited |= 1L << e;
            if (cellOfDigit[e] < 0 || augment(cellOfDigit[e])) {
                cellOfDigit[e] = i;
                matchOf[i] = e;
                return true;
            }
        }
        return false;
    }

    /** The cells reached from cell j (j among them), as a mask of positions. */
    private long reach(int j) {
        long reached = 1L << j;
        long frontier = reached;
        while (frontier != 0) {
            int h = Long.numberOfTrailingZeros(frontier);
            frontier &= frontier - 1;
            for (long others = others(h); others != 0; others &= others - 1) {
                long bit = 1L << cellOfDigit[Long.numberOfTrailingZeros(others)];
                if ((reached & bit) == 0) {
                    reached |= bit;
                    frontier |= bit;
                }
            }
        }
        return reached;
    }

    /** Cell h's open digits other than its matched one: its edges out. */
    private long others(int h) {
        return domain[h] & ~(1L << matchOf[h]);
    }

    /**
     * The explanation of removals by the Hall set reached from cell j (its cells' open digits are exactly the
     * digits matched to them): its index, made once a check.
     */
    private int bodyOf(int[] cells, int j, int trailTop) {
        if ((explained >>> j & 1) != 0) {
            return bodyOf[j];
        }
        long hall = reach(j);
        long digits = 0;
        for (long m = hall; m != 0; m &= m - 1) {
            digits |= 1L << matchOf[Long.numberOfTrailingZeros(m)];
        }
        bodies.add(outside(cells, hall, digits, false));
        madeAt.add(trailTop);
        explained |= 1L << j;
        bodyOf[j] = bodies.size() - 1;
        return bodyOf[j];
    }

    /** No perfect matching: cell i's failed path visited digits V; the conflict clause of the cells met. */
    private int[] violation(int[] cells, int i) {
        long hall = 1L << i;
        for (long m = visited; m != 0; m &= m - 1) {
            hall |= 1L << cellOfDigit[Long.numberOfTrailingZeros(m)];
        }
        return outside(cells, hall, visited, true);
    }

    /**
     * The literals "cell h holds f" for the cells h of {@code hall} and the digits f outside {@code digits}, all
     * false; those set at level 0 are left out unless {@code all} (they are false for good).
     */
    private int[] outside(int[] cells, long hall, long digits, boolean all) {
        lits.size = 0;
        for (long m = hall; m != 0; m &= m - 1) {
            int c = cells[Long.numberOfTrailingZeros(m)];
            for (int e = 0; e < n; e++) {
                if ((digits >>> e & 1) == 0) {
                    int v = Placements.variable(c, Digits.ofAscendingBit(e), n);
                    if (all || level[v] > 0) {
                        lits.add(Placements.holds(v));
                    }
                }
            }
        }
        return Arrays.copyOf(lits.data, lits.size);
    }
}
