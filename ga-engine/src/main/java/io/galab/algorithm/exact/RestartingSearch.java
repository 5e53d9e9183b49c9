package io.galab.algorithm.exact;

import io.galab.puzzle.Geometry;
import io.galab.puzzle.SearchBound;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The {@code exact} variant's {@code search: restarts} (docs/algorithms.md, "exact"): a complete search
 * built for large grids, where a depth-first search that keeps its first choices can spend a run's whole
 * time under one wrong early choice (a heavy tail; Gomes, Selman &amp; Kautz, AAAI 1998).
 *
 * <ul>
 *   <li>Propagation is incremental: naked singles and hidden singles, driven by each removal of a
 *   candidate, with each (unit, digit)'s count of places kept up to date, and undone from a trail
 *   rather than copied per node.</li>
 *   <li>The cell to branch on minimises candidates divided by the weight of its units, a unit's weight
 *   being one plus the contradictions found in it (dom/wdeg; Boussemart, Hemery, Lecoutre &amp; Sais,
 *   ECAI 2004); ties and the order of digits are drawn from the run's seed.</li>
 *   <li>The search restarts after a number of failures that follows Luby's sequence (Luby, Sinclair
 *   &amp; Zuckerman, Inf. Proc. Letters 47, 1993) times {@code restartBase}, keeping the weights.</li>
 * </ul>
 *
 * <p>It is complete: a failure limit that doubles without end lets the last restart search the whole
 * tree, so a puzzle without solution is proven to have none. A search node is a branch tried (one digit
 * placed in a cell, then propagated).
 */
final class RestartingSearch implements CompleteSearch {

    private final int n;
    private final int[][] units;
    private final int[][] cellUnits;
    private final int[][] peers;
    private final long[] cand;
    /** {@code count[u·n + b]}: the cells of unit u that still have digit b + 1. */
    private final int[] count;
    /** Each removal {@code cell << 6 | b}, undone in reverse order. */
    private final int[] trail;
    private int trailTop;
    /** Pending singles: a cell (≥ 0) or a (unit, digit), {@code -(u·n + b) - 1}. */
    private final int[] queue;
    private int queueTop;
    private final long[] weight;
    private final SplittableRandom random;
    private final SearchBound bound;
    private long failures;
    private long failureLimit;
    private int[] solution;

    /**
     * @param bound the nodes allowed, the deadline and the interruption (one {@link SearchBound} a search)
     */
    RestartingSearch(Geometry geometry, SplittableRandom random, SearchBound bound) {
        this.n = geometry.n();
        this.units = geometry.unitCellTable();
        this.cellUnits = geometry.cellUnitTable();
        this.peers = geometry.peerTable();
        int cells = geometry.cellCount();
        this.cand = new long[cells];
        this.count = new int[units.length * n];
        this.trail = new int[cells * n];
        this.queue = new int[cells + units.length * n];
        this.weight = new long[units.length];
        this.random = random;
        this.bound = bound;
    }

    @Override
    public SearchBound bound() {
        return bound;
    }

    /**
     * Searches for a completion of {@code givens} (0 = blank), restarting after
     * {@code restartBase}·luby(i) failures: the solution, or null when there is none or the bound came
     * first ({@link SearchBound#stopped()} tells which).
     */
    @Override
    public int[] solve(int[] givens, int restartBase) {
        long full = n >= 64 ? -1L : (1L << n) - 1;
        Arrays.fill(cand, full);
        Arrays.fill(count, n);
        Arrays.fill(weight, 1);
        trailTop = 0;
        queueTop = 0;
        for (int c = 0; c < givens.length; c++) {
            if (givens[c] != 0 && !assign(c, givens[c] - 1)) {
                return null;
            }
        }
        if (!propagate()) {
            return null;
        }
        int root = trailTop;
        for (int i = 1; ; i++) {
            failures = 0;
            failureLimit = restartBase * luby(i);
            if (search() || bound.stopped()) {
                return solution;
            }
            if (failures <= failureLimit) {
                return null; // the whole tree was searched within the limit: no solution
            }
            undo(root);
        }
    }

    /** Luby's sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, …: luby(i) for i ≥ 1. */
    static long luby(long i) {
        long k = 1;
        while ((1L << k) - 1 < i) {
            k++;
        }
        return (1L << k) - 1 == i ? 1L << (k - 1) : luby(i - (1L << (k - 1)) + 1);
    }

    /** True when a solution was found; false on a failed subtree, a restart or the bound. */
    private boolean search() {
        int cell = branchCell();
        if (cell < 0) {
            solution = new int[cand.length];
            for (int c = 0; c < cand.length; c++) {
                solution[c] = Long.numberOfTrailingZeros(cand[c]) + 1;
            }
            return true;
        }
        long m = cand[cell];
        while (m != 0) {
            int k = random.nextInt(Long.bitCount(m));
            long pick = m;
            for (int j = 0; j < k; j++) {
                pick &= pick - 1;
            }
            int b = Long.numberOfTrailingZeros(pick);
            m &= ~(1L << b);
            if (!bound.node()) {
                return false;
            }
            int mark = trailTop;
            if (assign(cell, b) && propagate()) {
                if (search()) {
                    return true;
                }
            } else {
                queueTop = 0;
                failures++;
            }
            undo(mark);
            if (bound.stopped() || failures > failureLimit) {
                return false;
            }
        }
        return false;
    }

    /** The open cell with the fewest candidates per unit weight, ties drawn at random; -1 when none is open. */
    private int branchCell() {
        int best = -1;
        double bestScore = Double.MAX_VALUE;
        int ties = 0;
        for (int c = 0; c < cand.length; c++) {
            int k = Long.bitCount(cand[c]);
            if (k > 1) {
                long w = 0;
                for (int u : cellUnits[c]) {
                    w += weight[u];
                }
                double score = (double) k / w;
                if (score < bestScore) {
                    bestScore = score;
                    best = c;
                    ties = 1;
                } else if (score == bestScore && random.nextInt(++ties) == 0) {
                    best = c;
                }
            }
        }
        return best;
    }

    /**
     * Leaves only digit b + 1 in cell c; false on a contradiction. (Were b not among c's candidates, the
     * last removal would leave the cell empty, a contradiction too.)
     */
    private boolean assign(int c, int b) {
        for (long m = cand[c] & ~(1L << b); m != 0; m &= m - 1) {
            if (!remove(c, Long.numberOfTrailingZeros(m))) {
                return false;
            }
        }
        return true;
    }

    /** Removes digit b + 1 from cell c and queues the singles this makes; false on a contradiction. */
    private boolean remove(int c, int b) {
        long m = cand[c];
        if ((m & 1L << b) == 0) {
            return true;
        }
        m &= ~(1L << b);
        cand[c] = m;
        trail[trailTop++] = c << 6 | b;
        boolean ok = true;
        for (int u : cellUnits[c]) {
            int left = --count[u * n + b];
            if (left == 0) {
                weight[u]++;
                ok = false;
            } else if (left == 1) {
                queue[queueTop++] = -(u * n + b) - 1;
            }
        }
        if (m == 0) {
            return contradiction(c);
        }
        if ((m & m - 1) == 0) {
            queue[queueTop++] = c;
        }
        return ok;
    }

    private boolean contradiction(int c) {
        for (int u : cellUnits[c]) {
            weight[u]++;
        }
        return false;
    }

    /** Places the pending singles, and those they make, until none is left; false on a contradiction. */
    private boolean propagate() {
        while (queueTop > 0) {
            int x = queue[--queueTop];
            boolean ok = true;
            if (x >= 0) {
                int b = Long.numberOfTrailingZeros(cand[x]);
                for (int p : peers[x]) {
                    if (!remove(p, b)) {
                        ok = false;
                        break;
                    }
                }
            } else if (count[-x - 1] == 1) {
                int u = (-x - 1) / n;
                int b = (-x - 1) % n;
                for (int c : units[u]) {
                    if ((cand[c] & 1L << b) != 0) {
                        ok = cand[c] == 1L << b || assign(c, b);
                        break;
                    }
                }
            }
            if (!ok) {
                queueTop = 0;
                return false;
            }
        }
        return true;
    }

    /** Puts back every removal after {@code mark}. */
    private void undo(int mark) {
        while (trailTop > mark) {
            int e = trail[--trailTop];
            int c = e >>> 6;
            int b = e & 63;
            cand[c] |= 1L << b;
            for (int u : cellUnits[c]) {
                count[u * n + b]++;
            }
        }
    }
}
