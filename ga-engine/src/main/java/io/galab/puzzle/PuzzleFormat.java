package io.galab.puzzle;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads and writes galab's puzzle text formats (documented in {@code docs/puzzle-formats.md}).
 *
 * <ul>
 *   <li><b>Sudoku lines</b>: one 9x9 puzzle per line, {@code ID PUZZLE81 [SOLUTION81]  # comment},
 *       row-major, {@code 0} or {@code .} blank; {@code #} starts a comment. A line may also be a bare
 *       81-character puzzle, named after the file (and its line number when there are several).</li>
 *   <li><b>Grid</b>: the component grids one under the other, n lines of n characters each: an n×n
 *       Sudoku (n = 4, 9, 16, 25; digits {@code 1-9} then {@code A-P} for 10-25), a Twodoku (18 lines,
 *       upper grid then lower grid; the shared box is written twice and both copies must agree) or a
 *       SudoKube (54 lines, faces x=0, x=8, y=0, y=8, z=0, z=8 as in {@link Geometry#sudokube()};
 *       every copy of an edge cell must agree).</li>
 *   <li><b>Samurai canvas</b>: 21 lines of 21 characters, {@code 0} blank, {@code .} outside the five
 *       grids.</li>
 * </ul>
 *
 * <p>In grid formats, blank lines and lines starting with {@code #} are skipped (line numbers in
 * errors still count them). Every error is a {@link PuzzleFormatException} naming source, line and
 * column.
 */
public final class PuzzleFormat {


    private PuzzleFormat() {
    }

    // ---------------------------------------------------------------- files

    /**
     * Reads a puzzle file of any galab format, recognising the layout from its shape: a single line, or
     * lines with an id field or an 81-character puzzle, are Sudoku lines; otherwise 18 content lines are a Twodoku, 21
     * a Samurai,
     * 54 a SudoKube, and 4, 9, 16 or 25 an n×n Sudoku. A Twodoku/Samurai/SudoKube/N×N file
     * {@code NAME.puzzle.txt} picks up {@code NAME.solution.txt} beside it when present.
     */
    public static List<Puzzle> read(Path file) {
        String text = readText(file);
        String source = file.toString();
        String name = file.getFileName().toString();
        String id = name.endsWith(".puzzle.txt") ? name.substring(0, name.length() - ".puzzle.txt".length())
                : name.replaceFirst("\\.[^.]*$", "");
        if (name.toLowerCase(java.util.Locale.ROOT).endsWith(".json")) {
            return List.of(FPuzzles.read(text, source, id)); // the f-puzzles JSON (docs/puzzle-formats.md)
        }
        List<String> content = contentLines(text);
        if (content.isEmpty()) {
            throw new PuzzleFormatException(source, 1, 1, "no puzzle in the file (only blank or comment lines)");
        }
        Kind declared = KindHeader.read(text, source);
        List<Puzzle> read = readByShape(file, text, source, name, id, content);
        Geometry shape = read.get(0).geometry();
        Variant variant = VariantHeader.read(text, source, shape.n());
        if (variant == null && shape.kind() == Kind.SUDOKU && shape.boxRows() == 0) {
            throw new PuzzleFormatException(source, 1, 1, "a " + shape.n() + "x" + shape.n() + " grid has no boxes ("
                    + shape.n() + " is prime): give its regions, '# variant: jigsaw' and '# regions: …'"
                    + " (docs/puzzle-formats.md, \"Variants\")");
        }
        if (variant != null && shape.kind() != Kind.SUDOKU) {
            throw new PuzzleFormatException(source, 1, 1, "a variant's regions and units are read on an n×n Sudoku,"
                    + " not on a " + shape.describe() + " (docs/puzzle-formats.md, \"Variants\")");
        }
        if (variant != null && declared != null && declared != Kind.SUDOKU) {
            throw new PuzzleFormatException(source, 1, 1, "the header names the kind " + declared.id()
                    + " and the variant " + variant.name() + "; a file gives one of them");
        }
        VariantHeader.checkMentions(text, source, variant != null ? variant.name() : declared == null ? null
                : declared.id(), shape.kind());
        if (declared == null && variant == null) {
            return read;
        }
        List<Puzzle> out = new ArrayList<>();
        for (Puzzle p : read) {
            Kind kindOfShape = p.geometry().kind();
            if (declared != null && kindOfShape != declared && kindOfShape != declared.layout()) {
                throw new PuzzleFormatException(source, p.line() > 0 ? p.line() : 1, 1, "the header says kind "
                        + declared.id() + ", but the puzzle's shape is a " + kindOfShape.id()
                        + " (" + p.geometry().describe() + ")");
            }
            Geometry target = variant != null ? Geometry.of(variant) : Geometry.of(declared, p.geometry().boxSize());
            if (target == p.geometry()) {
                out.add(p);
                continue;
            }
            // a variant (a sudoku-x, a windoku, a jigsaw) is known by its header only; its givens were checked against
            // the layout's units, so they are checked again against the variant's own (a diagonal's, a window's, a
            // region's), and so is a solution
            int[] at = {p.line() > 0 ? p.line() : 1, 1};
            int n = target.n();
            int[] rows = gridLines(text, n);
            Locator locator = rows == null ? cell -> at : cell -> new int[] {rows[cell / n], cell % n + 1};
            checkGivens(target, p.givens(), source + (read.size() > 1 ? " (" + p.id() + ")" : ""), locator);
            if (p.solution() != null) {
                checkGivens(target, p.solution(), source + " (" + p.id() + "'s solution)", cell -> at);
            }
            out.add(new Puzzle(p.id(), target, p.givens(), p.solution(), p.category(), p.note(), p.line()));
        }
        return out;
    }

    /** The line numbers of a one-grid file's n puzzle lines of n characters, or null for another format. */
    private static int[] gridLines(String text, int n) {
        String[] lines = text.split("\r?\n", -1);
        int[] rows = new int[n];
        int row = 0;
        for (int i = 0; i < lines.length; i++) {
            String t = lines[i].strip();
            if (!t.isEmpty() && !t.startsWith("#")) {
                if (row == n || t.length() != n) {
                    return null;
                }
                rows[row++] = i + 1;
            }
        }
        return row == n ? rows : null;
    }

    private static List<Puzzle> readByShape(Path file, String text, String source, String name, String id,
            List<String> content) {
        if (NumericGrid.looksNumeric(content)) {
            try {
                return List.of(NumericGrid.read(text, source, id));
            } catch (PuzzleFormatException e) {
                throw naming(e, id);
            }
        }
        if (looksLikeSudokuLines(content)) {
            return SudokuLines.read(text, source, id);
        }
        Geometry geometry = geometryForLineCount(content.size(), source, text);
        int[] givens;
        int[] solution = null;
        try {
            givens = readGrid(geometry, text, source);
            if (name.endsWith(".puzzle.txt")) {
                Path solutionFile = file.resolveSibling(id + ".solution.txt");
                if (Files.isRegularFile(solutionFile)) {
                    solution = readGrid(geometry, readText(solutionFile), solutionFile.toString());
                }
            }
        } catch (PuzzleFormatException e) {
            throw naming(e, id);
        }
        List<String> all = List.of(text.split("\r?\n", -1));
        return List.of(new Puzzle(id, geometry, givens, solution, "", "", all.indexOf(content.get(0)) + 1));
    }

    /** The same error, naming the puzzle it is in ("(puzzle 'ID')" after the problem). */
    static PuzzleFormatException naming(PuzzleFormatException e, String id) {
        return new PuzzleFormatException(e.source(), e.line(), e.column(), e.problem() + " (puzzle '" + id + "')");
    }

    private static String readText(Path file) {
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new PuzzleFormatException(file.toString(), 1, 1, "not a regular file (a folder, a pipe or a device);"
                    + " a puzzle set is a text file or a folder of them");
        }
        try {
            return TextFiles.read(file);
        } catch (IOException | UncheckedIOException e) {
            throw new PuzzleFormatException(file.toString(), 1, 1,
                    "cannot read the file as UTF-8 text: " + e.getMessage());
        }
    }

    static List<String> contentLines(String text) {
        List<String> content = new ArrayList<>();
        for (String line : text.split("\r?\n", -1)) {
            String t = line.strip();
            if (!t.isEmpty() && !t.startsWith("#")) {
                content.add(line);
            }
        }
        return content;
    }

    /** Sudoku lines: a single puzzle line, or lines with an id field or an 81-character puzzle. */
    private static boolean looksLikeSudokuLines(List<String> content) {
        String[] tokens = SudokuLines.stripComment(content.get(0)).strip().split("\\s+");
        return content.size() == 1 || tokens.length > 1 || tokens[0].length() == 81;
    }

    private static Geometry geometryForLineCount(int lines, String source, String text) {
        List<String> content = contentLines(text);
        boolean square = content.stream().allMatch(l -> l.strip().length() == lines);
        // 21 square lines are a Samurai's canvas unless a '# boxes' header says they are a 21x21 Sudoku
        boolean samurai = lines == 21 && !text.matches("(?s).*(^|\\n)\\s*#\\s*boxes\\s*:.*");
        if (square && !samurai && lines >= Geometry.MIN_SIDE && lines <= MAX_LETTERED && lines != 4 && lines != 9
                && lines != 16 && lines != 25) {
            // an n×n grid of another side: its usual boxes (2×3 for a 6x6), or rows as stand-in regions for a prime
            // side, whose header must then give the regions (a Jigsaw); a '# boxes: HxW' header gives others
            int[] shape = Variant.defaultBoxShape(lines);
            int[] rows = new int[lines * lines];
            for (int p = 0; p < rows.length; p++) {
                rows[p] = p / lines;
            }
            return Geometry.of(shape == null ? new Variant(Variant.PLAIN, lines, rows, List.of())
                    : Variant.boxed(lines, shape[0], shape[1]));
        }
        switch (lines) {
            case 4:
                return Geometry.sudoku(2);
            case 9:
                return Geometry.sudoku(3);
            case 16:
                return Geometry.sudoku(4);
            case 25:
                return Geometry.sudoku(5);
            case 18:
                return Geometry.twodoku();
            case 21:
                return Geometry.samurai();
            case 54:
                return Geometry.sudokube();
            default:
                throw new PuzzleFormatException(source, text.split("\r?\n", -1).length, 1,
                        "unrecognised puzzle layout with " + lines + " puzzle lines; expected a line holding an"
                                + " 81-character Sudoku, or 4/9/16/25 lines (N×N Sudoku), 18 (Twodoku), 21 (Samurai)"
                                + " or 54 (SudoKube)");
        }
    }

    // ---------------------------------------------------------------- grids and canvases

    /**
     * Reads the values of every cell from a grid file of the geometry's layout (stacked grids, or the
     * Samurai canvas). Checks the line count, each line's length, every character, that every copy of
     * a shared cell agrees, and that no two givens conflict in a unit.
     */
    public static int[] readGrid(Geometry geometry, String text, String source) {
        Layout layout = Layout.of(geometry);
        String[] lines = text.split("\r?\n", -1);
        int[] values = new int[geometry.cellCount()];
        int[][] firstAt = new int[geometry.cellCount()][];
        int row = 0;
        int lastLine = 0;
        for (int li = 0; li < lines.length; li++) {
            String line = lines[li];
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            int lineNo = li + 1;
            lastLine = lineNo;
            if (row >= layout.rows()) {
                throw new PuzzleFormatException(source, lineNo, 1, "more than the " + layout.rows()
                        + " puzzle lines of " + layout.description);
            }
            String body = line.stripTrailing();
            if (body.length() != layout.width()) {
                throw new PuzzleFormatException(source, lineNo, Math.min(body.length(), layout.width()) + 1,
                        "line has " + body.length() + " characters; expected " + layout.width() + " ("
                                + layout.description + ")");
            }
            for (int col = 0; col < layout.width(); col++) {
                char ch = body.charAt(col);
                int cell = layout.cellAt[row][col];
                if (cell < 0) {
                    if (ch != '.') {
                        throw new PuzzleFormatException(source, lineNo, col + 1, "found '" + ch
                                + "' outside the grids; expected '.'");
                    }
                    continue;
                }
                if (ch == '.' && layout.canvas) {
                    throw new PuzzleFormatException(source, lineNo, col + 1,
                            "found '.' inside a grid; expected a digit 1-9 or 0 for a blank");
                }
                int v = digit(ch, geometry.n(), source, lineNo, col + 1);
                if (firstAt[cell] == null) {
                    firstAt[cell] = new int[] {lineNo, col + 1};
                    values[cell] = v;
                } else if (values[cell] != v) {
                    throw new PuzzleFormatException(source, lineNo, col + 1, "cell " + geometry.cellName(cell)
                            + " is shared by " + grids(geometry, cell) + " and its copies disagree: "
                            + shown(values[cell], geometry.n()) + " at line " + firstAt[cell][0] + " column "
                            + firstAt[cell][1] + ", " + shown(v, geometry.n()) + " here");
                }
            }
            row++;
        }
        if (row < layout.rows()) {
            throw new PuzzleFormatException(source, Math.max(lastLine, 1) + (row == 0 ? 0 : 1), 1, "the file has "
                    + row + " puzzle lines; expected " + layout.rows() + " (" + layout.description + ")");
        }
        checkGivens(geometry, values, source, cell -> firstAt[cell]);
        return values;
    }

    /** Whether a file of this kind names each of its grids in a comment line above it (a SudoKube's faces). */
    private static boolean namesItsGrids(Geometry geometry) {
        return switch (geometry.kind()) {
            case SUDOKUBE -> true;
            case SUDOKU, SUDOKU_X, TWODOKU, SAMURAI -> false;
        };
    }

    /**
     * Writes every cell's value in the geometry's grid layout, one line per row, {@code 0} for blank; a kind that
     * shares another's layout (a Sudoku-X) first gets its header line, {@code # kind: sudoku-x}.
     */
    public static String writeGrid(Geometry geometry, int[] values) {
        // a kind that shares another's layout, and a variant, is named by its header, which reading it back needs
        String header = geometry.kind().layout() != geometry.kind() ? KindHeader.line(geometry.kind()) + "\n"
                : VariantHeader.lines(geometry.variant());
        if (geometry.n() > MAX_LETTERED) {
            // past the letters, numbers (docs/puzzle-formats.md)
            return header + NumericGrid.writeGrids(geometry, values);
        }
        Layout layout = Layout.of(geometry);
        StringBuilder out = new StringBuilder(header);
        for (int row = 0; row < layout.rows(); row++) {
            if (namesItsGrids(geometry) && row % 9 == 0) {
                out.append("# ").append(geometry.gridName(row / 9)).append('\n');
            }
            for (int col = 0; col < layout.width(); col++) {
                int cell = layout.cellAt[row][col];
                out.append(cell < 0 ? '.' : digitChar(values[cell]));
            }
            out.append('\n');
        }
        return out.toString();
    }

    private static String grids(Geometry geometry, int cell) {
        StringBuilder s = new StringBuilder();
        int[] grids = geometry.cellGrids(cell);
        for (int i = 0; i < grids.length; i++) {
            s.append(i == 0 ? "" : i == grids.length - 1 ? " and " : ", ").append(geometry.gridName(grids[i]));
        }
        return s.toString();
    }

    /**
     * A value as a message names it: a digit 1-9; past 9 its letter and number ({@code G (16)}), since a
     * numeric file has no letters; past 35, where no letter serves, its number.
     */
    static String shown(int v, int n) {
        return v == 0 ? "blank" : v < 10 ? String.valueOf(v) : n <= MAX_LETTERED ? digitChar(v) + " (" + v + ")"
                : String.valueOf(v);
    }

    /** Where a cell is written: {line, column}. */
    interface Locator {
        int[] locate(int cell);
    }

    /** Fails on the first unit with two equal givens, naming both cells and the unit. */
    static void checkGivens(Geometry geometry, int[] values, String source, Locator locator) {
        int n = geometry.n();
        int[] seenAt = new int[n + 1];
        for (int u = 0; u < geometry.unitCount(); u++) {
            Arrays.fill(seenAt, -1);
            for (int j = 0; j < n; j++) {
                int cell = geometry.unitCell(u, j);
                int v = values[cell];
                if (v == 0) {
                    continue;
                }
                if (seenAt[v] >= 0) {
                    int[] at = locator.locate(cell);
                    throw new PuzzleFormatException(source, at[0], at[1], "givens conflict: " + shown(v, n) + " at "
                            + geometry.cellName(seenAt[v]) + " and at " + geometry.cellName(cell) + " in "
                            + geometry.unitName(u));
                }
                seenAt[v] = cell;
            }
        }
    }

    /**
     * The largest n whose values one character writes: {@code 1-9}, then {@code A-Z} for 10-35. Past it files,
     * messages and drawings write numbers (docs/puzzle-formats.md).
     */
    public static final int MAX_LETTERED = 35;

    /** The digit of a character: {@code 0} or {@code .} blank, {@code 1-9}, then {@code A-Z} for 10-35. */
    static int digit(char ch, int n, String source, int line, int column) {
        int v;
        if (ch == '0' || ch == '.') {
            v = 0;
        } else if (ch >= '1' && ch <= '9') {
            v = ch - '0';
        } else if (ch >= 'A' && ch <= 'Z') {
            v = ch - 'A' + 10;
        } else if (ch >= 'a' && ch <= 'z') {
            v = ch - 'a' + 10;
        } else {
            v = -1;
        }
        if (v < 0 || v > n) {
            throw new PuzzleFormatException(source, line, column, "illegal character '" + printable(ch)
                    + "'; expected " + expectedDigits(n) + " or 0 for a blank");
        }
        return v;
    }

    static String printable(char ch) {
        return Character.isISOControl(ch) || Character.isWhitespace(ch) ? String.format("\\u%04x", (int) ch)
                : String.valueOf(ch);
    }

    static String expectedDigits(int n) {
        return n <= 9 ? "a digit 1-" + n : "a digit 1-9 or a letter A-" + (char) ('A' + n - 10);
    }

    /** The character of a digit: 0, 1-9, A-Z. */
    public static char digitChar(int v) {
        return v < 10 ? (char) ('0' + v) : (char) ('A' + v - 10);
    }

    /** Maps text positions (row, column) to cells; -1 outside every grid. */
    private static final class Layout {
        final int[][] cellAt;
        final boolean canvas;
        final String description;

        private Layout(int[][] cellAt, boolean canvas, String description) {
            this.cellAt = cellAt;
            this.canvas = canvas;
            this.description = description;
        }

        int rows() {
            return cellAt.length;
        }

        int width() {
            return cellAt[0].length;
        }

        static Layout of(Geometry geometry) {
            int n = geometry.n();
            boolean canvas = switch (geometry.kind()) {
                case SAMURAI -> true; // its grids overlap in four boxes: one canvas, '.' outside them
                case SUDOKU, SUDOKU_X, TWODOKU, SUDOKUBE -> false; // grid after grid (a Twodoku's shared box twice)
            };
            if (canvas) {
                int width = geometry.canvasWidth();
                return new Layout(geometry.canvas(), true, "Samurai: " + width + " lines of " + width + " characters,"
                        + " '.' outside the grids");
            }
            int grids = geometry.gridCount();
            int[][] at = new int[grids * n][n];
            for (int g = 0; g < grids; g++) {
                for (int r = 0; r < n; r++) {
                    for (int c = 0; c < n; c++) {
                        at[g * n + r][c] = geometry.gridCell(g, r, c);
                    }
                }
            }
            String what = switch (geometry.kind()) {
                case SUDOKU, SUDOKU_X -> n + " lines of " + n + " characters";
                case TWODOKU, SAMURAI, SUDOKUBE -> geometry.describe() + ": " + grids + " grids of " + n + " lines of "
                        + n + " characters";
            };
            return new Layout(at, false, what);
        }
    }
}
