package io.galab.puzzle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.solve.ExactSolver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PuzzleFormatTest {

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    // ------------------------------------------------------------------ the kind header

    /**
     * A file may name its kind ({@code # kind: ID}); the shape must agree, a misspelt header key is an error
     * (never a comment), and an unknown kind is an error that lists the known ones.
     */
    @Test
    void theKindHeaderIsCheckedAndAMisspeltOneIsAnError() throws IOException {
        Puzzle s06a = PuzzleLibrary.load("sudoku/mantere-koljonen").get("s06a");
        String grid = PuzzleFormat.writeGrid(s06a.geometry(), s06a.givens());
        assertArrayEquals(s06a.givens(), PuzzleFormat.read(write("a.txt", "# kind: sudoku\n" + grid)).get(0).givens());
        PuzzleFormatException shape = assertThrows(PuzzleFormatException.class,
                () -> PuzzleFormat.read(write("b.txt", "# kind: twodoku\n" + grid)));
        assertTrue(shape.getMessage().contains("the header says kind twodoku, but the puzzle's shape is a sudoku"),
                shape.getMessage());
        PuzzleFormatException misspelt = assertThrows(PuzzleFormatException.class,
                () -> PuzzleFormat.read(write("c.txt", "# knd: sudoku\n" + grid)));
        assertTrue(misspelt.getMessage().contains("c.txt:1:3: header 'knd' is not one galab reads; did you mean"
                + " 'kind'?"), misspelt.getMessage());
        PuzzleFormatException unknown = assertThrows(PuzzleFormatException.class,
                () -> PuzzleFormat.read(write("d.txt", "# kind: sudoku-y\n" + grid)));
        assertTrue(unknown.getMessage().contains("d.txt:1:9: unknown puzzle kind 'sudoku-y'"), unknown.getMessage());
        assertEquals(1, PuzzleFormat.read(write("e.txt", "# source: a book\n" + grid)).size(),
                "a comment that is no header stays a comment");
    }

    /**
     * Every line that looks like an attempt at the kind header, in any of the forms a user might type, is an
     * error naming its line, never a comment that leaves the kind to the shape; comments that merely contain
     * the word stay comments, and a second header may repeat the kind but not name another. "kind:" inside other
     * text is such an attempt too, whatever kind it names.
     */
    @Test
    void everyAttemptAtTheKindHeaderIsReadOrRefused() throws IOException {
        // a Sudoku-X's givens written as a plain 9x9 (no header): valid under either reading
        Puzzle s06a = PuzzleLibrary.load("sudoku/mantere-koljonen").get("s06a");
        Puzzle x = PuzzleLibrary.load("sudoku-x/galab-x").puzzles().get(0);
        String grid = PuzzleFormat.writeGrid(s06a.geometry(), x.givens());
        for (String header : List.of("#kind:sudoku-x", "# KIND: Sudoku-X", "# kind : sudoku-x",
                "\t#  kind:\tsudoku-x")) {
            assertEquals(Kind.SUDOKU_X, PuzzleFormat.read(write("ok.txt", header + "\n" + grid)).get(0).geometry()
                    .kind(), header);
        }
        for (String header : List.of("# kind= sudoku-x", "# kind=sudoku-x", "# kind sudoku-x", "# kind - sudoku-x",
                "# kind", "# kind:", "# kind: sudoku x", "# kinds sudoku-x", "# knd = sudoku-x", "# type: sudoku-x",
                "# layout = samurai", "# sudoku-x", "# kind sudoku-X", "# kind: sudokux", "# puzzle kind: windoku",
                "# source: windoku book; kind: windoku", "# puzzle kind: sudoku-x", "# a kind=sudoku-x grid")) {
            PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                    () -> PuzzleFormat.read(write("bad.txt", "# source: a book\n" + header + "\n" + grid)), header);
            assertTrue(e.getMessage().contains("bad.txt:2:"), header + " -> " + e.getMessage());
        }
        for (String comment : List.of("# a kind of hard puzzle", "# kind regards to the setter", "# hint: the box",
                "# source: sudoku books", "# mind the corners")) {
            assertEquals(Kind.SUDOKU, PuzzleFormat.read(write("c.txt", comment + "\n" + grid)).get(0).geometry()
                    .kind(), comment);
        }
        assertEquals(Kind.SUDOKU_X, PuzzleFormat.read(write("twice.txt", "# kind: sudoku-x\n# kind: sudoku-x\n"
                + grid)).get(0).geometry().kind());
        PuzzleFormatException second = assertThrows(PuzzleFormatException.class,
                () -> PuzzleFormat.read(write("two.txt", "# kind: sudoku-x\n# kind: sudoku\n" + grid)));
        assertTrue(second.getMessage().contains("two.txt:2:9: a second kind header names sudoku, but line 1 names"
                + " sudoku-x"), second.getMessage());
    }

    /**
     * Givens that clash only in a unit of the header's kind (a Sudoku-X's diagonal, which a plain 9x9 does not
     * have) are refused, with both cells and the unit, not read as a puzzle that no solver can solve.
     */
    @Test
    void givensAreCheckedAgainstTheUnitsOfTheHeadersKind() throws IOException {
        char[][] rows = new char[9][];
        for (int r = 0; r < 9; r++) {
            rows[r] = ".........".toCharArray();
        }
        rows[0][0] = '5'; // r1c1 and r5c5: other rows, columns and boxes, one main diagonal
        rows[4][4] = '5';
        StringBuilder grid = new StringBuilder();
        for (char[] row : rows) {
            grid.append(row).append('\n');
        }
        assertEquals(Kind.SUDOKU, PuzzleFormat.read(write("plain.txt", grid.toString())).get(0).geometry().kind(),
                "as a plain 9x9 they do not clash");
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                () -> PuzzleFormat.read(write("x.txt", "# kind: sudoku-x\n" + grid)));
        assertTrue(e.getMessage().contains("givens conflict: 5 at r1c1 and at r5c5 in "), e.getMessage());
        assertTrue(e.getMessage().toLowerCase(java.util.Locale.ROOT).contains("diagonal"), e.getMessage());
    }

    // ------------------------------------------------------------------ round trips

    @Test
    void sudokuLinesRoundTrip() throws IOException {
        List<Puzzle> original = PuzzleLibrary.load("sudoku/mantere-koljonen").puzzles();
        String text = SudokuLines.write(original);
        List<Puzzle> back = PuzzleFormat.read(write("set.txt", text));
        assertEquals(original.size(), back.size());
        for (int i = 0; i < original.size(); i++) {
            assertEquals(original.get(i).id(), back.get(i).id());
            assertArrayEquals(original.get(i).givens(), back.get(i).givens());
            assertArrayEquals(original.get(i).solution(), back.get(i).solution());
            assertEquals(original.get(i).category(), back.get(i).category());
        }
        assertEquals(text, SudokuLines.write(back));
    }

    @Test
    void single81CharacterLineRoundTripsWithDotsForBlanks() throws IOException {
        Puzzle s16 = PuzzleLibrary.load("sudoku/mantere-koljonen").get("s16");
        String line = SudokuLines.line81(s16.givens());
        List<Puzzle> back = PuzzleFormat.read(write("escargot.txt", line.replace('0', '.') + "\n"));
        assertEquals(1, back.size());
        assertEquals("escargot", back.get(0).id());
        assertArrayEquals(s16.givens(), back.get(0).givens());
        assertEquals(line, SudokuLines.line81(back.get(0).givens()));
    }

    @Test
    void nByNSudokuRoundTripsForEverySize() throws IOException {
        for (int b = 2; b <= 5; b++) {
            Geometry g = Geometry.sudoku(b);
            int[] solution = b <= 4 ? new ExactSolver(g).solveRandom(new int[g.cellCount()], new SplittableRandom(b))
                    .orElseThrow() : patternSolution(b);
            int[] givens = solution.clone();
            for (int cell = 0; cell < givens.length; cell += 3) {
                givens[cell] = 0;
            }
            String text = PuzzleFormat.writeGrid(g, givens);
            assertEquals(g.n(), text.split("\n").length);
            List<Puzzle> back = PuzzleFormat.read(write("grid" + g.n() + ".txt", text));
            assertEquals(g, back.get(0).geometry());
            assertArrayEquals(givens, back.get(0).givens());
            assertEquals(text, PuzzleFormat.writeGrid(g, back.get(0).givens()));
        }
        assertTrue(PuzzleFormat.writeGrid(Geometry.sudoku(4), patternSolution(4)).contains("G"), "16 is written G");
    }

    /** A valid n×n grid from the classic shifting pattern. */
    private static int[] patternSolution(int b) {
        int n = b * b;
        int[] grid = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                grid[r * n + c] = (b * (r % b) + r / b + c) % n + 1;
            }
        }
        return grid;
    }

    @Test
    void twodokuRoundTripsWithItsSolution() throws IOException {
        Puzzle medium1 = PuzzleLibrary.load("twodoku/kaldanis").get("medium_1");
        String text = PuzzleFormat.writeGrid(Geometry.twodoku(), medium1.givens());
        assertEquals(18, text.split("\n").length);
        write("m1.puzzle.txt", text);
        write("m1.solution.txt", PuzzleFormat.writeGrid(Geometry.twodoku(), medium1.solution()));
        Puzzle back = PuzzleFormat.read(dir.resolve("m1.puzzle.txt")).get(0);
        assertEquals("m1", back.id());
        assertArrayEquals(medium1.givens(), back.givens());
        assertArrayEquals(medium1.solution(), back.solution());
        // the library file itself is written exactly as the shared data
        String shared = new String(getClass().getResourceAsStream("/io/galab/puzzles/twodoku/medium_1.puzzle.txt")
                .readAllBytes());
        assertEquals(shared, text);
    }

    @Test
    void samuraiRoundTripsOnItsCanvas() throws IOException {
        Puzzle hard1 = PuzzleLibrary.load("samurai/samurai-sudoku-com").get("hard1");
        String text = PuzzleFormat.writeGrid(Geometry.samurai(), hard1.givens());
        String shared = new String(getClass().getResourceAsStream("/io/galab/puzzles/samurai/hard1.puzzle.txt")
                .readAllBytes());
        assertEquals(shared, text);
        Puzzle back = PuzzleFormat.read(write("s.txt", text)).get(0);
        assertEquals(Geometry.samurai(), back.geometry());
        assertArrayEquals(hard1.givens(), back.givens());
    }

    @Test
    void sudokubeRoundTrips() throws IOException {
        Puzzle cube = PuzzleLibrary.load("sudokube/generated-medium", 1, 5L).puzzles().get(0);
        String text = PuzzleFormat.writeGrid(Geometry.sudokube(), cube.givens());
        assertTrue(text.startsWith("# face x=0\n"));
        Puzzle back = PuzzleFormat.read(write("cube.txt", text)).get(0);
        assertEquals(Geometry.sudokube(), back.geometry());
        assertArrayEquals(cube.givens(), back.givens());
        assertEquals(text, PuzzleFormat.writeGrid(Geometry.sudokube(), back.givens()));
    }

    // ------------------------------------------------------------------ errors: one test per case

    private static final String S06A =
            "008060900000203678706051004973048100620039050001700000580900306000000000040005721";

    @Test
    void wrongLengthNamesFileLineColumnAndTheExpectedLength() throws IOException {
        Path file = write("short.txt", "# a comment\ns06a " + S06A.substring(1) + "\n");
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(file));
        assertEquals(2, e.line());
        assertEquals(6, e.column());
        assertEquals(file + ":2:6: the puzzle has 80 characters; expected 81 (row-major, 0 or . for blank)"
                + " (puzzle 's06a')",
                e.getMessage());
    }

    @Test
    void wrongLineLengthInAGridFile() throws IOException {
        Puzzle easy1 = PuzzleLibrary.load("twodoku/kaldanis").get("easy_1");
        String[] lines = PuzzleFormat.writeGrid(Geometry.twodoku(), easy1.givens()).split("\n");
        lines[11] = lines[11] + "1";
        Path file = write("long.puzzle.txt", String.join("\n", lines) + "\n");
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(file));
        assertEquals(12, e.line());
        assertTrue(e.problem().startsWith("line has 10 characters; expected 9"), e.problem());
    }

    @Test
    void illegalCharacterNamesWhereAndWhatWasExpected() throws IOException {
        String bad = S06A.substring(0, 40) + "x" + S06A.substring(41);
        Path file = write("bad.txt", "s06a " + bad + "\n");
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(file));
        assertEquals(1, e.line());
        assertEquals(46, e.column());
        assertEquals("illegal character 'x'; expected a digit 1-9 or 0 for a blank (puzzle 's06a')", e.problem());
    }

    /**
     * A message names a value as the file could have written it: past 9 its letter and its number, since
     * a numeric file has no letters, and past 35, where no letter serves, its number alone.
     */
    @Test
    void conflictingGivensPast9AreNamedByTheirNumbers() throws IOException {
        for (int box : new int[] {4, 7}) {
            Geometry g = Geometry.sudoku(box);
            int[] givens = new int[g.cellCount()];
            givens[0] = 12;
            givens[2] = 12;
            Path file = write("conflict" + box + ".txt", NumericGrid.writeLloydAmos(g, givens));
            PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(file));
            String shown = box == 4 ? "C (12)" : "12";
            assertTrue(e.problem().startsWith("givens conflict: " + shown + " at r1c1 and at r1c3 in row 1"),
                    e.problem());
        }
    }

    @Test
    void conflictingGivensNameBothCellsAndTheUnit() throws IOException {
        // s06a row 1 is 008060900: put another 8 at r1c1
        String bad = "8" + S06A.substring(1);
        Path file = write("conflict.txt", "s06a " + bad + "\n");
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(file));
        assertEquals(1, e.line());
        assertTrue(e.problem().startsWith("givens conflict: 8 at r1c1 and at r1c3 in row 1 (puzzle '"), e.problem());
        assertEquals(8, e.column(), "points at the second cell, r1c3");
    }

    @Test
    void twodokuSharedBoxCopiesThatDisagree() throws IOException {
        Puzzle easy1 = PuzzleLibrary.load("twodoku/kaldanis").get("easy_1");
        String[] lines = PuzzleFormat.writeGrid(Geometry.twodoku(), easy1.givens()).split("\n");
        // line 10 is the lower grid's first row; its first three cells are the shared box's top row,
        // written at line 7, columns 7-9 for the upper grid
        char upper = lines[6].charAt(6);
        char other = upper == '1' ? '2' : '1';
        lines[9] = other + lines[9].substring(1);
        Path file = write("split.puzzle.txt", String.join("\n", lines) + "\n");
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(file));
        assertEquals(10, e.line());
        assertEquals(1, e.column());
        String shown = upper == '0' ? "blank" : String.valueOf(upper);
        assertEquals("cell r7c7 of upper is shared by upper and lower and its copies disagree: " + shown
                + " at line 7 column 7, " + other + " here (puzzle 'split')", e.problem());
    }

    @Test
    void samuraiDigitOutsideTheGrids() throws IOException {
        Puzzle easy1 = PuzzleLibrary.load("samurai/samurai-sudoku-com").get("easy1");
        String[] lines = PuzzleFormat.writeGrid(Geometry.samurai(), easy1.givens()).split("\n");
        lines[0] = lines[0].substring(0, 10) + "5" + lines[0].substring(11);
        Path file = write("outside.txt", String.join("\n", lines) + "\n");
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(file));
        assertEquals(1, e.line());
        assertEquals(11, e.column());
        assertEquals("found '5' outside the grids; expected '.' (puzzle 'outside')", e.problem());
    }

    @Test
    void missingLinesAndUnknownLayouts() throws IOException {
        Path twelve = write("twelve.txt", "123456789\n".repeat(12));
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(twelve));
        assertTrue(e.problem().startsWith("unrecognised puzzle layout with 12 puzzle lines"), e.problem());
        String twodokuText = PuzzleFormat.writeGrid(Geometry.twodoku(), new int[153]);
        PuzzleFormatException missing = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.readGrid(
                Geometry.twodoku(), twodokuText.substring(0, twodokuText.length() - 10), "t.txt"));
        assertTrue(missing.problem().startsWith("the file has 17 puzzle lines; expected 18"), missing.problem());
    }

    @Test
    void digitTooLargeForTheGrid() {
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                () -> PuzzleFormat.readGrid(Geometry.sudoku(2), "1234\n3412\n2143\n4325\n", "four.txt"));
        assertEquals(4, e.line());
        assertEquals(4, e.column());
        assertEquals("illegal character '5'; expected a digit 1-4 or 0 for a blank", e.problem());
    }

    @Test
    void duplicatePuzzleIds() throws IOException {
        Path file = write("dup.txt", "a " + S06A + "\na " + S06A + "\n");
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(file));
        assertEquals(2, e.line());
        assertEquals("duplicate puzzle id 'a'", e.problem());
    }
}
