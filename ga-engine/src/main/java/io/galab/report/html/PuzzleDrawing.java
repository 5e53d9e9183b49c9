package io.galab.report.html;

import static io.galab.report.html.Svg.esc;
import static io.galab.report.html.Svg.f;

import io.galab.puzzle.Geometry;
import io.galab.puzzle.Kind;
import io.galab.puzzle.Puzzle;
import java.util.Locale;

/**
 * A puzzle drawn on the page as its solver reads it (docs/reading-the-report.md, "Puzzles read as"): the n×n grid
 * with its regions' borders (b×b or h×w boxes, a Jigsaw's regions), its extra units shaded (a Windoku's windows)
 * or drawn (diagonals), its killer cages as dashed outlines with their sums, and its givens. One-grid puzzles up to
 * 16x16; the other kinds are named, not drawn.
 */
final class PuzzleDrawing {

    /** The largest side drawn: past it a grid is too small to read at the page's width. */
    static final int MAX_SIDE = 16;
    private static final int CELL = 24;
    private static final int MARGIN = 4;
    private static final String[] SHADES = {"#dbeafe", "#fde68a", "#dcfce7", "#fce7f3", "#ede9fe", "#ffedd5"};

    private PuzzleDrawing() {
    }

    /** Whether the puzzle is drawn: a one-grid Sudoku layout up to {@value #MAX_SIDE}. */
    static boolean drawn(Puzzle p) {
        return p.geometry().kind() != Kind.TWODOKU && p.geometry().kind() != Kind.SAMURAI
                && p.geometry().kind() != Kind.SUDOKUBE && p.geometry().n() <= MAX_SIDE;
    }

    /** The puzzle as an inline SVG, titled with its id and what it was read as. */
    static String svg(Puzzle p) {
        Geometry g = p.geometry();
        int n = g.n();
        int size = 2 * MARGIN + n * CELL;
        StringBuilder s = Svg.svgOpen(size, size);
        s.append("<title>").append(esc(p.id() + ", read as " + g.variantLabel())).append("</title>");
        // extra units: windows and other cell sets shaded, a colour each; diagonals drawn as lines
        int shade = 0;
        for (int u = 0; u < g.unitCount(); u++) {
            if (g.isRow(u) || g.isColumn(u) || g.isRegion(u)) {
                continue;
            }
            if (g.unitType(u) == Geometry.UnitType.DIAGONAL) {
                int first = g.unitCell(u, 0);
                int last = g.unitCell(u, n - 1);
                s.append(Svg.line(x(first % n) + CELL / 2.0, x(first / n) + CELL / 2.0, x(last % n) + CELL / 2.0,
                        x(last / n) + CELL / 2.0, "#93c5fd"));
                continue;
            }
            String color = SHADES[shade++ % SHADES.length];
            for (int j = 0; j < n; j++) {
                int c = g.unitCell(u, j);
                s.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>",
                        x(c % n), x(c / n), CELL, CELL, color));
            }
        }
        // thin cell lines, then the regions' borders thick
        int[] region = g.regionMap();
        for (int i = 0; i <= n; i++) {
            s.append(Svg.line(x(0), x(i), x(n), x(i), "#cbd5e1")).append(Svg.line(x(i), x(0), x(i), x(n), "#cbd5e1"));
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (c + 1 < n && region[r * n + c] != region[r * n + c + 1]) {
                    s.append(thick(x(c + 1), x(r), x(c + 1), x(r + 1)));
                }
                if (r + 1 < n && region[r * n + c] != region[(r + 1) * n + c]) {
                    s.append(thick(x(c), x(r + 1), x(c + 1), x(r + 1)));
                }
            }
        }
        s.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\""
                + " stroke=\"#1e293b\" stroke-width=\"2\"/>", x(0), x(0), n * CELL, n * CELL));
        cages(s, g);
        for (int cell = 0; cell < g.cellCount(); cell++) {
            if (p.isGiven(cell)) {
                s.append(String.format(Locale.ROOT, "<text x=\"%s\" y=\"%s\" text-anchor=\"middle\""
                        + " font-size=\"13\" font-weight=\"bold\">%d</text>", f(x(cell % n) + CELL / 2.0),
                        f(x(cell / n) + CELL * 0.7), p.given(cell)));
            }
        }
        return s.append("</svg>").toString();
    }

    /** Each cage: a dashed border inside its cells where a neighbour is not in it, its sum in its first cell. */
    private static void cages(StringBuilder s, Geometry g) {
        int n = g.n();
        int[] cageOf = new int[g.cellCount()];
        java.util.Arrays.fill(cageOf, -1);
        for (int k = 0; k < g.cageCount(); k++) {
            for (int c : g.cageCells(k)) {
                cageOf[c] = k;
            }
        }
        double in = 3;
        for (int k = 0; k < g.cageCount(); k++) {
            int[] cells = g.cageCells(k);
            int first = java.util.Arrays.stream(cells).min().orElse(0);
            for (int c : cells) {
                int r = c / n;
                int col = c % n;
                double left = x(col) + in;
                double top = x(r) + in;
                double right = x(col + 1) - in;
                double bottom = x(r + 1) - in;
                boolean up = r > 0 && cageOf[c - n] == k;
                boolean down = r + 1 < n && cageOf[c + n] == k;
                boolean west = col > 0 && cageOf[c - 1] == k;
                boolean east = col + 1 < n && cageOf[c + 1] == k;
                if (!up) {
                    s.append(dashed(west ? x(col) : left, top, east ? x(col + 1) : right, top));
                }
                if (!down) {
                    s.append(dashed(west ? x(col) : left, bottom, east ? x(col + 1) : right, bottom));
                }
                if (!west) {
                    s.append(dashed(left, up ? x(r) : top, left, down ? x(r + 1) : bottom));
                }
                if (!east) {
                    s.append(dashed(right, up ? x(r) : top, right, down ? x(r + 1) : bottom));
                }
            }
            if (g.cageSum(k) > 0) {
                s.append(String.format(Locale.ROOT, "<text x=\"%s\" y=\"%s\" font-size=\"8\">%d</text>",
                        f(x(first % n) + in + 1), f(x(first / n) + in + 7), g.cageSum(k)));
            }
        }
    }

    private static int x(int i) {
        return MARGIN + i * CELL;
    }

    private static String thick(double x1, double y1, double x2, double y2) {
        return String.format(Locale.ROOT, "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"#1e293b\""
                + " stroke-width=\"2\"/>", f(x1), f(y1), f(x2), f(y2));
    }

    private static String dashed(double x1, double y1, double x2, double y2) {
        return String.format(Locale.ROOT, "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"#475569\""
                + " stroke-width=\"1\" stroke-dasharray=\"2 2\"/>", f(x1), f(y1), f(x2), f(y2));
    }
}
