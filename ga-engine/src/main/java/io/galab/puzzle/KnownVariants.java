package io.galab.puzzle;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The variants people know by name, as units (docs/puzzle-formats.md, "Variants"): the windows of a Windoku, the
 * two diagonals of a Sudoku-X, irregular regions of a Jigsaw, the disjoint groups; and the words a puzzle's title or
 * rules use for them and for constraints galab does not read. A file's words are checked against its units, so
 * that a title that promises a constraint the file does not declare (windows drawn as shading) is refused, never
 * solved as another puzzle.
 */
public final class KnownVariants {

    private KnownVariants() {
    }

    /**
     * The windows of an n×n Windoku: (b − 1)² b×b squares, one cell in from the edges and one apart, as the
     * 9x9 Windoku's four at rows and columns 2–4 and 6–8.
     */
    public static List<Variant.Unit> windows(int n) {
        int b = (int) Math.round(Math.sqrt(n));
        List<Variant.Unit> out = new ArrayList<>();
        if (b * b != n) {
            return out; // windows are b×b: a side that is no square has none
        }
        for (int i = 0; i + 1 < b; i++) {
            for (int j = 0; j + 1 < b; j++) {
                int top = 1 + i * (b + 1);
                int left = 1 + j * (b + 1);
                int[] cells = new int[n];
                for (int k = 0; k < n; k++) {
                    cells[k] = (top + k / b) * n + left + k % b;
                }
                out.add(new Variant.Unit(Geometry.UnitType.EXTRA, "window", cells));
            }
        }
        return out;
    }

    /** The 9x9 Asterisk's extra unit: r2c5, r3c3, r3c7, r5c2, r5c5, r5c8, r7c3, r7c7, r8c5. */
    static Variant.Unit asterisk() {
        int[][] rc = {{2, 5}, {3, 3}, {3, 7}, {5, 2}, {5, 5}, {5, 8}, {7, 3}, {7, 7}, {8, 5}};
        int[] cells = new int[9];
        for (int i = 0; i < 9; i++) {
            cells[i] = (rc[i][0] - 1) * 9 + rc[i][1] - 1;
        }
        return new Variant.Unit(Geometry.UnitType.EXTRA, "asterisk", cells);
    }

    /** The Centre-dot's extra unit: the centre cell of every box, for boxes of an odd number of rows and columns. */
    static Variant.Unit centreDot(int n, int h, int w) {
        int[] cells = new int[n];
        int k = 0;
        for (int br = 0; br < n / h; br++) {
            for (int bc = 0; bc < n / w; bc++) {
                cells[k++] = (br * h + h / 2) * n + bc * w + w / 2;
            }
        }
        return new Variant.Unit(Geometry.UnitType.EXTRA, "dot", cells);
    }

    /**
     * The disjoint groups of an n×n grid (f-puzzles' definition): group j holds the j-th cell, row-major, of every
     * one of the size's boxes (h×w), whatever the grid's regions.
     */
    public static List<Variant.Unit> disjointGroups(int n, int h, int w) {
        int[] boxOf = Variant.rectangles(n, h, w);
        int[][] inBox = new int[n][n];
        int[] filled = new int[n];
        for (int p = 0; p < n * n; p++) {
            inBox[boxOf[p]][filled[boxOf[p]]++] = p;
        }
        List<Variant.Unit> out = new ArrayList<>();
        for (int j = 0; j < n; j++) {
            int[] cells = new int[n];
            for (int k = 0; k < n; k++) {
                cells[k] = inBox[k][j];
            }
            out.add(new Variant.Unit(Geometry.UnitType.EXTRA, "group", cells));
        }
        return out;
    }

    /**
     * A variant as it is known by its units (docs/puzzle-formats.md, "Variants"): its diagonals, windows, asterisk,
     * centre dots and disjoint groups recognised as sets of cells, whatever their order, labels or the file they came
     * from, and put first in a fixed order with their usual labels; its name then says what it is: {@code windoku},
     * {@code sudoku-x}, {@code asterisk}, {@code centre-dot}, {@code disjoint-groups}, {@code jigsaw-x},
     * {@code sudoku-x-windoku}, and {@code -extraK} for K units it does not know. A variant with no unit it knows is
     * returned as it is, its name the file's.
     */
    public static Variant canonical(Variant v) {
        int n = v.n();
        List<Variant.Unit> rest = new ArrayList<>(v.units());
        List<Variant.Unit> known = new ArrayList<>();
        List<String> parts = new ArrayList<>();
        List<Variant.Unit> diagonals = Variant.diagonals(n);
        boolean main = take(rest, List.of(diagonals.get(0)));
        boolean anti = take(rest, List.of(diagonals.get(1)));
        if (main && anti) {
            parts.add("x");
            known.addAll(diagonals);
        } else if (main || anti) {
            parts.add("diagonal");
            known.add(diagonals.get(main ? 0 : 1));
        }
        if (take(rest, windows(n))) {
            parts.add("windoku");
            known.addAll(windows(n));
        }
        if (n == 9 && take(rest, List.of(asterisk()))) {
            parts.add("asterisk");
            known.add(asterisk());
        }
        int[] shape = Variant.defaultBoxShape(n);
        // the groups first: one of them is the centre dots
        if (shape != null && take(rest, disjointGroups(n, shape[0], shape[1]))) {
            parts.add("disjoint-groups");
            known.addAll(disjointGroups(n, shape[0], shape[1]));
        }
        int[] boxes = v.boxShape() != null ? v.boxShape() : shape;
        if (boxes != null && boxes[0] % 2 == 1 && boxes[1] % 2 == 1
                && take(rest, List.of(centreDot(n, boxes[0], boxes[1])))) {
            parts.add("centre-dot");
            known.add(centreDot(n, boxes[0], boxes[1]));
        }
        if (known.isEmpty() && !v.hasCages()) {
            return v;
        }
        if (!rest.isEmpty()) {
            parts.add("extra" + rest.size());
        }
        boolean jigsaw = v.regions() != null && v.boxShape() == null;
        String name;
        if (v.hasCages()) {
            // a Killer: killer, killer-x, killer-windoku, jigsaw-killer
            name = (jigsaw ? "jigsaw-killer" : "killer") + (parts.isEmpty() ? "" : "-" + String.join("-", parts));
        } else {
            name = jigsaw ? "jigsaw-" + String.join("-", parts)
                    : parts.size() == 1 && !parts.get(0).equals("x") && !parts.get(0).equals("diagonal")
                    ? parts.get(0) : "sudoku-" + String.join("-", parts);
        }
        known.addAll(rest);
        return new Variant(name, n, v.regions(), known, v.cages());
    }

    /** Takes {@code wanted}'s units out of {@code units} when every one of them is there as a set of cells. */
    private static boolean take(List<Variant.Unit> units, List<Variant.Unit> wanted) {
        if (wanted.isEmpty()) {
            return false;
        }
        java.util.Set<List<Integer>> sets = new java.util.HashSet<>(sets(wanted));
        List<Variant.Unit> found = units.stream().filter(u -> sets.contains(cells(u))).toList();
        if (found.size() < sets.size()) {
            return false;
        }
        units.removeAll(found);
        return true;
    }

    private static List<Integer> cells(Variant.Unit u) {
        return Arrays.stream(u.positions()).sorted().boxed().toList();
    }

    /** The 9x9 Windoku: boxes and the four windows. */
    public static Variant windoku() {
        return new Variant("windoku", 9, null, windows(9));
    }

    /** What a word of a title or rules text promises, and whether a file's variant keeps that promise. */
    private enum Promise {
        WINDOWS("windoku|hyper-?sudoku|windows?", "the windows of a Windoku"),
        DIAGONALS("sudoku-x|x-sudoku|diagonals?", "a diagonal"),
        IRREGULAR("jigsaw|irregular|jigsaw-x", "irregular regions"),
        DISJOINT("disjoint", "disjoint groups"),
        CAGES("killer|cages?", "killer cages"),
        UNREAD("thermo(meter)?s?|arrows?|sandwich|kropki|anti-?knight|anti-?king|xv|palindromes?"
                + "|renban|whispers?|little-killer|consecutive|even-odd|odd-even", "a constraint galab does not read");

        final Pattern words;
        final String what;

        Promise(String words, String what) {
            this.words = Pattern.compile("(?i)(?<![\\p{L}\\d-])(" + words + ")(?![\\p{L}\\d-])");
            this.what = what;
        }

        boolean kept(Variant v) {
            return switch (this) {
                case WINDOWS -> sets(v).containsAll(sets(windows(v.n())));
                case DIAGONALS -> v.units().stream().anyMatch(u -> u.type() == Geometry.UnitType.DIAGONAL);
                case IRREGULAR -> !v.boxes();
                case DISJOINT -> v.units().stream().anyMatch(u -> u.label().equals("group"));
                case CAGES -> v.hasCages();
                case UNREAD -> false;
            };
        }
    }

    /**
     * The first word of {@code text} that promises what the variant lacks, with what it promises, or null: "'Windoku'
     * names the windows of a Windoku".
     *
     * @return {index of the word in text, its length} and the message, or null when every promise is kept
     */
    public static Mention broken(String text, Variant variant) {
        Mention first = null;
        for (Promise p : Promise.values()) {
            Matcher m = p.words.matcher(text);
            if (m.find() && !p.kept(variant) && (first == null || m.start() < first.at())) {
                first = new Mention(m.start(), m.group(), p.what);
            }
        }
        return first;
    }

    /** A word of a text that promises a constraint: where it stands, the word, and what it promises. */
    public record Mention(int at, String word, String promise) {
    }

    /** Whether the two variants have the same units, whatever their names and labels (a Windoku read two ways). */
    public static boolean sameUnits(Variant a, Variant b) {
        return a.n() == b.n() && Arrays.equals(a.regions(), b.regions()) && sets(a).equals(sets(b));
    }

    private static java.util.Set<List<Integer>> sets(Variant v) {
        return sets(v.units());
    }

    /** Each unit as the set of its cells (sorted positions), whatever its label or order. */
    private static java.util.Set<List<Integer>> sets(List<Variant.Unit> units) {
        java.util.Set<List<Integer>> out = new java.util.HashSet<>();
        for (Variant.Unit u : units) {
            out.add(cells(u));
        }
        return out;
    }
}
