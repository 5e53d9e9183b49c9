package io.galab.solve;

/**
 * {@link CdclSearch}'s choice of a decision's digit (docs/algorithms.md, "The CDCL partner"): each cell's
 * phase, the digit a decision on that cell tries, as {@link VarOrder} chooses the cell. A phase per cell is
 * the one-hot encoding's polarity. Set from a grid (rephasing), and with saving, a cell's phase becomes the
 * digit it held when a backjump undid it (Pipatsrisawat &amp; Darwiche, SAT 2007).
 */
final class Phases {

    private final int n;
    /** Each cell's phase, a digit 1..n, or 0 (none). */
    private final int[] phase;
    private boolean save;

    /** No phase yet; {@code save}: a backjump saves each undone cell's digit. */
    Phases(int cells, int n, boolean save) {
        this.n = n;
        this.phase = new int[cells];
        this.save = save;
    }

    /** Each cell's phase becomes {@code grid}'s digit there (1..n; 0 or out of range: none). */
    void set(int[] grid, boolean saving) {
        for (int c = 0; c < grid.length; c++) {
            phase[c] = grid[c] >= 1 && grid[c] <= n ? grid[c] : 0;
        }
        save = saving;
    }

    /** Variable v ({@link Placements#variable}), true, was undone by a backjump. */
    void undone(int v) {
        if (save) {
            hold(v);
        }
    }

    /** Cell of variable v ({@link Placements#variable}) takes v's digit as its phase. */
    void hold(int v) {
        phase[Placements.cell(v, n)] = Placements.digit(v, n);
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
