package io.galab.puzzle;

/**
 * Constraint propagation of bounded cost (docs/algorithms.md, "propagating-memetic-ga"), for any
 * geometry: each free
 * cell's candidate digits as a bit mask (bit d for digit d), narrowed by rules that each look at one
 * unit, or one unit and the units that share its cells, and never guess. The rules run to a fixed
 * point, in this order, restarting from the first after any change:
 *
 * <ol>
 *   <li><b>naked single</b>: a cell with one candidate takes it, and the digit leaves every peer;</li>
 *   <li><b>hidden single</b>: a digit with one candidate cell in a unit goes there;</li>
 *   <li><b>locked candidates</b> ({@link Rules#FULL}): when every candidate cell of a digit in a unit
 *       lies in one other unit too, the digit leaves that other unit's remaining cells (pointing and
 *       claiming, for any pair of units that share cells, so also across the grids of a Twodoku,
 *       Samurai or SudoKube);</li>
 *   <li><b>naked pairs</b> ({@link Rules#FULL}): two cells of a unit with the same two candidates keep
 *       them, and the two digits leave the unit's other cells.</li>
 * </ol>
 *
 * Each pass is O(units × n²) and each change removes at least one candidate, so propagation ends
 * after at most cells × n passes. A puzzle without a solution can leave a cell without candidates:
 * {@link #contradiction()} says so, and the search then runs without the restriction.
 */
public final class Propagation {

    /** Which rules run: none, the two single rules, or all four. */
    public enum Rules {
        NONE, SINGLES, FULL
    }

    private final int n;
    private final int cellCount;
    private final int[][] unitCells;
    private final int[][] cellUnits;
    private final int[] grid;
    private final long[] candidates;
    /** Locked candidates' scratch: each digit's first candidate cell in the unit at hand (digit 64 at 0). */
    private final int[] firstCell;
    private boolean contradiction;
    private int placed;
    private long unitReads;

    private Propagation(Puzzle puzzle) {
        Geometry geometry = puzzle.geometry();
        this.n = geometry.n();
        this.cellCount = geometry.cellCount();
        this.unitCells = geometry.unitCellTable();
        this.cellUnits = geometry.cellUnitTable();
        this.grid = puzzle.givens();
        this.candidates = new long[cellCount];
        this.firstCell = new int[n + 1];
        long all = Digits.all(n);
        for (int c = 0; c < cellCount; c++) {
            candidates[c] = grid[c] != 0 ? 1L << grid[c] : all;
        }
        for (int c = 0; c < cellCount; c++) {
            if (grid[c] != 0) {
                eliminateFromPeers(c, grid[c]);
            }
        }
    }

    /** Propagates the puzzle's givens under {@code rules}. */
    public static Propagation of(Puzzle puzzle, Rules rules) {
        Propagation p = new Propagation(puzzle);
        if (rules != Rules.NONE) {
            p.run(rules == Rules.FULL);
        }
        return p;
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
        return placed;
    }

    /**
     * The units propagation read, a pass over one unit's cells counting one (docs/experiments.md, "What
     * an evaluation is"): a placement's elimination reads the cell's units, a hidden-single or
     * locked-candidates pass reads each unit once per digit, a naked-single sweep reads every cell.
     */
    public long unitReads() {
        return unitReads;
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

    /** True when some cell was left without a candidate: the puzzle has no solution. */
    public boolean contradiction() {
        return contradiction;
    }

    private void run(boolean full) {
        boolean changed = true;
        while (changed && !contradiction) {
            changed = nakedSingles() || hiddenSingles() || full && (lockedCandidates() || nakedPairs());
        }
    }

    private void place(int cell, int digit) {
        grid[cell] = digit;
        candidates[cell] = 1L << digit;
        placed++;
        eliminateFromPeers(cell, digit);
    }

    private void eliminateFromPeers(int cell, int digit) {
        long bit = 1L << digit;
        unitReads += cellUnits[cell].length;
        for (int u : cellUnits[cell]) {
            for (int other : unitCells[u]) {
                if (other != cell && grid[other] == 0 && (candidates[other] & bit) != 0) {
                    candidates[other] &= ~bit;
                    if (candidates[other] == 0) {
                        contradiction = true;
                    }
                }
            }
        }
    }

    private boolean nakedSingles() {
        boolean changed = false;
        unitReads += cellCount / n; // a sweep over every cell reads as many cells as this many units hold
        for (int c = 0; c < cellCount; c++) {
            if (grid[c] == 0 && Long.bitCount(candidates[c]) == 1) {
                place(c, Digits.lowest(candidates[c]));
                changed = true;
            }
        }
        return changed;
    }

    /**
     * For each unit, the digits with one candidate cell, from a pass that ORs the unit's masks, instead of a
     * pass per digit; a placement changes its cell's candidates, so the unit's digits are counted again
     * after one, and the digits are taken in ascending order as before.
     */
    private boolean hiddenSingles() {
        boolean changed = false;
        for (int[] cells : unitCells) {
            unitReads += n; // one pass over the unit per digit
            long single = onlyOnce(cells);
            long done = 0;
            while ((single & ~done) != 0) {
                int i = Long.numberOfTrailingZeros(single & ~done);
                done |= (2L << i) - 1;
                int d = i + 1;
                place(firstWith(cells, 1L << d), d);
                changed = true;
                single = onlyOnce(cells);
            }
        }
        return changed;
    }

    /**
     * The digits with exactly one candidate cell among {@code cells}, that cell empty, digit d on bit d − 1
     * (ascending order). A placed cell's mask is its digit.
     */
    private long onlyOnce(int[] cells) {
        long once = 0;
        long twice = 0;
        long placedHere = 0;
        for (int c : cells) {
            twice |= once & candidates[c];
            once |= candidates[c];
            placedHere |= grid[c] == 0 ? 0 : candidates[c];
        }
        return Long.rotateRight(once & ~twice & ~placedHere, 1);
    }

    private int firstWith(int[] cells, long bit) {
        for (int c : cells) {
            if ((candidates[c] & bit) != 0) {
                return c;
            }
        }
        return -1;
    }

    /**
     * Pointing and claiming for every pair of units that share cells. Eliminations go only to cells
     * outside the unit at hand, so its digits' counts and first cells are read once per unit, in one pass.
     */
    private boolean lockedCandidates() {
        boolean changed = false;
        for (int u = 0; u < unitCells.length; u++) {
            unitReads += n; // one pass over the unit per digit
            long once = 0;
            long twice = 0;
            long placedHere = 0;
            for (int c : unitCells[u]) {
                long m = candidates[c];
                for (long fresh = m & ~once; fresh != 0; fresh &= fresh - 1) {
                    firstCell[Digits.lowest(fresh) % 64] = c;
                }
                twice |= once & m;
                once |= m;
                placedHere |= grid[c] == 0 ? 0 : m & 1L << grid[c];
            }
            for (long todo = Long.rotateRight(twice & ~placedHere, 1); todo != 0; todo &= todo - 1) {
                int d = Long.numberOfTrailingZeros(todo) + 1;
                long bit = 1L << d;
                for (int v : cellUnits[firstCell[d % 64]]) {
                    if (v != u && allCandidatesIn(unitCells[u], bit, v)) {
                        unitReads++;
                        for (int c : unitCells[v]) {
                            if (grid[c] == 0 && (candidates[c] & bit) != 0 && !contains(unitCells[u], c)) {
                                candidates[c] &= ~bit;
                                contradiction |= candidates[c] == 0;
                                changed = true;
                            }
                        }
                    }
                }
            }
        }
        return changed;
    }

    private boolean allCandidatesIn(int[] cells, long bit, int unit) {
        unitReads++;
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
            unitReads++;
            for (int i = 0; i < cells.length; i++) {
                int a = cells[i];
                if (grid[a] != 0 || Long.bitCount(candidates[a]) != 2) {
                    continue;
                }
                unitReads++; // the search for a cell with the same pair
                for (int j = i + 1; j < cells.length; j++) {
                    int b = cells[j];
                    if (grid[b] != 0 || candidates[b] != candidates[a]) {
                        continue;
                    }
                    long pair = candidates[a];
                    unitReads++;
                    for (int c : cells) {
                        if (c != a && c != b && grid[c] == 0 && (candidates[c] & pair) != 0) {
                            candidates[c] &= ~pair;
                            contradiction |= candidates[c] == 0;
                            changed = true;
                        }
                    }
                }
            }
        }
        return changed;
    }
}
