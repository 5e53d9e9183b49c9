package io.galab.algorithm.growth;

import io.galab.puzzle.Digits;
import io.galab.algorithm.common.Bits;
import io.galab.algorithm.common.Instance;
import io.galab.algorithm.common.Trials;
import io.galab.solve.Placements;
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
    /** positions[Placements.key(s, v, n)]: the bit mask of the positions of segment s that hold digit v. */
    private final int[] positions;
    /** The bit mask of each segment's free positions. */
    private final int[] freePositions;
    /**
     * Per segment, the bit mask of the positions whose digit the segment holds more than once, and the
     * bit mask of the digits it holds at all.
     */
    private final int[] repeatedPositions;
    private final long[] present;
    /** Bits 1..n. */
    private final long digits;
    /** Per kind, whether its segments share no cell and fit a 64-bit mask ({@link #growDisjoint}). */
    private final boolean[] disjoint;
    /** The swap trials for each swap chance in percent, 0 to 100, made once. */
    private final Trials[] swapTrials;
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
                cellBase[j] = Placements.key(seg, 0, n);
                cellBit[j] = 1 << pos;
            }
        }
        positions = new int[Placements.keys(segments, n)];
        repeatedPositions = new int[segments];
        present = new long[segments];
        digits = Digits.all(n);
        disjoint = new boolean[3];
        for (int kind = 0; kind < 3; kind++) {
            boolean[] seen = new boolean[instance.cellCount];
            boolean shared = false;
            for (int seg : kinds[kind]) {
                for (int pos = 0; pos < n; pos++) {
                    int c = cells[seg * n + pos];
                    shared |= seen[c];
                    seen[c] = true;
                }
            }
            disjoint[kind] = !shared && perKind <= 64;
        }
        swapTrials = new Trials[101];
        for (int percent = 0; percent <= 100; percent++) {
            swapTrials[percent] = Trials.of(percent / 100.0);
        }
    }

    /**
     * Runs {@code iterations} mutation iterations on one grid. Each segment's digits are recorded once
     * at the start (per digit, the bit mask of the positions holding it; the positions of repeated
     * digits; the digits present) and then kept up to date as cells change, so that no segment's cells
     * are read again: a growth finds its repeated free cells and its lacking digits from the masks.
     *
     * <p>Draws. One value of [0, 300) gives an iteration's r (its remainder by 100) and its kind (the
     * quotient); two iterations take theirs from the two halves of one 64-bit draw ({@link Bits#below}).
     * A repeat-free segment swaps with probability q, the same for every such segment of the
     * grid's growth (the rate is fixed per grid): rather than one draw per segment, the number of
     * repeat-free segments passed before the next swap is drawn from the geometric distribution with
     * parameter q ({@link Trials#gap}), which gives the same distribution of swaps with one draw per
     * swap instead of one per segment (docs/experiments.md, "Draw order by version").
     *
     * @param standardThreshold percent of iterations that are standard mutation (1–3 in the thesis)
     * @param ratePercent       the current mutation rate, percent, for swaps in repeat-free segments
     */
    public void apply(int[] grid, int iterations, double standardThreshold, double ratePercent,
            SplittableRandom random) {
        int[] free = instance.freeCells;
        if (free.length == 0) {
            return;
        }
        count(grid);
        unitReads += present.length;
        Trials swap = swapTrials[swapPercent(ratePercent)];
        long gap = swap.gap(random);
        long pair = 0;
        for (int it = 0; it < iterations; it++) {
            int x;
            if ((it & 1) == 0) {
                pair = random.nextLong();
                x = Bits.below(pair >>> 32, 300, random);
            } else {
                x = Bits.below(pair & 0xFFFFFFFFL, 300, random);
            }
            int r = 1 + x % 100;
            if (r <= standardThreshold) {
                set(grid, free[random.nextInt(free.length)], 1 + random.nextInt(instance.n));
                standardMutations++;
                continue;
            }
            int kind = x / 100;
            int[] segments = kinds[kind];
            if (disjoint[kind]) {
                gap = growDisjoint(grid, segments, gap, swap, random);
            } else {
                for (int segment : segments) {
                    if (!grow(grid, segment, random) && gap-- == 0) {
                        swap(grid, segment, random);
                        gap = swap.gap(random);
                    }
                }
            }
            unitReads += segments.length;
        }
    }

    /**
     * One iteration over a kind whose segments share no cell (every kind of a single grid): a growth
     * or a swap in one segment changes no other segment of the kind, so which segments can grow is
     * known at the start, as a mask, and the run of segments between two that grow is passed over in one
     * step, counting down the gap to the next swap. The same growths and swaps, in the same order and
     * from the same draws, as visiting the segments one by one.
     *
     * @return the gap to the next swap after the iteration
     */
    private long growDisjoint(int[] grid, int[] segments, long gap, Trials swap, SplittableRandom random) {
        long can = 0;
        for (int i = 0; i < segments.length; i++) {
            can |= (repeatedFree(segments[i]) != 0 ? 1L : 0L) << i;
        }
        int at = 0;
        while (true) {
            int next = can == 0 ? segments.length : Long.numberOfTrailingZeros(can);
            if (gap < next - at) {
                at += (int) gap;
                swap(grid, segments[at], random);
                gap = swap.gap(random);
                at++;
                continue;
            }
            gap -= next - at;
            if (next == segments.length) {
                return gap;
            }
            grow(grid, segments[next], random);
            can &= can - 1;
            at = next + 1;
        }
    }

    /**
     * The probability that a repeat-free segment swaps at rate {@code ratePercent}: the thesis's test
     * "r &lt; rate" with r drawn from 1..100, i.e. the share of 1..100 below the rate (so a rate of
     * exactly 1% never swaps, and 10% swaps with probability 0.09, as the per-segment draw did).
     */
    static double swapChance(double ratePercent) {
        return swapPercent(ratePercent) / 100.0;
    }

    /** {@link #swapChance} in percent: the number of r in 1..100 below the rate. */
    private static int swapPercent(double ratePercent) {
        return (int) Math.max(0, Math.min(100, Math.ceil(ratePercent) - 1));
    }

    private void count(int[] grid) {
        int n = instance.n;
        Arrays.fill(positions, 0);
        Arrays.fill(present, 0);
        for (int seg = 0; seg < present.length; seg++) {
            for (int pos = 0; pos < n; pos++) {
                int v = grid[cells[seg * n + pos]];
                positions[Placements.key(seg, v, n)] |= 1 << pos;
                present[seg] |= Digits.bit(v);
            }
            int repeated = 0;
            for (int v = 0; v <= n; v++) {
                int at = positions[Placements.key(seg, v, n)];
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
        long oldBit = Digits.bit(old);
        long valueBit = Digits.bit(value);
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
     *
     * @return whether the segment grew (or could have: a repeated digit in a free cell); a segment that
     *         cannot grow may swap instead
     */
    private boolean grow(int[] grid, int segment, SplittableRandom random) {
        int held = repeatedFree(segment);
        if (held == 0) {
            return false;
        }
        long lacking = digits & ~present[segment];
        if (lacking != 0) {
            // the cell and the digit from the two halves of one draw
            long r = random.nextLong();
            int cell = cells[segment * instance.n + Bits.kth(held, Bits.below(r >>> 32, Integer.bitCount(held),
                    random))];
            set(grid, cell, Bits.kthDigit(lacking, Bits.below(r & 0xFFFFFFFFL, Long.bitCount(lacking), random)));
            growths++;
        }
        return true;
    }

    /** The free positions of a segment whose digit it repeats: those a growth may change. */
    private int repeatedFree(int segment) {
        return repeatedPositions[segment] & freePositions[segment];
    }

    /** A repeat-free segment's swap of two of its free cells, both from the halves of one draw. */
    private void swap(int[] grid, int segment, SplittableRandom random) {
        int[] f = segmentFree[segment];
        if (f.length >= 2) {
            long r = random.nextLong();
            int i = Bits.below(r >>> 32, f.length, random);
            int j = Bits.below(r & 0xFFFFFFFFL, f.length - 1, random);
            if (j >= i) {
                j++;
            }
            int t = grid[f[i]];
            set(grid, f[i], grid[f[j]]);
            set(grid, f[j], t);
            swaps++;
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
