package io.galab.algorithm.exact;

import io.galab.solve.Restarts;
import io.galab.puzzle.Digits;
import io.galab.puzzle.Geometry;
import io.galab.solve.Propagator;
import io.galab.solve.PropagatorEvents;
import io.galab.solve.SearchBound;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The {@code exact} variant's {@code search: restarts} (docs/algorithms.md, "exact"): a complete search
 * built for large grids, where a depth-first search that keeps its first choices can spend a run's whole
 * time under one wrong early choice (a heavy tail; Gomes, Selman &amp; Kautz, AAAI 1998).
 *
 * <ul>
 *   <li>Propagation is galab's one engine ({@link Propagator}): naked singles and hidden singles, driven
 *   by each removal of a candidate, with each (unit, digit)'s count of places kept up to date, and undone
 *   from its trail rather than copied per node.</li>
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
final class RestartingSearch implements CompleteSearch, PropagatorEvents {

    private final int[][] cellUnits;
    private final Propagator engine;
    private final long[] cand;
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
        this.cellUnits = geometry.cellUnitTable();
        this.engine = Propagator.forSearch(geometry);
        this.engine.events(this);
        this.cand = engine.candidates();
        this.weight = new long[geometry.unitCount()];
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
        Arrays.fill(weight, 1);
        if (!engine.loadGivens(givens) || !engine.propagate()) {
            return null;
        }
        int root = engine.mark();
        for (int i = 1; ; i++) {
            failures = 0;
            failureLimit = restartBase * Restarts.luby(i);
            if (search() || bound.stopped()) {
                return solution;
            }
            if (failures <= failureLimit) {
                return null; // the whole tree was searched within the limit: no solution
            }
            engine.undo(root);
        }
    }

    /** True when a solution was found; false on a failed subtree, a restart or the bound. */
    private boolean search() {
        int cell = branchCell();
        if (cell < 0) {
            solution = new int[cand.length];
            for (int c = 0; c < cand.length; c++) {
                solution[c] = Digits.lowest(cand[c]);
            }
            return true;
        }
        // the digits in ascending order (digit d on bit d − 1), one drawn at a time
        long m = Digits.ascending(cand[cell]);
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
            int mark = engine.mark();
            if (engine.place(cell, Digits.ofAscendingBit(b), Propagator.DECISION) && engine.propagate()) {
                if (search()) {
                    return true;
                }
            } else {
                failures++;
            }
            engine.undo(mark);
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

    /** A unit left without a place for a digit weighs one more (dom/wdeg). */
    @Override
    public void unitLost(int unit) {
        weight[unit]++;
    }

    /** A cell left without candidates: each of its units weighs one more. */
    @Override
    public void emptied(int cell) {
        for (int u : cellUnits[cell]) {
            weight[u]++;
        }
    }
}
