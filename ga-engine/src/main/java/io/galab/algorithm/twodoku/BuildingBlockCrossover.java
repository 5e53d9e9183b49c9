package io.galab.algorithm.twodoku;

import io.galab.puzzle.Digits;
import io.galab.algorithm.common.Instance;
import io.galab.algorithm.common.UnitFitness;
import io.galab.puzzle.Geometry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Building-block crossover (Twodoku report, "Crossover", after Sato &amp; Inoue): child 1 takes each
 * block-row from the parent whose rows there score higher, child 2 each block-column by its columns'
 * score. A row's score is its number of distinct digits (9 when it has no repeat), so a block-row
 * scores at most 27.
 *
 * <p><b>Shared boxes</b> (the report's "Overlapping Block Problem"): block-rows of different component
 * grids that share a box are merged into one group, their scores are added, and the whole group is
 * inherited from the parent with the higher merged score. On a Twodoku that merges the upper grid's
 * third block-row with the lower grid's first (five boxes); on a Samurai, the centre grid's outer
 * block-rows with the two corner grids' block-rows they touch. Boxes of the SudoKube are never shared
 * (faces meet at an edge line), so each face's block-rows stay separate groups and an edge cell takes
 * the value of the last group copied, in face order.
 *
 * <p>Ties go to the first parent, as in the report's reference code ({@code >=}).
 */
public final class BuildingBlockCrossover {

    /** One inherited unit: the line units that score it and the cells copied with it. */
    record Group(int[] lines, int[] cells) {
    }

    private final Group[] rowGroups;
    private final Group[] columnGroups;
    private final int n;
    private final int[][] unitCells;
    /** Per unit: its score can be read from a grid's kept counts (the fitness scores and counts it). */
    private final boolean[] counted;
    /** The fitness whose counts are kept, or null. */
    private final UnitFitness fitness;
    /**
     * The scored units child 1 (child 2) counts itself: all of them, or, when every cell lies in exactly
     * one block-row group (block-column group), the units other than the rows (columns) it inherits whole.
     */
    private final int[] child1Recounts;
    private final int[] child2Recounts;

    public BuildingBlockCrossover(Instance instance) {
        this(instance, null);
    }

    /**
     * A crossover that can read a line's score from the unit counts {@code fitness} keeps beside a grid
     * (see {@link #cross(int[], int[], int[], int[], long[], long[], long[], long[])}).
     */
    public BuildingBlockCrossover(Instance instance, UnitFitness fitness) {
        this.n = instance.n;
        this.unitCells = instance.unitCells;
        this.rowGroups = groups(instance, true);
        this.columnGroups = groups(instance, false);
        this.fitness = fitness != null && fitness.countable() ? fitness : null;
        this.counted = new boolean[unitCells.length];
        for (int u = 0; u < counted.length; u++) {
            counted[u] = this.fitness != null && this.fitness.scores(u);
        }
        this.child1Recounts = this.fitness == null ? null : unitsToCount(this.fitness, rowGroups, instance.cellCount);
        this.child2Recounts = this.fitness == null ? null : unitsToCount(this.fitness, columnGroups,
                instance.cellCount);
    }

    /**
     * The scored units a child must count after inheriting {@code groups}: those not among the groups'
     * lines when the groups partition the cells (each line then comes whole from one parent, whose
     * counts it takes), else every scored unit (a SudoKube's edge cell takes the last group's value).
     */
    private static int[] unitsToCount(UnitFitness fitness, Group[] groups, int cells) {
        int[] holders = new int[cells];
        for (Group group : groups) {
            for (int c : group.cells) {
                holders[c]++;
            }
        }
        int[] scored = fitness.scoredUnits();
        if (Arrays.stream(holders).anyMatch(h -> h != 1)) {
            return scored;
        }
        Set<Integer> whole = new HashSet<>();
        for (Group group : groups) {
            for (int u : group.lines) {
                whole.add(u);
            }
        }
        return Arrays.stream(scored).filter(u -> !whole.contains(u)).toArray();
    }

    /** Builds the block-row (or block-column) groups, merging those that share a box. */
    private static Group[] groups(Instance instance, boolean rows) {
        Geometry g = instance.geometry;
        int b = g.boxSize();
        int bands = g.n() / b;
        int nodes = g.gridCount() * bands;
        int[] parent = new int[nodes];
        for (int i = 0; i < nodes; i++) {
            parent[i] = i;
        }
        Map<Integer, Integer> bandOfBox = new LinkedHashMap<>();
        for (int grid = 0; grid < g.gridCount(); grid++) {
            for (int band = 0; band < bands; band++) {
                for (int k = 0; k < bands; k++) {
                    int box = g.boxUnit(grid, rows ? band * b + k : k * b + band);
                    int node = grid * bands + band;
                    Integer other = bandOfBox.putIfAbsent(box, node);
                    if (other != null) {
                        parent[find(parent, node)] = find(parent, other);
                    }
                }
            }
        }
        Map<Integer, TreeSet<Integer>> lines = new LinkedHashMap<>();
        Map<Integer, List<Integer>> cells = new LinkedHashMap<>();
        for (int grid = 0; grid < g.gridCount(); grid++) {
            for (int band = 0; band < bands; band++) {
                int root = find(parent, grid * bands + band);
                TreeSet<Integer> l = lines.computeIfAbsent(root, k -> new TreeSet<>());
                List<Integer> c = cells.computeIfAbsent(root, k -> new ArrayList<>());
                for (int k = 0; k < b; k++) {
                    l.add(rows ? g.rowUnit(grid, band * b + k) : g.columnUnit(grid, band * b + k));
                }
                for (int k = 0; k < bands; k++) {
                    int box = g.boxUnit(grid, rows ? band * b + k : k * b + band);
                    for (int cell : instance.unitCells[box]) {
                        if (!c.contains(cell)) {
                            c.add(cell);
                        }
                    }
                }
            }
        }
        List<Group> groups = new ArrayList<>();
        for (Integer root : lines.keySet()) {
            groups.add(new Group(lines.get(root).stream().mapToInt(Integer::intValue).toArray(),
                    cells.get(root).stream().mapToInt(Integer::intValue).toArray()));
        }
        return groups.toArray(new Group[0]);
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            i = parent[i] = parent[parent[i]];
        }
        return i;
    }

    /** Number of block-row groups (5 on a Twodoku: 2 + 1 merged + 2). */
    public int rowGroupCount() {
        return rowGroups.length;
    }

    public int columnGroupCount() {
        return columnGroups.length;
    }

    /** Child 1 by block-row scores and child 2 by block-column scores. */
    public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2) {
        inherit(rowGroups, parent1, parent2, child1, null, null, null);
        inherit(columnGroups, parent1, parent2, child2, null, null, null);
    }

    /**
     * The same children from parents whose unit counts are kept (the crossover was made with a fitness
     * that keeps counts): the scores of counted lines are read from the parents' counts
     * ({@code counts1}, {@code counts2}), and the children's counts ({@code childCounts1},
     * {@code childCounts2}) are written as {@link UnitFitness#evaluate(int[], long[])} writes them: a
     * line a child inherits whole takes its parent's counts, and only the others are counted.
     */
    public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, long[] counts1, long[] counts2,
            long[] childCounts1, long[] childCounts2) {
        inherit(rowGroups, parent1, parent2, child1, counts1, counts2, childCounts1);
        inherit(columnGroups, parent1, parent2, child2, counts1, counts2, childCounts2);
        fitness.count(child1, childCounts1, child1Recounts);
        fitness.count(child2, childCounts2, child2Recounts);
    }

    private void inherit(Group[] groups, int[] parent1, int[] parent2, int[] child, long[] counts1, long[] counts2,
            long[] childCounts) {
        for (Group group : groups) {
            boolean first = score(group, parent1, counts1) >= score(group, parent2, counts2);
            int[] from = first ? parent1 : parent2;
            for (int c : group.cells) {
                child[c] = from[c];
            }
            if (childCounts != null) {
                long[] fromCounts = first ? counts1 : counts2;
                for (int u : group.lines) {
                    childCounts[u] = fromCounts[u];
                }
            }
        }
    }

    /** The summed distinct-digit count of the group's rows or columns in one parent. */
    int score(Group group, int[] grid) {
        return score(group, grid, null);
    }

    private int score(Group group, int[] grid, long[] counts) {
        int total = 0;
        for (int u : group.lines) {
            if (counts != null && counted[u]) {
                total += UnitFitness.distinct(counts, u);
                continue;
            }
            long mask = 0;
            for (int c : unitCells[u]) {
                mask |= Digits.bit(grid[c]);
            }
            total += Long.bitCount(mask & Digits.all(n));
        }
        return total;
    }

    /** The score of row group i in a grid (for tests and traces). */
    public int rowGroupScore(int i, int[] grid) {
        return score(rowGroups[i], grid);
    }

    /** The cells inherited with row group i. */
    public int[] rowGroupCells(int i) {
        return rowGroups[i].cells.clone();
    }
}
