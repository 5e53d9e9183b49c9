package io.galab.algorithm.twodoku;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Fixtures;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.common.Instance;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code referenceCode: true}: local search and elite learning as the report's reference code does them. */
class ReferenceCodeTest {

    private static final Geometry G = Geometry.twodoku();
    /** A Twodoku without givens, so that every cell may be swapped. */
    private static final Puzzle BLANK = Fixtures.generated(G, 1.0, 5);
    private static final Instance INSTANCE = new Instance(BLANK);

    private static void swap(int[] grid, int g, int r1, int c1, int r2, int c2) {
        int x = G.gridCell(g, r1, c1);
        int y = G.gridCell(g, r2, c2);
        int t = grid[x];
        grid[x] = grid[y];
        grid[y] = t;
    }

    @Test
    void columnSearchNeverSwaps() {
        int[] grid = BLANK.solution();
        swap(grid, 0, 1, 3, 1, 4); // two columns of the upper grid get a repeat; every row stays legal
        int[] broken = grid.clone();
        assertEquals(0, new ReferenceLocalSearch(INSTANCE).apply(grid));
        assertArrayEquals(broken, grid);
        int[] repaired = broken.clone();
        assertEquals(1, new LocalSearch(INSTANCE).apply(repaired), "the working column search repairs it");
        assertArrayEquals(BLANK.solution(), repaired);
    }

    @Test
    void rowSearchSwapsTheCellsOfTheColumnNamedByTheBoxIndex() {
        int[] grid = BLANK.solution();
        swap(grid, 0, 0, 4, 1, 4); // rows 0 and 1 of the upper grid each get a repeat, in box 1
        int[] broken = grid.clone();
        int swaps = new ReferenceLocalSearch(INSTANCE).apply(grid);
        assertTrue(swaps >= 1, "the repeats in box 1 match, so the reference swaps");
        assertNotEquals(java.util.Arrays.toString(BLANK.solution()), java.util.Arrays.toString(grid), "not repaired");
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                int cell = G.gridCell(0, r, c);
                if (grid[cell] != broken[cell]) {
                    assertTrue(r <= 1 && c <= 2, "changed " + G.cellName(cell)
                            + ": only columns 0-2, the box indices of band 0, of the two rows change");
                }
            }
        }
        assertEquals(broken[G.gridCell(0, 0, 4)], grid[G.gridCell(0, 0, 4)], "the broken cells stay");
        assertEquals(broken[G.gridCell(0, 1, 4)], grid[G.gridCell(0, 1, 4)]);
        assertBoxesAndColumnsKept(broken, grid);
        int[] repaired = broken.clone();
        new LocalSearch(INSTANCE).apply(repaired);
        assertArrayEquals(BLANK.solution(), repaired, "the working row search repairs it");
    }

    @Test
    void lowerGridRowsAreTestedThreeRowsDownButSearchedInPlace() {
        int[] grid = BLANK.solution();
        swap(grid, 1, 3, 4, 4, 4); // rows 3 and 4 of the lower grid: R = {0, 1}, whose rows are legal
        int[] broken = grid.clone();
        assertEquals(0, new ReferenceLocalSearch(INSTANCE).apply(grid));
        assertArrayEquals(broken, grid);
    }

    @Test
    void swapsInTheSharedBoxMadeByTheLowerGridAreLost() {
        int[] grid = BLANK.solution();
        swap(grid, 1, 3, 4, 4, 4); // makes R = {0, 1} on the lower grid
        swap(grid, 1, 0, 4, 1, 4); // repeats in rows 0 and 1 of the lower grid, box 1: column 1 is shared
        int[] broken = grid.clone();
        assertTrue(new ReferenceLocalSearch(INSTANCE).apply(grid) >= 1);
        assertArrayEquals(broken, grid, "every swap fell in columns 0-2 of rows 0-1: the shared box keeps"
                + " the upper grid's values");
    }

    @Test
    void referenceEliteLearningLeavesTheRunAsWithoutIt() {
        Algorithm ga = new TwodokuGa();
        Puzzle medium1 = Fixtures.library("twodoku/kaldanis", "medium_1");
        for (long seed = 1; seed <= 3; seed++) {
            RunResult none = ga.run(medium1, ga.parameters(Map.of()), seed, Budget.generations(300));
            RunResult el = ga.run(medium1, ga.parameters(Map.of("eliteLearning", true, "referenceCode", true)),
                    seed, Budget.generations(300));
            assertEquals(none.generations(), el.generations());
            assertEquals(none.evaluations(), el.evaluations());
            assertEquals(none.bestFitness(), el.bestFitness());
            assertArrayEquals(none.bestGrid(), el.bestGrid());
            assertEquals(0, el.counter("eliteReplacements"));
            assertEquals(0, el.counter("eliteReinitialisations"));
        }
    }

    @Test
    void referenceLocalSearchSwapsDuringARunAndChangesIt() {
        Algorithm ga = new TwodokuGa();
        Puzzle medium1 = Fixtures.library("twodoku/kaldanis", "medium_1");
        RunResult none = ga.run(medium1, ga.parameters(Map.of()), 11, Budget.generations(50));
        RunResult ls = ga.run(medium1, ga.parameters(Map.of("localSearch", true, "referenceCode", true)), 11,
                Budget.generations(50));
        assertTrue(ls.counter("localSearchSwaps") > 0, ls.counters().toString());
        assertTrue(ls.evaluations() > none.evaluations(), "each changed individual is evaluated again");
    }

    private static void assertBoxesAndColumnsKept(int[] before, int[] after) {
        for (int g = 0; g < G.gridCount(); g++) {
            for (int k = 0; k < 9; k++) {
                for (int u : new int[] {G.columnUnit(g, k), G.boxUnit(g, k)}) {
                    int[] a = values(before, u);
                    int[] b = values(after, u);
                    java.util.Arrays.sort(a);
                    java.util.Arrays.sort(b);
                    assertArrayEquals(a, b, G.unitName(u));
                }
            }
        }
    }

    private static int[] values(int[] grid, int unit) {
        int[] cells = G.unitCells(unit);
        int[] v = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            v[i] = grid[cells[i]];
        }
        return v;
    }
}
