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
        for (int grid = 0; grid < g.gridCount(); grid++) {
            for (int k = 0; k < g.n(); k++) {
                w[g.rowUnit(grid, k)]++;
                w[g.columnUnit(grid, k)]++;
                w[g.boxUnit(grid, k)]++;
            }
        }
        for (int u = 0; u < w.length; u++) {
            switch (g.unitType(u)) {
                case ROW, COLUMN, BOX -> {
                    // counted above, once per grid that has it as a segment
                }
                case DIAGONAL -> w[u] = 1; // a kind's extra unit (Sudoku-X): a segment of its one grid
            }
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
     * and the cube's own mutation; every other kind takes his 2D rules.
     */
    static boolean cube(Geometry g) {
        return switch (g.kind()) {
            case SUDOKUBE -> true;
            case SUDOKU, SUDOKU_X, TWODOKU, SAMURAI -> false;
        };
    }
}
