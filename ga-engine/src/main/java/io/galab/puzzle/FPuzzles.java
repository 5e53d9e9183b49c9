package io.galab.puzzle;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads the f-puzzles JSON, the interchange format of the community's Sudoku editors (docs/puzzle-formats.md,
 * "f-puzzles JSON"), for its all-different constraints: {@code size}; {@code grid}, each cell's {@code value},
 * {@code given} and {@code region}; {@code diagonal+} and {@code diagonal-}; {@code extraregion}; and
 * {@code disjointgroups}. Every other constraint (a killer cage, a thermometer, an arrow, anti-knight, …) is refused
 * by its name and JSON path, since galab would otherwise solve another puzzle than the file's. The title, author,
 * rules text and the cosmetic marks (text, lines, rectangles, circles, cosmetic cages) constrain nothing and are
 * read past. SnakeYAML reads the JSON (JSON is YAML), so every error names its line and column.
 */
public final class FPuzzles {

    /** Keys that carry no constraint: what the puzzle is called and how it is drawn. */
    private static final Set<String> NOT_CONSTRAINTS = Set.of("title", "author", "ruleset", "highlightconflicts",
            "disabledlogic", "truecandidatesoptions", "text", "line", "rectangle", "circle", "cage", "solution",
            "version");

    /** The drawing keys a title's words may be mistaken for: shading, circles, lines and cosmetic cages. */
    private static final List<String> COSMETIC = List.of("rectangle", "circle", "line", "cage", "text");

    private static final Pattern CELL = Pattern.compile("R(\\d+)C(\\d+)", Pattern.CASE_INSENSITIVE);

    private FPuzzles() {
    }

    /** The puzzle of an f-puzzles JSON text, named {@code id}. */
    public static Puzzle read(String text, String source, String id) {
        Node root;
        try {
            LoaderOptions options = new LoaderOptions();
            options.setAllowDuplicateKeys(false);
            root = new Yaml(options).compose(new StringReader(text));
        } catch (MarkedYAMLException e) {
            // the parser's own place and words: where the JSON stops being JSON
            Mark at = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            throw new PuzzleFormatException(source, at == null ? 1 : at.getLine() + 1, at == null ? 1
                    : at.getColumn() + 1, "not JSON: " + (e.getContext() == null ? "" : e.getContext() + ": ")
                    + String.valueOf(e.getProblem()).strip());
        } catch (RuntimeException e) {
            throw new PuzzleFormatException(source, 1, 1, "not JSON: " + String.valueOf(e.getMessage()).strip());
        }
        if (!(root instanceof MappingNode top)) {
            throw fail(source, root, "$", "an f-puzzles file is a JSON object with 'size' and 'grid'");
        }
        keys(top, source, "$");
        Node size = null;
        Node grid = null;
        Node solutionNode = null;
        boolean diagonalPlus = false;
        boolean diagonalMinus = false;
        boolean disjoint = false;
        Node disjointNode = null;
        SequenceNode extraRegions = null;
        SequenceNode killerCages = null;
        String declaredName = null;
        List<NodeTuple> words = new ArrayList<>();
        List<String> cosmetic = new ArrayList<>();
        for (NodeTuple t : top.getValue()) {
            String key = scalar(t.getKeyNode());
            Node value = t.getValueNode();
            String path = "$." + key;
            switch (key) {
                case "size" -> size = value;
                case "grid" -> grid = value;
                case "diagonal+" -> diagonalPlus = bool(value, source, path);
                case "diagonal-" -> diagonalMinus = bool(value, source, path);
                case "disjointgroups" -> {
                    disjoint = bool(value, source, path);
                    disjointNode = value;
                }
                case "extraregion" -> extraRegions = sequence(value, source, path, "a list of {\"cells\": [...]}");
                case "variant" -> {
                    // galab's key: the variant's name, as a text file's '# variant:' header gives it
                    if (!(value instanceof ScalarNode named) || plain(value)
                            || !named.getValue().matches("[A-Za-z][A-Za-z0-9_-]*")) {
                        throw fail(source, value, path, "a variant's name is a JSON string of one word (letters,"
                                + " digits, '-' and '_'), not " + shown(value));
                    }
                    declaredName = named.getValue().toLowerCase(Locale.ROOT);
                }
                case "killercage" -> killerCages = sequence(value, source, path, "a list of {\"cells\": [...],"
                        + " \"value\": \"SUM\"}");
                default -> {
                    if (key.equals("solution")) {
                        solutionNode = value;
                    }
                    if (key.equals("title") || key.equals("ruleset")) {
                        words.add(t);
                    }
                    if (COSMETIC.contains(key) && value instanceof SequenceNode marks && !marks.getValue().isEmpty()) {
                        cosmetic.add(marks.getValue().size() + " " + key + (marks.getValue().size() == 1 ? "" : "s"));
                        if (key.equals("cage")) {
                            sums(marks, source, path);
                        }
                    }
                    if (!NOT_CONSTRAINTS.contains(key.toLowerCase(Locale.ROOT)) && !empty(value)) {
                        throw fail(source, t.getKeyNode(), path, "the f-puzzles constraint '" + key + "' is not"
                                + " one galab reads: size, grid (value, given, region), diagonal+, diagonal-,"
                                + " extraregion, disjointgroups and killercage");
                    }
                }
            }
        }
        if (size == null || grid == null) {
            throw fail(source, top, "$", "an f-puzzles file has 'size' and 'grid'; this one lacks "
                    + (size == null ? "'size'" : "'grid'"));
        }
        int n = integer(size, source, "$.size");
        if (n < Geometry.MIN_SIDE || n > Geometry.MAX_BOX * Geometry.MAX_BOX) {
            throw fail(source, size, "$.size", "size " + n + " is not one galab reads: a side from "
                    + Geometry.MIN_SIDE + " to " + Geometry.MAX_BOX * Geometry.MAX_BOX);
        }
        // f-puzzles' boxes for the size: b×b where n is a square, else h×w with h the largest divisor below √n
        int[] shape = Variant.defaultBoxShape(n);
        SequenceNode rows = sequence(grid, source, "$.grid", n + " rows");
        if (rows.getValue().size() != n) {
            throw fail(source, grid, "$.grid", "the grid has " + rows.getValue().size() + " rows; size " + n
                    + " needs " + n);
        }
        int[] givens = new int[n * n];
        // a prime side has no boxes: every cell names its region (a Jigsaw), or the file is refused below
        int[] boxes = shape == null ? new int[n * n] : Variant.rectangles(n, shape[0], shape[1]);
        int[] regions = boxes.clone();
        boolean irregular = false;
        boolean[] named = new boolean[n * n];
        for (int r = 0; r < n; r++) {
            String rowPath = "$.grid[" + r + "]";
            SequenceNode row = sequence(rows.getValue().get(r), source, rowPath, n + " cells");
            if (row.getValue().size() != n) {
                throw fail(source, row, rowPath, "the row has " + row.getValue().size() + " cells; size " + n
                        + " needs " + n);
            }
            for (int c = 0; c < n; c++) {
                String cellPath = rowPath + "[" + c + "]";
                Node cellNode = row.getValue().get(c);
                if (!(cellNode instanceof MappingNode cell)) {
                    throw fail(source, cellNode, cellPath, "a cell is a JSON object, such as {\"value\": 5,"
                            + " \"given\": true}");
                }
                int value = 0;
                boolean given = false;
                int box = boxes[r * n + c];
                keys(cell, source, cellPath);
                for (NodeTuple t : cell.getValue()) {
                    String key = scalar(t.getKeyNode());
                    String path = cellPath + "." + key;
                    switch (key) {
                        case "value" -> {
                            value = integer(t.getValueNode(), source, path);
                            if (value < 0 || value > n) {
                                throw fail(source, t.getValueNode(), path, "value " + value + " is outside 1.." + n);
                            }
                        }
                        case "given" -> given = bool(t.getValueNode(), source, path);
                        case "region" -> {
                            int region = integer(t.getValueNode(), source, path);
                            if (region < 0 || region >= n) {
                                throw fail(source, t.getValueNode(), path, "region " + region + " is outside 0.."
                                        + (n - 1));
                            }
                            regions[r * n + c] = region;
                            named[r * n + c] = true;
                            irregular |= region != box;
                        }
                        default -> {
                            // pencil marks, colours and highlights: the solver's notes, no constraint
                        }
                    }
                }
                if (given && value == 0) {
                    throw fail(source, cellNode, cellPath, "a given cell without its value");
                }
                givens[r * n + c] = given ? value : 0;
            }
        }
        List<Variant.Unit> units = new ArrayList<>();
        if (diagonalMinus || diagonalPlus) {
            List<Variant.Unit> both = Variant.diagonals(n); // top-left to bottom-right, then its mirror
            if (diagonalMinus) {
                units.add(both.get(0));
            }
            if (diagonalPlus) {
                units.add(both.get(1));
            }
        }
        if (extraRegions != null) {
            for (int k = 0; k < extraRegions.getValue().size(); k++) {
                units.add(extraRegion(extraRegions.getValue().get(k), n, source, "$.extraregion[" + k + "]"));
            }
        }
        if (shape == null) {
            for (int p = 0; p < n * n; p++) {
                if (!named[p]) {
                    throw fail(source, grid, "$.grid[" + p / n + "][" + p % n + "]", "size " + n + " is prime, so"
                            + " its grid has no boxes: every cell names its region (a Jigsaw), and this one does not");
                }
            }
        }
        if (disjoint) {
            if (shape == null) {
                throw fail(source, disjointNode, "$.disjointgroups", "disjoint groups take each cell's place within"
                        + " its box, and a grid of prime size " + n + " has no boxes");
            }
            // f-puzzles' definition: the cells at the same place within the size's boxes, whatever the regions
            units.addAll(KnownVariants.disjointGroups(n, shape[0], shape[1]));
        }
        List<Variant.Cage> cages = new ArrayList<>();
        if (killerCages != null) {
            for (int k = 0; k < killerCages.getValue().size(); k++) {
                cages.add(cage(killerCages.getValue().get(k), n, source, "$.killercage[" + k + "]"));
            }
        }
        // the file's own name when it gives one, else its regions and its count of extra regions; diagonals, windows
        // and disjoint groups are named by what they are when Geometry.of reads them (KnownVariants.canonical)
        String name = declaredName != null ? declaredName : (irregular ? "jigsaw" : "sudoku")
                + (extraRegions == null || extraRegions.getValue().isEmpty() ? "" : "-extra"
                + extraRegions.getValue().size());
        Variant variant;
        try {
            variant = new Variant(name, n, irregular || shape == null ? regions : shape[0] == shape[1] ? null
                    : boxes, units, cages);
        } catch (IllegalArgumentException e) {
            throw fail(source, irregular ? grid : top, irregular ? "$.grid[*][*].region" : "$", e.getMessage());
        }
        // a title or rules text that promises what the file does not declare (windows drawn as shading): refused,
        // as a comment that names another variant is in galab's text format
        for (NodeTuple t : words) {
            String key = scalar(t.getKeyNode());
            if (!(t.getValueNode() instanceof ScalarNode said)) {
                throw fail(source, t.getValueNode(), "$." + key, "expected a JSON string");
            }
            KnownVariants.Mention m = KnownVariants.broken(said.getValue(), variant);
            if (m != null) {
                throw fail(source, t.getValueNode(), "$." + key, "'" + m.word() + "' names " + m.promise()
                        + ", which the file does not declare as a constraint galab reads (size, grid regions,"
                        + " diagonal+, diagonal-, extraregion, disjointgroups)" + (cosmetic.isEmpty() ? ""
                        : "; its " + String.join(", ", cosmetic) + " are drawing, not constraints")
                        + "; declare it (windows as extraregion), or take the word out");
            }
        }
        Geometry geometry = Geometry.of(variant);
        int[][] columns = new int[n * n][];
        for (int r = 0; r < n; r++) {
            SequenceNode row = (SequenceNode) rows.getValue().get(r);
            for (int c = 0; c < n; c++) {
                Node cell = row.getValue().get(c);
                columns[r * n + c] = new int[] {cell.getStartMark().getLine() + 1, cell.getStartMark().getColumn() + 1};
            }
        }
        PuzzleFormat.checkGivens(geometry, givens, source, cell -> columns[cell]);
        int[] solution = solutionNode == null ? null : solution(solutionNode, n, geometry, source);
        return new Puzzle(id, geometry, givens, solution, "", "", 1);
    }

    private static Variant.Unit extraRegion(Node node, int n, String source, String path) {
        if (!(node instanceof MappingNode m)) {
            throw fail(source, node, path, "an extra region is {\"cells\": [\"R1C1\", …]}");
        }
        Node cells = null;
        keys(m, source, path);
        for (NodeTuple t : m.getValue()) {
            if (scalar(t.getKeyNode()).equals("cells")) {
                cells = t.getValueNode();
            }
        }
        if (cells == null) {
            throw fail(source, node, path, "an extra region lists its 'cells'");
        }
        SequenceNode list = sequence(cells, source, path + ".cells", "a list of cells such as \"R1C1\"");
        if (list.getValue().size() != n) {
            throw fail(source, list, path + ".cells", "the extra region has " + list.getValue().size() + " cells;"
                    + " galab reads all-different units of " + n + " cells, one per digit");
        }
        int[] positions = cells(list, n, source, path, "the extra region");
        try {
            return new Variant.Unit(Geometry.UnitType.EXTRA, "extra", positions);
        } catch (IllegalArgumentException e) {
            throw fail(source, node, path, e.getMessage());
        }
    }

    /**
     * A killer cage, {@code {"cells": ["R1C1", …], "value": "15"}}: its cells (each once, fewer than n + 1) and its
     * sum, which f-puzzles writes as a string; a cage without a value keeps its digits distinct only. Every refusal
     * names the entry.
     */
    private static Variant.Cage cage(Node node, int n, String source, String path) {
        if (!(node instanceof MappingNode m)) {
            throw fail(source, node, path, "a killer cage is {\"cells\": [\"R1C1\", …], \"value\": \"SUM\"}");
        }
        keys(m, source, path);
        SequenceNode list = null;
        int sum = 0;
        for (NodeTuple t : m.getValue()) {
            String key = scalar(t.getKeyNode());
            if (key.equals("cells")) {
                list = sequence(t.getValueNode(), source, path + ".cells", "a list of cells such as \"R1C1\"");
            } else if (key.equals("value")) {
                String v = scalar(t.getValueNode()).strip();
                if (!v.isEmpty()) {
                    if (!v.matches("\\d{1,4}")) {
                        throw fail(source, t.getValueNode(), path + ".value", "a cage's value is its sum, a whole"
                                + " number, not " + shown(t.getValueNode()));
                    }
                    sum = Integer.parseInt(v);
                    if (sum == 0) {
                        throw fail(source, t.getValueNode(), path + ".value", "a cage's sum is at least 1");
                    }
                }
            }
        }
        if (list == null) {
            throw fail(source, node, path, "a killer cage lists its 'cells'");
        }
        int[] positions = cells(list, n, source, path, "the cage");
        checkCage(positions, sum, n, source, node, path);
        return new Variant.Cage(positions, sum);
    }

    /**
     * The grid positions of a list of cells such as "R1C1" ({@code path}.cells), each a JSON string inside the grid
     * and named once; every refusal names the entry ({@code $.extraregion[1].cells[4]}).
     */
    private static int[] cells(SequenceNode list, int n, String source, String path, String what) {
        int[] positions = new int[list.getValue().size()];
        java.util.Map<Integer, Integer> first = new java.util.HashMap<>();
        for (int k = 0; k < positions.length; k++) {
            Node c = list.getValue().get(k);
            String cellPath = path + ".cells[" + k + "]";
            if (!(c instanceof ScalarNode sc) || sc.getScalarStyle() == DumperOptions.ScalarStyle.PLAIN) {
                throw fail(source, c, cellPath, "expected a cell as a JSON string, such as \"R1C1\"");
            }
            Matcher mm = CELL.matcher(scalar(c));
            if (!mm.matches()) {
                throw fail(source, c, cellPath, "'" + scalar(c) + "' is not a cell such as \"R1C1\"");
            }
            int r = Integer.parseInt(mm.group(1));
            int col = Integer.parseInt(mm.group(2));
            if (r < 1 || r > n || col < 1 || col > n) {
                throw fail(source, c, cellPath, "cell " + scalar(c) + " is outside the " + n + "x" + n + " grid");
            }
            positions[k] = (r - 1) * n + col - 1;
            Integer before = first.putIfAbsent(positions[k], k);
            if (before != null) {
                throw fail(source, c, cellPath, "cell " + scalar(c) + " is named twice in " + what + " (also at "
                        + path + ".cells[" + before + "])");
            }
        }
        return positions;
    }

    private static void checkCage(int[] positions, int sum, int n, String source, Node node, String path) {
        try {
            new Variant("check", n, null, List.of(), List.of(new Variant.Cage(positions, sum)));
        } catch (IllegalArgumentException e) {
            throw fail(source, node, path, e.getMessage());
        }
    }

    private static int[] solution(Node node, int n, Geometry geometry, String source) {
        SequenceNode list = sequence(node, source, "$.solution", n * n + " digits");
        if (list.getValue().size() != n * n) {
            return null; // an editor's partial or stale solution: galab finds its own
        }
        int[] s = new int[n * n];
        for (int i = 0; i < s.length; i++) {
            String v = scalar(list.getValue().get(i));
            if (!v.matches("\\d+") || Integer.parseInt(v) < 1 || Integer.parseInt(v) > n) {
                return null;
            }
            s[i] = Integer.parseInt(v);
        }
        Node at = list;
        PuzzleFormat.checkGivens(geometry, s, source + " ($.solution)",
                cell -> new int[] {at.getStartMark().getLine() + 1, at.getStartMark().getColumn() + 1});
        return s;
    }

    private static boolean empty(Node value) {
        if (value instanceof ScalarNode s) {
            String v = s.getValue();
            return v.isEmpty() || v.equals("false") || v.equals("null") || v.equals("0");
        }
        if (value instanceof SequenceNode q) {
            return q.getValue().isEmpty();
        }
        return value instanceof MappingNode m && m.getValue().isEmpty();
    }

    private static String scalar(Node node) {
        return node instanceof ScalarNode s ? s.getValue() : "";
    }

    private static boolean bool(Node node, String source, String path) {
        String v = scalar(node);
        if (!plain(node) || !v.equals("true") && !v.equals("false")) {
            throw fail(source, node, path, "expected true or false, found " + shown(node));
        }
        return v.equals("true");
    }

    private static int integer(Node node, String source, String path) {
        String v = scalar(node);
        if (!plain(node) || !v.matches("-?\\d{1,9}")) {
            throw fail(source, node, path, "expected a whole number, found " + shown(node));
        }
        return Integer.parseInt(v);
    }

    /** A JSON literal (a number, true, false, null): a scalar not written in quotes. */
    private static boolean plain(Node node) {
        return node instanceof ScalarNode s && s.getScalarStyle() == DumperOptions.ScalarStyle.PLAIN;
    }

    /** A value as a message shows it: a string in quotes ("the string \"true\""), else its text or its kind. */
    private static String shown(Node node) {
        if (node instanceof ScalarNode s) {
            return plain(node) ? "'" + s.getValue() + "'" : "the string \"" + s.getValue() + "\"";
        }
        return node instanceof SequenceNode ? "an array" : "an object";
    }

    /**
     * A JSON object's keys, each once: a key given twice is refused at the second, since JSON readers differ on
     * which one wins and galab would read one of two puzzles.
     */
    private static void keys(MappingNode object, String source, String path) {
        java.util.Map<String, Node> seen = new java.util.HashMap<>();
        for (NodeTuple t : object.getValue()) {
            String key = scalar(t.getKeyNode());
            Node before = seen.putIfAbsent(key, t.getKeyNode());
            if (before != null) {
                throw fail(source, t.getKeyNode(), path + "." + key, "duplicate key '" + key + "' (first at line "
                        + (before.getStartMark().getLine() + 1) + ", column " + (before.getStartMark().getColumn() + 1)
                        + "); JSON readers differ on which one counts, so galab reads neither");
            }
        }
    }

    /**
     * Cosmetic cages ({@code cage}) carry no constraint, but one with a number for its value is drawn as a killer
     * cage: refused at its entry, since galab would solve the puzzle without its sums.
     */
    private static void sums(SequenceNode cages, String source, String path) {
        for (int k = 0; k < cages.getValue().size(); k++) {
            if (cages.getValue().get(k) instanceof MappingNode cage) {
                keys(cage, source, path + "[" + k + "]");
                for (NodeTuple t : cage.getValue()) {
                    if (scalar(t.getKeyNode()).equals("value") && scalar(t.getValueNode()).strip().matches("\\d+")) {
                        throw fail(source, t.getValueNode(), path + "[" + k + "].value", "a cage with a sum ("
                                + scalar(t.getValueNode()).strip() + ") is a killer cage drawn as a cosmetic one;"
                                + " galab does not read killer cages' sums, and would solve another puzzle");
                    }
                }
            }
        }
    }

    private static SequenceNode sequence(Node node, String source, String path, String what) {
        if (!(node instanceof SequenceNode s)) {
            throw fail(source, node, path, "expected a JSON array: " + what);
        }
        return s;
    }

    private static PuzzleFormatException fail(String source, Node node, String path, String problem) {
        int line = node == null ? 1 : node.getStartMark().getLine() + 1;
        int column = node == null ? 1 : node.getStartMark().getColumn() + 1;
        return new PuzzleFormatException(source, line, column, path + ": " + problem);
    }
}
