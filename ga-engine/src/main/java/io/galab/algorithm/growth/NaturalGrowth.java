package io.galab.algorithm.growth;

import io.galab.algorithm.common.Instance;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
    private final int[][] segmentCells;
    /** The free cells of each segment, in segment order. */
    private final int[][] segmentFree;
    /** The segments holding each cell, and the cell's position in each of them. */
    private final int[][] cellSegments;
    private final int[][] cellPositions;
    /** positions[s * (n + 1) + v]: the bit mask of the positions of segment s that hold digit v. */
    private final int[] positions;
    /** The bit mask of each segment's free positions. */
    private final int[] freePositions;
    /** Per segment, the bit mask of the digits it holds more than once, and of those it holds at all. */
    private final int[] repeated;
    private final int[] present;
    /** Bits 1..n. */
    private final int digits;
    private long growths;
    private long swaps;
    private long standardMutations;

    public NaturalGrowth(Instance instance) {
        this.instance = instance;
        int grids = instance.geometry.gridCount();
        int n = instance.n;
        int perKind = grids * n;
        kinds = new int[3][perKind];
        segmentCells = new int[3 * perKind][];
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
        segmentFree = new int[segmentCells.length][];
        List<List<Integer>> holding = new ArrayList<>();
        for (int c = 0; c < instance.cellCount; c++) {
            holding.add(new ArrayList<>());
        }
        for (int seg = 0; seg < segmentCells.length; seg++) {
            segmentFree[seg] = Arrays.stream(segmentCells[seg]).filter(c -> !instance.fixed[c]).toArray();
            for (int c : segmentCells[seg]) {
                holding.get(c).add(seg);
            }
        }
        cellSegments = new int[instance.cellCount][];
        cellPositions = new int[instance.cellCount][];
        for (int c = 0; c < instance.cellCount; c++) {
            cellSegments[c] = holding.get(c).stream().mapToInt(Integer::intValue).toArray();
            cellPositions[c] = new int[cellSegments[c].length];
            for (int i = 0; i < cellSegments[c].length; i++) {
                int[] cells = segmentCells[cellSegments[c][i]];
                for (int pos = 0; pos < cells.length; pos++) {
                    if (cells[pos] == c) {
                        cellPositions[c][i] = pos;
                    }
                }
            }
        }
        freePositions = new int[segmentCells.length];
        for (int seg = 0; seg < segmentCells.length; seg++) {
            for (int pos = 0; pos < segmentCells[seg].length; pos++) {
                if (!instance.fixed[segmentCells[seg][pos]]) {
                    freePositions[seg] |= 1 << pos;
                }
            }
        }
        positions = new int[segmentCells.length * (n + 1)];
        repeated = new int[segmentCells.length];
        present = new int[segmentCells.length];
        digits = ((1 << (n + 1)) - 1) & ~1;
    }

    /**
     * Runs {@code iterations} mutation iterations on one grid. Each segment's digits are recorded once
     * at the start (per digit, the bit mask of the positions holding it; the masks of repeated and of
     * present digits) and then kept up to date as cells change, so that no segment's cells are read
     * again: a growth finds its repeated free cells and its lacking digits from the masks. The random
     * draws are those of reading every segment every time.
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
        for (int it = 0; it < iterations; it++) {
            int r = 1 + random.nextInt(100);
            if (r <= standardThreshold) {
                set(grid, free[random.nextInt(free.length)], 1 + random.nextInt(instance.n));
                standardMutations++;
                continue;
            }
            for (int segment : kinds[random.nextInt(3)]) {
                grow(grid, segment, ratePercent, random);
            }
        }
    }

    private void count(int[] grid) {
        int stride = instance.n + 1;
        Arrays.fill(positions, 0);
        Arrays.fill(repeated, 0);
        Arrays.fill(present, 0);
        for (int seg = 0; seg < segmentCells.length; seg++) {
            int[] cells = segmentCells[seg];
            for (int pos = 0; pos < cells.length; pos++) {
                int v = grid[cells[pos]];
                if (positions[seg * stride + v] != 0) {
                    repeated[seg] |= 1 << v;
                }
                positions[seg * stride + v] |= 1 << pos;
                present[seg] |= 1 << v;
            }
        }
    }

    /** Writes a digit into a cell and updates the position masks of every segment that holds it. */
    private void set(int[] grid, int cell, int value) {
        int old = grid[cell];
        if (old == value) {
            return;
        }
        int stride = instance.n + 1;
        int[] segments = cellSegments[cell];
        int oldBit = 1 << old;
        int valueBit = 1 << value;
        for (int i = 0; i < segments.length; i++) {
            int seg = segments[i];
            int bit = 1 << cellPositions[cell][i];
            // a digit is repeated when two or more positions hold it, present when one does (no branches)
            int left = positions[seg * stride + old] & ~bit;
            int now = positions[seg * stride + value] | bit;
            positions[seg * stride + old] = left;
            positions[seg * stride + value] = now;
            repeated[seg] = (repeated[seg] & ~oldBit) | ((left & (left - 1)) != 0 ? oldBit : 0)
                    | ((now & (now - 1)) != 0 ? valueBit : 0);
            present[seg] = (present[seg] & ~oldBit) | (left != 0 ? oldBit : 0) | valueBit;
        }
        grid[cell] = value;
    }

    /**
     * One segment's growth. Its repeated digits and its lacking digits are bit masks kept up to date by
     * {@link #set}; the repeated free cells are listed in segment order and the lacking digits in
     * increasing order, so that the draws pick what a scan of the segment's cells would.
     */
    private void grow(int[] grid, int segment, double ratePercent, SplittableRandom random) {
        int dup = repeated[segment];
        if (dup != 0) {
            int stride = instance.n + 1;
            int held = 0;
            for (int values = dup; values != 0; values &= values - 1) {
                held |= positions[segment * stride + Integer.numberOfTrailingZeros(values)];
            }
            held &= freePositions[segment];
            if (held != 0) {
                int lacking = digits & ~present[segment];
                if (lacking != 0) {
                    int cell = segmentCells[segment][kthBit(held, random.nextInt(Integer.bitCount(held)))];
                    set(grid, cell, kthBit(lacking, random.nextInt(Integer.bitCount(lacking))));
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

    /** The index of the k-th set bit of a mask (k from 0), in increasing order. */
    private static int kthBit(int mask, int k) {
        for (int i = 0; i < k; i++) {
            mask &= mask - 1;
        }
        return Integer.numberOfTrailingZeros(mask);
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
}
