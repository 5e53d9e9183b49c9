package io.galab.solve;

import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.Digits;

/**
 * Constraint propagation of bounded cost on a puzzle's givens (docs/algorithms.md, "propagating-memetic-ga"),
 * for any geometry: each free cell's candidate digits as a bit mask (bit d for digit d), narrowed by rules
 * that never guess, in levels over galab's one engine ({@link Propagator}):
 *
 * <ol>
 *   <li><b>naked and hidden singles</b>, the engine's own work: a cell with one candidate takes it, a digit
 *       with one candidate cell in a unit goes there, each placement removing the digit from its peers;</li>
 *   <li><b>locked candidates</b> ({@link Rules#FULL}): when every candidate cell of a digit in a unit
 *       lies in one other unit too, the digit leaves that other unit's remaining cells (pointing and
 *       claiming, for any pair of units that share cells, so also across the grids of a Twodoku,
 *       Samurai or SudoKube);</li>
 *   <li><b>naked pairs</b> ({@link Rules#FULL}): two cells of a unit with the same two candidates keep
 *       them, and the two digits leave the unit's other cells.</li>
 * </ol>
 *
 * The higher levels remove candidates through the engine, which then places the singles they make; the
 * levels run again until a whole round changes nothing. Every rule only removes candidates, so the fixed
 * point does not depend on the order of the work. A puzzle without a solution leaves a cell or a unit
 * without candidates: propagation stops there, {@link #contradiction()} says so, and the search then runs
 * without the restriction.
 */
public final class Propagation {

    /** Which rules run: none, the two single rules, or all four. */
    public enum Rules {
        NONE, SINGLES, FULL
    }

    private final int n;
    private final int[][] unitCells;
    private final int[][] cellUnits;
    private final Propagator engine;
    private final long[] candidates;
    private final int[] grid;
    /** Locked candidates' scratch: each digit's first candidate cell in the unit at hand (digit 64 at 0). */
    private final int[] firstCell;
    /** Locked candidates' scratch: the cells of the unit at hand. */
    private final boolean[] inUnit;
    private final int givens;
    private boolean contradiction;
    private final WorkMeter meter;

    private Propagation(Puzzle puzzle, Rules rules) {
        Geometry geometry = puzzle.geometry();
        this.n = geometry.n();
        int[][][] tables = geometry.sharedTables(); // read only: a copy per puzzle would cost more than the work
        this.unitCells = tables[0];
        this.cellUnits = tables[1];
        this.inUnit = new boolean[geometry.cellCount()];
        this.engine = Propagator.forPropagation(n, unitCells, cellUnits, tables[2]);
        this.meter = engine.meter();
        this.candidates = engine.candidates();
        this.grid = engine.values();
        this.firstCell = new int[n + 1];
        this.givens = puzzle.givenCount();
        engine.singles(rules != Rules.NONE);
        contradiction = !engine.loadGivens(puzzle.givens()) || !engine.propagate();
        while (rules == Rules.FULL && !contradiction && (lockedCandidates() || nakedPairs())) {
            contradiction = contradiction || !engine.propagate();
        }
    }

    /** Propagates the puzzle's givens under {@code rules}. */
    public static Propagation of(Puzzle puzzle, Rules rules) {
        return new Propagation(puzzle, rules);
    }

    /** The grid: the givens and the digits propagation placed; 0 elsewhere. A copy. */
    public int[] grid() {
        return grid.clone();
    }

    /** Each cell's candidates, bit d for digit d ({@link Digits}); a placed cell has its own digit's bit. A copy. */
    public long[] candidates() {
        return candidates.clone();
    }

    /** Cells propagation placed beyond the givens. */
    public int placed() {
        int placed = 0;
        for (int v : grid) {
            placed += v == 0 ? 0 : 1;
        }
        return placed - givens;
    }

    /**
     * The units propagation read, a pass over one unit's cells counting one (docs/experiments.md, "What
     * an evaluation is"): the engine's work (a placement, a given's too, reads the cell's units; a hidden
     * single its unit), and a locked-candidates or naked-pairs pass reads each unit once per digit.
     */
    public long unitReads() {
        return meter.unitReads();
    }

    /** True when every cell holds a digit. */
    public boolean solved() {
        for (int v : grid) {
            if (v == 0) {
                return false;
            }
        }
        return true;
    }

    /** True when some cell or unit was left without a candidate: the puzzle has no solution. */
    public boolean contradiction() {
        return contradiction;
    }

    /** Removes digit d from cell c through the engine; a conflict is the puzzle's contradiction. */
    private void remove(int c, int d) {
        contradiction |= !engine.remove(c, d, Propagator.DECISION);
    }

    /**
     * Pointing and claiming for every pair of units that share cells. Eliminations go only to cells
     * outside the unit at hand, so its digits' counts and first cells are read once per unit, in one pass.
     */
    private boolean lockedCandidates() {
        boolean changed = false;
        for (int u = 0; u < unitCells.length; u++) {
            meter.unitsRead(n); // one pass over the unit per digit
            long once = 0;
            long twice = 0;
            long placedHere = 0;
            for (int c : unitCells[u]) {
                long m = candidates[c];
                inUnit[c] = true;
                for (long fresh = m & ~once; fresh != 0; fresh &= fresh - 1) {
                    firstCell[Digits.lowest(fresh) % 64] = c;
                }
                twice |= once & m;
                once |= m;
                placedHere |= grid[c] == 0 ? 0 : m & Digits.bit(grid[c]);
            }
            for (long todo = Digits.ascending(twice & ~placedHere); todo != 0; todo &= todo - 1) {
                int d = Digits.ofAscendingBit(Long.numberOfTrailingZeros(todo));
                long bit = Digits.bit(d);
                for (int v : cellUnits[firstCell[d % 64]]) {
                    if (v != u && allCandidatesIn(unitCells[u], bit, v)) {
                        meter.unitsRead(1);
                        for (int c : unitCells[v]) {
                            if (grid[c] == 0 && (candidates[c] & bit) != 0 && !inUnit[c]) {
                                remove(c, d);
                                changed = true;
                            }
                        }
                    }
                }
            }
            for (int c : unitCells[u]) {
                inUnit[c] = false;
            }
        }
        return changed;
    }

    private boolean allCandidatesIn(int[] cells, long bit, int unit) {
        meter.unitsRead(1);
        for (int c : cells) {
            if ((candidates[c] & bit) != 0 && !contains(cellUnits[c], unit)) {
                return false;
            }
        }
        return true;
    }

    private static boolean contains(int[] values, int value) {
        for (int v : values) {
            if (v == value) {
                return true;
            }
        }
        return false;
    }

    private boolean nakedPairs() {
        boolean changed = false;
        for (int[] cells : unitCells) {
            meter.unitsRead(1);
            for (int i = 0; i < cells.length; i++) {
                int a = cells[i];
                if (grid[a] != 0 || Long.bitCount(candidates[a]) != 2) {
                    continue;
                }
                meter.unitsRead(1); // the search for a cell with the same pair
                for (int j = i + 1; j < cells.length; j++) {
                    int b = cells[j];
                    if (grid[b] != 0 || candidates[b] != candidates[a]) {
                        continue;
                    }
                    long pair = candidates[a];
                    meter.unitsRead(1);
                    for (int c : cells) {
                        for (long m = c != a && c != b && grid[c] == 0 ? candidates[c] & pair : 0; m != 0; m &= m - 1) {
                            remove(c, Digits.lowest(m));
                            changed = true;
                        }
                    }
                }
            }
        }
        return changed;
    }
}
