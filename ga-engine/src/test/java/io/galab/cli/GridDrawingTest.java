package io.galab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.FamilyGenerator;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class GridDrawingTest {

    /**
     * Up to 35x35 a cell is one character (digits, then letters from A = 10); past that no letter serves,
     * so a 36x36, 49x49 or 64x64 writes numbers two columns wide, blanks as dots, never a punctuation mark,
     * and every row and box line of the drawing is equally long.
     */
    @Test
    void pastTheLettersCellsAreNumbers() {
        for (int box : new int[] {5, 6, 7, 8}) {
            Puzzle p = FamilyGenerator.generate(box, 0.5, 1, 3, "d").get(0);
            Geometry g = p.geometry();
            List<String> lines = GridDrawing.draw(g, p.givens()).lines().toList();
            assertEquals(g.n() + box - 1, lines.size());
            assertEquals(1, lines.stream().mapToInt(String::length).distinct().count(), "box " + box);
            String cells = String.join(" ", lines).replaceAll("[|+-]", " ");
            List<String> tokens = Arrays.stream(cells.trim().split("\\s+")).toList();
            assertEquals(g.cellCount(), tokens.size());
            for (int i = 0; i < tokens.size(); i++) {
                int v = p.givens()[i];
                String t = tokens.get(i);
                String expected = v == 0 ? "." : box > 5 ? String.valueOf(v)
                        : String.valueOf(v < 10 ? (char) ('0' + v) : (char) ('A' + v - 10));
                assertEquals(expected, t, "cell " + i + " of a " + g.n() + "x" + g.n());
            }
            assertTrue(box == 5 || lines.get(0).startsWith(p.givens()[0] == 0 ? " ." : String.format("%2d",
                    p.givens()[0])), lines.get(0));
        }
    }
}
