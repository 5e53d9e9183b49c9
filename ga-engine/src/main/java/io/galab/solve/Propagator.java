package io.galab.solve;

import io.galab.puzzle.Digits;
import io.galab.puzzle.Geometry;
import java.util.Arrays;

/**
 * galab's one singles propagation engine (docs/algorithms.md, "One propagation engine"): each cell's candidates as a
 * {@link Digits} mask, each (unit, digit)'s count of the cells that still have it, and naked and hidden singles
 * driven by each removal of a candidate, from a stack (the last single found is placed first). The exact searches,
 * the oracle, the GA's decoder and {@link Propagation} use it. A <b>removal</b> of digit d from a cell decrements
 * d's count in each unit of the cell: a count that reaches 1 queues a hidden single, 0 is a conflict; a cell left
 * with one candidate queues a naked single, with none is a conflict. A <b>placement</b> of d in a cell removes the
 * cell's other digits, then d from every unplaced peer that has it, in ascending cell order. {@link #propagate()}
 * takes the queued singles from the top: a naked single is placed; a hidden single places the digit in its unit's
 * one cell that still has it, unless that cell is placed, or (with {@code hiddenWaits}) has that one candidate.
 *
 * <p>Three settings make the callers' searches one engine: {@code stopAtConflict} (a search stops at the first
 * conflict and forgets the queue; the decoder goes on and leaves the cell empty), a trail that {@link #undo} takes
 * back (a search's backtracking), and {@link DigitSets} (the decoder, which restarts from a {@link Snapshot}).
 * {@link PropagatorEvents} tells a caller of each step. The engine reports its work to its {@link WorkMeter}
 * (docs/experiments.md, "What an evaluation is"). An instance serves one search on one thread.
 */
public final class Propagator {

    /** A placement's reason: a decision (a branch, a gene, a given). */
    public static final int DECISION = -1;
    /** A placement's reason: a naked single. A hidden single's reason is its unit (≥ 0). */
    public static final int NAKED = -2;
    private static final PropagatorEvents NONE = new PropagatorEvents() {
    };
    /** What a placement adds to its own units' counts of its digit while the digit leaves the peers. */
    private static final int HELD = 1 << 20;

    private final int n;
    private final int[][] unitCells;
    private final int[][] cellUnits;
    private final int[][] peers;
    private final long[] cand;
    private final int[] value;
    private final int[] count;
    private final long[] unitGivens; // each unit's given digits, as loadGivens reads them
    /** Queued singles: a cell (≥ 0), or a (unit, digit) as {@code -Placements.key(u, d, n) - 1}. */
    private final int[] queue;
    private int top;
    private final boolean stopAtConflict;
    private final boolean hiddenWaits;
    private boolean singles = true;
    private PropagatorEvents events = NONE;
    /** Removals ({@link Placements#packed}) and placements ({@code -(cell + 1)}), undone in reverse; or null. */
    private final int[] trail;
    private int trailTop;
    /** The unplaced cells with each digit, as bit sets; null: none kept. */
    private final DigitSets digitSets;
    private final WorkMeter meter;

    /**
     * An engine of digits 1..n over each unit's cells, each cell's units and each cell's peers (ascending), with the
     * three settings of the class comment: see the factories.
     */
    private Propagator(int n, int[][] unitCells, int[][] cellUnits, int[][] peers, boolean stopAtConflict,
            boolean hiddenWaits, boolean trail, boolean digitSets) {
        this.n = n;
        this.unitCells = unitCells;
        this.cellUnits = cellUnits;
        this.peers = peers;
        int cells = cellUnits.length;
        this.cand = new long[cells];
        this.value = new int[cells];
        this.count = new int[Placements.keys(unitCells.length, n)];
        this.unitGivens = new long[unitCells.length];
        // each cell turns single once and each (unit, digit) count reaches 1 once between two undos
        this.queue = new int[cells + Placements.keys(unitCells.length, n) + 1];
        this.stopAtConflict = stopAtConflict;
        this.hiddenWaits = hiddenWaits;
        this.trail = trail ? new int[Placements.keys(cells, n)] : null;
        this.meter = new WorkMeter(n);
        this.digitSets = digitSets ? new DigitSets(n, unitCells, peers) : null;
    }

    /** The engine of a geometry for a search: stops at conflicts, keeps a trail, hidden singles wait. */
    public static Propagator forSearch(Geometry g) {
        return forSearch(g.n(), g.unitCellTable(), g.cellUnitTable(), g.peerTable());
    }

    /**
     * The engine of a complete search (the oracle, exact's searches): stops at the first conflict, keeps a trail
     * for {@link #undo}, and a hidden single whose cell already has one candidate waits for its naked single.
     */
    public static Propagator forSearch(int n, int[][] unitCells, int[][] cellUnits, int[][] peers) {
        return new Propagator(n, unitCells, cellUnits, peers, true, true, true, false);
    }

    /**
     * The engine of one propagation on the givens ({@link Propagation}): stops at the first conflict, keeps no
     * trail (it is never undone), hidden singles wait.
     */
    public static Propagator forPropagation(int n, int[][] unitCells, int[][] cellUnits, int[][] peers) {
        return new Propagator(n, unitCells, cellUnits, peers, true, true, false, false);
    }

    /**
     * The engine of the memetic GA's decoder: goes on past a conflict and leaves such cells empty, keeps no trail,
     * and keeps the sets of unplaced cells by digit for its fast placement; hidden singles do not wait.
     */
    public static Propagator forDecoding(int n, int[][] unitCells, int[][] cellUnits, int[][] peers) {
        return new Propagator(n, unitCells, cellUnits, peers, false, false, false, true);
    }

    /** Who hears the engine's steps. */
    public void events(PropagatorEvents listener) {
        this.events = listener == null ? NONE : listener;
    }

    /** Whether removals queue singles (the decoder's {@code searchPropagation: none} turns them off). */
    public void singles(boolean on) {
        this.singles = on;
    }

    /** The live candidate masks, one a cell: read them, never write them. */
    public long[] candidates() {
        return cand;
    }

    /** The live placed digits, 0 for a cell not placed: read them, never write them. */
    public int[] values() {
        return value;
    }

    /** The meter of the engine's work: each placement and each hidden single it checks (docs/experiments.md). */
    public WorkMeter meter() {
        return meter;
    }

    /**
     * Starts afresh from a puzzle's givens (0 = blank): a given cell is placed (its units read, as a
     * placement's are), a blank one keeps the digits that no given of its units holds, the counts follow in
     * one pass a unit, and the singles this leaves are queued for {@link #propagate}; the trail is empty.
     * False when a given is not a digit 1..n, two givens of a unit repeat a digit, or a cell or a unit is
     * already left without a place for a digit.
     */
    public boolean loadGivens(int[] givens) {
        top = 0;
        trailTop = 0;
        if (!Givens.unitDigits(n, unitCells, givens, unitGivens)) {
            return false;
        }
        for (int c = 0; c < cand.length; c++) {
            long m = Givens.candidates(c, n, givens, cellUnits, unitGivens);
            if (m == 0) {
                return false;
            }
            cand[c] = m;
            value[c] = givens[c];
            if (givens[c] != 0) {
                meter.placed(cellUnits[c].length);
            }
            if (givens[c] == 0 && (m & m - 1) == 0 && singles) {
                queue[top++] = c;
            }
        }
        countCandidates();
        for (int u = 0; u < unitCells.length; u++) {
            for (int d = 1; d <= n; d++) {
                int left = count[Placements.key(u, d, n)];
                if (left == 0) {
                    top = 0;
                    return false;
                } else if (left == 1 && (unitGivens[u] & Digits.bit(d)) == 0 && singles) {
                    queue[top++] = -Placements.key(u, d, n) - 1;
                }
            }
        }
        fillDigitSets();
        return true;
    }

    /**
     * Starts afresh from every cell's candidates and the cells already placed ({@code values}, 0 for none;
     * null: none is), whose digits are their candidates.
     */
    public void load(long[] candidates, int[] values) {
        System.arraycopy(candidates, 0, cand, 0, cand.length);
        if (values == null) {
            Arrays.fill(value, 0);
        } else {
            System.arraycopy(values, 0, value, 0, value.length);
        }
        countCandidates();
        fillDigitSets();
        top = 0;
        trailTop = 0;
    }

    /** Each (unit, digit)'s count of the unit's cells that have the digit. */
    private void countCandidates() {
        Arrays.fill(count, 0);
        for (int u = 0; u < unitCells.length; u++) {
            for (int c : unitCells[u]) {
                for (long m = cand[c]; m != 0; m &= m - 1) {
                    count[Placements.key(u, Digits.lowest(m), n)]++;
                }
            }
        }
    }

    /** The digit sets, when kept, from the candidates of the cells not placed. */
    private void fillDigitSets() {
        if (digitSets != null) {
            digitSets.fill(cand, value);
        }
    }

    /** The state as it is now, to {@link #restore} later (the decoder's start of every decode). */
    public Snapshot snapshot() {
        return new Snapshot(cand.clone(), value.clone(), count.clone(), digitSets == null ? null : digitSets.copy(),
                cellUnits, n);
    }

    /** Puts back a snapshot's state; the queue and the trail are empty. */
    public void restore(Snapshot s) {
        s.copyInto(cand, value, count);
        if (digitSets != null) {
            digitSets.restore(s.digitCells());
        }
        top = 0;
        trailTop = 0;
    }

    /** The trail's length now: {@link #undo} to it takes back everything after. */
    public int mark() {
        return trailTop;
    }

    /** Takes back every removal and placement after {@code mark}. */
    public void undo(int mark) {
        while (trailTop > mark) {
            int e = trail[--trailTop];
            if (e < 0) {
                value[-e - 1] = 0;
                continue;
            }
            int c = Placements.packedCell(e);
            int d = Placements.packedDigit(e);
            cand[c] |= Digits.bit(d);
            for (int u : cellUnits[c]) {
                count[Placements.key(u, d, n)]++;
            }
        }
    }

    /**
     * Places digit d in cell c for {@code reason}: the cell's other digits go, then d from the unplaced
     * peers that have it. False on a conflict (when the engine stops at conflicts, at the first one).
     */
    public boolean place(int c, int d, int reason) {
        if (value[c] != 0 || d < 1 || d > n) {
            throw new IllegalStateException("place(" + c + ", " + d + "): " + (value[c] != 0 ? "the cell already holds "
                    + value[c] : "no digit " + d + " of 1.." + n));
        }
        value[c] = d;
        if (trail != null) {
            trail[trailTop++] = -(c + 1);
        }
        int why = events.placing(c, d, reason);
        long bit = Digits.bit(d);
        for (long m = cand[c] & ~bit; m != 0; m &= m - 1) {
            if (!remove(c, Digits.lowest(m), why) && stopAtConflict) {
                return conflict();
            }
        }
        if ((cand[c] & bit) == 0) {
            return conflict(); // d was not a candidate: the cell is left empty
        }
        meter.placed(cellUnits[c].length);
        if (digitSets != null) {
            digitSets.clear(c, d);
            for (int w = 0; w < digitSets.words; w++) {
                for (long hits = digitSets.peersWith(c, d, w); hits != 0; hits &= hits - 1) {
                    remove((w << 6) + Long.numberOfTrailingZeros(hits), d, why);
                }
            }
        } else {
            // a search (it keeps a trail and counts no work): d keeps cell c in c's own units, so their counts of d
            // are held above 1 while d leaves the peers, and queue no hidden single that would find c placed
            int held = trail != null ? HELD : 0;
            for (int u : cellUnits[c]) {
                count[Placements.key(u, d, n)] += held;
            }
            boolean ok = true;
            for (int p : peers[c]) {
                if ((cand[p] & bit) != 0 && value[p] == 0 && !remove(p, d, why) && stopAtConflict) {
                    ok = false;
                    break;
                }
            }
            for (int u : cellUnits[c]) {
                count[Placements.key(u, d, n)] -= held;
            }
            if (!ok) {
                return conflict();
            }
        }
        return events.placed(c, d, why) || !stopAtConflict || conflict();
    }

    /** A conflict: a search forgets the queued singles. */
    private boolean conflict() {
        top = stopAtConflict ? 0 : top;
        return false;
    }

    /**
     * Removes digit d from cell c for {@code reason}, queueing the singles it makes. False on a conflict:
     * a unit left without the digit, or the cell without candidates. Nothing happens if c lacks d.
     */
    public boolean remove(int c, int d, int reason) {
        long m = cand[c];
        long bit = Digits.bit(d);
        if ((m & bit) == 0) {
            return true;
        }
        events.removed(c, d, m, reason);
        m &= ~bit;
        cand[c] = m;
        if (trail != null) {
            trail[trailTop++] = Placements.packed(c, d);
        }
        if (digitSets != null) {
            digitSets.clear(c, d);
        }
        boolean ok = true;
        for (int u : cellUnits[c]) {
            int left = --count[Placements.key(u, d, n)];
            if (left == 0) {
                events.unitLost(u);
                ok = false;
            } else if (left == 1 && singles) {
                queue[top++] = -Placements.key(u, d, n) - 1;
            }
        }
        if (m == 0) {
            events.emptied(c);
            return false;
        }
        if ((m & m - 1) == 0 && singles) {
            queue[top++] = c;
        }
        return ok;
    }

    /**
     * Places the queued singles, and those they make, until none is left. False on a conflict: when the
     * engine stops at conflicts, the queue is then emptied.
     */
    public boolean propagate() {
        boolean ok = true;
        while (top > 0) {
            int x = queue[--top];
            boolean fine = true;
            if (x >= 0) {
                long m = cand[x];
                if (value[x] == 0 && m != 0 && (m & m - 1) == 0) {
                    fine = place(x, Digits.lowest(m), NAKED);
                }
            } else if (count[-x - 1] == 1) {
                int u = Placements.keyCell(-x - 1, n);
                int d = Placements.keyDigit(-x - 1, n);
                meter.hiddenSingle();
                int c = onlyCell(u, d);
                long m = c < 0 ? 0 : cand[c];
                if (c >= 0 && value[c] == 0 && !(hiddenWaits && m == Digits.bit(d))) {
                    fine = place(c, d, u);
                }
            }
            if (!fine) {
                ok = false;
                if (stopAtConflict) {
                    top = 0;
                    return false;
                }
            }
        }
        return ok;
    }

    /** The unplaced cell of unit u that still has digit d (the unit's one cell with it), or -1. */
    private int onlyCell(int u, int d) {
        if (digitSets != null) {
            return digitSets.onlyCell(u, d);
        }
        long bit = Digits.bit(d);
        for (int c : unitCells[u]) {
            if ((cand[c] & bit) != 0) {
                return c;
            }
        }
        return -1;
    }
}
