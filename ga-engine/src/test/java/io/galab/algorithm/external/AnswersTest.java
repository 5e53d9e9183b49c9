package io.galab.algorithm.external;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.RunResult;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The answer parser: any grid of symbols or numbers, with any separators, and the documented count lines. */
class AnswersTest {

    static final Puzzle S01A = PuzzleLibrary.load("sudoku/mantere-koljonen").get("s01a");

    static String rows(int[] grid, int n, String style) {
        StringBuilder s = new StringBuilder();
        int b = (int) Math.round(Math.sqrt(n));
        for (int r = 0; r < n; r++) {
            if (style.equals("acs") && r > 0 && r % b == 0) {
                s.append("------+-------+------\n");
            }
            List<String> cells = new ArrayList<>();
            for (int c = 0; c < n; c++) {
                int v = grid[r * n + c];
                cells.add(style.equals("symbols") ? String.valueOf(v < 10 ? (char) ('0' + v) : (char) ('A' + v - 10))
                        : Integer.toString(v));
                if (style.equals("acs") && c % b == b - 1 && c < n - 1) {
                    cells.add("|");
                }
            }
            s.append(String.join(style.equals("symbols") ? "" : style.equals("csv") ? "," : " ", cells)).append('\n');
        }
        return s.toString();
    }

    @Test
    void symbolNumericAndSeparatedGridsReadAlike() {
        int[] solution = S01A.solution();
        for (String style : List.of("symbols", "numbers", "acs", "csv")) {
            Answers.Answer a = Answers.read("solving...\n" + rows(solution, 9, style) + "done in 3 ms\n",
                    S01A.geometry());
            assertArrayEquals(solution, a.grid(), style);
            assertEquals(RunResult.UNKNOWN, a.evaluations(), "without a count line the count is unknown");
            assertEquals(RunResult.UNKNOWN, a.generations());
        }
    }

    @Test
    void theLastGridIsTheAnswerAndCountLinesFillTheColumns() {
        String out = "puzzle:\n" + rows(S01A.givens(), 9, "acs") + "\nsolution:\n" + rows(S01A.solution(), 9, "acs")
                + "evaluations=1234\nGenerations: 56\n";
        Answers.Answer a = Answers.read(out, S01A.geometry());
        assertArrayEquals(S01A.solution(), a.grid());
        assertEquals(1234, a.evaluations());
        assertEquals(56, a.generations());
        // the givens printed right before the answer, without a line between, are one block: its last 9 rows
        Answers.Answer stacked = Answers.read(rows(S01A.givens(), 9, "numbers") + rows(S01A.solution(), 9,
                "numbers"), S01A.geometry());
        assertArrayEquals(S01A.solution(), stacked.grid());
    }

    @Test
    void noGridIsNoAnswer() {
        assertNull(Answers.read("failed in time\n", S01A.geometry()).grid());
        assertNull(Answers.read("", S01A.geometry()).grid());
        assertNull(Answers.read(rows(S01A.solution(), 9, "numbers").lines().skip(1)
                .reduce("", (x, y) -> x + y + "\n"), S01A.geometry()).grid(), "8 rows are not a grid");
    }

    @Test
    void largeGridsAreReadAsNumbersAndLetters() {
        Puzzle p = PuzzleLibrary.load("family/sudoku25-45", 1, 7).puzzles().get(0);
        int[] solution = p.solution();
        assertArrayEquals(solution, Answers.read(rows(solution, 25, "numbers"), p.geometry()).grid());
        assertArrayEquals(solution, Answers.read(rows(solution, 25, "symbols"), p.geometry()).grid());
        assertArrayEquals(solution, Answers.read(rows(solution, 25, "acs"), p.geometry()).grid());
    }

    /** A Twodoku's answer is its two grids' rows in turn; a shared cell given two values is a wrong answer. */
    @Test
    void multiGridKindsReadEachGridInTurn() {
        Puzzle t = PuzzleLibrary.load("twodoku/kaldanis").get("easy_1");
        Geometry g = t.geometry();
        int[] solution = t.solution();
        int[][] grids = new int[2][81];
        for (int k = 0; k < 2; k++) {
            for (int p = 0; p < 81; p++) {
                grids[k][p] = solution[g.gridCell(k, p / 9, p % 9)];
            }
        }
        Answers.Answer a = Answers.read(rows(grids[0], 9, "numbers") + rows(grids[1], 9, "numbers"), g);
        assertArrayEquals(solution, a.grid());
        assertEquals(-1, a.conflict());
        assertNull(Verdicts.wrong(t, a));
        int shared = g.sharedCells()[0];
        for (int p = 0; p < 81; p++) {
            if (g.gridCell(1, p / 9, p % 9) == shared) {
                grids[1][p] = grids[1][p] % 9 + 1;
            }
        }
        Answers.Answer bad = Answers.read(rows(grids[0], 9, "numbers") + rows(grids[1], 9, "numbers"), g);
        assertTrue(Verdicts.wrong(t, bad).startsWith("its grids disagree at"), Verdicts.wrong(t, bad));
    }

    @Test
    void galabsCheckerNamesWhatIsWrong() {
        int[] grid = S01A.solution();
        int blank = 0;
        while (S01A.isGiven(blank)) {
            blank++;
        }
        int[] changed = grid.clone();
        changed[blank] = changed[blank] % 9 + 1;
        assertTrue(Verdicts.wrong(S01A, Answers.read(rows(changed, 9, "numbers"), S01A.geometry())).startsWith(
                "repeats"));
        int given = 0;
        while (!S01A.isGiven(given)) {
            given++;
        }
        int[] moved = grid.clone();
        moved[given] = moved[given] % 9 + 1;
        assertTrue(Verdicts.wrong(S01A, Answers.read(rows(moved, 9, "numbers"), S01A.geometry())).startsWith(
                "changes the given"));
        int[] holed = grid.clone();
        holed[blank] = 0;
        assertTrue(Verdicts.wrong(S01A, Answers.read(rows(holed, 9, "numbers"), S01A.geometry())).startsWith(
                "blank at"));
        assertEquals(0, Verdicts.penalty(S01A.geometry(), grid));
    }
}
