package io.galab.algorithm.memetic;

import io.galab.puzzle.Digits;
import io.galab.solve.ClauseStore;
import io.galab.solve.Placements;
import io.galab.solve.Propagator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What the decodes of one run learn from their dead ends (docs/algorithms.md, "propagating-memetic-ga",
 * "Nogoods"): a decode that leaves a cell without candidates has shown that some of its placements cannot
 * all hold in a solution. The conflict is analysed as a clause-learning solver analyses one (Marques-Silva
 * and Sakallah's first unique implication point): each placement is a decision (a gene, or a draw) or was
 * forced, by a naked single (the cell's other digits left it) or a hidden single (the digit left the unit's
 * other cells); each elimination was made by a placement in a peer or in the cell itself, or by a nogood.
 * Forced placements of the last decision's level are replaced by their reasons until one placement of that
 * level is left; it and the placements of earlier levels are the nogood: never all of them.
 *
 * <p>Later decodes of the run propagate the nogoods, kept in galab's one clause store ({@link ClauseStore}) as
 * clauses "not p1 or not p2 or …", each watched by two of its literals: when every placement of a nogood but
 * one is made, the last one's digit leaves its cell, and the decoder's singles follow. A
 * nogood of one placement removes the digit from the cell's candidates for the rest of the run. Nothing
 * is undone: a decode is still one pass without backtracking; the nogoods only say which digits are
 * already refuted. At most {@code capacity} nogoods are kept: past it, the longer half goes.
 *
 * <p>With {@code cellOrder: conflicts}, each analysis also bumps the activity of the cells it reads (the dead
 * end's and the marked placements'), and the bump grows by 1/0.95 a dead end, as VSIDS does (Moskewicz et al.,
 * DAC 2001): the decoder breaks ties among the cells of fewest candidates by it.
 *
 * <p>A literal is {@code cell·(n + 1) + digit}: "the cell holds the digit".
 */
final class Nogoods {

    /** A placement's reason: a decision, a naked single, or (≥ 0) the unit of a hidden single. */
    static final int DECISION = Propagator.DECISION;
    static final int NAKED = Propagator.NAKED;
    /** The activities' decay a dead end, as VSIDS's (Moskewicz et al. 2001; MiniSat's 0.95). */
    static final double DECAY = 0.95;

    private final int n;
    private final int capacity;
    private final int[][] unitCells;
    private final long[] startCandidates;
    // the decode's trail: each placement's literal, decision level and reason
    private final int[] trail;
    private final int[] level;
    private final int[] reason;
    private final int[] placedAt;
    /** Per literal whose digit left its cell: the placement (trail index) that removed it, or -(k + 2): nogood k. */
    private final int[] removedBy;
    private int size;
    private int decisions;
    /** The nogoods, as clauses of the literals "not p" (scored by their length), and the decode they read. */
    private final ClauseStore store;
    private int[] grid;
    private long[] candidates;
    private final ClauseStore.Literals values = new ClauseStore.Literals() {
        @Override
        public int value(int literal) {
            int v = Placements.varOf(literal);
            int c = Placements.cell(v, n);
            int d = Placements.digit(v, n);
            int p = grid[c] != 0 ? (grid[c] == d ? 1 : -1) : (candidates[c] & Digits.bit(d)) == 0 ? -1 : 0;
            return Placements.isHolds(literal) ? p : -p;
        }

        /** A nogood whose other placements are all made forces its last one's digit out of its cell. */
        @Override
        public boolean imply(int literal, int clause) {
            if (value(literal) == 0) {
                if (forcedCount == forced.length) {
                    forced = Arrays.copyOf(forced, forcedCount * 2);
                    forcedBy = Arrays.copyOf(forcedBy, forcedCount * 2);
                }
                forced[forcedCount] = placement(literal);
                forcedBy[forcedCount++] = -(clause + 2);
            }
            return true; // a decode never stops: a nogood all made is a dead end the analysis finds
        }
    };
    /** The eliminations the last placement forced: literals, and their nogoods. */
    int[] forced = new int[16];
    int[] forcedBy = new int[16];
    int forcedCount;
    // the analysis' marks and output
    private final int[] mark;
    private int stamp;
    private final int[] learnt;
    private int learntSize;
    private int highest;
    /** Trail entries and nogoods read in this decode (the decoder counts them as unit scorings). */
    long reads;
    /**
     * Per cell, how often (decayed) it took part in a dead end's analysis: the cell order's tie-break; null when
     * the decoder does not order by it, and the analyses then keep none.
     */
    final double[] activity;
    private double bump = 1;

    Nogoods(int n, int cellCount, int[][] unitCells, long[] startCandidates, int capacity, boolean activities) {
        this.n = n;
        this.capacity = capacity;
        this.unitCells = unitCells;
        this.startCandidates = startCandidates;
        this.trail = new int[cellCount];
        this.level = new int[cellCount];
        this.reason = new int[cellCount];
        this.placedAt = new int[cellCount];
        this.removedBy = new int[Placements.keys(cellCount, n)];
        this.store = new ClauseStore(2 * cellCount * n);
        this.mark = new int[cellCount];
        this.learnt = new int[cellCount];
        this.activity = activities ? new double[cellCount] : null;
    }

    /** A decode starts: an empty trail; past the capacity, the longer half of the nogoods goes first. */
    void start() {
        size = 0;
        decisions = 0;
        reads = 0;
        if (store.size() > capacity) {
            // keeps the shorter half of the nogoods, the older first among equals
            List<Integer> worst = store.worstFirst(k -> true, true);
            store.delete(worst.subList(0, worst.size() - capacity / 2));
        }
    }

    /** The next placement is a decision. */
    void decide() {
        decisions++;
    }

    /** Cell c took digit v for {@code why} ({@link #DECISION}, {@link #NAKED} or a unit); its trail index. */
    int placed(int c, int v, int why) {
        trail[size] = Placements.key(c, v, n);
        level[size] = decisions;
        reason[size] = why;
        placedAt[c] = size;
        return size++;
    }

    /** Digit d left cell c because of trail entry t, or nogood k as {@code -(k + 2)}. */
    void removed(int c, int d, int t) {
        removedBy[Placements.key(c, d, n)] = t;
    }

    /**
     * Placement {@code lit} was made: the nogoods watching it look for another watch, or force their last
     * placement's digit out of its cell ({@link #forced}); {@code grid} and {@code candidates} are the decode's.
     */
    void propagate(int lit, int[] grid, long[] candidates) {
        forcedCount = 0;
        this.grid = grid;
        this.candidates = candidates;
        long before = store.visits();
        store.propagate(Placements.lacks(Placements.keyVariable(lit, n)), values);
        reads += store.visits() - before;
    }


    /** The placement that a store literal names. */
    private int placement(int literal) {
        int v = Placements.varOf(literal);
        return Placements.key(Placements.cell(v, n), Placements.digit(v, n), n);
    }

    /**
     * Analyses cell c, left without candidates, and keeps the nogood; returns its literal when it has only
     * one (the caller removes that digit for good), else -1.
     */
    int learn(int c) {
        stamp++;
        learntSize = 0;
        highest = -1;
        for (long m = startCandidates[c]; m != 0; m &= m - 1) {
            markRemoval(Placements.key(c, Digits.lowest(m), n), -1); // digit 64 is bit 0
        }
        int top = highest;
        if (top < 0) {
            return -1;
        }
        int last = level[top]; // the conflict's level: the trail's levels ascend
        int open = 0;
        for (int t = top; t >= 0 && level[t] == last; t--) {
            open += mark[t] == stamp ? 1 : 0;
        }
        for (int t = top; t >= 0 && level[t] == last; t--) {
            if (mark[t] != stamp) {
                continue;
            }
            reads++;
            if (open == 1 || reason[t] == DECISION) {
                learnt[learntSize++] = trail[t];
                break;
            }
            open--;
            int lit = trail[t];
            int cell = Placements.keyCell(lit, n);
            int digit = Placements.keyDigit(lit, n);
            if (reason[t] == NAKED) {
                for (long m = startCandidates[cell] & ~Digits.bit(digit); m != 0; m &= m - 1) {
                    open += markRemoval(Placements.key(cell, Digits.lowest(m), n), last);
                }
            } else {
                for (int q : unitCells[reason[t]]) {
                    if (q != cell && (startCandidates[q] & Digits.bit(digit)) != 0) {
                        open += markRemoval(Placements.key(q, digit, n), last);
                    }
                }
            }
        }
        for (int t = 0; t <= top; t++) {
            if (mark[t] == stamp) {
                if (activity != null) {
                    activity[Placements.keyCell(trail[t], n)] += bump;
                }
                if (level[t] < last) {
                    learnt[learntSize++] = trail[t];
                }
            }
        }
        if (activity != null) {
            activity[c] += bump;
            decay();
        }
        if (learntSize == 1) {
            return learnt[0];
        }
        add();
        return -1;
    }

    /** Later dead ends weigh more: the bump grows by 1/0.95 a conflict, and every activity shrinks past 1e100. */
    private void decay() {
        bump /= DECAY;
        if (bump > 1e100) {
            for (int c = 0; c < activity.length; c++) {
                activity[c] *= 1e-100;
            }
            bump *= 1e-100;
        }
    }

    /**
     * Marks the placements that removed literal {@code lit}'s digit from its cell (keeping the highest trail
     * index marked); how many of level {@code last} were not marked before.
     */
    private int markRemoval(int lit, int last) {
        int by = removedBy[lit];
        if (by >= 0) {
            return newMark(by, last);
        }
        int added = 0;
        for (int q : store.get(-by - 2)) {
            int p = placement(q);
            if (p != lit) {
                added += newMark(placedAt[Placements.keyCell(p, n)], last);
            }
        }
        return added;
    }

    private int newMark(int t, int last) {
        if (mark[t] == stamp) {
            return 0;
        }
        mark[t] = stamp;
        highest = Math.max(highest, t);
        return level[t] == last ? 1 : 0;
    }

    /** Keeps the learnt nogood as the clause of its negated placements, watched on its first two. */
    private void add() {
        int[] lits = new int[learntSize];
        for (int i = 0; i < learntSize; i++) {
            lits[i] = Placements.lacks(Placements.keyVariable(learnt[i], n));
        }
        store.add(lits, learntSize);
    }

    /** The store's index past its last nogood: a mark for {@link #since}. */
    int mark() {
        return store.added();
    }

    /** The nogoods learnt since {@code mark} and still kept, as the store's literals ("not p"), each a copy. */
    List<int[]> since(int mark) {
        return store.keptSince(mark);
    }

    /**
     * Keeps a clause learnt elsewhere (the CDCL partner's) whose literals are all "not p": a nogood. A
     * literal whose cell has the placement's digit as its only start candidate is false in every decode and
     * in every solution, so it is left out, and a clause with a placement the start excludes is always
     * satisfied, so it is not kept. Returns the placement of a nogood left with one (the caller removes its
     * digit for good), else -1.
     */
    int adopt(int[] lits) {
        int[] kept = new int[lits.length];
        int size = 0;
        for (int l : lits) {
            int v = Placements.varOf(l);
            long only = Digits.bit(Placements.digit(v, n));
            long start = startCandidates[Placements.cell(v, n)];
            if ((start & only) == 0) {
                return -1;
            }
            if (start != only) {
                kept[size++] = l;
            }
        }
        if (size == 1) {
            return placement(kept[0]);
        }
        if (size > 1) {
            store.add(Arrays.copyOf(kept, size), size);
        }
        return -1;
    }

    /** How many nogoods are kept. */
    int size() {
        return store.size();
    }

    /** The nogoods kept, each its placements ({@link Placements#key}), in the order they were learnt. */
    List<int[]> nogoods() {
        List<int[]> out = new ArrayList<>();
        for (int[] c : store.kept()) {
            out.add(Arrays.stream(c).map(this::placement).toArray());
        }
        return out;
    }
}
