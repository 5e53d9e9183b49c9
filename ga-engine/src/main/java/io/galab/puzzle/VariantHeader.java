package io.galab.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The header lines that give an n×n Sudoku file its variant as data (docs/puzzle-formats.md, "Variants"):
 *
 * <pre>
 * # variant: jigsaw
 * # regions: 111222333      (n lines of n symbols, one region per symbol; absent: the b×b boxes)
 * # unit window: r2c2 r2c3 r2c4 r3c2 r3c3 r3c4 r4c2 r4c3 r4c4   (one extra unit a line; its label is optional)
 * </pre>
 *
 * <p>Read with every line located: a key one edit or two from these ({@code # region:}, {@code # units:}), a
 * region map of the wrong shape, a unit of the wrong size, and a comment that names a known variant the file does not
 * declare ({@code # windoku puzzle}) are errors, never comments, since a header taken for a comment leaves a plain
 * Sudoku where the author meant a variant.
 */
final class VariantHeader {

    /** A comment line with a key and a colon: key, optional label, value. */
    private static final Pattern LINE = Pattern.compile("^\\s*#\\s*([A-Za-z][A-Za-z_-]*)(?:\\s+([A-Za-z][A-Za-z_-]*))?"
            + "\\s*:\\s*(.*?)\\s*$");

    /** A word of a comment, variant names with their dashes. */
    private static final Pattern WORD = Pattern.compile("(?<![A-Za-z0-9_-])[A-Za-z][A-Za-z0-9_-]*");

    /**
     * A variant's key written without its colon ({@code # variant windoku}, {@code # regions = 111222333},
     * {@code # unit r1c1 r1c2}): the key, then '=' or a value shaped as the key's (a name, symbols, cells).
     */
    private static final Pattern LOOSE = Pattern.compile("(?i)^\\s*#\\s*(?:(variant)(?:\\s*=.*|\\s+[A-Za-z][\\w-]*\\s*)"
            + "|(regions)(?:\\s*=.*|\\s+[0-9A-Za-z]{4,}\\s*)"
            + "|(unit)(?:\\s*=.*|\\s+r\\d+c\\d+(?:[\\s,]+r\\d+c\\d+)*\\s*))$");

    private static final Pattern CELL = Pattern.compile("(?i)r(\\d+)c(\\d+)");

    private static final List<String> KEYS = List.of("variant", "regions", "unit", "boxes", "cage");

    /** A box shape, rows by columns: {@code 2x3}, {@code 3×4}. */
    private static final Pattern SHAPE = Pattern.compile("(\\d{1,2})\\s*[x×X]\\s*(\\d{1,2})");

    /**
     * The variants galab's library and docs name, for spotting a comment that names one the file does not declare
     * ({@code # windoku puzzle}): a list of words, not of variants, which are data.
     */
    static final List<String> KNOWN_NAMES = List.of("sudoku-x", "windoku", "jigsaw", "jigsaw-x");

    private VariantHeader() {
    }

    /** Whether a header's key is one of a variant's: variant, regions, unit. */
    static boolean isKey(String key) {
        return KEYS.contains(key.toLowerCase(Locale.ROOT));
    }

    /**
     * The variant a file's header gives for an n×n grid, or null without one.
     *
     * @param n the grid's side, from the file's shape
     */
    static Variant read(String text, String source, int n) {
        String[] lines = text.split("\r?\n", -1);
        String name = null;
        int nameLine = 0;
        List<String> regionRows = new ArrayList<>();
        int firstRegionLine = 0;
        List<Variant.Unit> units = new ArrayList<>();
        List<Integer> unitLines = new ArrayList<>();
        int[] boxes = null;
        int boxesLine = 0;
        List<Variant.Cage> cages = new ArrayList<>();
        int firstCageLine = 0;
        for (int i = 0; i < lines.length; i++) {
            Matcher m = LINE.matcher(lines[i]);
            if (!m.matches()) {
                continue;
            }
            String key = m.group(1).toLowerCase(Locale.ROOT);
            String label = m.group(2);
            String value = m.group(3);
            int at = i + 1;
            int keyColumn = lines[i].indexOf(m.group(1)) + 1;
            int valueColumn = value.isEmpty() ? lines[i].length() + 1 : lines[i].lastIndexOf(value) + 1;
            if (!KEYS.contains(key)) {
                String near = label == null ? KEYS.stream().filter(k -> Suggestions.distance(key, k)
                        <= (k.length() >= 6 ? 2 : 1)).findFirst().orElse(null) : null;
                if (near != null) {
                    throw new PuzzleFormatException(source, at, keyColumn, "header '" + m.group(1)
                            + "' is not one galab reads; did you mean '" + near + "'? (" + FORMS + ")");
                }
                continue;
            }
            if (label != null && !key.equals("unit")) {
                throw new PuzzleFormatException(source, at, keyColumn, "'" + m.group(1) + " " + label
                        + "' is not a header; only a unit takes a label, '# unit LABEL: CELLS' (" + FORMS + ")");
            }
            switch (key) {
                case "variant" -> {
                    if (!value.matches("[A-Za-z][A-Za-z0-9_-]*")) {
                        throw new PuzzleFormatException(source, at, valueColumn, "a variant's name is one word of"
                                + " letters, digits, '-' and '_', not '" + value + "'");
                    }
                    if (name != null) {
                        throw new PuzzleFormatException(source, at, valueColumn, "a second variant header; line "
                                + nameLine + " names " + name);
                    }
                    name = value.toLowerCase(Locale.ROOT);
                    nameLine = at;
                }
                case "regions" -> {
                    if (regionRows.isEmpty()) {
                        firstRegionLine = at;
                    }
                    regionRows.add(value);
                    if (regionRows.size() > n) {
                        throw new PuzzleFormatException(source, at, keyColumn, "more than " + n + " region lines;"
                                + " a " + n + "x" + n + " grid's region map has " + n);
                    }
                    int symbols = symbols(value).length;
                    if (symbols != n) {
                        throw new PuzzleFormatException(source, at, valueColumn, "region line has " + symbols
                                + " symbols; expected " + n + ", one region symbol a cell");
                    }
                }
                case "boxes" -> {
                    Matcher shape = SHAPE.matcher(value);
                    if (!shape.matches()) {
                        throw new PuzzleFormatException(source, at, valueColumn, "a box shape is its rows by its"
                                + " columns, '# boxes: 2x3', not '" + value + "'");
                    }
                    if (boxes != null) {
                        throw new PuzzleFormatException(source, at, keyColumn, "a second boxes header; line "
                                + boxesLine + " gives the boxes");
                    }
                    boxes = new int[] {Integer.parseInt(shape.group(1)), Integer.parseInt(shape.group(2))};
                    boxesLine = at;
                    if (boxes[0] * boxes[1] != n) {
                        throw new PuzzleFormatException(source, at, valueColumn, "boxes of " + boxes[0] + "×"
                                + boxes[1] + " do not tile a " + n + "x" + n + " grid: their rows times their"
                                + " columns must be " + n);
                    }
                }
                case "cage" -> {
                    // '# cage: 15 r1c1 r1c2': the sum first when it is given, then the cells
                    String[] sumAndCells = value.strip().split("\\s+", 2);
                    boolean summed = sumAndCells[0].matches("\\d{1,4}");
                    int sum = summed ? Integer.parseInt(sumAndCells[0]) : 0;
                    String cellsText = summed ? (sumAndCells.length > 1 ? sumAndCells[1] : "") : value;
                    Variant.Unit cells = unit(cellsText, "cage", n, source, at, valueColumn);
                    try {
                        Variant.Cage cage = new Variant.Cage(cells.positions(), sum);
                        new Variant("check", n, null, List.of(), List.of(cage));
                        cages.add(cage);
                    } catch (IllegalArgumentException e) {
                        throw new PuzzleFormatException(source, at, valueColumn, e.getMessage());
                    }
                    firstCageLine = firstCageLine == 0 ? at : firstCageLine;
                }
                default -> {
                    units.add(unit(value, label, n, source, at, valueColumn));
                    unitLines.add(at);
                }
            }
        }
        if (name == null && !cages.isEmpty()) {
            name = "killer"; // a Killer needs no name: its cages say what it is
        }
        if (boxes != null && !regionRows.isEmpty()) {
            throw new PuzzleFormatException(source, boxesLine, 1, "a file gives its boxes or its regions, not both");
        }
        if (name == null && boxes != null && units.isEmpty()) {
            return Variant.boxed(n, boxes[0], boxes[1]); // a plain Sudoku of h×w boxes
        }
        if (name == null) {
            if (!regionRows.isEmpty() || !units.isEmpty()) {
                throw new PuzzleFormatException(source, regionRows.isEmpty() ? unitLines.get(0) : firstRegionLine,
                        1, "regions or units without a variant's name; a file names it with '# variant: NAME' ("
                        + FORMS + ")");
            }
            return null;
        }
        if (regionRows.isEmpty() && units.isEmpty() && cages.isEmpty() && boxes == null) {
            String hint = KindHeader.isKindId(name) ? "; a file names the kind " + name + " with '# kind: " + name + "'"
                    : "; give its regions, '# regions: …', or its units, '# unit: …'";
            throw new PuzzleFormatException(source, nameLine, 1, "the variant " + name + " gives no regions and no"
                    + " units" + hint);
        }
        // the boxes the header gives, else the side's usual ones (b×b, or 2×3 for a 6x6), as for no header
        int[] shape = boxes != null ? boxes : Variant.defaultBoxShape(n);
        int[] regions = shape == null || shape[0] == shape[1] ? null : Variant.rectangles(n, shape[0], shape[1]);
        if (!regionRows.isEmpty()) {
            if (regionRows.size() != n) {
                throw new PuzzleFormatException(source, firstRegionLine, 1, "the region map has " + regionRows.size()
                        + " lines; a " + n + "x" + n + " grid's has " + n);
            }
            regions = new int[n * n];
            java.util.Map<String, Integer> ids = new java.util.HashMap<>();
            for (int r = 0; r < n; r++) {
                String[] row = symbols(regionRows.get(r));
                for (int c = 0; c < n; c++) {
                    regions[r * n + c] = ids.computeIfAbsent(row[c], s -> ids.size());
                }
            }
        }
        try {
            return new Variant(name, n, regions, units, cages);
        } catch (IllegalArgumentException e) {
            throw new PuzzleFormatException(source, regions != null ? firstRegionLine : unitLines.get(0), 1,
                    e.getMessage());
        }
    }

    /**
     * Refuses a comment whose first word names a known variant or kind other than the one the file declares
     * ({@code # windoku puzzle} in a file with no variant header): it reads as a header's attempt.
     *
     * @param declared the file's variant or kind name, or null for a plain puzzle of its shape
     */
    static void checkMentions(String text, String source, String declared, Kind shape) {
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (!line.strip().startsWith("#")) {
                continue;
            }
            Matcher header = LINE.matcher(line);
            if (header.matches() && KEYS.contains(header.group(1).toLowerCase(Locale.ROOT))) {
                continue; // a variant's own header line, read above
            }
            Matcher loose = LOOSE.matcher(line);
            if (loose.matches()) {
                int g = loose.group(1) != null ? 1 : loose.group(2) != null ? 2 : 3;
                String key = loose.group(g).toLowerCase(Locale.ROOT);
                throw new PuzzleFormatException(source, i + 1, loose.start(g) + 1, "a variant's header is written '# "
                        + key + (key.equals("unit") ? " [LABEL]" : "") + ": …' with a colon, not '" + line.strip()
                        + "' (" + FORMS + ")");
            }
            Matcher word = WORD.matcher(line);
            while (word.find()) {
                String w = word.group().toLowerCase(Locale.ROOT);
                boolean named = KNOWN_NAMES.contains(w)
                        || KindHeader.isKindId(w) && Kind.fromId(w).layout() != Kind.fromId(w);
                if (named && !w.equals(declared) && !(header.matches() && header.group(1).equalsIgnoreCase("kind"))) {
                    throw new PuzzleFormatException(source, i + 1, word.start() + 1, "'" + word.group() + "' names a"
                            + " variant, but the file declares " + (declared == null ? "none and is read as a plain "
                            + shape.id() : declared) + "; a file names a variant in its header (" + FORMS
                            + "), and a comment that names another is taken for a header's attempt");
                }
            }
        }
    }

    /** A region line's symbols: space-separated tokens when it has spaces (past 35 regions), else characters. */
    private static String[] symbols(String value) {
        String v = value.strip();
        return v.isEmpty() ? new String[0] : v.contains(" ") ? v.split("\\s+") : v.split("");
    }

    private static Variant.Unit unit(String value, String label, int n, String source, int line, int column) {
        String[] tokens = value.isEmpty() ? new String[0] : value.split("[\\s,]+");
        int[] positions = new int[tokens.length];
        int col = column;
        for (int k = 0; k < tokens.length; k++) {
            Matcher cell = CELL.matcher(tokens[k]);
            if (!cell.matches()) {
                throw new PuzzleFormatException(source, line, col, "'" + tokens[k] + "' is not a cell; a unit lists"
                        + " its cells as r1c1 r1c2 …");
            }
            int r = Integer.parseInt(cell.group(1));
            int c = Integer.parseInt(cell.group(2));
            if (r < 1 || r > n || c < 1 || c > n) {
                throw new PuzzleFormatException(source, line, col, "cell " + tokens[k] + " is outside the " + n + "x"
                        + n + " grid");
            }
            positions[k] = (r - 1) * n + c - 1;
            col += tokens[k].length() + 1;
        }
        String l = label == null ? "unit" : label.toLowerCase(Locale.ROOT);
        try {
            return new Variant.Unit(l.equals("diagonal") ? Geometry.UnitType.DIAGONAL : Geometry.UnitType.EXTRA, l,
                    positions);
        } catch (IllegalArgumentException e) {
            throw new PuzzleFormatException(source, line, column, e.getMessage());
        }
    }

    /** The header lines of a variant, for a file that writes it; none for a plain Sudoku. */
    static String lines(Variant variant) {
        if (variant.isPlain()) {
            return "";
        }
        int n = variant.n();
        int[] regions = variant.regions();
        int[] shape = regions == null ? null : variant.boxShape();
        String boxes = shape == null ? "" : "# boxes: " + shape[0] + "x" + shape[1] + "\n";
        if (shape != null && variant.units().isEmpty() && variant.name().equals(Variant.PLAIN)) {
            return boxes; // a plain Sudoku of h×w boxes
        }
        StringBuilder out = new StringBuilder("# variant: ").append(variant.name()).append('\n').append(boxes);
        if (regions != null && shape == null) {
            for (int r = 0; r < n; r++) {
                out.append("# regions: ");
                for (int c = 0; c < n; c++) {
                    int v = regions[r * n + c] + 1;
                    out.append(n <= PuzzleFormat.MAX_LETTERED ? String.valueOf(PuzzleFormat.digitChar(v))
                            : (c == 0 ? "" : " ") + v);
                }
                out.append('\n');
            }
        }
        for (Variant.Unit u : variant.units()) {
            out.append("# unit ").append(u.label()).append(':');
            for (int p : u.positions()) {
                out.append(" r").append(p / n + 1).append('c').append(p % n + 1);
            }
            out.append('\n');
        }
        for (Variant.Cage c : variant.cages()) {
            out.append("# cage:").append(c.sum() == 0 ? "" : " " + c.sum());
            for (int p : c.positions()) {
                out.append(" r").append(p / n + 1).append('c').append(p % n + 1);
            }
            out.append('\n');
        }
        return out.toString();
    }

    private static final String FORMS = "'# variant: NAME', '# boxes: HxW', '# regions: SYMBOLS',"
            + " '# unit [LABEL]: CELLS' and '# cage: [SUM] CELLS';"
            + " docs/puzzle-formats.md, \"Variants\"";
}
