package io.galab.algorithm.growth;

import io.galab.algorithm.common.Instance;
import io.galab.algorithm.common.UnitFitness;
import io.galab.puzzle.Geometry;

/**
 * Waters' fitness (SudoKube thesis, III.B and III.E.3.d): the duplicates of every row, column and
 * mini-grid of every component grid, summed grid by grid, and of every extra unit of the kind (a Sudoku-X's
 * diagonals, weight 1: the thesis has none, and a solution must hold them); 0 is solved. A segment's duplicates are
 * n − (distinct digits). On the SudoKube, a row or column that is a cube edge counts ten times
 * ({@link #EDGE_WEIGHT}); since every face counts its own segments, an edge (a row or column of two
 * faces) weighs 2 × 10 and a Twodoku's shared box is counted by both grids.
 */
public final class WatersFitness {

    /** The weight of a cube-edge row or column (III.E.3.d: "multiplied by ten"). */
    public static final int EDGE_WEIGHT = 10;

    private WatersFitness() {
    }

    /** The weight of each unit, from the unit table: how many grid segments it is, times 10 for a cube edge. */
    public static int[] weights(Instance instance) {
        Geometry g = instance.geometry;
        int[] w = new int[instance.unitCells.length];
        for (int u = 0; u < w.length; u++) {
            w[u] = g.segments(u); // counted once per grid that has it as a segment; a variant's extra unit once
        }
        if (cube(g)) {
            for (int u : instance.lineUnits) {
                if (isCubeEdge(instance, u)) {
                    w[u] *= EDGE_WEIGHT;
                }
            }
        }
        return w;
    }

    /** True for a SudoKube row or column whose cells all lie on a cube edge. */
    public static boolean isCubeEdge(Instance instance, int u) {
        for (int c : instance.unitCells[u]) {
            if (!instance.geometry.isShared(c)) {
                return false;
            }
        }
        return true;
    }

    public static UnitFitness of(Instance instance) {
        return new UnitFitness(instance, UnitFitness.Measure.SURPLUS, weights(instance));
    }

    /**
     * Whether Waters' cube rules apply (his thesis, the SudoKube chapters): the edge weights of the fitness
     * and the cube's own mutation. Read from the units, not the kind: they apply where grids share whole rows or
     * columns (a cube's edges); where grids share at most boxes (a Twodoku, a Samurai) or nothing, his 2D rules do.
     */
    static boolean cube(Geometry g) {
        for (int u = 0; u < g.unitCount(); u++) {
            if (g.isRow(u) || g.isColumn(u)) {
                boolean whole = true;
                for (int j = 0; j < g.n() && whole; j++) {
                    whole = g.isShared(g.unitCell(u, j));
                }
                if (whole) {
                    return true;
                }
            }
        }
        return false;
    }
}
