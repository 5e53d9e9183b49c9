package io.galab.algorithm.memetic;

import io.galab.algorithm.common.Instance;
import io.galab.puzzle.Digits;
import io.galab.solve.Propagation;
import io.galab.puzzle.Shuffles;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The tables {@link PropagatingMemeticGa} searches over, built once per run after propagation: the
 * cells still free, the swap groups (each box's free cells), the units scored, and each cell's
 * candidates. Read-only once built.
 */
final class Layout {

    final int n;
    final int cellCount;
    final int[][] unitCells;
    /** The units the penalty counts: rows and columns when boxes are disjoint (each stays a permutation), else all. */
    final int[] scoredUnits;
    /** {@code cellScored[c]}: the scored units holding cell c. */
    final int[][] cellScored;
    /** Givens and the digits propagation placed; 0 in the free cells. */
    final int[] fixedGrid;
    /** The cells still free after propagation, ascending. */
    final int[] freeCells;
    /** {@code groupCells[g]}: the free cells of box g, the cells one swap may exchange. */
    final int[][] groupCells;
    /** {@code groupBox[g]}: the box unit of group g. */
    final int[] groupBox;
    /** {@code cellGroups[c]}: the groups holding free cell c (two for a cell on a SudoKube's edge). */
    final int[][] cellGroups;
    /** Each cell's candidates, bit d for digit d (all digits when candidates are not restricted). */
    final long[] candidates;
    /** {@code unitBits[c·words + u/64]}: bit u%64 set when cell c lies in unit u. */
    private final long[] unitBits;
    private final int words;
    // the fill's scratch tables, reused (a run fills members again on every restart)
    private final int[] fillCells;
    private final int[] fillDigits;
    private final int[] digitOwner;
    private final int[] cellDigit;
    private final boolean[] seen;

    Layout(Instance instance, Propagation propagation, boolean restrict) {
        this.n = instance.n;
        this.cellCount = instance.cellCount;
        this.unitCells = instance.unitCells;
        this.scoredUnits = instance.permutationScoredUnits();
        this.fixedGrid = propagation.grid();
        long all = Digits.all(n);
        long[] propagated = propagation.candidates();
        this.candidates = new long[cellCount];
        for (int c = 0; c < cellCount; c++) {
            candidates[c] = restrict && !propagation.contradiction() ? propagated[c] : all;
        }
        boolean[] scored = new boolean[unitCells.length];
        for (int u : scoredUnits) {
            scored[u] = true;
        }
        this.cellScored = new int[cellCount][];
        this.words = (unitCells.length + 63) / 64;
        this.fillCells = new int[n];
        this.fillDigits = new int[n];
        this.digitOwner = new int[n + 1];
        this.cellDigit = new int[n];
        this.seen = new boolean[n + 1];
        this.unitBits = new long[cellCount * words];
        for (int c = 0; c < cellCount; c++) {
            int[] units = instance.cellUnits[c];
            cellScored[c] = Arrays.stream(units).filter(u -> scored[u]).toArray();
            for (int u : units) {
                unitBits[c * words + u / 64] |= 1L << (u % 64);
            }
        }
        this.freeCells = java.util.stream.IntStream.range(0, cellCount).filter(c -> fixedGrid[c] == 0).toArray();
        List<int[]> groups = new ArrayList<>();
        List<Integer> boxes = new ArrayList<>();
        for (int b : instance.boxUnits) {
            int[] cells = Arrays.stream(unitCells[b]).filter(c -> fixedGrid[c] == 0).toArray();
            if (cells.length > 0) {
                groups.add(cells);
                boxes.add(b);
            }
        }
        this.groupCells = groups.toArray(new int[0][]);
        this.groupBox = boxes.stream().mapToInt(Integer::intValue).toArray();
        List<List<Integer>> byCell = new ArrayList<>();
        for (int c = 0; c < cellCount; c++) {
            byCell.add(new ArrayList<>());
        }
        for (int g = 0; g < groupCells.length; g++) {
            for (int c : groupCells[g]) {
                byCell.get(c).add(g);
            }
        }
        this.cellGroups = new int[cellCount][];
        for (int c = 0; c < cellCount; c++) {
            cellGroups[c] = byCell.get(c).stream().mapToInt(Integer::intValue).toArray();
        }
    }

    /** True when cell c lies in unit u. */
    boolean inUnit(int c, int u) {
        return (unitBits[c * words + u / 64] & 1L << (u % 64)) != 0;
    }

    /**
     * Fills {@code grid} with the fixed digits and, box by box, the box's missing digits in its free
     * cells: each cell gets a candidate where a random perfect matching of cells to missing digits
     * over the candidates exists (Kuhn's augmenting paths, in a random order), and the rest any
     * missing digit. A cell a second box shares (a SudoKube edge) keeps the digit the first box gave it.
     */
    void fill(int[] grid, SplittableRandom random) {
        System.arraycopy(fixedGrid, 0, grid, 0, cellCount);
        for (int g = 0; g < groupCells.length; g++) {
            fillGroup(grid, g, random);
        }
    }

    private void fillGroup(int[] grid, int g, SplittableRandom random) {
        int m = 0;
        for (int c : groupCells[g]) {
            if (grid[c] == 0) {
                fillCells[m++] = c;
            }
        }
        if (m == 0) {
            return;
        }
        // the digits missing from the box: those none of its cells holds yet
        long present = 0;
        for (int c : unitCells[groupBox[g]]) {
            present |= grid[c] == 0 ? 0 : Digits.bit(grid[c]);
        }
        int k = 0;
        for (int d = 1; d <= n; d++) {
            if ((present & Digits.bit(d)) == 0) {
                fillDigits[k++] = d;
            }
        }
        Shuffles.shuffle(fillCells, m, random);
        Shuffles.shuffle(fillDigits, k, random);
        Arrays.fill(digitOwner, -1);
        Arrays.fill(cellDigit, 0, m, 0);
        for (int i = 0; i < m; i++) {
            Arrays.fill(seen, false);
            augment(i, k);
        }
        int next = 0;
        for (int i = 0; i < m; i++) {
            if (cellDigit[i] == 0) {
                while (next < k && digitOwner[fillDigits[next]] >= 0) {
                    next++;
                }
                if (next < k) {
                    cellDigit[i] = fillDigits[next];
                    digitOwner[fillDigits[next]] = i;
                } else {
                    cellDigit[i] = 1 + random.nextInt(n); // only on a SudoKube edge, where boxes overlap
                }
            }
            grid[fillCells[i]] = cellDigit[i];
        }
    }

    /** Kuhn's augmenting path from cell i over the first k missing digits, in the scratch tables. */
    private boolean augment(int i, int k) {
        for (int j = 0; j < k; j++) {
            int d = fillDigits[j];
            if ((candidates[fillCells[i]] & Digits.bit(d)) == 0 || seen[d]) {
                continue;
            }
            seen[d] = true;
            if (digitOwner[d] < 0 || augment(digitOwner[d], k)) {
                digitOwner[d] = i;
                cellDigit[i] = d;
                return true;
            }
        }
        return false;
    }

    /**
     * The grid a decoded member stands for: its decoded digits (an empty cell's gene is negated), and in
     * each box's empty cells the box's missing digits, so that every box holds a permutation (but where
     * SudoKube boxes share cells).
     */
    int[] withBoxesFilled(int[] genes) {
        int[] out = new int[genes.length];
        for (int c = 0; c < out.length; c++) {
            out[c] = Math.max(genes[c], 0);
        }
        for (int g = 0; g < groupCells.length; g++) {
            long present = 0;
            for (int c : unitCells[groupBox[g]]) {
                present |= out[c] == 0 ? 0 : Digits.bit(out[c]);
            }
            for (int c : groupCells[g]) {
                if (out[c] == 0) {
                    int d = Long.numberOfTrailingZeros(~present & ~1L); // the smallest digit missing (64: bit 0)
                    out[c] = d <= n ? d : Math.abs(genes[c]); // a SudoKube edge can leave none
                    present |= Digits.bit(out[c]);
                }
            }
        }
        return out;
    }
}
