package io.galab.algorithm.growth;

import io.galab.algorithm.common.Bits;
import io.galab.algorithm.common.Instance;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Mutation / natural growth (SudoKube thesis, III.B.1.d and III.E.3.c).
 *
 * <p>One iteration draws r from [1, 100]. If r ≤ the standard-mutation threshold, a random digit goes
 * into a random free cell. Otherwise row, column or mini-grid growth is chosen with equal probability
 * and applied to every such segment of every component grid (every face of a cube, in turn): a
 * segment with a repeat has one of its repeated free cells replaced by a digit the segment lacks; a
 * segment without repeats gets, with the current mutation rate (percent), a swap of two of its free
 * cells. Givens never change.
 */
public final class NaturalGrowth {

    private final Instance instance;
    /** Segment indices by kind (rows, columns, mini-grids), each kind's segments of every grid in turn. */
    private final int[][] kinds;
    /** {@code cells[s * n + pos]}: the cell at position pos of segment s. */
    private final int[] cells;
    /** The free cells of each segment, in segment order. */
    private final int[][] segmentFree;
    /**
     * The segments holding each cell, flat: for j in {@code cellFrom[c]} to {@code cellFrom[c + 1]},
     * {@code cellSegment[j]} is a segment, {@code cellBase[j]} its offset in {@link #positions} and
     * {@code cellBit[j]} the bit of the cell's position in it.
     */
    private final int[] cellFrom;
    private final int[] cellSegment;
    private final int[] cellBase;
    private final int[] cellBit;
    /** positions[s * (n + 1) + v]: the bit mask of the positions of segment s that hold digit v. */
    private final int[] positions;
    /** The bit mask of each segment's free positions. */
    private final int[] freePositions;
    /**
     * Per segment, the bit mask of the positions whose digit the segment holds more than once, and the
     * bit mask of the digits it holds at all.
     */
    private final int[] repeatedPositions;
    private final int[] present;
    /** Bits 1..n. */
    private final int digits;
    private long growths;
    private long swaps;
    private long standardMutations;
    private long unitReads;

    public NaturalGrowth(Instance instance) {
        this.instance = instance;
        int grids = instance.geometry.gridCount();
        int n = instance.n;
        int perKind = grids * n;
        int segments = 3 * perKind;
        kinds = new int[3][perKind];
        int[][] segmentCells = new int[segments][];
        for (int g = 0; g < grids; g++) {
            for (int k = 0; k < n; k++) {
                int i = g * n + k;
                segmentCells[i] = instance.unitCells[instance.geometry.rowUnit(g, k)];
                segmentCells[perKind + i] = instance.unitCells[instance.geometry.columnUnit(g, k)];
                segmentCells[2 * perKind + i] = instance.unitCells[instance.geometry.boxUnit(g, k)];
                for (int kind = 0; kind < 3; kind++) {
                    kinds[kind][i] = kind * perKind + i;
                }
            }
        }
        cells = new int[segments * n];
        segmentFree = new int[segments][];
        freePositions = new int[segments];
        int[] holding = new int[instance.cellCount + 1];
        for (int seg = 0; seg < segments; seg++) {
            segmentFree[seg] = Arrays.stream(segmentCells[seg]).filter(c -> !instance.fixed[c]).toArray();
            for (int pos = 0; pos < n; pos++) {
                int c = segmentCells[seg][pos];
                cells[seg * n + pos] = c;
                holding[c + 1]++;
                if (!instance.fixed[c]) {
                    freePositions[seg] |= 1 << pos;
                }
            }
        }
        cellFrom = new int[instance.cellCount + 1];
        for (int c = 0; c < instance.cellCount; c++) {
            cellFrom[c + 1] = cellFrom[c] + holding[c + 1];
        }
        cellSegment = new int[segments * n];
        cellBase = new int[segments * n];
        cellBit = new int[segments * n];
        int[] next = Arrays.copyOf(cellFrom, instance.cellCount);
        for (int seg = 0; seg < segments; seg++) {
            for (int pos = 0; pos < n; pos++) {
                int j = next[cells[seg * n + pos]]++;
                cellSegment[j] = seg;
                cellBase[j] = seg * (n + 1);
                cellBit[j] = 1 << pos;
            }
        }
        positions = new int[segments * (n + 1)];
        repeatedPositions = new int[segments];
        present = new int[segments];
        digits = ((1 << (n + 1)) - 1) & ~1;
    }

    /**
     * Runs {@code iterations} mutation iterations on one grid. Each segment's digits are recorded once
     * at the start (per digit, the bit mask of the positions holding it; the positions of repeated
     * digits; the digits present) and then kept up to date as cells change, so that no segment's cells
     * are read again: a growth finds its repeated free cells and its lacking digits from the masks. The
     * random draws are those of reading every segment every time.
     *
     * @param standardThreshold percent of iterations that are standard mutation (1–3 in the thesis)
     * @param ratePercent       the current mutation rate, percent, for swaps in repeat-free segments
     */
    public void apply(int[] grid, int iterations, double standardThreshold, double ratePercent, SplittableRandom random) {
        int[] free = instance.freeCells;
        if (free.length == 0) {
            return;
        }
        count(grid);
        unitReads += present.length;
        for (int it = 0; it < iterations; it++) {
            int r = 1 + random.nextInt(100);
            if (r <= standardThreshold) {
                set(grid, free[random.nextInt(free.length)], 1 + random.nextInt(instance.n));
                standardMutations++;
                continue;
            }
            int[] kind = kinds[random.nextInt(3)];
            for (int segment : kind) {
                grow(grid, segment, ratePercent, random);
            }
            unitReads += kind.length;
        }
    }

    private void count(int[] grid) {
        int n = instance.n;
        int stride = n + 1;
        Arrays.fill(positions, 0);
        Arrays.fill(present, 0);
        for (int seg = 0; seg < present.length; seg++) {
            for (int pos = 0; pos < n; pos++) {
                int v = grid[cells[seg * n + pos]];
                positions[seg * stride + v] |= 1 << pos;
                present[seg] |= 1 << v;
            }
            int repeated = 0;
            for (int v = 0; v <= n; v++) {
                int at = positions[seg * stride + v];
                repeated |= (at & (at - 1)) != 0 ? at : 0;
            }
            repeatedPositions[seg] = repeated;
        }
    }

    /**
     * Writes a digit into a cell and updates, without branches, the masks of every segment that holds
     * it: a digit is repeated when two or more positions hold it, present when one does.
     */
    private void set(int[] grid, int cell, int value) {
        int old = grid[cell];
        if (old == value) {
            return;
        }
        int oldBit = 1 << old;
        int valueBit = 1 << value;
        for (int j = cellFrom[cell], end = cellFrom[cell + 1]; j < end; j++) {
            int seg = cellSegment[j];
            int base = cellBase[j];
            int bit = cellBit[j];
            int left = positions[base + old] & ~bit;
            int now = positions[base + value] | bit;
            positions[base + old] = left;
            positions[base + value] = now;
            // a digit left at one position is no longer repeated; one now at two or more is
            int alone = (left & (left - 1)) == 0 ? left : 0;
            repeatedPositions[seg] = (repeatedPositions[seg] & ~(bit | alone)) | ((now & (now - 1)) != 0 ? now : 0);
            present[seg] = (present[seg] & ~oldBit) | (left != 0 ? oldBit : 0) | valueBit;
        }
        grid[cell] = value;
    }

    /**
     * One segment's growth. The positions of its repeated digits and its lacking digits are bit masks
     * kept up to date by {@link #set}; the repeated free cells are taken in segment order and the lacking
     * digits in increasing order, so that the draws pick what a scan of the segment's cells would.
     */
    private void grow(int[] grid, int segment, double ratePercent, SplittableRandom random) {
        int dup = repeatedPositions[segment];
        if (dup != 0) {
            int held = dup & freePositions[segment];
            if (held != 0) {
                int lacking = digits & ~present[segment];
                if (lacking != 0) {
                    int cell = cells[segment * instance.n + Bits.kth(held, random.nextInt(Integer.bitCount(held)))];
                    set(grid, cell, Bits.kth(lacking, random.nextInt(Integer.bitCount(lacking))));
                    growths++;
                }
                return;
            }
        }
        if (1 + random.nextInt(100) < ratePercent) {
            int[] f = segmentFree[segment];
            if (f.length >= 2) {
                int i = random.nextInt(f.length);
                int j = random.nextInt(f.length - 1);
                if (j >= i) {
                    j++;
                }
                int t = grid[f[i]];
                set(grid, f[i], grid[f[j]]);
                set(grid, f[j], t);
                swaps++;
            }
        }
    }

    public long growths() {
        return growths;
    }

    public long swaps() {
        return swaps;
    }

    public long standardMutations() {
        return standardMutations;
    }

    /**
     * The segments read so far, each a unit scoring (docs/experiments.md, "What an evaluation is"): every
     * segment when a grid's growth starts, and each segment of the chosen kind in every growth
     * iteration, since its repeats decide what grows. A standard mutation writes a cell and reads none.
     */
    public long unitReads() {
        return unitReads;
    }
}
