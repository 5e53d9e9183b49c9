package io.galab.algorithm.retrievable;

import io.galab.puzzle.Digits;
import io.galab.algorithm.Choice;
import io.galab.algorithm.common.Bits;
import io.galab.algorithm.common.Instance;
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
    private final long[] rowGiven;
    private final long[] columnGiven;
    /**
     * The first row and the first column holding each cell, each with its givens: the line's given
     * values' mask in the upper 32 bits, the line in the lower.
     */
    private final long[] rowOfCell;
    private final long[] columnOfCell;
    /**
     * The further rows and columns holding a cell shared by two grids (empty for every other cell, and
     * null when no cell is shared), for {@link #mark}.
     */
    private final int[][] moreRows;
    private final int[][] moreColumns;
    /** Words of a mark set: the rows' bits from word 0, the columns' from word {@link #columnWord}. */
    private final int columnWord;
    private final int words;
    /** The marks of every line with a given, rows then columns. */
    private final long[] everyLine;
    private final long[] scratch;
    /** The lines with a given: each pass reads as many. */
    private final int rowsWithGivens;
    private final int columnsWithGivens;
    /** Bits 1..n. */
    private final long all;
    private long unitReads;

    public RemoveRepetition(Instance instance) {
        this(instance, Values.PRESENT);
    }

    public RemoveRepetition(Instance instance, Values values) {
        this.values = values;
        List<int[]> r = new ArrayList<>();
        List<int[]> c = new ArrayList<>();
        for (int u : instance.lineUnits) {
            if (instance.geometry.isRow(u)) {
                r.add(instance.unitCells[u]);
            } else if (instance.geometry.isColumn(u)) {
                c.add(instance.unitCells[u]);
            } else {
                throw new IllegalArgumentException("remove repetition repairs rows and columns; "
                        + instance.geometry.unitName(u) + " is refused at validate (RetrievableGa.needs)");
            }
        }
        this.rowFree = free(instance, r);
        this.columnFree = free(instance, c);
        this.rowGiven = given(instance, r);
        this.columnGiven = given(instance, c);
        int[][] rowsOfCell = holding(instance, r);
        int[][] columnsOfCell = holding(instance, c);
        this.rowOfCell = Arrays.stream(rowsOfCell).mapToLong(ls -> rowGiven[ls[0]] << 32 | ls[0]).toArray();
        this.columnOfCell = Arrays.stream(columnsOfCell).mapToLong(
                ls -> columnGiven[ls[0]] << 32 | ls[0]).toArray();
        this.moreRows = more(rowsOfCell, columnsOfCell, true);
        this.moreColumns = more(rowsOfCell, columnsOfCell, false);
        this.columnWord = (r.size() + 63) >>> 6;
        this.words = columnWord + ((c.size() + 63) >>> 6);
        this.everyLine = new long[words];
        this.rowsWithGivens = markGiven(everyLine, 0, rowGiven);
        this.columnsWithGivens = markGiven(everyLine, columnWord, columnGiven);
        this.scratch = new long[words];
        this.all = Digits.all(instance.n);
    }

    private static int[][] free(Instance instance, List<int[]> lines) {
        int[][] free = new int[lines.size()][];
        for (int l = 0; l < free.length; l++) {
            free[l] = Arrays.stream(lines.get(l)).filter(c -> !instance.fixed[c]).toArray();
        }
        return free;
    }

    private static long[] given(Instance instance, List<int[]> lines) {
        long[] given = new long[lines.size()];
        for (int l = 0; l < given.length; l++) {
            for (int c : lines.get(l)) {
                if (instance.fixed[c]) {
                    given[l] |= Digits.bit(instance.givens[c]);
                }
            }
        }
        return given;
    }

    private static int[][] holding(Instance instance, List<int[]> lines) {
        List<List<Integer>> of = new ArrayList<>();
        for (int c = 0; c < instance.cellCount; c++) {
            of.add(new ArrayList<>());
        }
        for (int l = 0; l < lines.size(); l++) {
            for (int c : lines.get(l)) {
                of.get(c).add(l);
            }
        }
        return of.stream().map(ls -> ls.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    }

    /** Past the first, the rows (or columns) of each cell; null when every cell has one of each. */
    private static int[][] more(int[][] rowsOfCell, int[][] columnsOfCell, boolean rows) {
        boolean shared = false;
        for (int c = 0; c < rowsOfCell.length; c++) {
            shared |= rowsOfCell[c].length > 1 || columnsOfCell[c].length > 1;
        }
        if (!shared) {
            return null;
        }
        int[][] of = rows ? rowsOfCell : columnsOfCell;
        return Arrays.stream(of).map(ls -> Arrays.copyOfRange(ls, 1, ls.length)).toArray(int[][]::new);
    }

    /** Marks every line with a given; returns their number. */
    private static int markGiven(long[] marks, int word, long[] given) {
        int count = 0;
        for (int l = 0; l < given.length; l++) {
            if (given[l] != 0) {
                marks[word + (l >>> 6)] |= 1L << l;
                count++;
            }
        }
        return count;
    }

    /**
     * A new, empty set of marks: the lines of one grid that may hold a repeat of a given. Kept beside a
     * grid from one application to the next ({@link #apply(int[], long[], SplittableRandom)}).
     */
    public long[] marks() {
        return new long[words];
    }

    /** Marks every line with a given: nothing is known of the grid. */
    public void markAll(long[] marks) {
        System.arraycopy(everyLine, 0, marks, 0, words);
    }

    /** {@code into = a | b}: the lines either grid may hold a repeat in, for a grid made of cells of both. */
    public static void union(long[] a, long[] b, long[] into) {
        for (int w = 0; w < into.length; w++) {
            into[w] = a[w] | b[w];
        }
    }

    /**
     * Records that {@code cell} now holds {@code value}: the rows and columns holding it whose givens
     * include the value are marked.
     */
    public void mark(long[] marks, int cell, int value) {
        long row = rowOfCell[cell];
        marks[(int) row >>> 6] |= (row >>> 32 + value & 1) << row;
        long column = columnOfCell[cell];
        marks[columnWord + ((int) column >>> 6)] |= (column >>> 32 + value & 1) << column;
        if (moreRows != null) {
            for (int l : moreRows[cell]) {
                marks[l >>> 6] |= (rowGiven[l] >>> value & 1) << l;
            }
            for (int l : moreColumns[cell]) {
                marks[columnWord + (l >>> 6)] |= (columnGiven[l] >>> value & 1) << l;
            }
        }
    }

    /** Applies the operator to one grid; returns the number of cells changed. */
    public int apply(int[] grid, SplittableRandom random) {
        markAll(scratch);
        return apply(grid, scratch, random);
    }

    /**
     * Applies the operator to one grid whose lines that may hold a repeat of a given are marked: the
     * same changes, from the same draws, as reading every line, since a line without such a repeat
     * changes nothing and draws nothing. Every change of a cell is marked, as the caller marks the
     * cells it changes between applications ({@link #mark}); a line is unmarked once it holds no repeat
     * of a given. Afterwards the marks hold the lines a change may have given a repeat (a column's
     * change in a row, read again at the next application).
     *
     * @return the number of cells changed
     */
    public int apply(int[] grid, long[] marks, SplittableRandom random) {
        unitReads += rowsWithGivens + columnsWithGivens;
        return pass(grid, marks, 0, rowFree, rowGiven, random) + pass(grid, marks, columnWord, columnFree, columnGiven,
                random);
    }

    /**
     * One pass over the marked rows or the marked columns, in line order. A line marked during the pass
     * (a cell shared with a line of the same sort, on a multi-grid kind) is read in this pass if it comes
     * later, as a pass over every line would; an earlier one stays marked for the next application.
     */
    private int pass(int[] grid, long[] marks, int word, int[][] lines, long[] givenMasks, SplittableRandom random) {
        int changed = 0;
        for (int l = next(marks, word, lines.length, 0); l >= 0; l = next(marks, word, lines.length, l + 1)) {
            marks[word + (l >>> 6)] &= ~(1L << l);
            changed += line(grid, marks, word, l, lines[l], givenMasks[l], random);
        }
        return changed;
    }

    /** The first marked line from {@code from} on, or -1. */
    private static int next(long[] marks, int word, int count, int from) {
        for (int w = from >>> 6, end = (count + 63) >>> 6; w < end; w++) {
            long bits = marks[word + w] & (w == from >>> 6 ? -1L << from : -1L);
            if (bits != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(bits);
            }
        }
        return -1;
    }

    /**
     * One line. A line whose free cells repeat none of its givens is passed over after one OR. A
     * repeating cell draws uniformly among the allowed values in increasing order (the k-th set bit of
     * their mask), so the draws are those of a list of the allowed values.
     */
    private int line(int[] grid, long[] marks, int word, int l, int[] line, long given, SplittableRandom random) {
        long free = 0;
        for (int c : line) {
            free |= Digits.bit(grid[c]);
        }
        if ((free & given) == 0) {
            return 0;
        }
        int changed = 0;
        long present = free | given;
        for (int c : line) {
            if ((given & Digits.bit(grid[c])) == 0) {
                continue;
            }
            long allowed = all & ~(values == Values.PRESENT ? present : given);
            int count = Long.bitCount(allowed);
            if (count > 0) {
                int v = Bits.kthDigit(allowed, Bits.below(count, random));
                grid[c] = v;
                present |= Digits.bit(v);
                changed++;
                mark(marks, c, v);
            } else {
                // no value to replace it with: the line keeps its repeat, and its mark for the next application
                marks[word + (l >>> 6)] |= 1L << l;
            }
        }
        return changed;
    }

    /**
     * The lines read so far, each a unit scoring (docs/experiments.md, "What an evaluation is"): a line
     * with a given is read to find the free cells that repeat one; a line without givens is passed over
     * unread. The count is the operator's, whether or not the marks spared this code reading a line, so
     * that evaluation counts do not depend on how it is implemented.
     */
    public long unitReads() {
        return unitReads;
    }
}
