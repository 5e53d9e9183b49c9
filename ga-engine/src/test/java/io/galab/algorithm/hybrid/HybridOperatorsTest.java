package io.galab.algorithm.hybrid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Fixtures;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.common.BoxPermutation;
import io.galab.algorithm.common.Instance;
import io.galab.puzzle.Puzzle;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class HybridOperatorsTest {

    @Test
    void bestFitnessGrowsByAQuarterPerUnchangedGeneration() {
        double[] rank = {3, 4, 4, 5};
        int[] best = {0};
        for (int generation = 1; generation <= 4; generation++) {
            HybridGa.ageBest(rank, best, 0.25);
            assertEquals(3 + 0.25 * generation, rank[0], 1e-12);
        }
        // after four unchanged generations the best ties a near-optimal member (w + 1) ...
        assertEquals(rank[1], rank[0]);
        HybridGa.ageBest(rank, best, 0.25);
        // ... and from the fifth it ranks behind it, so the near-optimal member replaces it
        assertTrue(rank[0] > rank[1]);
    }

    @Test
    void groupedSelectionDrawsFromThePriorityGroups() {
        GroupedSelection selection = new GroupedSelection(21);
        for (int id = 1; id <= 20; id++) {
            int expected = id < 6 ? 6 : id < 11 ? 11 : id < 16 ? 16 : 21;
            assertEquals(expected, selection.upperBound(id), "identifier " + id);
        }
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 1000; i++) {
            long packed = selection.select(3, random);
            int x1 = (int) (packed >>> 32);
            int x2 = (int) packed;
            assertNotEquals(x1, x2);
            assertTrue(x1 >= 2 && x1 <= 6 && x2 >= 2 && x2 <= 6, "ranks 2-6 for the first group");
        }
    }

    @Test
    void theTextsNumberingPutsFourFiveFiveAndSixChildrenInTheGroups() {
        GroupedSelection selection = new GroupedSelection(21);
        int[] from2 = new int[22];
        int[] from1 = new int[22];
        for (int k = 1; k <= 20; k++) {
            from2[selection.upperBound(GroupedSelection.Identifiers.FROM_2.of(k))]++;
            from1[selection.upperBound(GroupedSelection.Identifiers.FROM_1.of(k))]++;
        }
        assertEquals(List.of(4, 5, 5, 6), List.of(from2[6], from2[11], from2[16], from2[21]),
                "groups 2-5, 6-10, 11-15, 16-21");
        assertEquals(List.of(5, 5, 5, 5), List.of(from1[6], from1[11], from1[16], from1[21]), "the earlier reading");
    }

    @Test
    void withEitherNumberingEveryChildHasTwoRanksToDrawFromAtEverySize() {
        for (GroupedSelection.Identifiers numbering : GroupedSelection.Identifiers.values()) {
            for (int size = 3; size <= 60; size++) {
                GroupedSelection selection = new GroupedSelection(size);
                for (int k = 1; k < size; k++) {
                    int upper = selection.upperBound(numbering.of(k));
                    assertTrue(upper >= 3 && upper <= size,
                            numbering + " size " + size + ", child " + k + ": [2, " + upper
                            + "]");
                }
            }
        }
    }

    @Test
    void smallAndLargePopulationsEndAndDrawValidRanks() {
        Algorithm ga = new HybridGa();
        Puzzle s06a = Fixtures.library("sudoku/mantere-koljonen", "s06a");
        for (int size : new int[] {3, 4, 8}) {
            for (String numbering : new String[] {"from1", "from2"}) {
                RunResult r = ga.run(s06a, ga.parameters(Map.of("populationSize", size, "initialSize", size,
                        "identifiers", numbering)), 1, Budget.generations(50));
                assertTrue(r.generations() <= 50, numbering + " " + size);
            }
        }
        GroupedSelection large = new GroupedSelection(100_000);
        long packed = large.select(99_999, new SplittableRandom(1));
        int x1 = (int) (packed >>> 32);
        int x2 = (int) packed;
        assertTrue(x1 >= 2 && x1 <= 100_000 && x2 >= 2 && x2 <= 100_000 && x1 != x2, x1 + " " + x2);
    }

    @Test
    void psoCrossoverTakesWholeBoxesFromItsThreeParents() {
        Puzzle s06a = Fixtures.library("sudoku/mantere-koljonen", "s06a");
        Instance instance = new Instance(s06a);
        BoxPermutation boxes = new BoxPermutation(instance);
        SplittableRandom random = new SplittableRandom(8);
        int[] best = new int[81];
        int[] max = new int[81];
        int[] min = new int[81];
        boxes.fill(best, random);
        boxes.fill(max, random);
        boxes.fill(min, random);
        int[] child = new int[81];
        PsoCrossover crossover = new PsoCrossover(instance);
        for (int trial = 0; trial < 50; trial++) {
            crossover.cross(best, max, min, child, random);
            int fromMin = 0;
            for (int u : instance.boxUnits) {
                int[] cells = instance.unitCells[u];
                int[][] parents = {best, max, min};
                boolean whole = false;
                for (int[] parent : parents) {
                    boolean all = true;
                    for (int c : cells) {
                        all &= child[c] == parent[c];
                    }
                    whole |= all;
                }
                assertTrue(whole, "every box comes whole from one parent");
                boolean asMin = true;
                for (int c : cells) {
                    asMin &= child[c] == min[c];
                }
                fromMin += asMin ? 1 : 0;
            }
            assertTrue(fromMin >= 1 && fromMin <= 8, "λ2 boxes from min, 1 ≤ λ2 ≤ 8");
            assertTrue(boxes.boxesArePermutations(child));
        }
    }
}
