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
    /** The segments holding each cell. */
    private final int[][] cellSegments;
    /** counts[s * (n + 1) + v]: how often digit v stands in segment s; kept up to date as cells change. */
    private final int[] counts;
    /** How many digits occur more than once in each segment. */
    private final int[] repeats;
    private final int[] candidates;
    private final int[] missing;
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
        for (int c = 0; c < instance.cellCount; c++) {
            cellSegments[c] = holding.get(c).stream().mapToInt(Integer::intValue).toArray();
        }
        counts = new int[segmentCells.length * (n + 1)];
        repeats = new int[segmentCells.length];
        candidates = new int[n];
        missing = new int[n];
    }

    /**
     * Runs {@code iterations} mutation iterations on one grid. Each segment's digit counts are counted
     * once at the start and then kept up to date as cells change, so a segment without repeats (most
     * of them, once a grid is nearly solved) is decided without looking at its cells. The random draws
     * are those of recounting every segment every time.
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
        Arrays.fill(counts, 0);
        Arrays.fill(repeats, 0);
        for (int seg = 0; seg < segmentCells.length; seg++) {
            for (int c : segmentCells[seg]) {
                if (++counts[seg * stride + grid[c]] == 2) {
                    repeats[seg]++;
                }
            }
        }
    }

    /** Writes a digit into a cell and updates the counts of every segment that holds it. */
    private void set(int[] grid, int cell, int value) {
        int old = grid[cell];
        if (old == value) {
            return;
        }
        int stride = instance.n + 1;
        for (int seg : cellSegments[cell]) {
            if (--counts[seg * stride + old] == 1) {
                repeats[seg]--;
            }
            if (++counts[seg * stride + value] == 2) {
                repeats[seg]++;
            }
        }
        grid[cell] = value;
    }

    private void grow(int[] grid, int segment, double ratePercent, SplittableRandom random) {
        int n = instance.n;
        int base = segment * (n + 1);
        if (repeats[segment] > 0) {
            int repeated = 0;
            for (int c : segmentCells[segment]) {
                if (counts[base + grid[c]] > 1 && !instance.fixed[c]) {
                    candidates[repeated++] = c;
                }
            }
            if (repeated > 0) {
                int lacking = 0;
                for (int v = 1; v <= n; v++) {
                    if (counts[base + v] == 0) {
                        missing[lacking++] = v;
                    }
                }
                if (lacking > 0) {
                    set(grid, candidates[random.nextInt(repeated)], missing[random.nextInt(lacking)]);
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
}
