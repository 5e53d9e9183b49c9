package io.galab.algorithm.common;

import io.galab.puzzle.Digits;
import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * A penalty summed over a chosen set of units, each with a weight, and its incremental update after
 * one cell changes or two cells swap. Lower is better; 0 means no scored unit holds a repeat.
 *
 * <p>Two measures of a unit's penalty appear in the papers:
 * <ul>
 *   <li>{@link Measure#SURPLUS}: n − (number of distinct digits), the Twodoku report's R_i and C_i, Waters'
 *       duplicates and Deng &amp; Li's r_i and c_i;</li>
 *   <li>{@link Measure#EQUAL_PAIRS}: the number of equal pairs, Gerges et al.'s Eq. 1; Das et al.'s
 *       uniqueness fitness is n(n−1)/2 minus this, per unit.</li>
 * </ul>
 * Not thread-safe (it keeps a scratch counter): make one per run.
 */
public final class UnitFitness {

    /** How one unit's penalty is counted. */
    public enum Measure { SURPLUS, EQUAL_PAIRS }

    private final Measure measure;
    private final int n;
    private final int[][] unitCells;
    private final int[] weight;
    private final int[][] scoredUnitsOfCell;
    private final int[] scored;
    /** Bit u·cells + c is set when unit u holds cell c. */
    private final long[] holds;
    private final int cellCount;
    private final int[] counts;
    /** Equal pairs are counted in 4-bit counters packed in a long when every value fits (n ≤ 15). */
    private final boolean packed;
    /** Units rescored by swap deltas so far. */
    private long deltaReads;

    /**
     * @param instance the puzzle tables
     * @param measure  how a unit's penalty is counted
     * @param weights  a weight per unit (0 = not scored), indexed by unit
     */
    public UnitFitness(Instance instance, Measure measure, int[] weights) {
        this.measure = measure;
        this.n = instance.n;
        this.unitCells = instance.unitCells;
        this.weight = weights.clone();
        this.scoredUnitsOfCell = new int[instance.cellCount][];
        for (int c = 0; c < instance.cellCount; c++) {
            int k = 0;
            int[] tmp = new int[instance.cellUnits[c].length];
            for (int u : instance.cellUnits[c]) {
                if (weight[u] != 0) {
                    tmp[k++] = u;
                }
            }
            scoredUnitsOfCell[c] = Arrays.copyOf(tmp, k);
        }
        this.scored = IntStream.range(0, weight.length).filter(u -> weight[u] != 0).toArray();
        this.cellCount = instance.cellCount;
        this.holds = new long[(unitCells.length * cellCount + 63) >>> 6];
        for (int u = 0; u < unitCells.length; u++) {
            for (int c : unitCells[u]) {
                int bit = u * cellCount + c;
                holds[bit >>> 6] |= 1L << bit;
            }
        }
        this.counts = new int[n + 1];
        this.packed = n <= 15;
    }

    /**
     * The penalty of the box-permutation papers (Twodoku report, Gerges et al., Deng &amp; Li): rows and
     * columns, where boxes are permutations by construction; every unit where they cannot be (see
     * {@link Instance#permutationScoredUnits()}).
     */
    public static UnitFitness permutationLines(Instance instance, Measure measure) {
        return new UnitFitness(instance, measure, unitWeights(instance, instance.permutationScoredUnits()));
    }

    /** Every unit, weight 1. */
    public static UnitFitness allUnits(Instance instance, Measure measure) {
        return new UnitFitness(instance, measure, unitWeights(instance, instance.allUnits()));
    }

    /**
     * The units that swap deltas rescored so far, each a unit scoring (docs/experiments.md, "What an
     * evaluation is"), whether their counts were kept or read from the grid.
     */
    public long deltaReads() {
        return deltaReads;
    }

    /** The number of units one evaluation scores (those of non-zero weight). */
    public int scoredUnitCount() {
        return scored.length;
    }

    /** Weight 1 for each of the listed units, 0 for the rest. */
    public static int[] unitWeights(Instance instance, int[] scoredUnits) {
        int[] w = new int[instance.unitCells.length];
        for (int u : scoredUnits) {
            w[u] = 1;
        }
        return w;
    }

    /** The penalty of one unit, unweighted. */
    public int unitPenalty(int[] grid, int u) {
        int[] cells = unitCells[u];
        if (measure == Measure.SURPLUS) {
            long mask = 0;
            for (int c : cells) {
                mask |= Digits.bit(grid[c]);
            }
            return n - Long.bitCount(mask & Digits.all(n));
        }
        int pairs = 0;
        if (packed) {
            // a unit has at most n ≤ 15 cells, so no 4-bit counter overflows
            long seen = 0;
            for (int c : cells) {
                int shift = grid[c] << 2;
                pairs += (int) (seen >>> shift) & 15;
                seen += 1L << shift;
            }
            return pairs;
        }
        for (int c : cells) {
            pairs += counts[grid[c]]++;
        }
        for (int c : cells) {
            counts[grid[c]] = 0;
        }
        return pairs;
    }

    /** The total weighted penalty of a grid. */
    public int evaluate(int[] grid) {
        int total = 0;
        for (int u : scored) {
            total += weight[u] * unitPenalty(grid, u);
        }
        return total;
    }

    /**
     * Whether the grid's penalty is 0 ({@code evaluate(grid) == 0}, the weights being positive), decided
     * at the first scored unit that holds a repeat: cheaper than {@link #evaluate} on grids that are not
     * solutions.
     */
    public boolean isZero(int[] grid) {
        for (int u : scored) {
            long mask = 0;
            for (int c : unitCells[u]) {
                long bit = Digits.bit(grid[c]);
                if ((mask & bit) != 0) {
                    return false;
                }
                mask |= bit;
            }
            if (measure == Measure.SURPLUS && Long.bitCount(mask & Digits.all(n)) != n) {
                return false;
            }
        }
        return true;
    }

    /**
     * Swaps two cells' values and returns the change of the total penalty. Only the scored units that
     * hold one of the two cells and not the other change (a swap inside a unit leaves it as it was), and
     * in each of those one value leaves and one arrives: one pass over the unit counts the two.
     */
    public int swap(int[] grid, int x, int y) {
        return swap(grid, null, x, y);
    }

    /**
     * The change of the weighted penalty of the scored units holding {@code cell} but not {@code other}
     * when {@code cell}'s value goes from {@code from} to {@code to} (grid not yet changed). With
     * f and t the other cells of a unit holding {@code from} and {@code to}: equal pairs change by
     * t − f; n − distinct rises by 1 if {@code from} leaves the unit (f = 0) and falls by 1 if
     * {@code to} is new to it (t = 0), a blank (0) counting as no digit. {@code counts}: the grid's
     * kept unit counts, read and updated (n ≤ 15); null counts the units from the grid.
     */
    private int exclusiveDelta(int[] grid, long[] counts, int cell, int other, int from, int to) {
        if (counts != null) {
            return keptDelta(counts, cell, other, from, to);
        }
        int sum = 0;
        for (int u : scoredUnitsOfCell[cell]) {
            if (holds(u, other) != 0) {
                continue;
            }
            deltaReads++;
            int f = 0;
            int t = 0;
            if (packed) {
                // one 4-bit counter per value, over the whole unit, counted now: cell holds from
                long count = countOf(grid, u);
                f = (int) (count >>> (from << 2) & 15) - 1;
                t = (int) (count >>> (to << 2) & 15);
            } else {
                for (int c : unitCells[u]) {
                    int v = grid[c];
                    if (c != cell) {
                        f += v == from ? 1 : 0;
                        t += v == to ? 1 : 0;
                    }
                }
            }
            sum += weight[u] * unitDelta(f, t, from, to);
        }
        return sum;
    }

    /**
     * {@link #exclusiveDelta} from kept counts, without branches: a unit holding both cells (a swap
     * inside it, which changes nothing) is masked out rather than passed over, since which units those
     * are varies from swap to swap and a branch on it is mispredicted half the time.
     */
    private int keptDelta(long[] counts, int cell, int other, int from, int to) {
        int sum = 0;
        long moved = (1L << (to << 2)) - (1L << (from << 2));
        for (int u : scoredUnitsOfCell[cell]) {
            // -1 when the unit does not hold the other cell, 0 when it does
            int apart = holds(u, other) - 1;
            long count = counts[u];
            int f = (int) (count >>> (from << 2) & 15) - 1;
            int t = (int) (count >>> (to << 2) & 15);
            counts[u] = count + (moved & apart);
            deltaReads -= apart;
            sum += weight[u] * unitDelta(f, t, from, to) & apart;
        }
        return sum;
    }

    /** 1 when unit u holds cell c, else 0. */
    private int holds(int u, int c) {
        int bit = u * cellCount + c;
        return (int) (holds[bit >>> 6] >>> bit & 1);
    }

    /** Unit u's values as 4-bit counters (n ≤ 15). */
    private long countOf(int[] grid, int u) {
        long count = 0;
        for (int c : unitCells[u]) {
            count += 1L << (grid[c] << 2);
        }
        return count;
    }

    /**
     * A unit's penalty change when {@code from} leaves one cell for {@code to}, with f and t the other cells' counts.
     */
    private int unitDelta(int f, int t, int from, int to) {
        if (measure == Measure.EQUAL_PAIRS) {
            return t - f;
        }
        // without branches, for f, t, from, to ≥ 0: (x − 1) >>> 31 is 1 when x = 0, (−x) >>> 31 when x > 0
        return (((-from) >>> 31) & ((f - 1) >>> 31)) - (((-to) >>> 31) & ((t - 1) >>> 31));
    }

    // ---------------------------------------------------------------- kept counts

    /**
     * Whether a grid's unit counts can be kept beside it ({@link #evaluate(int[], long[])},
     * {@link #swap(int[], long[], int, int)}): one 4-bit counter per value, so n ≤ 15.
     */
    public boolean countable() {
        return packed;
    }

    /** Whether unit u is scored (its weight is not 0), so that its counts are kept. */
    public boolean scores(int u) {
        return weight[u] != 0;
    }

    /** The distinct digits (1..n) of a scored unit, read from the grid's kept counts. */
    public static int distinct(long[] counts, int u) {
        return distinctOf(counts[u]);
    }

    /** The non-zero 4-bit counters above value 0 (a blank): the distinct digits. */
    private static int distinctOf(long count) {
        long digits = count >>> 4;
        return Long.bitCount((digits | digits >>> 1 | digits >>> 2 | digits >>> 3) & 0x1111111111111111L);
    }

    /** The length of a counts array: one entry per unit of the puzzle (scored or not). */
    public int unitCount() {
        return unitCells.length;
    }

    /**
     * The total weighted penalty, as {@link #evaluate(int[])}, keeping each scored unit's values in
     * {@code counts[u]} (4-bit counters, value v at bits 4v–4v+3) for {@link #swap(int[], long[], int, int)}.
     */
    public int evaluate(int[] grid, long[] counts) {
        count(grid, counts, scored);
        return penalty(counts);
    }

    /** Counts the listed units of a grid into {@code counts} (4-bit counters, as {@link #evaluate(int[], long[])}). */
    public void count(int[] grid, long[] counts, int[] units) {
        for (int u : units) {
            counts[u] = countOf(grid, u);
        }
    }

    /** The total weighted penalty of a grid from its kept counts, every scored unit's being up to date. */
    public int penalty(long[] counts) {
        int total = 0;
        for (int u : scored) {
            total += weight[u] * penaltyOf(counts[u]);
        }
        return total;
    }

    /** The scored units, ascending. */
    public int[] scoredUnits() {
        return scored.clone();
    }

    /** A unit's penalty from its counters: n − distinct digits (blanks not counted), or Σ c(c − 1)/2. */
    private int penaltyOf(long count) {
        if (measure == Measure.SURPLUS) {
            return n - distinctOf(count);
        }
        int pairs = 0;
        for (int v = 0; v <= n; v++) {
            int c = (int) (count >>> (v << 2) & 15);
            pairs += c * (c - 1) / 2;
        }
        return pairs;
    }

    /**
     * {@link #swap(int[], int, int)} on a grid whose unit counts are kept in {@code counts} (from
     * {@link #evaluate(int[], long[])}; null when none are kept): the change of each unit is read from its
     * counters, in O(1), and the counters are updated.
     */
    public int swap(int[] grid, long[] counts, int x, int y) {
        int a = grid[x];
        int b = grid[y];
        int delta = a == b ? 0 : exclusiveDelta(grid, counts, x, y, a, b) + exclusiveDelta(grid, counts, y, x, b, a);
        grid[x] = b;
        grid[y] = a;
        return delta;
    }
}
