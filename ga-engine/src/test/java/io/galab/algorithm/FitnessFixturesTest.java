package io.galab.algorithm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.galab.algorithm.common.Instance;
import io.galab.algorithm.growth.WatersFitness;
import io.galab.algorithm.hybrid.HybridGa;
import io.galab.algorithm.purge.PurgeGa;
import io.galab.algorithm.retrievable.RetrievableGa;
import io.galab.algorithm.twodoku.TwodokuGa;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import org.junit.jupiter.api.Test;

/** Each paper's fitness function against values worked out by hand on small fixtures. */
class FitnessFixturesTest {

    private static final Puzzle S01A = Fixtures.library("sudoku/mantere-koljonen", "s01a");

    /**
     * The s01a solution with r1c2 and r1c3 overwritten by the value of r1c1 (8): row 1 then holds 8
     * three times, columns 2 and 3 and box 1 each hold an extra 8.
     */
    private static int[] threeEightsInRowOne() {
        int[] grid = S01A.solution();
        assertEquals(8, grid[0]);
        grid[1] = 8;
        grid[2] = 8;
        return grid;
    }

    @Test
    void twodokuFitnessOfAKnownGrid() {
        Puzzle medium1 = Fixtures.library("twodoku/kaldanis", "medium_1");
        Instance instance = new Instance(medium1);
        int[] grid = medium1.solution();
        assertEquals(0, TwodokuGa.fitness(instance).evaluate(grid));
        Geometry g = Geometry.twodoku();
        // Swap r1c1 and r2c2 of the upper grid (same box, different row and column): rows 1 and 2 and
        // columns 1 and 2 of the upper grid each gain a repeat, so 4 × (9 − 8) = 4.
        swap(grid, g.gridCell(0, 0, 0), g.gridCell(0, 1, 1));
        assertEquals(4, TwodokuGa.fitness(instance).evaluate(grid));
        // Swap r1c1 and r1c2 of the lower grid (same row, same box). Both cells are in the shared box,
        // so they are also r7c7 and r7c8 of the upper grid: lower columns 1, 2 and upper columns 7, 8
        // each gain a repeat, while both rows keep their digits: 4 + 4 = 8.
        swap(grid, g.gridCell(1, 0, 0), g.gridCell(1, 0, 1));
        assertEquals(8, TwodokuGa.fitness(instance).evaluate(grid));
    }

    @Test
    void gergesPenaltyCountsEqualPairsInRowsAndColumns() {
        Instance instance = new Instance(S01A);
        assertEquals(0, PurgeGa.penalty(instance).evaluate(S01A.solution()));
        // Eq. 1: row 1 has three 8s, C(3,2) = 3 pairs; columns 2 and 3 one pair each; boxes are not
        // counted: Pe = 3 + 1 + 1 = 5.
        assertEquals(5, PurgeGa.penalty(instance).evaluate(threeEightsInRowOne()));
    }

    @Test
    void retrievableFitnessIs972OnASolved9x9() {
        Instance instance = new Instance(S01A);
        assertEquals(972, RetrievableGa.maximumFitness(Geometry.sudoku9()));
        assertEquals(972, RetrievableGa.fitness(instance, S01A.solution()));
        // Equal pairs: row 1 three, columns 2 and 3 one each, box 1 three (all three 8s): 972 − 8.
        assertEquals(964, RetrievableGa.fitness(instance, threeEightsInRowOne()));
        // 3N²(N−1)/2 for other orders: 4x4 → 3·16·3/2 = 72
        assertEquals(72, RetrievableGa.maximumFitness(Geometry.sudoku(2)));
    }

    @Test
    void dengLiWCountsRepeatedNumbersInRowsAndColumns() {
        Instance instance = new Instance(S01A);
        assertEquals(0, HybridGa.w(instance).evaluate(S01A.solution()));
        // r_1 = 9 − 7 distinct = 2; c_2 = c_3 = 1: w = 4.
        assertEquals(4, HybridGa.w(instance).evaluate(threeEightsInRowOne()));
    }

    @Test
    void watersWeightsCubeEdgesTenTimesPerFace() {
        Puzzle cube = PuzzleLibrary.load("sudokube/generated-medium", 1, 3L).puzzles().get(0);
        Instance instance = new Instance(cube);
        Geometry g = cube.geometry();
        int[] grid = cube.solution();
        assertEquals(0, WatersFitness.of(instance).evaluate(grid));

        // An inner cell: face x=0, r5c5 lies in one row, one column, one box, each counted once.
        int inner = g.gridCell(0, 4, 4);
        int[] changed = grid.clone();
        changed[inner] = grid[inner] % 9 + 1;
        assertEquals(3, WatersFitness.of(instance).evaluate(changed));

        // An edge cell (not a corner): face x=0, r1c5 is the cell (0,0,4), also row 1 of face y=0.
        // Face x=0 counts its row 1 (an edge, ×10), column 5 and box 2: 10 + 1 + 1; face y=0 counts
        // its row 1 (the same edge, ×10), its column 5 and its box 2: 10 + 1 + 1. Total 24.
        int edge = g.gridCell(0, 0, 4);
        assertEquals(0 * 81 + 0 * 9 + 4, g.cellKey(edge));
        changed = grid.clone();
        changed[edge] = grid[edge] % 9 + 1;
        assertEquals(24, WatersFitness.of(instance).evaluate(changed));
    }

    private static void swap(int[] grid, int a, int b) {
        int t = grid[a];
        grid[a] = grid[b];
        grid[b] = t;
    }
}
