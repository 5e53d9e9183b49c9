package io.galab.algorithm.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.galab.puzzle.Geometry;
import io.galab.puzzle.Kind;
import io.galab.puzzle.Puzzle;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The fast paths of UnitFitness agree with the definitions they replace. */
class UnitFitnessTest {

    /** Equal pairs by definition: Σ over units of Σ over values C(count, 2). */
    private static int pairsByDefinition(Instance instance, int[] grid, int[] units) {
        int total = 0;
        for (int u : units) {
            int[] count = new int[instance.n + 1];
            for (int c : instance.unitCells[u]) {
                count[grid[c]]++;
            }
            for (int k : count) {
                total += k * (k - 1) / 2;
            }
        }
        return total;
    }

    @Test
    void packedPairCountsAndTheEarlyZeroTestAgreeWithTheDefinitionOnRandomGrids() {
        Geometry[] geometries = {Geometry.of(Kind.SUDOKU, 3), Geometry.of(Kind.SUDOKU, 4), Geometry.of(Kind.SUDOKU, 5),
            Geometry.of(Kind.TWODOKU, 3), Geometry.of(Kind.SAMURAI, 3), Geometry.of(Kind.SUDOKUBE, 3)};
        for (int k = 0; k < geometries.length; k++) {
            Geometry g = geometries[k];
            Instance instance = new Instance(new Puzzle("x", g, new int[g.cellCount()]));
            UnitFitness pairs = UnitFitness.allUnits(instance, UnitFitness.Measure.EQUAL_PAIRS);
            UnitFitness surplus = UnitFitness.allUnits(instance, UnitFitness.Measure.SURPLUS);
            SplittableRandom random = new SplittableRandom(k);
            int[] grid = new int[instance.cellCount];
            for (int trial = 0; trial < 200; trial++) {
                // mostly few distinct values, so that repeats of 3 and more occur
                int spread = trial % 2 == 0 ? 3 : instance.n;
                for (int c = 0; c < grid.length; c++) {
                    grid[c] = 1 + random.nextInt(spread);
                }
                int expected = pairsByDefinition(instance, grid, instance.allUnits());
                assertEquals(expected, pairs.evaluate(grid), g.kind() + " n=" + instance.n + " trial " + trial);
                assertEquals(expected == 0, pairs.isZero(grid));
                assertEquals(surplus.evaluate(grid) == 0, surplus.isZero(grid));
                // a swap's delta is the difference of the totals, for both measures, blanks included
                grid[random.nextInt(grid.length)] = 0;
                for (UnitFitness fitness : new UnitFitness[] {pairs, surplus}) {
                    int x = random.nextInt(grid.length);
                    int y = random.nextInt(grid.length);
                    int before = fitness.evaluate(grid);
                    int delta = fitness.swap(grid, x, y);
                    assertEquals(fitness.evaluate(grid) - before, delta, g.kind() + " swap " + x + "," + y);
                }
            }
        }
    }
}
