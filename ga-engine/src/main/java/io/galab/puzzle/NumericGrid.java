package io.galab.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The numeric puzzle formats (docs/puzzle-formats.md, "Numeric formats"), for an n×n Sudoku whose
 * symbols run past what one character can hold:
 *
 * <ul>
 *   <li><b>numeric</b>: n lines of n whitespace-separated numbers, {@code 0} (or {@code -1}) for a blank;</li>
 *   <li><b>Lloyd &amp; Amos's instance format</b>, as their ant colony solver reads it: the order (the
 *       box size b, n = b²), a line with {@code 1} (read and ignored), then the n² cells row by row,
 *       whitespace-separated, {@code -1} for a blank.</li>
 * </ul>
 * Both are read for every n galab supports and written by {@link #write} and {@link #writeLloydAmos}.
 * Values run 1..n; every problem is a located error.
 */
public final class NumericGrid {

    private NumericGrid() {
    }

    /**
     * True when the content is shaped as a numeric file: its first line one number (Lloyd &amp; Amos's order)
     * or a row of at least four, a line of at least four whitespace-separated tokens, and three in four tokens
     * numbers of up to three digits. A token that is not a number is then {@link #read}'s located error, not
     * a reason to read the file as another format (a single 81-digit line is a Sudoku line: its one token is
     * too long). Lloyd &amp; Amos's head, a line holding one number and then a line holding only {@code 1},
     * makes a file numeric by itself, so that a truncated or one-cell-a-line instance gets {@link #read}'s
     * error (the cells it holds against the cells its order needs), not the character layouts' line count.
     */
    static boolean looksNumeric(List<String> content) {
        int tokens = 0;
        int numbers = 0;
        int widest = 0;
        String[] first = null;
        for (String line : content) {
            String[] row = SudokuLines.stripComment(line).strip().split("\\s+");
            first = first == null ? row : first;
            widest = Math.max(widest, row.length);
            for (String t : row) {
                tokens++;
                numbers += NUMBER.matcher(t).matches() ? 1 : 0;
            }
        }
        boolean head = first.length == 1 && content.size() >= 2
                && SudokuLines.stripComment(content.get(1)).strip().equals("1");
        boolean shaped = first.length == 1 && content.size() >= 3
                || first.length == content.size() && first.length >= 4;
        return (head || shaped && widest >= 4) && NUMBER.matcher(first[0]).matches() && numbers * 4 >= tokens * 3;
    }

    private static final Pattern NUMBER = Pattern.compile("-?\\d{1,3}");
    /** A token {@link #read} takes: a whole number that fits an int (range errors name the value). */
    private static final Pattern WHOLE = Pattern.compile("-?\\d{1,9}");

    /** Reads a numeric or Lloyd &amp; Amos file as one puzzle. */
    static Puzzle read(String text, String source, String id) {
        List<int[]> tokens = new ArrayList<>(); // {value, line, column}
        List<Integer> lineStarts = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int li = 0; li < lines.length; li++) {
            String line = lines[li];
            if (line.strip().isEmpty() || line.strip().startsWith("#")) {
                continue;
            }
            lineStarts.add(tokens.size());
            int col = 0;
            while (col < line.length()) {
                while (col < line.length() && Character.isWhitespace(line.charAt(col))) {
                    col++;
                }
                int start = col;
                while (col < line.length() && !Character.isWhitespace(line.charAt(col)) && line.charAt(col) != '#') {
                    col++;
                }
                if (col > start) {
                    String token = line.substring(start, col);
                    if (!WHOLE.matcher(token).matches()) {
                        throw new PuzzleFormatException(source, li + 1, start + 1, "'" + token + "' is not a whole"
                                + " number; a numeric grid holds the values 1 to n, and 0 or -1 for a blank");
                    }
                    tokens.add(new int[] {Integer.parseInt(token), li + 1, start + 1});
                }
                if (col < line.length() && line.charAt(col) == '#') {
                    break;
                }
            }
        }
        int box;
        int from;
        boolean lloydAmos = lineStarts.size() >= 2 && lineStarts.get(1) == 1;
        if (lloydAmos) {
            int[] order = tokens.get(0);
            if (order[0] < 2 || order[0] > 8) {
                throw new PuzzleFormatException(source, order[1], order[2], "the order (box size) is " + order[0]
                        + "; expected 2 to 8 (4x4 to 64x64)");
            }
            box = order[0];
            from = 2;
        } else {
            int n = tokens.size();
            int side = (int) Math.round(Math.sqrt(tokens.size()));
            box = (int) Math.round(Math.sqrt(side));
            if (side * side != n || box * box != side || box < 2) {
                throw new PuzzleFormatException(source, 1, 1, "a numeric grid of " + lineStarts.size() + " lines and "
                        + n + " numbers; expected n lines of n numbers, n = 4, 9, 16, 25, 36, 49 or 64");
            }
            from = 0;
        }
        if (box > Geometry.MAX_BOX) {
            int[] at = tokens.get(0);
            throw new PuzzleFormatException(source, at[1], at[2], (box * box) + "x" + (box * box) + " Sudokus are"
                    + " not supported yet: galab runs box sizes 2 to " + Geometry.MAX_BOX);
        }
        Geometry geometry = Geometry.sudoku(box);
        int n = geometry.n();
        int cells = geometry.cellCount();
        if (tokens.size() - from != cells) {
            int[] at = tokens.get(Math.min(tokens.size() - 1, from + cells));
            throw new PuzzleFormatException(source, at[1], at[2], "the file holds " + (tokens.size() - from)
                    + " cells; a " + n + "x" + n + " Sudoku has " + cells);
        }
        int[] values = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            int[] t = tokens.get(from + cell);
            if (t[0] < -1 || t[0] > n) {
                throw new PuzzleFormatException(source, t[1], t[2], "value " + t[0] + "; expected 1 to " + n
                        + ", or " + (lloydAmos ? "-1" : "0 or -1") + " for a blank");
            }
            values[cell] = Math.max(0, t[0]);
        }
        PuzzleFormat.checkGivens(geometry, values, source, cell -> {
            int[] t = tokens.get(from + cell);
            return new int[] {t[1], t[2]};
        });
        return new Puzzle(id, geometry, values, null, "", "", tokens.get(0)[1]);
    }

    /** The numeric format: n lines of n numbers separated by a space, {@code 0} for a blank. */
    public static String write(Geometry geometry, int[] values) {
        return rows(geometry, values, " ", 0);
    }

    /**
     * The numeric format for any kind: each of its grids' n rows of n numbers in turn, grid after grid
     * in the kind's order ({@code 0} for a blank); for a Sudoku, {@link #write}. What an external solver
     * is given as {@code input: numeric} (docs/external-solvers.md, "External solvers").
     */
    public static String writeGrids(Geometry geometry, int[] values) {
        int n = geometry.n();
        StringBuilder out = new StringBuilder();
        for (int g = 0; g < geometry.gridCount(); g++) {
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    out.append(c == 0 ? "" : " ").append(values[geometry.gridCell(g, r, c)]);
                }
                out.append('\n');
            }
        }
        return out.toString();
    }

    /**
     * Whether the one-grid numeric formats (the rows alone, Lloyd &amp; Amos's) can hold a puzzle of this
     * geometry: only a single n×n Sudoku; the multi-grid kinds are written grid after grid
     * ({@link #writeGrids}).
     */
    public static boolean holdsOneGrid(Geometry geometry) {
        return switch (geometry.kind()) {
            case SUDOKU, SUDOKU_X -> true;
            case TWODOKU, SAMURAI, SUDOKUBE -> false;
        };
    }

    /** Lloyd &amp; Amos's instance format: the order, {@code 1}, then the rows, {@code -1} for a blank. */
    public static String writeLloydAmos(Geometry geometry, int[] values) {
        return geometry.boxSize() + "\n1\n" + rows(geometry, values, "\t", -1);
    }

    private static String rows(Geometry geometry, int[] values, String separator, int blank) {
        if (!holdsOneGrid(geometry)) {
            throw new IllegalArgumentException("the numeric formats hold an n×n Sudoku, not a " + geometry.describe());
        }
        int n = geometry.n();
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int v = values[r * n + c];
                out.append(c == 0 ? "" : separator).append(v == 0 ? blank : v);
            }
            out.append('\n');
        }
        return out.toString();
    }
}
