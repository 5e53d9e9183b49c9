package io.galab.algorithm.growth;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Fixtures;
import io.galab.algorithm.common.Instance;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GrowthOperatorsTest {

    @Test
    void agingReplacesAMemberAtItsAgeLimit() {
        // Figure 13: population 5, maximum age 5; the third best has reached the limit and the next
        // best member not due to be kept (the 6th) takes its place.
        int[] sorted = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        int[] ages = {1, 0, 5, 2, 0, 0, 3, 0, 0, 0};
        int[] kept = new int[5];
        assertEquals(1, Aging.select(sorted, ages, 5, 5, kept));
        assertArrayEquals(new int[] {0, 1, 5, 3, 4}, kept);
        // a reserve that is itself too old is passed over
        ages[5] = 7;
        Aging.select(sorted, ages, 5, 5, kept);
        assertArrayEquals(new int[] {0, 1, 6, 3, 4}, kept);
    }

    @Test
    void rankSelectionFollowsEquation4() {
        int m = 20;
        double sum = 0;
        for (int k = 0; k < m; k++) {
            sum += RankSelection.probability(k, m);
        }
        assertEquals(1.0, sum, 1e-12);
        assertEquals(2.0 / 21, RankSelection.probability(0, m), 1e-12);
        // empirical frequencies match p(k) (seeded; 200,000 draws, tolerance ~5 standard errors)
        RankSelection selection = new RankSelection(m);
        SplittableRandom random = new SplittableRandom(9);
        int[] counts = new int[m];
        int draws = 200_000;
        for (int i = 0; i < draws; i++) {
            counts[selection.select(random)]++;
        }
        for (int k = 0; k < m; k++) {
            double p = RankSelection.probability(k, m);
            double se = Math.sqrt(p * (1 - p) / draws);
            assertEquals(p, (double) counts[k] / draws, 5 * se + 1e-9, "rank " + k);
        }
    }

    @Test
    void perGenerationDecayJumpsToTheCeilingAndDecaysOncePerGeneration() {
        MutationSchedule s = new MutationSchedule(1, 10, 20, 0.5, MutationSchedule.Decay.PER_GENERATION);
        assertEquals(1, generation(s, 1, 5, 9, 3));
        assertEquals(10, generation(s, 2, 5, 5, 3), "best equals worst: stuck in a basin");
        assertEquals(5, generation(s, 3, 4, 9, 3));
        assertEquals(2.5, generation(s, 4, 4, 9, 3));
        assertEquals(1.25, generation(s, 5, 4, 9, 3));
        assertEquals(1, generation(s, 6, 4, 9, 3), "never below the starting rate");
        assertEquals(10, generation(s, 20, 4, 9, 3), "every reset count generations");
        assertEquals(2, s.jumps());
    }

    @Test
    void perMutationDecayMultipliesOncePerChildStartingAtTheCeiling() {
        MutationSchedule s = new MutationSchedule(1, 10, 20, 0.5, MutationSchedule.Decay.PER_MUTATION);
        s.beginGeneration(1, 5, 9);
        assertEquals(1, s.nextMutation());
        s.beginGeneration(2, 5, 5);
        assertEquals(10, s.nextMutation(), "the first application after a jump uses the ceiling");
        assertEquals(5, s.nextMutation());
        assertEquals(2.5, s.nextMutation());
        s.beginGeneration(3, 4, 9);
        assertEquals(1.25, s.nextMutation(), "a new generation without a jump goes on decaying");
        assertEquals(1, s.nextMutation(), "never below the starting rate");
        s.beginGeneration(20, 4, 9);
        assertEquals(10, s.nextMutation(), "every reset count generations");
        assertEquals(2, s.jumps());
    }

    @Test
    void perMutationDecayAtThesisSettingsReachesTheStartingRateWithinOneResetPeriod() {
        MutationSchedule s = new MutationSchedule(1, 10, 20, 0.99, MutationSchedule.Decay.PER_MUTATION);
        s.beginGeneration(20, 4, 9);
        double rate = 0;
        for (int generation = 20; generation < 40; generation++) {
            if (generation > 20) {
                s.beginGeneration(generation, 4, 9);
            }
            for (int child = 0; child < 20; child++) {
                rate = s.nextMutation();
            }
        }
        // 10 × 0.99^k reaches 1% at k = 230 < 400 applications
        assertEquals(1, rate);
    }

    /** One generation of {@code children} mutations; every child must see the same rate. */
    private static double generation(MutationSchedule s, long g, double best, double worst, int children) {
        s.beginGeneration(g, best, worst);
        double rate = s.nextMutation();
        for (int i = 1; i < children; i++) {
            assertEquals(rate, s.nextMutation(), "per generation: one rate for every child");
        }
        return rate;
    }

    @Test
    void naturalGrowthRemovesRepeatsAndKeepsGivens() {
        Puzzle s06a = Fixtures.library("sudoku/mantere-koljonen", "s06a");
        Instance instance = new Instance(s06a);
        int[] grid = s06a.solution();
        int before = WatersFitness.of(instance).evaluate(grid);
        int cell = instance.freeCells[3];
        grid[cell] = grid[cell] % 9 + 1;
        int broken = WatersFitness.of(instance).evaluate(grid);
        assertTrue(broken > before);
        NaturalGrowth growth = new NaturalGrowth(instance);
        growth.apply(grid, 50, 0, 0, new SplittableRandom(3));
        assertTrue(instance.keepsGivens(grid));
        assertTrue(growth.growths() > 0);
        assertEquals(0, WatersFitness.of(instance).evaluate(grid), "one wrong cell is grown back");
    }

    @Test
    void fitnessBasedCrossoverTakesTheBetterSegmentAndTiesFromParentTwo() {
        Puzzle cube = PuzzleLibrary.load("sudokube/generated-easy", 1, 2L).puzzles().get(0);
        Instance instance = new Instance(cube);
        int[] weights = WatersFitness.weights(instance);
        SegmentCrossover crossover = new SegmentCrossover(instance, WatersFitness.of(instance), weights);
        int[] p1 = cube.solution();
        int[] p2 = cube.solution();
        // spoil one inner free cell of face x=0 in p1 and another of face z=8 in p2
        int a = freeInner(instance, 0);
        int b = freeInner(instance, 5);
        p1[a] = p1[a] % 9 + 1;
        p2[b] = p2[b] % 9 + 1;
        int[] child = new int[p1.length];
        crossover.fitnessBased(p1, p2, child, new SplittableRandom(1));
        assertArrayEquals(cube.solution(), child, "every segment from the parent where it is intact");
        assertEquals(0.0, SegmentCrossover.differenceDegree(p1, p1));
        assertEquals(2.0 / cube.geometry().cellCount(), SegmentCrossover.differenceDegree(p1, p2));
    }

    private static int freeInner(Instance instance, int face) {
        for (int r = 1; r < 8; r++) {
            for (int c = 1; c < 8; c++) {
                int cell = instance.geometry.gridCell(face, r, c);
                if (!instance.fixed[cell]) {
                    return cell;
                }
            }
        }
        throw new IllegalStateException();
    }
}
