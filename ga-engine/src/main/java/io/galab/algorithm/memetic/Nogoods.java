package io.galab.algorithm.memetic;

import io.galab.algorithm.common.WatchLists;
import io.galab.puzzle.Digits;
import io.galab.puzzle.Propagator;
import java.util.Arrays;

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
 * <p>Later decodes of the run propagate the nogoods (two watched placements each): when every placement of
 * a nogood but one is made, the last one's digit leaves its cell, and the decoder's singles follow. A
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

    private final int stride;
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
    // the nogoods: literals in one pool, each nogood's start and length; two watches on its first two literals
    private int[] pool = new int[1024];
    private int poolSize;
    private int[] begin = new int[64];
    private int[] length = new int[64];
    private int count;
    private final WatchLists watches;
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
        this.stride = n + 1;
        this.capacity = capacity;
        this.unitCells = unitCells;
        this.startCandidates = startCandidates;
        this.trail = new int[cellCount];
        this.level = new int[cellCount];
        this.reason = new int[cellCount];
        this.placedAt = new int[cellCount];
        this.removedBy = new int[cellCount * stride];
        this.watches = new WatchLists(cellCount * stride);
        this.mark = new int[cellCount];
        this.learnt = new int[cellCount];
        this.activity = activities ? new double[cellCount] : null;
    }

    /** A decode starts: an empty trail; past the capacity, the longer half of the nogoods goes first. */
    void start() {
        size = 0;
        decisions = 0;
        reads = 0;
        if (count > capacity) {
            reduce();
        }
    }

    /** The next placement is a decision. */
    void decide() {
        decisions++;
    }

    /** Cell c took digit v for {@code why} ({@link #DECISION}, {@link #NAKED} or a unit); its trail index. */
    int placed(int c, int v, int why) {
        trail[size] = c * stride + v;
        level[size] = decisions;
        reason[size] = why;
        placedAt[c] = size;
        return size++;
    }

    /** Digit d left cell c because of trail entry t, or nogood k as {@code -(k + 2)}. */
    void removed(int c, int d, int t) {
        removedBy[c * stride + d] = t;
    }

    /**
     * Placement {@code lit} was made: the nogoods watching it look for another watch, or force their last
     * placement's digit out of its cell ({@link #forced}); {@code grid} and {@code candidates} are the decode's.
     */
    void propagate(int lit, int[] grid, long[] candidates) {
        forcedCount = 0;
        int[] list = watches.list(lit);
        int size = watches.size(lit);
        for (int i = 0; i < size; i++) {
            int k = list[i];
            reads++;
            int s = begin[k];
            if (pool[s] == lit) {
                pool[s] = pool[s + 1];
                pool[s + 1] = lit;
            }
            int other = pool[s];
            if (refuted(other, grid, candidates)) {
                continue;
            }
            int j = s + 2;
            while (j < s + length[k] && holds(pool[j], grid)) {
                j++;
            }
            if (j < s + length[k]) {
                pool[s + 1] = pool[j];
                pool[j] = lit;
                watch(pool[s + 1], k);
                list[i--] = list[--size];
            } else if (!holds(other, grid)) {
                if (forcedCount == forced.length) {
                    forced = Arrays.copyOf(forced, forcedCount * 2);
                    forcedBy = Arrays.copyOf(forcedBy, forcedCount * 2);
                }
                forced[forcedCount] = other;
                forcedBy[forcedCount++] = -(k + 2);
            }
        }
        watches.truncate(lit, size);
    }

    private boolean holds(int lit, int[] grid) {
        return grid[lit / stride] == lit % stride;
    }

    private boolean refuted(int lit, int[] grid, long[] candidates) {
        int c = lit / stride;
        int d = lit % stride;
        return grid[c] != 0 ? grid[c] != d : (candidates[c] & 1L << d) == 0;
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
            markRemoval(c * stride + Digits.lowest(m), -1); // digit 64 is bit 0
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
            int cell = lit / stride;
            if (reason[t] == NAKED) {
                for (long m = startCandidates[cell] & ~(1L << lit % stride); m != 0; m &= m - 1) {
                    open += markRemoval(cell * stride + Digits.lowest(m), last);
                }
            } else {
                for (int q : unitCells[reason[t]]) {
                    if (q != cell && (startCandidates[q] & 1L << lit % stride) != 0) {
                        open += markRemoval(q * stride + lit % stride, last);
                    }
                }
            }
        }
        for (int t = 0; t <= top; t++) {
            if (mark[t] == stamp) {
                if (activity != null) {
                    activity[trail[t] / stride] += bump;
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
        int k = -by - 2;
        for (int j = begin[k]; j < begin[k] + length[k]; j++) {
            if (pool[j] != lit) {
                added += newMark(placedAt[pool[j] / stride], last);
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

    /** Keeps the learnt nogood, watched on its first two literals. */
    private void add() {
        if (poolSize + learntSize > pool.length) {
            pool = Arrays.copyOf(pool, Math.max(pool.length * 2, poolSize + learntSize));
        }
        if (count == begin.length) {
            begin = Arrays.copyOf(begin, count * 2);
            length = Arrays.copyOf(length, count * 2);
        }
        System.arraycopy(learnt, 0, pool, poolSize, learntSize);
        begin[count] = poolSize;
        length[count] = learntSize;
        poolSize += learntSize;
        watch(pool[begin[count]], count);
        watch(pool[begin[count] + 1], count);
        count++;
    }

    private void watch(int lit, int k) {
        watches.add(lit, k);
    }

    /** Keeps the shorter half of the nogoods (the older first among equals), and watches them afresh. */
    private void reduce() {
        int[] lengths = Arrays.copyOf(length, count);
        Arrays.sort(lengths);
        int limit = lengths[capacity / 2];
        int keep = capacity / 2 - (int) Arrays.stream(lengths).filter(l -> l < limit).count(); // of length limit
        int kept = 0;
        int to = 0;
        watches.clear();
        for (int k = 0; k < count; k++) {
            boolean stays = length[k] < limit || length[k] == limit && keep-- > 0;
            if (stays) {
                System.arraycopy(pool, begin[k], pool, to, length[k]);
                begin[kept] = to;
                length[kept] = length[k];
                to += length[k];
                watch(pool[begin[kept]], kept);
                watch(pool[begin[kept] + 1], kept);
                kept++;
            }
        }
        count = kept;
        poolSize = to;
    }

    /** How many nogoods are kept. */
    int size() {
        return count;
    }

    /** Nogood k's literals. */
    int[] literals(int k) {
        return Arrays.copyOfRange(pool, begin[k], begin[k] + length[k]);
    }
}
