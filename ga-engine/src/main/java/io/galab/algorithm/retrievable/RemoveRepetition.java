package io.galab.algorithm.retrievable;

import io.galab.algorithm.Choice;
import io.galab.algorithm.common.Bits;
import io.galab.algorithm.common.Instance;
import io.galab.puzzle.Geometry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * "Remove repetition" (Das et al., Section 3, Figure 5): first in every row, then in every column, a
 * free cell whose value repeats a given of that line gets a random value from {1..N} − G_i. Repeats
 * among free cells are left alone, as in the paper. Applied after initialisation, crossover and
 * mutation. On multi-grid kinds every row and column of every component grid is a line.
 *
 * <p>G_i is read in one of two ways ({@link Values}): the paper's words, "the set of numbers present in
 * the i-th row or column", i.e. every value in the line at that moment (the default; the only choice
 * that removes the repeat without adding another), or only the line's givens (a probe reading).
 */
public final class RemoveRepetition {

    /** Which values G_i holds (see the class comment). */
    public enum Values implements Choice {
        PRESENT, NOT_GIVEN
    }

    private final Values values;
    /** The free cells of each row, then of each column, in line order. */
    private final int[][] rowFree;
    private final int[][] columnFree;
    /** The bit mask of the given values of each row and column: fixed for the whole run. */
    private final int[] rowGiven;
    private final int[] columnGiven;
    /** Bits 1..n. */
    private final int all;
    private long unitReads;

    public RemoveRepetition(Instance instance) {
        this(instance, Values.PRESENT);
    }

    public RemoveRepetition(Instance instance, Values values) {
        this.values = values;
        List<int[]> r = new ArrayList<>();
        List<int[]> c = new ArrayList<>();
        for (int u : instance.lineUnits) {
            (instance.geometry.unitType(u) == Geometry.UnitType.ROW ? r : c).add(instance.unitCells[u]);
        }
        this.rowFree = free(instance, r);
        this.columnFree = free(instance, c);
        this.rowGiven = given(instance, r);
        this.columnGiven = given(instance, c);
        this.all = ((1 << (instance.n + 1)) - 1) & ~1;
    }

    private static int[][] free(Instance instance, List<int[]> lines) {
        int[][] free = new int[lines.size()][];
        for (int l = 0; l < free.length; l++) {
            free[l] = Arrays.stream(lines.get(l)).filter(c -> !instance.fixed[c]).toArray();
        }
        return free;
    }

    private static int[] given(Instance instance, List<int[]> lines) {
        int[] given = new int[lines.size()];
        for (int l = 0; l < given.length; l++) {
            for (int c : lines.get(l)) {
                if (instance.fixed[c]) {
                    given[l] |= 1 << instance.givens[c];
                }
            }
        }
        return given;
    }

    /** Applies the operator to one grid; returns the number of cells changed. */
    public int apply(int[] grid, SplittableRandom random) {
        return apply(grid, rowFree, rowGiven, random) + apply(grid, columnFree, columnGiven, random);
    }

    /**
     * One pass over the rows or the columns. The given values of a line never change, so they are a
     * mask computed once; a line whose free cells repeat none of them is passed over after one OR. A
     * repeating cell draws uniformly among the allowed values in increasing order (the k-th set bit of
     * their mask), so the draws are those of a list of the allowed values.
     */
    private int apply(int[] grid, int[][] lines, int[] givenMasks, SplittableRandom random) {
        int changed = 0;
        for (int l = 0; l < lines.length; l++) {
            int given = givenMasks[l];
            if (given == 0) {
                continue;
            }
            int[] line = lines[l];
            unitReads++;
            int free = 0;
            for (int c : line) {
                free |= 1 << grid[c];
            }
            if ((free & given) == 0) {
                continue;
            }
            int present = free | given;
            for (int c : line) {
                if ((given & (1 << grid[c])) == 0) {
                    continue;
                }
                int allowed = all & ~(values == Values.PRESENT ? present : given);
                int count = Integer.bitCount(allowed);
                if (count > 0) {
                    int v = Bits.kth(allowed, Bits.below(count, random));
                    grid[c] = v;
                    present |= 1 << v;
                    changed++;
                }
            }
        }
        return changed;
    }

    /**
     * The lines read so far, each a unit scoring (docs/experiments.md, "What an evaluation is"): a line
     * with a given is read to find the free cells that repeat one; a line without givens is passed over
     * unread.
     */
    public long unitReads() {
        return unitReads;
    }
}
