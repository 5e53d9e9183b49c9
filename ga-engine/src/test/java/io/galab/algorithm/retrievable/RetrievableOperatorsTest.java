package io.galab.algorithm.retrievable;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Fixtures;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.common.Instance;
import io.galab.puzzle.Puzzle;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RetrievableOperatorsTest {

    @Test
    void resetPointsFollowThePapersRule() {
        assertEquals(2000, ResetPoint.forGivens81(22));
        assertEquals(2000, ResetPoint.forGivens81(27));
        assertEquals(350, ResetPoint.forGivens81(28));
        assertEquals(350, ResetPoint.forGivens81(29));
        assertEquals(300, ResetPoint.forGivens81(30));
        assertEquals(300, ResetPoint.forGivens81(31));
        assertEquals(200, ResetPoint.forGivens81(32));
        assertEquals(200, ResetPoint.of(Fixtures.library("sudoku/mantere-koljonen", "s06a")));
        assertEquals(2000, ResetPoint.of(Fixtures.library("sudoku/mantere-koljonen", "s16")));
        // Twodoku easy_3: 99 givens of 153 cells ≈ 52 of 81
        assertEquals(200, ResetPoint.of(Fixtures.library("twodoku/kaldanis", "easy_3")));
    }

    @Test
    void aRunResetsAtTheResetPoint() {
        Algorithm ga = new RetrievableGa();
        Puzzle s16 = Fixtures.library("sudoku/mantere-koljonen", "s16"); // 23 givens: reset every 2000
        RunResult r = ga.run(s16, ga.parameters(Map.of()), 2, Budget.generations(4100));
        assertFalse(r.solved(), "this seed does not solve AI Escargot in 4100 generations");
        assertEquals(2, r.counter("resets"));
        // the population restarts, so the best fitness drops right after each reset point
        assertTrue(r.trace().best(2000) < r.trace().best(1999));
        assertTrue(r.trace().best(4000) < r.trace().best(3999));
    }

    @Test
    void alternateElitismKeepsEverySecondOfTheMergedSortedPopulation() {
        // before crossover: indices 0-2, after mutation: 3-5
        double[] merged = {5, 9, 1, 7, 3, 8};
        int[] kept = new int[3];
        new AlternateElitism(6, AlternateElitism.Mode.EVERY_SECOND).select(merged, 6, kept);
        // sorted best first: 9 (1), 8 (5), 7 (3), 5 (0), 3 (4), 1 (2); keep ranks 1, 3, 5
        assertArrayEquals(new int[] {1, 3, 4}, kept);
    }

    @Test
    void alternateSourcesTakesTheBestOfEachPopulationInTurn() {
        double[] merged = {5, 9, 1, 7, 3, 8, 2, 6};
        int[] kept = new int[4];
        new AlternateElitism(8, AlternateElitism.Mode.ALTERNATE_SOURCES).select(merged, 8, kept);
        // before sorted: 9 (1), 7 (3), 5 (0), 1 (2); after sorted: 8 (5), 6 (7), 3 (4), 2 (6)
        // alternately: 1, 5, 3, 7 — fitness 9, 8, 7, 6, already best first
        assertArrayEquals(new int[] {1, 5, 3, 7}, kept);
    }

    @Test
    void removeRepetitionReplacesRepeatsOfGivensOnly() {
        Puzzle s06a = Fixtures.library("sudoku/mantere-koljonen", "s06a");
        Instance instance = new Instance(s06a);
        int[] grid = s06a.solution();
        // r1c1 is free (solution 2); give it the value of the given r1c3 (8), a repeat of a given
        assertFalse(instance.fixed[0]);
        assertEquals(8, s06a.given(2));
        grid[0] = 8;
        int changed = new RemoveRepetition(instance).apply(grid, new SplittableRandom(1));
        assertEquals(1, changed);
        assertArrayEquals(s06a.solution(), grid, "the only digit missing from row 1 is 2");
        // a repeat between free cells stays: copy a free cell's value to another free cell of its
        // row whose column has no such given
        int[] free = s06a.solution();
        int changedCells = -1;
        for (int a : instance.freeCells) {
            for (int b : instance.freeCells) {
                if (a != b && a / 9 == b / 9 && !columnHasGiven(s06a, b % 9, free[a])) {
                    free[b] = free[a];
                    changedCells = new RemoveRepetition(instance).apply(free, new SplittableRandom(1));
                    break;
                }
            }
            if (changedCells >= 0) {
                break;
            }
        }
        assertEquals(0, changedCells);
    }

    private static boolean columnHasGiven(Puzzle p, int column, int value) {
        for (int r = 0; r < 9; r++) {
            if (p.given(r * 9 + column) == value) {
                return true;
            }
        }
        return false;
    }

    /**
     * Remove repetition reading only the marked lines makes the same changes from the same draws as
     * reading every line, application after application, when every change between applications is
     * marked: on a single grid, on a Twodoku and on a Samurai (cells in two rows and two columns), with
     * both readings of G_i, and with lines that hold a repeat of a given left over from earlier.
     */
    @ParameterizedTest
    @CsvSource({
        "sudoku/mantere-koljonen, s09a, PRESENT", "sudoku/mantere-koljonen, s16, NOT_GIVEN",
        "twodoku/kaldanis, hard_1, PRESENT", "twodoku/kaldanis, medium_1, NOT_GIVEN",
        "samurai/samurai-sudoku-com, hard1, PRESENT", "samurai/samurai-sudoku-com, easy1, NOT_GIVEN"})
    void removeRepetitionOnMarkedLinesMakesTheSameChangesAsOnEveryLine(String set, String id,
            RemoveRepetition.Values values) {
        Instance instance = new Instance(Fixtures.library(set, id));
        RemoveRepetition everyLine = new RemoveRepetition(instance, values);
        RemoveRepetition marked = new RemoveRepetition(instance, values);
        SplittableRandom setUp = new SplittableRandom(7);
        int[] a = instance.givens.clone();
        for (int c : instance.freeCells) {
            a[c] = 1 + setUp.nextInt(instance.n);
        }
        int[] b = a.clone();
        long[] marks = marked.marks();
        marked.markAll(marks);
        SplittableRandom ra = new SplittableRandom(11);
        SplittableRandom rb = new SplittableRandom(11);
        int changes = 0;
        for (int round = 0; round < 400; round++) {
            int changedA = everyLine.apply(a, ra);
            int changedB = marked.apply(b, marks, rb);
            assertEquals(changedA, changedB, "round " + round);
            assertArrayEquals(a, b, "round " + round);
            assertEquals(ra.nextLong(), rb.nextLong(), "the same draws, round " + round);
            changes += changedA;
            // change a few free cells, as mutation does, marking each
            for (int k = setUp.nextInt(1 + instance.freeCells.length / 4); k > 0; k--) {
                int c = instance.freeCells[setUp.nextInt(instance.freeCells.length)];
                int v = 1 + setUp.nextInt(instance.n);
                a[c] = v;
                b[c] = v;
                marked.mark(marks, c, v);
            }
        }
        assertTrue(changes > 400, "the operator changed cells in most rounds: " + changes);
        assertEquals(everyLine.unitReads(), marked.unitReads(), "the same lines counted as read");
    }
}
