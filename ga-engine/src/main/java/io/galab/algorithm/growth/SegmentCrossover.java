package io.galab.algorithm.growth;

import io.galab.algorithm.common.Instance;
import io.galab.algorithm.common.UnitFitness;
import java.util.SplittableRandom;

/**
 * Waters' crossovers (SudoKube thesis). A child is built segment by segment, where a segment is a row,
 * a column or a mini-grid of a component grid, in grid order; a cell shared by two grids keeps the
 * value of the segment copied last.
 *
 * <ul>
 *   <li>{@link #alternate} (2D, III.B.1.c): row, column or grid crossover with equal probability;
 *       segments 1, 3, 5, 7, 9 come from parent 1 and 2, 4, 6, 8 from parent 2.</li>
 *   <li>{@link #fitnessBased} (cube, III.E.3.b, Table 3): the type is drawn with probability inversely
 *       proportional to parent 1's total fitness of that type — weight 1/(1 + total), the +1 keeping a
 *       perfect type finite — and each segment comes from the parent whose segment has the better
 *       (lower) fitness; on a tie from parent 2, as in Table 3.</li>
 * </ul>
 */
public final class SegmentCrossover {

    private final Instance instance;
    private final UnitFitness fitness;
    private final int[] weights;
    /** [type][segment] → unit, type 0 rows, 1 columns, 2 mini-grids; segments grid by grid. */
    private final int[][] units;
    private long unitReads;

    public SegmentCrossover(Instance instance, UnitFitness fitness, int[] weights) {
        this.instance = instance;
        this.fitness = fitness;
        this.weights = weights;
        int grids = instance.geometry.gridCount();
        int n = instance.n;
        units = new int[3][grids * n];
        for (int g = 0; g < grids; g++) {
            for (int k = 0; k < n; k++) {
                units[0][g * n + k] = instance.geometry.rowUnit(g, k);
                units[1][g * n + k] = instance.geometry.columnUnit(g, k);
                units[2][g * n + k] = instance.geometry.boxUnit(g, k);
            }
        }
    }

    /** 2D crossover: alternate segments of a random type. Returns the type used (0 row, 1 column, 2 grid). */
    public int alternate(int[] parent1, int[] parent2, int[] child, SplittableRandom random) {
        int type = random.nextInt(3);
        int n = instance.n;
        int[] segs = units[type];
        for (int s = 0; s < segs.length; s++) {
            int[] from = (s % n) % 2 == 0 ? parent1 : parent2;
            copy(segs[s], from, child);
        }
        return type;
    }

    /** Cube crossover: fitness-dependent type and per-segment choice of the better parent. Returns the type. */
    public int fitnessBased(int[] parent1, int[] parent2, int[] child, SplittableRandom random) {
        double[] w = new double[3];
        double total = 0;
        for (int t = 0; t < 3; t++) {
            w[t] = 1.0 / (1.0 + typeFitness(parent1, t));
            total += w[t];
        }
        double r = random.nextDouble() * total;
        int type = r < w[0] ? 0 : r < w[0] + w[1] ? 1 : 2;
        for (int u : units[type]) {
            int f1 = segmentFitness(parent1, u);
            int f2 = segmentFitness(parent2, u);
            copy(u, f1 < f2 ? parent1 : parent2, child);
        }
        return type;
    }

    /** The summed weighted fitness of all segments of one type in a grid. */
    public int typeFitness(int[] grid, int type) {
        int total = 0;
        for (int u : units[type]) {
            total += segmentFitness(grid, u);
        }
        return total;
    }

    /** A segment's fitness: its duplicates times its weight as a single segment (10 for a cube edge). */
    public int segmentFitness(int[] grid, int u) {
        unitReads++;
        int edge = weights[u] >= WatersFitness.EDGE_WEIGHT ? WatersFitness.EDGE_WEIGHT : 1;
        return edge * fitness.unitPenalty(grid, u);
    }

    /** The segments scored so far, each a unit scoring (docs/experiments.md, "What an evaluation is"). */
    public long unitReads() {
        return unitReads;
    }

    private void copy(int u, int[] from, int[] child) {
        for (int c : instance.unitCells[u]) {
            child[c] = from[c];
        }
    }

    /** Difference degree D_d = N_d / N (Eq. 5): the share of cells whose values differ. */
    public static double differenceDegree(int[] a, int[] b) {
        int differ = 0;
        for (int c = 0; c < a.length; c++) {
            if (a[c] != b[c]) {
                differ++;
            }
        }
        return (double) differ / a.length;
    }
}
