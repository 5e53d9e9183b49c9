package io.galab.cli;

import io.galab.puzzle.Geometry;
import io.galab.puzzle.PuzzleFormat;
import java.util.Arrays;

/**
 * A grid drawn in its puzzle's own layout for a terminal: a Sudoku with its box separators; a Twodoku
 * or a Samurai with its component grids overlapping as on paper; a SudoKube as a net of its six faces
 * (cells on a shared edge appear on both faces, as on a paper net). Blanks are dots; values past 9 are
 * letters (A = 10) up to 35x35, and past that, where no letter serves, numbers two columns wide
 * (docs/puzzle-formats.md).
 */
final class GridDrawing {

    private GridDrawing() {
    }

    /** The grid of {@code values} (0 = blank) drawn with box separators. */
    static String draw(Geometry geometry, int[] values) {
        if (!geometry.regularBoxes()) {
            return regions(geometry, values);
        }
        int[][] at = canvas(geometry);
        StringBuilder out = new StringBuilder();
        int b = geometry.boxSize();
        String[] head = switch (geometry.kind()) {
            case SUDOKUBE -> netLabels(); // a face's name above each of its rows of the net
            case SUDOKU, SUDOKU_X, TWODOKU, SAMURAI -> null;
        };
        int width = geometry.n() > PuzzleFormat.MAX_LETTERED ? 2 : 1;
        for (int r = 0; r < at.length; r++) {
            if (head != null && r % 9 == 0) {
                out.append(head[r / 9]).append('\n');
            } else if (r > 0 && r % b == 0) {
                out.append(separator(at, r, b, head != null, width)).append('\n');
            }
            out.append(row(at[r], values, b, head != null, width)).append('\n');
        }
        return out.toString();
    }

    /**
     * A grid whose regions are not boxes (a Jigsaw's) drawn with its regions' borders: '|' between two cells of
     * different regions, '-' under a cell whose lower neighbour is in another region.
     */
    private static String regions(Geometry geometry, int[] values) {
        int n = geometry.n();
        int[] region = geometry.variant().regions();
        int width = n > PuzzleFormat.MAX_LETTERED ? 2 : 1;
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < n; r++) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < n; c++) {
                if (c > 0) {
                    line.append(region[r * n + c] != region[r * n + c - 1] ? " | " : "   ");
                }
                line.append(symbol(values[geometry.gridCell(0, r, c)], width));
            }
            out.append(line.toString().stripTrailing()).append('\n');
            if (r < n - 1) {
                StringBuilder border = new StringBuilder();
                for (int c = 0; c < n; c++) {
                    boolean cut = region[r * n + c] != region[(r + 1) * n + c];
                    boolean nextCut = c < n - 1 && region[r * n + c + 1] != region[(r + 1) * n + c + 1];
                    border.append((cut ? "-" : " ").repeat(width));
                    if (c < n - 1) {
                        border.append(cut && nextCut ? "---" : cut ? "-  " : nextCut ? "  -" : "   ");
                    }
                }
                if (!border.toString().isBlank()) {
                    out.append(border.toString().stripTrailing()).append('\n');
                }
            }
        }
        return out.toString();
    }

    /** A row of cells {@code width} columns each; on a net ({@code net}), faces stand apart by a gap, not a line. */
    private static String row(int[] cells, int[] values, int b, boolean net, int width) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < cells.length; c++) {
            if (c > 0) {
                boolean between = cells[c] >= 0 && cells[c - 1] >= 0 && !(net && c % 9 == 0);
                line.append(c % b == 0 ? (between ? " | " : "   ") : " ");
            }
            line.append(cells[c] < 0 ? " ".repeat(width) : symbol(values[cells[c]], width));
        }
        return line.toString().stripTrailing();
    }

    /** The line between two rows of boxes: dashes where a cell stands both above and below. */
    private static String separator(int[][] at, int r, int b, boolean net, int width) {
        StringBuilder line = new StringBuilder();
        int[] above = at[r - 1];
        int[] below = at[r];
        for (int c = 0; c < above.length; c++) {
            boolean here = above[c] >= 0 && below[c] >= 0;
            if (c > 0) {
                boolean left = above[c - 1] >= 0 && below[c - 1] >= 0;
                boolean join = here && left && !(net && c % 9 == 0);
                line.append(c % b == 0 ? (join ? "-+-" : "   ") : here && left ? "-" : " ");
            }
            line.append((here ? "-" : " ").repeat(width));
        }
        return line.toString().stripTrailing();
    }

    /** A cell's text, right-aligned in {@code width} columns: a dot for a blank, else its digit, letter or number. */
    static String symbol(int v, int width) {
        String text = v == 0 ? "." : width > 1 ? String.valueOf(v) : String.valueOf(PuzzleFormat.digitChar(v));
        return " ".repeat(width - text.length()) + text;
    }

    /** Which cell stands at each (row, column) of the drawing; -1 where none does. */
    static int[][] canvas(Geometry geometry) {
        int n = geometry.n();
        return switch (geometry.kind()) {
            case TWODOKU, SAMURAI -> geometry.canvas();
            case SUDOKUBE -> net(geometry);
            case SUDOKU, SUDOKU_X -> {
                int[][] at = blank(n, n);
                for (int r = 0; r < n; r++) {
                    for (int c = 0; c < n; c++) {
                        at[r][c] = geometry.gridCell(0, r, c);
                    }
                }
                yield at;
            }
        };
    }

    private static int[][] blank(int rows, int columns) {
        int[][] at = new int[rows][columns];
        for (int[] row : at) {
            Arrays.fill(row, -1);
        }
        return at;
    }

    /**
     * The cross-shaped net, faces oriented so that every edge drawn between two faces is the cube edge
     * they share (faces: 0 x=0, 1 x=8, 2 y=0, 3 y=8, 4 z=0, 5 z=8; a face's rows and columns run along
     * the first and second of its other two axes):
     * <pre>
     *          x=0
     *    z=0   y=0   z=8   y=8
     *          x=8
     * </pre>
     * With y=0 in front (rows along x, columns along z), x=0 is above it turned so that its row y=0 is
     * at the bottom, z=0 to its left with column y=0 at the right, z=8 to its right as it is, y=8 to the
     * right of z=8 mirrored so that its column z=8 is at the left, and x=8 below it as it is.
     */
    private static int[][] net(Geometry g) {
        int[][] at = blank(27, 36);
        for (int i = 0; i < 9; i++) {
            for (int j = 0; j < 9; j++) {
                at[i][9 + j] = g.gridCell(0, 8 - i, j);
                at[9 + i][j] = g.gridCell(4, i, 8 - j);
                at[9 + i][9 + j] = g.gridCell(2, i, j);
                at[9 + i][18 + j] = g.gridCell(5, i, j);
                at[9 + i][27 + j] = g.gridCell(3, i, 8 - j);
                at[18 + i][9 + j] = g.gridCell(1, i, j);
            }
        }
        return at;
    }

    private static String[] netLabels() {
        return new String[] {"                        face x=0",
            "face z=0                face y=0                face z=8                face y=8",
            "                        face x=8"};
    }
}
