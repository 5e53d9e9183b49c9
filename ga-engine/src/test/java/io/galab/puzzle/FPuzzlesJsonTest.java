package io.galab.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The f-puzzles JSON reader has no silent path (docs/puzzle-formats.md, "f-puzzles JSON"): each refusal names its
 * line, its column and its entry ({@code $.extraregion[2].cells[4]}), and each test finds the place it expects in
 * the text it wrote.
 */
public class FPuzzlesJsonTest {

    /** A blank 9x9 grid's f-puzzles JSON, one row a line (lines 3 to 11), with {@code more} before the end. */
    public static String json(String more) {
        StringBuilder s = new StringBuilder("{\"size\": 9, \"title\": \"a test\", \"author\": \"galab\",\n");
        s.append(" \"grid\": [\n");
        for (int r = 0; r < 9; r++) {
            s.append("  [");
            for (int c = 0; c < 9; c++) {
                s.append(c == 0 ? "" : ", ").append(r == 0 && c == 0 ? "{\"value\": 5, \"given\": true}" : "{}");
            }
            s.append(r == 8 ? "]\n" : "],\n");
        }
        return s.append(" ]").append(more).append("\n}\n").toString();
    }

    /** The line and column (from 1) of the {@code k}-th (from 0) occurrence of {@code token} in {@code text}. */
    static int[] place(String text, String token, int k) {
        int at = -1;
        for (int i = 0; i <= k; i++) {
            at = text.indexOf(token, at + 1);
        }
        assertTrue(at >= 0, token + " in " + text);
        String before = text.substring(0, at);
        int line = (int) before.chars().filter(c -> c == '\n').count() + 1;
        return new int[] {line, at - before.lastIndexOf('\n')};
    }

    static PuzzleFormatException refused(String text) {
        return assertThrows(PuzzleFormatException.class, () -> FPuzzles.read(text, "p.json", "p"));
    }

    static void assertAt(PuzzleFormatException e, int[] place, String entry) {
        assertEquals(place[0], e.line(), e.getMessage());
        assertEquals(place[1], e.column(), e.getMessage());
        assertTrue(e.problem().startsWith(entry + ": "), e.problem());
    }

    static String cells(String... names) {
        return "[\"" + String.join("\", \"", names) + "\"]";
    }

    private static final String WINDOW = cells("R2C2", "R2C3", "R2C4", "R3C2", "R3C3", "R3C4", "R4C2", "R4C3",
            "R4C4");

    @Test
    void aSyntaxErrorIsReportedWhereTheParserFindsIt() {
        String text = json(",\n \"diagonal+\": true,,\n \"diagonal-\": true");
        PuzzleFormatException e = refused(text);
        int[] at = place(text, ",,", 0);
        assertEquals(at[0], e.line(), e.getMessage());
        assertTrue(e.column() > 1, e.getMessage());
        assertTrue(e.problem().startsWith("not JSON: ") && e.problem().length() > 20, e.problem());
    }

    @Test
    void aDuplicateKeyIsRefusedAtItsSecondPlace() {
        String text = json(",\n \"diagonal+\": true,\n \"diagonal+\": false");
        assertAt(refused(text), place(text, "\"diagonal+\"", 1), "$.diagonal+");
        String inCell = json("").replace("{\"value\": 5, \"given\": true}", "{\"value\": 5, \"given\": true,"
                + " \"value\": 6}");
        PuzzleFormatException e = refused(inCell);
        assertAt(e, place(inCell, "\"value\"", 1), "$.grid[0][0].value");
        assertTrue(e.problem().contains("duplicate key 'value' (first at line 3"), e.problem());
    }

    @Test
    void aBooleanWrittenAsAStringIsRefused() {
        String text = json(",\n \"diagonal+\": \"true\"");
        PuzzleFormatException e = refused(text);
        assertAt(e, place(text, "\"true\"", 0), "$.diagonal+");
        assertTrue(e.problem().contains("expected true or false, found the string \"true\""), e.problem());
        String one = json(",\n \"diagonal-\": 1");
        assertAt(refused(one), place(one, "1\n}", 0), "$.diagonal-");
    }

    @Test
    void aNumberWrittenAsAStringIsRefused() {
        String text = json("").replace("{\"value\": 5,", "{\"value\": \"5\",");
        assertAt(refused(text), place(text, "\"5\"", 0), "$.grid[0][0].value");
    }

    @Test
    void anExtraRegionOfTheWrongSizeIsRefusedAtItsEntry() {
        String text = json(",\n \"extraregion\": [{\"cells\": " + WINDOW + "}, {\"cells\": "
                + cells("R6C2", "R6C3", "R6C4", "R7C2", "R7C3") + "}]");
        PuzzleFormatException e = refused(text);
        assertAt(e, place(text, "[\"R6C2\"", 0), "$.extraregion[1].cells");
        assertTrue(e.problem().contains("has 5 cells"), e.problem());
    }

    @Test
    void anExtraRegionThatNamesACellTwiceIsRefusedAtTheSecond() {
        String text = json(",\n \"extraregion\": [{\"cells\": " + WINDOW + "}, {\"cells\": "
                + cells("R6C2", "R6C3", "R6C4", "R7C2", "R6C3", "R7C4", "R8C2", "R8C3", "R8C4") + "}]");
        PuzzleFormatException e = refused(text);
        assertAt(e, place(text, "\"R6C3\"", 1), "$.extraregion[1].cells[4]");
        assertTrue(e.problem().contains("also at $.extraregion[1].cells[1]"), e.problem());
    }

    @Test
    void aTitleThatNamesAVariantTheFileDoesNotDeclareIsRefusedNamingTheDrawing() {
        String rectangles = ",\n \"rectangle\": [{\"cells\": " + WINDOW + ", \"baseC\": \"#CCCCCC\"},"
                + " {\"cells\": [\"R2C6\"]}, {\"cells\": [\"R6C2\"]}, {\"cells\": [\"R6C6\"]}]";
        String text = json(rectangles).replace("\"title\": \"a test\"", "\"title\": \"Windoku no. 4\"");
        PuzzleFormatException e = refused(text);
        assertAt(e, place(text, "\"Windoku no. 4\"", 0), "$.title");
        assertTrue(e.problem().contains("'Windoku' names the windows of a Windoku")
                && e.problem().contains("its 4 rectangles are drawing, not constraints"), e.problem());
        // the rules text too, and a word for a constraint galab does not read
        String rules = json(",\n \"ruleset\": \"Normal sudoku rules apply. Digits along a thermometer increase.\"");
        PuzzleFormatException thermo = refused(rules);
        assertAt(thermo, place(rules, "\"Normal sudoku", 0), "$.ruleset");
        assertTrue(thermo.problem().contains("'thermometer' names a constraint galab does not read"),
                thermo.problem());
        // declared, the same title reads
        String declared = json(",\n \"extraregion\": [" + String.join(", ", KnownVariants.windows(9).stream()
                .map(u -> "{\"cells\": " + cells(java.util.Arrays.stream(u.positions()).mapToObj(p -> "R" + (p / 9
                        + 1) + "C" + (p % 9 + 1)).toArray(String[]::new)) + "}").toList()) + "]").replace(
                "\"title\": \"a test\"", "\"title\": \"Windoku no. 4\"");
        Puzzle windoku = FPuzzles.read(declared, "w.json", "w");
        assertEquals(4, windoku.geometry().variant().units().size());
    }

    @Test
    void aCosmeticCageWithASumIsRefusedAsAKillerCage() {
        String text = json(",\n \"cage\": [{\"cells\": [\"R1C1\", \"R1C2\"], \"value\": \"7\"}]");
        PuzzleFormatException e = refused(text);
        assertAt(e, place(text, "\"7\"", 0), "$.cage[0].value");
        // one without a value is drawing, read past
        String plain = json(",\n \"cage\": [{\"cells\": [\"R1C1\", \"R1C2\"]}]");
        assertEquals(List.of(), List.of(FPuzzles.read(plain, "p.json", "p").geometry().variant().units().toArray()));
    }
}
