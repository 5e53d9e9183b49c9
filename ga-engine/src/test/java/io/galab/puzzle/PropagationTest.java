package io.galab.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Propagation is sound (it never removes the solution's digit from a cell, nor places another) on
 * every library puzzle of every kind, and the stronger rules do at least what the weaker ones do.
 */
class PropagationTest {

    static List<Puzzle> puzzles() {
        List<Puzzle> all = new java.util.ArrayList<>();
        for (String name : PuzzleLibrary.setNames()) {
            if (!PuzzleLibrary.isGenerated(name)) {
                all.addAll(PuzzleLibrary.load(name).puzzles());
            }
        }
        all.addAll(PuzzleLibrary.load("sudokube/generated-hard", 3, 0).puzzles());
        return all;
    }

    @ParameterizedTest
    @EnumSource(Propagation.Rules.class)
    void neverRemovesTheSolutionsDigit(Propagation.Rules rules) {
        int solvedAlone = 0;
        for (Puzzle p : puzzles()) {
            int[] solution = new ExactSolver(p.geometry()).solve(p).orElseThrow();
            Propagation prop = Propagation.of(p, rules);
            int[] grid = prop.grid();
            long[] candidates = prop.candidates();
            assertFalse(prop.contradiction(), p.id());
            for (int c = 0; c < grid.length; c++) {
                assertTrue(grid[c] == 0 || grid[c] == solution[c], p.id() + " cell " + c);
                assertTrue((candidates[c] & 1L << solution[c]) != 0, p.id() + " cell " + c + " lost its digit");
            }
            assertEquals(prop.solved(), java.util.Arrays.stream(grid).noneMatch(v -> v == 0));
            solvedAlone += prop.solved() ? 1 : 0;
            if (rules == Propagation.Rules.NONE) {
                assertEquals(0, prop.placed(), p.id());
            }
        }
        if (rules == Propagation.Rules.FULL) {
            assertTrue(solvedAlone >= Propagation.Rules.values().length, "full propagation solves some puzzles");
        }
    }

    @ParameterizedTest
    @EnumSource(value = Propagation.Rules.class, names = {"SINGLES", "FULL"})
    void strongerRulesPlaceAtLeastAsMuch(Propagation.Rules rules) {
        for (Puzzle p : PuzzleLibrary.load("sudoku/top1465").puzzles().subList(0, 50)) {
            Propagation weaker = Propagation.of(p, rules == Propagation.Rules.FULL ? Propagation.Rules.SINGLES
                    : Propagation.Rules.NONE);
            Propagation stronger = Propagation.of(p, rules);
            assertTrue(stronger.placed() >= weaker.placed(), p.id());
            long[] w = weaker.candidates();
            long[] s = stronger.candidates();
            for (int c = 0; c < w.length; c++) {
                assertEquals(s[c], s[c] & w[c], p.id() + " cell " + c + ": stronger rules keep a subset");
            }
        }
    }
}
