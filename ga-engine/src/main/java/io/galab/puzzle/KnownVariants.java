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
        UNREAD("killer|cages?|thermo(meter)?s?|arrows?|sandwich|kropki|anti-?knight|anti-?king|xv|palindromes?"
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
            out.add(Arrays.stream(u.positions()).sorted().boxed().toList());
        }
        return out;
    }
}
