package io.galab.algorithm.common;

import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import java.util.ArrayList;
import java.util.List;

/**
 * What a run solves, as the primitive tables the generation loops read: givens, free cells, units,
 * boxes. Built once per run from a {@link Puzzle}; the arrays are shared read-only tables and must not
 * be modified.
 */
public final class Instance {

    public final Puzzle puzzle;
    public final Geometry geometry;
    /** Digits per unit and side of every component grid. */
    public final int n;
    public final int cellCount;
    /** The given digit of each cell, 0 where the cell is free. */
    public final int[] givens;
    /** True for a given cell, which no operator may change. */
    public final boolean[] fixed;
    /** The free (non-given) cells, ascending. */
    public final int[] freeCells;
    /** {@code unitCells[u]}: the n cells of unit u. */
    public final int[][] unitCells;
    /** {@code cellUnits[c]}: the units holding cell c. */
    public final int[][] cellUnits;
    /** The distinct box units, in unit order. */
    public final int[] boxUnits;
    /** {@code boxFree[b]}: the free cells of box {@code boxUnits[b]}. */
    public final int[][] boxFree;
    /** The distinct row and column units. */
    public final int[] lineUnits;
    /**
     * True when no cell lies in two different boxes (every kind but the SudoKube, whose boxes at a
     * cube edge share that edge's cells). Only then can every box be kept a permutation.
     */
    public final boolean boxesDisjoint;

    public Instance(Puzzle puzzle) {
        this.puzzle = puzzle;
        this.geometry = puzzle.geometry();
        this.n = geometry.n();
        this.cellCount = geometry.cellCount();
        this.givens = puzzle.givens();
        this.fixed = new boolean[cellCount];
        List<Integer> free = new ArrayList<>();
        for (int c = 0; c < cellCount; c++) {
            fixed[c] = givens[c] != 0;
            if (!fixed[c]) {
                free.add(c);
            }
        }
        this.freeCells = free.stream().mapToInt(Integer::intValue).toArray();
        this.unitCells = geometry.unitCellTable();
        this.cellUnits = geometry.cellUnitTable();
        List<Integer> boxes = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        for (int u = 0; u < unitCells.length; u++) {
            // a region (a box, a Jigsaw's region) is what box-permutation GAs fill; every other unit is a line they
            // score (a diagonal, a window too)
            (geometry.isRegion(u) ? boxes : lines).add(u);
        }
        this.boxUnits = boxes.stream().mapToInt(Integer::intValue).toArray();
        this.lineUnits = lines.stream().mapToInt(Integer::intValue).toArray();
        this.boxFree = new int[boxUnits.length][];
        int[] boxesOfCell = new int[cellCount];
        for (int b = 0; b < boxUnits.length; b++) {
            List<Integer> f = new ArrayList<>();
            for (int c : unitCells[boxUnits[b]]) {
                boxesOfCell[c]++;
                if (!fixed[c]) {
                    f.add(c);
                }
            }
            boxFree[b] = f.stream().mapToInt(Integer::intValue).toArray();
        }
        boolean disjoint = true;
        for (int count : boxesOfCell) {
            disjoint &= count == 1;
        }
        this.boxesDisjoint = disjoint;
    }

    /** A grid holding the givens and 0 in every free cell. */
    public int[] givenGrid() {
        return givens.clone();
    }

    /**
     * The units a box-permutation algorithm scores: rows and columns when boxes are disjoint (each box
     * is then a permutation by construction and scores 0), every unit otherwise.
     */
    public int[] permutationScoredUnits() {
        return boxesDisjoint ? lineUnits.clone() : allUnits();
    }

    /** Every unit: 0 … unitCount − 1. */
    public int[] allUnits() {
        int[] all = new int[unitCells.length];
        for (int u = 0; u < all.length; u++) {
            all[u] = u;
        }
        return all;
    }

    /** True when every given of the puzzle is kept in {@code grid}. */
    public boolean keepsGivens(int[] grid) {
        for (int c = 0; c < cellCount; c++) {
            if (fixed[c] && grid[c] != givens[c]) {
                return false;
            }
        }
        return true;
    }
}
