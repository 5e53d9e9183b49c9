package io.galab.algorithm.twodoku;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Fixtures;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.common.BoxPermutation;
import io.galab.algorithm.common.Instance;
import io.galab.algorithm.common.UnitFitness;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TwodokuOperatorsTest {

    private static final Puzzle MEDIUM_1 = Fixtures.library("twodoku/kaldanis", "medium_1");
    private static final Geometry G = Geometry.twodoku();

    /** Swaps two free cells of one box in different rows and columns: both rows lose a digit. */
    private static void disruptBox(int[] grid, int gridIndex, int boxRow, int boxCol, Instance instance) {
        int r0 = boxRow * 3;
        int c0 = boxCol * 3;
        for (int a = 0; a < 9; a++) {
            for (int b = a + 1; b < 9; b++) {
                int x = G.gridCell(gridIndex, r0 + a / 3, c0 + a % 3);
                int y = G.gridCell(gridIndex, r0 + b / 3, c0 + b % 3);
                if (a / 3 != b / 3 && a % 3 != b % 3 && !instance.fixed[x] && !instance.fixed[y]) {
                    int t = grid[x];
                    grid[x] = grid[y];
                    grid[y] = t;
                    return;
                }
            }
        }
        throw new IllegalStateException("no free pair in the box");
    }

    @Test
    void buildingBlockCrossoverPicksTheHigherScoringBlockRow() {
        Instance instance = new Instance(MEDIUM_1);
        BuildingBlockCrossover crossover = new BuildingBlockCrossover(instance);
        assertEquals(5, crossover.rowGroupCount(), "upper 1, upper 2, merged (upper 3 + lower 1), lower 2, lower 3");
        assertEquals(5, crossover.columnGroupCount());
        int[] p1 = MEDIUM_1.solution();
        int[] p2 = MEDIUM_1.solution();
        disruptBox(p1, 0, 1, 0, instance); // p1 is worse in the upper grid's second block-row
        disruptBox(p2, 0, 0, 0, instance); // p2 is worse in the upper grid's first block-row
        int[] child1 = new int[p1.length];
        int[] child2 = new int[p1.length];
        crossover.cross(p1, p2, child1, child2);
        int[] first = crossover.rowGroupCells(0);
        int[] second = crossover.rowGroupCells(1);
        assertTrue(crossover.rowGroupScore(0, p1) > crossover.rowGroupScore(0, p2));
        assertTrue(crossover.rowGroupScore(1, p2) > crossover.rowGroupScore(1, p1));
        for (int c : first) {
            assertEquals(p1[c], child1[c]);
        }
        for (int c : second) {
            assertEquals(p2[c], child1[c]);
        }
        // both disruptions kept rows within their block-row, so child 1 is the untouched solution
        assertArrayEquals(MEDIUM_1.solution(), child1);
    }

    @Test
    void childrenTakeTheCountsOfTheLinesTheyInheritWholeAndCountTheRest() {
        Puzzle samurai = Fixtures.library("samurai/samurai-sudoku-com", "easy1");
        Puzzle cube = PuzzleLibrary.load("sudokube/generated-easy", 1, 2L).puzzles().get(0);
        for (Puzzle puzzle : new Puzzle[] {MEDIUM_1, samurai, cube}) {
            Instance instance = new Instance(puzzle);
            UnitFitness fitness = TwodokuGa.fitness(instance);
            BuildingBlockCrossover counting = new BuildingBlockCrossover(instance, fitness);
            BuildingBlockCrossover plain = new BuildingBlockCrossover(instance);
            BoxPermutation boxes = new BoxPermutation(instance);
            SplittableRandom random = new SplittableRandom(5);
            for (int trial = 0; trial < 50; trial++) {
                int[] p1 = new int[instance.cellCount];
                int[] p2 = new int[instance.cellCount];
                boxes.fill(p1, random);
                boxes.fill(p2, random);
                long[] counts1 = new long[fitness.unitCount()];
                long[] counts2 = new long[fitness.unitCount()];
                fitness.evaluate(p1, counts1);
                fitness.evaluate(p2, counts2);
                int[] child1 = new int[p1.length];
                int[] child2 = new int[p1.length];
                long[] childCounts1 = new long[fitness.unitCount()];
                long[] childCounts2 = new long[fitness.unitCount()];
                counting.cross(p1, p2, child1, child2, counts1, counts2, childCounts1, childCounts2);
                int[] expected1 = new int[p1.length];
                int[] expected2 = new int[p1.length];
                plain.cross(p1, p2, expected1, expected2);
                assertArrayEquals(expected1, child1, puzzle.id());
                assertArrayEquals(expected2, child2, puzzle.id());
                long[] fresh1 = new long[fitness.unitCount()];
                long[] fresh2 = new long[fitness.unitCount()];
                assertEquals(fitness.evaluate(child1, fresh1), fitness.penalty(childCounts1), puzzle.id());
                assertEquals(fitness.evaluate(child2, fresh2), fitness.penalty(childCounts2), puzzle.id());
                for (int u : fitness.scoredUnits()) {
                    assertEquals(fresh1[u], childCounts1[u], puzzle.id() + " unit " + u + " of child 1");
                    assertEquals(fresh2[u], childCounts2[u], puzzle.id() + " unit " + u + " of child 2");
                }
            }
        }
    }

    @Test
    void sharedBoxUsesTheMergedScore() {
        Instance instance = new Instance(MEDIUM_1);
        BuildingBlockCrossover crossover = new BuildingBlockCrossover(instance);
        int[] p1 = MEDIUM_1.solution();
        int[] p2 = MEDIUM_1.solution();
        // p1: one disruption in the upper grid's third block-row (its box 7, left of the shared box)
        disruptBox(p1, 0, 2, 0, instance);
        // p2: two disruptions in the lower grid's first block-row (boxes 2 and 3 of the lower grid)
        disruptBox(p2, 1, 0, 1, instance);
        disruptBox(p2, 1, 0, 2, instance);
        int merged = 2;
        assertEquals(45, crossover.rowGroupCells(merged).length, "five boxes");
        // On the upper block-row alone p2 is better; on the merged score p1 is better.
        assertTrue(crossover.rowGroupScore(merged, p1) > crossover.rowGroupScore(merged, p2));
        int[] child1 = new int[p1.length];
        crossover.cross(p1, p2, child1, new int[p1.length]);
        for (int c : crossover.rowGroupCells(merged)) {
            assertEquals(p1[c], child1[c], "the whole merged group comes from p1");
        }
        int upperBox7 = G.gridCell(0, 6, 0);
        assertEquals(p1[upperBox7], child1[upperBox7]);
    }

    @Test
    void localSearchReallySwapsAndRepairsTwoColumns() {
        Instance instance = new Instance(MEDIUM_1);
        int[] grid = MEDIUM_1.solution();
        // swap two free cells of one row inside one box: two columns of the band each get a repeat
        int x = -1;
        int y = -1;
        search:
        for (int r = 0; r < 9; r++) {
            for (int c1 = 0; c1 < 9; c1++) {
                for (int c2 = c1 + 1; c2 < (c1 / 3 + 1) * 3; c2++) {
                    int a = G.gridCell(0, r, c1);
                    int b = G.gridCell(0, r, c2);
                    if (!instance.fixed[a] && !instance.fixed[b] && !G.isShared(a) && !G.isShared(b)) {
                        x = a;
                        y = b;
                        break search;
                    }
                }
            }
        }
        int t = grid[x];
        grid[x] = grid[y];
        grid[y] = t;
        assertEquals(2, TwodokuGa.fitness(instance).evaluate(grid));
        int swaps = new LocalSearch(instance).apply(grid);
        assertEquals(1, swaps);
        assertArrayEquals(MEDIUM_1.solution(), grid);
    }

    @Test
    void eliteLearningReplacesTheWorstIndividualsInThePopulation() {
        Instance instance = new Instance(MEDIUM_1);
        BoxPermutation boxes = new BoxPermutation(instance);
        SplittableRandom random = new SplittableRandom(4);
        int size = 20;
        int[][] population = new int[size][instance.cellCount];
        double[] fitness = new double[size];
        for (int i = 0; i < size; i++) {
            boxes.fill(population[i], random);
            fitness[i] = TwodokuGa.fitness(instance).evaluate(population[i]);
        }
        // one individual is the solution: elite member with fitness 0, so P_b = 1 for everyone
        population[0] = MEDIUM_1.solution();
        fitness[0] = 0;
        EliteLearning elite = new EliteLearning(5, instance.cellCount, size);
        elite.update(population, fitness, size);
        assertEquals(5, elite.size());
        assertEquals(0.0, elite.eliteFitness(0));
        for (int i = 1; i < 5; i++) {
            assertTrue(elite.eliteFitness(i - 1) <= elite.eliteFitness(i), "the elite is sorted");
        }
        double[] before = fitness.clone();
        assertEquals(5, elite.learn(population, fitness, size, boxes, random));
        int replaced = 0;
        for (int i = 0; i < size; i++) {
            if (fitness[i] != before[i]) {
                replaced++;
                assertTrue(fitness[i] < before[i] || Double.isNaN(fitness[i]));
            }
        }
        assertTrue(replaced >= 1, "the population itself changed");
        assertTrue(elite.replacements() >= 1);
    }

    @Test
    void localSearchAndEliteLearningChangeThePopulationOnMedium1() {
        Algorithm ga = new TwodokuGa();
        RunResult ls = ga.run(MEDIUM_1, ga.parameters(Map.of("localSearch", true)), 11, Budget.generations(50));
        assertTrue(ls.counter("localSearchSwaps") > 0, ls.counters().toString());
        RunResult el = ga.run(MEDIUM_1, ga.parameters(Map.of("eliteLearning", true)), 11, Budget.generations(50));
        assertTrue(el.counter("eliteReplacements") > 0, el.counters().toString());
        RunResult base = ga.run(MEDIUM_1, ga.parameters(Map.of()), 11, Budget.generations(50));
        assertEquals(0, base.counter("localSearchSwaps"));
        assertEquals(0, base.counter("eliteReplacements"));
    }
}
