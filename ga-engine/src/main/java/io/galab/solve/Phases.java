package io.galab.solve;

/**
 * {@link CdclSearch}'s phases (docs/algorithms.md, "exact", "The CDCL partner"): each cell's phase, the digit a
 * decision on that cell tries, as {@link VarOrder} chooses the cell. A phase per cell is the one-hot encoding's
 * polarity. By {@link SearchConfig.PhasePolicy}:
 *
 * <ul>
 *   <li>{@code BEST}: at each conflict, when the levels below the conflict's (all propagated without one) are the
 *   longest trail so far, each cell placed on them takes its digit as its phase (CaDiCaL's best phase; Biere,
 *   Fazekas, Fleury &amp; Heisinger, SAT Competition 2020, "rephasing"; Biere &amp; Fleury, "Chasing target
 *   phases", POS 2020, whose target is kept here from the search's start, not reset at restarts), so that the
 *   search returns to the largest consistent part of a grid it has found, as a local search would;</li>
 *   <li>{@code GA}: set from a grid before each slice ({@link #set}), and between, a cell's phase becomes the
 *   digit it held when a backjump undid it (Pipatsrisawat &amp; Darwiche, SAT 2007).</li>
 * </ul>
 */
final class Phases {

    private final int n;
    /** Each cell's phase, a digit 1..n, or 0 (none). */
    private final int[] phase;
    private final SearchConfig.PhasePolicy policy;
    /** The variables made true, in the trail's order, and their count at each level's start (best phases). */
    private final IntList held = new IntList();
    private final IntList heldLevels = new IntList();
    /** The longest conflict-free trail so far: where the best phases were taken. */
    private int bestTop;

    /** No phase yet. */
    Phases(int cells, int n, SearchConfig.PhasePolicy policy) {
        this.n = n;
        this.phase = new int[cells];
        this.policy = policy;
    }

    /** Variable v was made true on the trail. */
    void placed(int v) {
        if (policy == SearchConfig.PhasePolicy.BEST) {
            held.add(v);
        }
    }

    /** A decision level starts. */
    void levelStarted() {
        heldLevels.add(held.size);
    }

    /**
     * A conflict at decision level {@code levels} (≥ 1), whose level began at trail position {@code top}: with best
     * phases, when the levels below are the longest conflict-free trail so far, their cells' digits become phases.
     */
    void conflict(int levels, int top) {
        if (policy == SearchConfig.PhasePolicy.BEST && top > bestTop) {
            bestTop = top;
            for (int i = heldLevels.data[levels - 1] - 1; i >= 0; i--) {
                hold(held.data[i]);
            }
        }
    }

    /** Variable v, true, was undone by a backjump: saved as its cell's phase with the GA's phases. */
    void undone(int v) {
        if (policy == SearchConfig.PhasePolicy.GA) {
            hold(v);
        }
    }

    /** The search jumped back to decision level {@code back}. */
    void backjumped(int back) {
        held.size = heldLevels.data[back];
        heldLevels.size = back;
    }

    /** Cell of variable v ({@link Placements#variable}) takes v's digit as its phase. */
    private void hold(int v) {
        phase[Placements.cell(v, n)] = Placements.digit(v, n);
    }

    /** Each cell's phase becomes {@code grid}'s digit there (1..n; 0 or out of range: none). */
    void set(int[] grid) {
        for (int c = 0; c < grid.length; c++) {
            phase[c] = grid[c] >= 1 && grid[c] <= n ? grid[c] : 0;
        }
    }

    /** The variable a decision on cell c tries: its phase's, or -1 when the cell has none. */
    int variable(int c) {
        return phase[c] == 0 ? -1 : Placements.variable(c, phase[c], n);
    }

    /** Cell c's phase as a digit, 1..n, or 0. */
    int digit(int c) {
        return phase[c];
    }
}
