package io.galab.puzzle;

/**
 * The exact solver's propagation: naked singles (a settled cell, one candidate left, removes its digit
 * from its peers) and hidden singles (a digit with one place left in a unit goes there) to a fixed point,
 * on 64-bit candidate masks. A cell or a unit left without a candidate is a contradiction.
 *
 * <p>The work is incremental: a settled cell is queued once, when it settles, and a unit's hidden singles
 * are looked for only after one of its cells lost a candidate. Both rules only remove candidates, and
 * removing one never stops either rule from applying elsewhere, so the fixed point, and whether it holds a
 * contradiction, does not depend on the order of the work: every result is a full sweep's over the grid
 * (the solver's earlier propagation; its node counts are pinned in {@code ExactSolverTest}), in a time
 * that grows with what changes rather than with the grid (reports/performance.md, "Exact solver").
 *
 * <p>The queues are kept between calls, so an instance serves one search on one thread; the tables are
 * the solver's, made once per solver and never written.
 */
final class Singles {

    private final long full;
    private final int[][] units;
    private final int[][] peers;
    private final int[][] cellUnits;
    /** Settled cells whose digit is still to leave their peers. */
    private final int[] queue;
    private final boolean[] dirty;
    /** Units to look at for hidden singles, a ring: each is in it at most once (its {@code dirty} flag). */
    private final int[] pending;
    private int first;
    private int count;

    /** The solver's tables, shared and only read: {@code units[u]}, {@code peers[cell]}, {@code cellUnits[cell]}. */
    Singles(long full, int[][] units, int[][] peers, int[][] cellUnits) {
        this.full = full;
        this.units = units;
        this.peers = peers;
        this.cellUnits = cellUnits;
        this.queue = new int[peers.length];
        this.dirty = new boolean[units.length];
        this.pending = new int[units.length];
    }

    /**
     * Propagates to the fixed point; false on a contradiction. With {@code changed} a cell, {@code cand} must
     * be a fixed point but for that cell's mask (a branch of the search); with -1 every settled cell and
     * every unit is looked at.
     */
    boolean propagate(long[] cand, int changed) {
        int head = 0;
        int tail = 0;
        if (changed < 0) {
            for (int cell = 0; cell < cand.length; cell++) {
                if (Long.bitCount(cand[cell]) == 1) {
                    queue[tail++] = cell;
                }
            }
            for (int u = 0; u < units.length; u++) {
                markDirty(u);
            }
        } else {
            if (Long.bitCount(cand[changed]) == 1) {
                queue[tail++] = changed;
            }
            markUnits(changed);
        }
        while (head < tail || count > 0) {
            while (head < tail) {
                int cell = queue[head++];
                long m = cand[cell];
                for (int peer : peers[cell]) {
                    long pm = cand[peer];
                    if ((pm & m) != 0) {
                        pm &= ~m;
                        if (pm == 0) {
                            return contradiction();
                        }
                        cand[peer] = pm;
                        if ((pm & (pm - 1)) == 0) {
                            queue[tail++] = peer;
                        }
                        markUnits(peer);
                    }
                }
            }
            if (count > 0) {
                int u = pending[first];
                dirty[u] = false;
                first = (first + 1) % pending.length;
                count--;
                long once = 0;
                long twice = 0;
                for (int cell : units[u]) {
                    long m = cand[cell];
                    twice |= once & m;
                    once |= m;
                }
                if (once != full) {
                    return contradiction();
                }
                for (long hidden = once & ~twice; hidden != 0; hidden &= hidden - 1) {
                    long bit = hidden & -hidden;
                    int cell = firstWith(units[u], cand, bit);
                    if (cell < 0) {
                        return contradiction(); // an earlier hidden single of this unit took its only place
                    }
                    if (cand[cell] != bit) {
                        cand[cell] = bit;
                        queue[tail++] = cell;
                        markUnits(cell);
                    }
                }
            }
        }
        return true;
    }

    private static int firstWith(int[] cells, long[] cand, long bit) {
        for (int cell : cells) {
            if ((cand[cell] & bit) != 0) {
                return cell;
            }
        }
        return -1;
    }

    private void markUnits(int cell) {
        for (int u : cellUnits[cell]) {
            markDirty(u);
        }
    }

    private void markDirty(int u) {
        if (!dirty[u]) {
            dirty[u] = true;
            pending[(first + count++) % pending.length] = u;
        }
    }

    /** Empties the ring (the next call starts clean) and answers false. */
    private boolean contradiction() {
        for (; count > 0; count--) {
            dirty[pending[first]] = false;
            first = (first + 1) % pending.length;
        }
        return false;
    }
}
