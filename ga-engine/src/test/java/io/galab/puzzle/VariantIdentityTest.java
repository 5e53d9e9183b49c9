package io.galab.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A variant is known by its units (docs/puzzle-formats.md, "Variants"): the same Windoku written three ways, galab's
 * text header, f-puzzles' extraregion (windows and their cells in another order) and the built-in set, is one
 * {@code puzzleVariant}, name and digest; an Asterisk and a Centre-dot are told apart by name.
 */
class VariantIdentityTest {

    @TempDir
    Path dir;

    static String cell(int p) {
        return "R" + (p / 9 + 1) + "C" + (p % 9 + 1);
    }

    static String extraRegions(List<int[]> units) {
        return units.stream().map(u -> "{\"cells\": [" + java.util.Arrays.stream(u).mapToObj(p -> "\"" + cell(p)
                + "\"").collect(Collectors.joining(", ")) + "]}").collect(Collectors.joining(", ", ",\n"
                + " \"extraregion\": [", "]"));
    }

    @Test
    void oneWindokuWrittenThreeWaysIsOneVariant() throws Exception {
        Puzzle builtIn = PuzzleLibrary.load("windoku/galab-windoku").puzzles().get(0);
        assertEquals("windoku:6b266ed2", builtIn.geometry().variantLabel(), "the built-in set, as its reports say");

        // f-puzzles: the windows last to first, each window's cells last to first
        List<int[]> windows = new ArrayList<>();
        for (Variant.Unit w : KnownVariants.windows(9)) {
            int[] cells = w.positions();
            int[] reversed = new int[9];
            for (int i = 0; i < 9; i++) {
                reversed[i] = cells[8 - i];
            }
            windows.add(reversed);
        }
        Collections.reverse(windows);
        Path json = dir.resolve("w.json");
        Files.writeString(json, FPuzzlesJsonTest.json(extraRegions(windows)).replace("\"a test\"", "\"Windoku\""));
        assertEquals(builtIn.geometry().variantLabel(), PuzzleFormat.read(json).get(0).geometry().variantLabel());

        // galab's text: its own name for the variant and its own labels, the windows in another order
        StringBuilder text = new StringBuilder("# variant: my-windows\n");
        for (int[] w : windows) {
            text.append("# unit pane:");
            for (int p : w) {
                text.append(' ').append(cell(p).toLowerCase(java.util.Locale.ROOT));
            }
            text.append('\n');
        }
        text.append("5........\n").append(".........\n".repeat(8));
        Path txt = dir.resolve("w.txt");
        Files.writeString(txt, text);
        assertEquals(builtIn.geometry().variantLabel(), PuzzleFormat.read(txt).get(0).geometry().variantLabel());
    }

    @Test
    void anAsteriskAndACentreDotAreToldApartByName() throws Exception {
        int[] asterisk = KnownVariants.asterisk().positions();
        int[] dots = KnownVariants.centreDot(9, 3, 3).positions();
        Path a = dir.resolve("a.json");
        Files.writeString(a, FPuzzlesJsonTest.json(extraRegions(List.of(asterisk))));
        Path c = dir.resolve("c.json");
        Files.writeString(c, FPuzzlesJsonTest.json(extraRegions(List.of(dots))));
        Geometry ga = PuzzleFormat.read(a).get(0).geometry();
        Geometry gc = PuzzleFormat.read(c).get(0).geometry();
        assertEquals("asterisk", ga.variantName());
        assertEquals("centre-dot", gc.variantName());
        assertNotEquals(ga.unitsDigest(), gc.unitsDigest());
    }

    @Test
    void disjointGroupsOnAJigsawFollowFpuzzlesDefinition() throws Exception {
        // a Jigsaw's regions (rows paired as in RectangularBoxesTest's 6x6, here on a 9x9: three-row bands cut
        // unevenly) with disjoint groups: read, not refused; the groups are the j-th cells of the 3×3 boxes
        String json = FPuzzlesJsonTest.json(",\n \"disjointgroups\": true");
        Geometry g = FPuzzles.read(jigsaw(json), "j.json", "j").geometry();
        assertEquals("jigsaw-disjoint-groups", g.variantName());
        assertEquals(9, g.variant().units().size());
        assertEquals(KnownVariants.disjointGroups(9, 3, 3), g.variant().units());
    }

    /** The blank grid's cells given regions that are no boxes: each row's cells 0-2 swap regions with row+1's. */
    static String jigsaw(String json) {
        StringBuilder out = new StringBuilder();
        int r = 0;
        int c = 0;
        for (int i = 0; i < json.length(); i++) {
            char ch = json.charAt(i);
            if (ch == '{' && i > 0 && (json.charAt(i - 1) == '[' || json.charAt(i - 1) == ' ')
                    && json.substring(0, i).contains("\"grid\"") && r < 9) {
                int box = (r / 3) * 3 + c / 3;
                // move r1c4 into box 0 and r1c1 into box 1: two cells swap, the regions stay 9 of 9
                int region = r == 0 && c == 3 ? 0 : r == 0 && c == 0 ? 1 : box;
                int end = json.indexOf('}', i);
                String inside = json.substring(i + 1, end);
                out.append('{').append(inside).append(inside.isEmpty() ? "" : ", ").append("\"region\": ")
                        .append(region).append('}');
                i = end;
                c++;
                if (c == 9) {
                    c = 0;
                    r++;
                }
            } else {
                out.append(ch);
            }
        }
        return out.toString();
    }

    /**
     * A file may name its variant: galab's "variant" key in f-puzzles JSON, as the text's '# variant:' header. A
     * variant galab knows by its units keeps its own name; one it does not know takes the file's.
     */
    @Test
    void aJsonFileNamesItsVariantByGalabsKey() throws Exception {
        int[] odd = {0, 10, 20, 30, 40, 50, 60, 70, 8}; // r1c1, r2c2, …, r8c8 and r1c9: no unit galab knows
        Path named = dir.resolve("named.json");
        Files.writeString(named, FPuzzlesJsonTest.json(",\n \"variant\": \"Staircase\"" + extraRegions(List.of(odd))));
        assertEquals("staircase", PuzzleFormat.read(named).get(0).geometry().variantName());
        Path known = dir.resolve("known.json");
        Files.writeString(known, FPuzzlesJsonTest.json(",\n \"variant\": \"my-windows\"" + extraRegions(
                KnownVariants.windows(9).stream().map(Variant.Unit::positions).toList())));
        assertEquals("windoku", PuzzleFormat.read(known).get(0).geometry().variantName());
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, FPuzzlesJsonTest.json(",\n \"variant\": 7"));
        PuzzleFormatException e = org.junit.jupiter.api.Assertions.assertThrows(PuzzleFormatException.class,
                () -> PuzzleFormat.read(bad));
        assertEquals(13, e.line());
        org.junit.jupiter.api.Assertions.assertTrue(e.problem().startsWith("$.variant: "), e.problem());
    }
}
