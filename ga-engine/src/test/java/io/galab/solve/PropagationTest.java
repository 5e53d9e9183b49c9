package io.galab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.Digits;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Propagation is sound (it never removes the solution's digit from a cell, nor places another) on
 * every library puzzle of every kind, the stronger rules do at least what the weaker ones do, and each of
 * the full rules does its own work: a grid where only pointing, only claiming or only a naked pair can remove
 * a candidate loses exactly that candidate.
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
                assertTrue((candidates[c] & Digits.bit(solution[c])) != 0, p.id() + " cell " + c + " lost its digit");
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

    /** A 9x9 puzzle from 81 digits, 0 for a blank. */
    static Puzzle grid(String id, String digits) {
        int[] givens = digits.chars().map(ch -> ch - '0').toArray();
        return new Puzzle(id, Geometry.sudoku(3), givens);
    }

    static int cell(int row, int col) {
        return row * 9 + col;
    }

    /**
     * Pointing: box 1's rows 1 and 2 are given, so its digits 1, 8 and 9 can only go in its row 0; they leave
     * the rest of row 0. No single applies, so only the locked-candidates rule can remove them.
     */
    @org.junit.jupiter.api.Test
    void lockedCandidatesTakeABoxsDigitsOutOfItsLine() {
        Puzzle p = grid("pointing", "000000000" + "234000000" + "567000000" + "0".repeat(54));
        long[] singles = Propagation.of(p, Propagation.Rules.SINGLES).candidates();
        long[] full = Propagation.of(p, Propagation.Rules.FULL).candidates();
        for (int col = 3; col < 9; col++) {
            for (int d : new int[] {1, 8, 9}) {
                assertTrue((singles[cell(0, col)] & Digits.bit(d)) != 0, "singles leave " + d + " at r0c" + col);
                assertEquals(0, full[cell(0, col)] & Digits.bit(d), "locked candidates take " + d + " from r0c" + col);
            }
            assertEquals(Digits.all(9) & ~(1L << 1 | 1L << 8 | 1L << 9), full[cell(0, col)], "r0c" + col);
        }
    }

    /**
     * Claiming: row 0's columns 3 to 8 are given, so its digits 1, 8 and 9 can only go in box 0; they leave
     * box 0's other rows. No single applies there, so only the locked-candidates rule can remove them.
     */
    @org.junit.jupiter.api.Test
    void lockedCandidatesTakeALinesDigitsOutOfItsBox() {
        Puzzle p = grid("claiming", "000234567" + "0".repeat(72));
        long[] singles = Propagation.of(p, Propagation.Rules.SINGLES).candidates();
        long[] full = Propagation.of(p, Propagation.Rules.FULL).candidates();
        for (int row = 1; row < 3; row++) {
            for (int col = 0; col < 3; col++) {
                for (int d : new int[] {1, 8, 9}) {
                    assertTrue((singles[cell(row, col)] & Digits.bit(d)) != 0,
                            "singles leave " + d + " at r" + row + "c" + col);
                    assertEquals(0, full[cell(row, col)] & Digits.bit(d), "claiming takes " + d + " from r" + row + "c"
                            + col);
                }
            }
        }
    }

    /**
     * Naked pairs: r0c0 and r0c4 (in different boxes) can only hold 1 or 2, so 1 and 2 leave the rest of row 0.
     * Columns 0 and 4 hold 3 to 9 in rows 1 to 7, so no box confines a digit and no locked candidate applies.
     */
    @org.junit.jupiter.api.Test
    void nakedPairsTakeTheirTwoDigitsOutOfTheirUnit() {
        String[] rows = new String[9];
        for (int r = 0; r < 9; r++) {
            char[] row = "000000000".toCharArray();
            if (r >= 1 && r <= 7) {
                row[0] = (char) ('0' + 2 + r);
                row[4] = (char) ('0' + 3 + r % 7);
            }
            rows[r] = new String(row);
        }
        Puzzle p = grid("pairs", String.join("", rows));
        assertFalse(new ExactSolver(p.geometry()).countSolutions(p, 1).hasNone(), "a puzzle with solutions");
        long pair = 1L << 1 | 1L << 2;
        long[] singles = Propagation.of(p, Propagation.Rules.SINGLES).candidates();
        long[] full = Propagation.of(p, Propagation.Rules.FULL).candidates();
        assertEquals(pair, singles[cell(0, 0)]);
        assertEquals(pair, singles[cell(0, 4)]);
        for (int col : new int[] {1, 2, 3, 5, 6, 7, 8}) {
            assertEquals(pair, singles[cell(0, col)] & pair, "singles leave 1 and 2 at r0c" + col);
            assertEquals(0, full[cell(0, col)] & pair, "naked pairs take 1 and 2 from r0c" + col);
        }
    }
}
