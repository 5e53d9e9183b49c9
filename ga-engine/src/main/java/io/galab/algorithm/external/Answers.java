package io.galab.algorithm.external;

import io.galab.algorithm.RunResult;
import io.galab.puzzle.Geometry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a solver's answer from its standard output (docs/external-solvers.md, "External solvers", "The
 * answer"). Nothing in it assumes galab's own output conventions:
 *
 * <ul>
 *   <li>a <b>row</b> is a line holding exactly n values: n whitespace- or separator-separated numbers
 *       ({@code 0} for a blank), or, for n ≤ 35, n symbols ({@code 1-9}, then {@code A-Z} for 10 on;
 *       {@code .} or {@code 0} for a blank). The separators {@code | + - , ; :} and whitespace are
 *       ignored, so {@code 5 3 | 4 6} and {@code 53|46} are the same row;</li>
 *   <li>a line with no value ({@code ------+------}, an empty line) separates rows without ending a
 *       block; any other line ends one;</li>
 *   <li>the <b>answer</b> is the last G·n rows of the last block of at least G·n rows, G the kind's
 *       number of grids (1 for a Sudoku, 2 for a Twodoku...): grid g's row r is row g·n + r, in the
 *       order of the kind's grids (docs/puzzle-formats.md);</li>
 *   <li>the lines {@code evaluations=N} and {@code generations=N} (also with {@code :}, any case) give
 *       those counts; without them the counts are unknown, not zero;</li>
 *   <li>the line {@code seconds=X} (also {@code :}, any case), or a line that the variant's {@code timePattern}
 *       matches (its first group, in seconds), gives the program's own time: its work without its process
 *       start.</li>
 * </ul>
 */
final class Answers {

    private static final Pattern COUNT =
            Pattern.compile("(?i)\\s*(evaluations|generations)\\s*[=:]\\s*(\\d{1,18})\\s*");
    private static final Pattern SECONDS =
            Pattern.compile("(?i)\\s*seconds\\s*[=:]\\s*([0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?)\\s*");
    private static final String SEPARATORS = "|+-,;:";

    /**
     * What a solver printed.
     *
     * @param grid        the answer's value for every cell (0 for a blank), or null when there is none
     * @param conflict    a cell that two grids of the answer give different values, or -1
     * @param evaluations the printed evaluations, or {@link RunResult#UNKNOWN}
     * @param generations the printed generations, or {@link RunResult#UNKNOWN}
     * @param seconds     the program's own time as it printed it, or NaN
     */
    record Answer(int[] grid, int conflict, long evaluations, long generations, double seconds) {

        Answer(int[] grid, int conflict, long evaluations, long generations) {
            this(grid, conflict, evaluations, generations, Double.NaN);
        }

        /** The counters a run keeps of what the program printed: its own time in µs, when it printed one. */
        Map<String, Long> counters() {
            return Double.isFinite(seconds) && seconds >= 0 ? Map.of(PROGRAM_MICROS, Math.round(seconds * 1e6))
                    : Map.of();
        }
    }

    /** The counter of a run's own time as the program printed it, in microseconds. */
    static final String PROGRAM_MICROS = "programMicros";

    private Answers() {
    }

    static Answer read(String output, Geometry geometry) {
        return read(output, geometry, null);
    }

    /** As {@link #read(String, Geometry)}, with the variant's own pattern of its time line (null: none). */
    static Answer read(String output, Geometry geometry, Pattern timePattern) {
        double seconds = Double.NaN;
        for (String line : output.split("\r?\n")) {
            Matcher s = SECONDS.matcher(line);
            Matcher t = timePattern == null ? null : timePattern.matcher(line);
            if (s.matches()) {
                seconds = Double.parseDouble(s.group(1));
            } else if (t != null && t.find() && t.groupCount() >= 1 && t.group(1) != null) {
                try {
                    seconds = Double.parseDouble(t.group(1));
                } catch (NumberFormatException e) {
                    // a line the pattern matched without a number: no time from it
                }
            }
        }
        Answer a = read0(output, geometry);
        return new Answer(a.grid(), a.conflict(), a.evaluations(), a.generations(), seconds);
    }

    private static Answer read0(String output, Geometry geometry) {
        int n = geometry.n();
        int needed = geometry.gridCount() * n;
        long evaluations = RunResult.UNKNOWN;
        long generations = RunResult.UNKNOWN;
        List<int[]> block = new ArrayList<>();
        List<int[]> answer = null;
        for (String line : output.split("\r?\n")) {
            Matcher m = COUNT.matcher(line);
            if (m.matches()) {
                long v = Long.parseLong(m.group(2));
                if (m.group(1).toLowerCase(Locale.ROOT).equals("evaluations")) {
                    evaluations = v;
                } else {
                    generations = v;
                }
                continue;
            }
            int[] row = row(line, n);
            if (row == null) {
                if (!hasValue(line)) {
                    continue; // a separator line inside a grid
                }
                answer = block.size() >= needed ? block : answer;
                block = new ArrayList<>();
            } else {
                block.add(row);
            }
        }
        answer = block.size() >= needed ? block : answer;
        if (answer == null) {
            return new Answer(null, -1, evaluations, generations);
        }
        List<int[]> rows = answer.subList(answer.size() - needed, answer.size());
        int[] grid = new int[geometry.cellCount()];
        int conflict = -1;
        for (int g = 0; g < geometry.gridCount(); g++) {
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    int cell = geometry.gridCell(g, r, c);
                    int v = rows.get(g * n + r)[c];
                    if (grid[cell] != 0 && grid[cell] != v && conflict < 0) {
                        conflict = cell;
                    }
                    grid[cell] = grid[cell] == 0 ? v : grid[cell];
                }
            }
        }
        return new Answer(grid, conflict, evaluations, generations);
    }

    /** True when a line holds a letter or digit: a line that is neither a row nor a separator. */
    private static boolean hasValue(String line) {
        for (int i = 0; i < line.length(); i++) {
            if (Character.isLetterOrDigit(line.charAt(i)) || line.charAt(i) == '.') {
                return true;
            }
        }
        return false;
    }

    /** The line's n values, or null when it is not a row of n values. */
    static int[] row(String line, int n) {
        StringBuilder spaced = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            spaced.append(SEPARATORS.indexOf(ch) >= 0 ? ' ' : ch);
        }
        String text = spaced.toString().strip();
        if (text.isEmpty()) {
            return null;
        }
        String[] tokens = text.split("\\s+");
        if (tokens.length == n) {
            int[] row = numbers(tokens, n);
            if (row != null) {
                return row;
            }
        }
        return n <= 35 ? symbols(String.join("", tokens), n) : null;
    }

    private static int[] numbers(String[] tokens, int n) {
        int[] row = new int[n];
        for (int i = 0; i < n; i++) {
            String t = tokens[i];
            if (t.equals(".")) {
                continue;
            }
            if (!t.matches("\\d{1,3}")) {
                return null;
            }
            row[i] = Integer.parseInt(t);
            if (row[i] > n) {
                return null;
            }
        }
        return row;
    }

    private static int[] symbols(String text, int n) {
        if (text.length() != n) {
            return null;
        }
        int[] row = new int[n];
        for (int i = 0; i < n; i++) {
            char ch = Character.toUpperCase(text.charAt(i));
            int v = ch == '.' || ch == '0' ? 0 : ch >= '1' && ch <= '9' ? ch - '0'
                    : ch >= 'A' && ch <= 'Z' ? ch - 'A' + 10 : -1;
            if (v < 0 || v > n) {
                return null;
            }
            row[i] = v;
        }
        return row;
    }
}
