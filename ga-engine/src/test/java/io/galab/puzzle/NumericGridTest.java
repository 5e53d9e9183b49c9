package io.galab.puzzle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.solve.ExactSolver;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The numeric and Lloyd & Amos formats (docs/puzzle-formats.md, "Numeric formats"): round trips and errors. */
class NumericGridTest {

    @TempDir
    Path dir;

    /** A random complete grid with about half its cells blanked. */
    private static int[] puzzle(int box, long seed) {
        Geometry g = Geometry.sudoku(box);
        SplittableRandom random = new SplittableRandom(seed);
        int[] grid = new ExactSolver(g).solveRandom(new int[g.cellCount()], random).orElseThrow();
        for (int c = 0; c < grid.length; c++) {
            grid[c] = random.nextBoolean() ? grid[c] : 0;
        }
        return grid;
    }

    @Test
    void bothFormatsRoundTripForEveryBoxSize() throws Exception {
        for (int box = 2; box <= Geometry.MAX_BOX; box++) {
            Geometry g = Geometry.sudoku(box);
            int[] values = puzzle(box, box);
            Path numeric = dir.resolve("n" + box + ".txt");
            Files.writeString(numeric, NumericGrid.write(g, values));
            Puzzle a = PuzzleFormat.read(numeric).get(0);
            assertEquals(g, a.geometry());
            assertArrayEquals(values, a.givens(), "numeric " + g.describe());
            Path la = dir.resolve("la" + box + ".txt");
            Files.writeString(la, NumericGrid.writeLloydAmos(g, values));
            assertTrue(Files.readString(la).startsWith(box + "\n1\n"), "the order, then 1");
            Puzzle b = PuzzleFormat.read(la).get(0);
            assertArrayEquals(values, b.givens(), "Lloyd & Amos " + g.describe());
            assertEquals("la" + box, b.id());
        }
    }

    @Test
    void lloydAmosFilesAreReadAsTheirSolverReadsThem() throws Exception {
        // a 4x4 in their layout: tabs, a trailing tab, -1 for a blank; the second number is ignored
        Path f = dir.resolve("inst4x4.txt");
        Files.writeString(f, "2\n1\n1\t-1\t-1\t4\t\n-1\t4\t1\t-1\t\n-1\t1\t4\t-1\t\n4\t-1\t-1\t1\t\n");
        Puzzle p = PuzzleFormat.read(f).get(0);
        assertArrayEquals(new int[] {1, 0, 0, 4, 0, 4, 1, 0, 0, 1, 4, 0, 4, 0, 0, 1}, p.givens());
    }

    @Test
    void badValuesSizesAndConflictsAreLocated() throws Exception {
        Path f = dir.resolve("bad.txt");
        Files.writeString(f, "2\n1\n1 -1 -1 4\n-1 4 5 -1\n-1 1 4 -1\n4 -1 -1 1\n");
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(f));
        assertEquals(4, e.line());
        assertEquals(6, e.column());
        assertTrue(e.problem().startsWith("value 5; expected 1 to 4, or -1 for a blank"), e.problem());

        Files.writeString(f, "2\n1\n1 -1 -1 4\n-1 4 1 -1\n-1 1 4\n");
        e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(f));
        assertTrue(e.problem().startsWith("the file holds 11 cells; a 4x4 Sudoku has 16"), e.problem());

        // Lloyd & Amos's head alone makes the file theirs: too few cells, or one cell a line, are counted
        for (String[] c : new String[][] {{"3\n1\n1 2 3\n", "the file holds 3 cells; a 9x9 Sudoku has 81"},
            {"2\n1\n", "the file holds 0 cells; a 4x4 Sudoku has 16"},
            {"2\n1\n" + "-1\n".repeat(15) + "5\n", "value 5; expected 1 to 4, or -1 for a blank"}}) {
            Files.writeString(f, c[0]);
            e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(f));
            assertTrue(e.problem().startsWith(c[1]), e.problem());
        }
        Files.writeString(f, "2\n1\n" + "-1\n".repeat(15) + "4\n");
        assertEquals(4, PuzzleFormat.read(f).get(0).givens()[15], "one cell a line is read");

        Files.writeString(f, "1 1 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n");
        e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(f));
        assertTrue(e.problem().contains("1"), "two 1s in row 1: " + e.problem());

        Files.writeString(f, "9\n1\n" + "-1 ".repeat(81 * 81) + "\n");
        e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(f));
        assertEquals(1, e.line());
        assertTrue(e.problem().startsWith("the order (box size) is 9; expected 2 to 8 (4x4 to 64x64)"), e.problem());
        Files.writeString(f, "6\n1\n" + "-1 ".repeat(36 * 36) + "\n");
        assertEquals(36, PuzzleFormat.read(f).get(0).geometry().n(), "a 36x36 is read");
    }

    /**
     * A token that is not a whole number (a typo, a decimal, a letter) in a file shaped as a numeric one is
     * that file's located error; it used to send the file to the character layouts, whose error named a line
     * count and not the token.
     */
    @Test
    void aTokenThatIsNoNumberIsLocated() throws Exception {
        Path f = dir.resolve("token.txt");
        for (String[] c : new String[][] {{"2\n1\n1 -1 -1 4\n-1 4 1 -1\n-1 1 4x -1\n4 -1 -1 1\n", "5", "6", "4x"},
            {"1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1.5\n", "4", "7", "1.5"},
            {"2\n1\n1 x -1 4\n", "3", "3", "x"}}) {
            Files.writeString(f, c[0]);
            PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(f));
            assertEquals(Integer.parseInt(c[1]), e.line(), e.getMessage());
            assertEquals(Integer.parseInt(c[2]), e.column(), e.getMessage());
            assertTrue(e.problem().startsWith("'" + c[3] + "' is not a whole number"), e.problem());
        }
    }
}
