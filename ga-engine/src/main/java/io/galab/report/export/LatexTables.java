package io.galab.report.export;

import io.galab.experiment.AtomicFiles;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.report.Analysis;
import io.galab.report.Headline;
import io.galab.report.PhaseTransition;
import io.galab.report.PuzzleSets;
import io.galab.stats.CellStatistics;
import io.galab.stats.FisherExact;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code latex} export (docs/reading-the-report.md, "Exports"): booktabs tables for a paper, one
 * {@code .tex} file each in the spec's {@code latex/} folder: {@code summary.tex} (by puzzle), {@code sets.tex}
 * (by puzzle set, when the puzzles come from several) and {@code phase-transition.tex} (by size and fraction of
 * givens, when the puzzles come from instance families). Every table is in long form, a row per (instance,
 * variant), so it is five columns wide whatever the number of variants or sweep points (a sweep's points are
 * rows): the instance, the variant, runs solved of runs, the percentage with its 95% Wilson interval, and the
 * median time to solve in seconds over all runs (an unsolved run as never, "--" when fewer than half solved:
 * {@link CellStatistics#medianOfRuns}). Its caption names the runs per cell, the instances and the budget, and
 * a {@code \label}; rows come in natural order (9x9 before 16x16). A variant's success or time is bold only
 * where it is the best of its instance and differs significantly from every other variant there: by the
 * page's tests for {@code summary.tex} (Holm-adjusted, success and seconds), by Fisher's two-sided test on the
 * pooled counts for the others, whose times are never bold (no test of pooled times is made). A table of more
 * than {@link #MAX_ROWS} rows is split into parts, each a float of its own.
 */
public final class LatexTables {

    /** The folder, inside a spec's report folder, that holds the tables. */
    public static final String FOLDER = "latex";
    /** The most body rows a table float holds before it is split: about a page of an article. */
    static final int MAX_ROWS = 40;

    private LatexTables() {
    }

    /**
     * One table row's numbers: runs solved of runs, the Wilson interval, the median time in ms (NaN: none), and
     * whether its success and time are bold.
     */
    record Entry(int solved, int runs, double low, double high, double medianMillis, boolean boldRate,
            boolean boldTime) {

        Entry(int solved, int runs, double low, double high, double medianMillis) {
            this(solved, runs, low, high, medianMillis, false, false);
        }

        Entry bold(boolean rate, boolean time) {
            return new Entry(solved, runs, low, high, medianMillis, rate, time);
        }
    }

    /** Writes the tables that the spec's results have. */
    public static void write(Path dir, Analysis analysis) throws IOException {
        Path folder = dir.resolve(FOLDER);
        Files.createDirectories(folder);
        ExperimentResult result = analysis.result();
        Plan plan = result.plan();
        String spec = plan.spec().name();
        Map<String, Set<String>> points = new LinkedHashMap<>();
        for (Analysis.Summary s : analysis.summaries()) {
            points.computeIfAbsent(s.cell().variant().name(), k -> new HashSet<>()).add(s.cell().params());
        }
        Map<String, Map<String, Entry>> byPuzzle = new LinkedHashMap<>();
        Map<String, Map<String, String[]>> keys = new LinkedHashMap<>();
        for (Analysis.Summary s : analysis.summaries()) {
            Plan.Cell cell = s.cell();
            // a variant's parameters name its row only where a sweep gives it several points
            String label = cell.variant().name()
                    + (points.get(cell.variant().name()).size() > 1 ? " [" + cell.params() + "]" : "");
            CellStatistics st = s.stats();
            byPuzzle.computeIfAbsent(cell.puzzle().id(), k -> new LinkedHashMap<>()).put(label,
                    new Entry(st.successes(), st.runs(), st.ciLow(), st.ciHigh(), medianMillis(result, cell.index())));
            keys.computeIfAbsent(cell.puzzle().id(), k -> new LinkedHashMap<>()).put(label,
                    new String[] {cell.point(), cell.variant().name()});
        }
        boldByTests(byPuzzle, keys, analysis);
        String budget = plan.spec().budget().describe();
        AtomicFiles.write(folder.resolve("summary.tex"), tables(spec + ": results by puzzle", "puzzle",
                byPuzzle, answer(analysis) + caption(plan.runs() + " runs a cell", plan.puzzles().size() + " puzzles",
                        budget, true),
                "tab:" + spec + "-summary"));
        List<PuzzleSets.Row> sets = analysis.sets();
        if (!sets.isEmpty()) {
            Map<String, Map<String, Entry>> bySet = new LinkedHashMap<>();
            Map<String, Integer> instances = new LinkedHashMap<>();
            for (PuzzleSets.Row r : sets) {
                bySet.computeIfAbsent(r.set(), k -> new LinkedHashMap<>()).put(r.variant(),
                        new Entry(r.solved(), r.runs(), r.low(), r.high(), r.medianMillis()));
                instances.put(r.set(), r.puzzles());
            }
            boldByFisher(bySet);
            AtomicFiles.write(folder.resolve("sets.tex"), tables(spec + ": results by puzzle set", "set",
                    natural(bySet), caption(plan.runs() + " runs a puzzle", instances.size() + " sets of "
                            + instances.values().stream().mapToInt(Integer::intValue).sum() + " puzzles", budget,
                            false), "tab:" + spec + "-sets"));
        }
        PhaseTransition phase = PhaseTransition.of(result);
        if (phase != null) {
            Map<String, Map<String, Entry>> byPoint = new LinkedHashMap<>();
            for (PhaseTransition.Point p : phase.points()) {
                byPoint.computeIfAbsent(p.n() + "x" + p.n() + ", " + p.percent() + "%", k -> new LinkedHashMap<>())
                        .put(p.variant(), new Entry(p.solved(), p.runs(), p.low(), p.high(), p.medianMillis()));
            }
            boldByFisher(byPoint);
            AtomicFiles.write(folder.resolve("phase-transition.tex"), tables(spec + ": success and median time"
                    + " by size and fraction of givens", "size, givens", natural(byPoint), caption(plan.runs()
                    + " runs a puzzle", plan.puzzles().size() + " puzzles", budget, false),
                    "tab:" + spec + "-phase-transition"));
        }
    }

    /** The comparison's headline ({@link Headline}) as the caption's first sentence, or "" without one. */
    private static String answer(Analysis analysis) {
        String headline = Headline.of(analysis);
        return headline == null ? "" : "Comparison: " + headline + ". ";
    }

    /** The caption's second sentence: n, the instances, the budget, and what the numbers and the bold mean. */
    private static String caption(String runs, String instances, String budget, boolean timesTested) {
        return runs + ", " + instances + ", budget " + budget + ". Solved: runs solved of runs, and the percentage"
                + " with its 95% Wilson interval. Median: seconds over all runs (CPU time where every run has it),"
                + " an unsolved run as never (-- when fewer than half solved). Bold: the best of its instance where it"
                + " differs significantly (5%) from every other variant there" + (timesTested ? " (success: McNemar"
                + " or Fisher; time: the runtime test in seconds, only where seconds are tested, not described;"
                + " Holm-adjusted)." : " (success: Fisher's two-sided test on the pooled counts; times are not tested"
                + " here).");
    }

    /** Bold from the page's tests: the best success (time) where its test against every other variant rejects. */
    private static void boldByTests(Map<String, Map<String, Entry>> rows, Map<String, Map<String, String[]>> keys,
            Analysis analysis) {
        for (Map.Entry<String, Map<String, Entry>> row : rows.entrySet()) {
            Map<String, Entry> entries = row.getValue();
            if (entries.size() < 2) {
                continue;
            }
            String bestRate = best(entries, e -> e.runs() == 0 ? Double.NaN : -(double) e.solved() / e.runs());
            String bestTime = best(entries, Entry::medianMillis);
            for (Map.Entry<String, Entry> e : entries.entrySet()) {
                boolean rate = e.getKey().equals(bestRate) && entries.keySet().stream().filter(o -> !o.equals(
                        bestRate)).allMatch(o -> significant(analysis, row.getKey(), keys.get(row.getKey()).get(
                        bestRate), keys.get(row.getKey()).get(o), Analysis.SUCCESS));
                boolean time = e.getKey().equals(bestTime) && entries.keySet().stream().filter(o -> !o.equals(
                        bestTime)).allMatch(o -> significant(analysis, row.getKey(), keys.get(row.getKey()).get(
                        bestTime), keys.get(row.getKey()).get(o), Analysis.SECONDS));
                e.setValue(e.getValue().bold(rate, time));
            }
        }
    }

    /** Whether the page's test of {@code measure} between two cells of a puzzle rejects after Holm. */
    private static boolean significant(Analysis analysis, String puzzle, String[] a, String[] b, String measure) {
        return analysis.comparisons().stream().anyMatch(c -> c.isTest() && c.measure().equals(measure)
                && c.puzzle().equals(puzzle) && (c.variantA().equals(a[1]) && c.variantB().equals(b[1])
                        || c.variantA().equals(b[1]) && c.variantB().equals(a[1]))
                && a[0].equals(b[0]) && c.point().equals(a[0]) && c.adjustedPValue() < 0.05);
    }

    /** Bold by Fisher's two-sided test of the pooled counts: the best success rate where it beats every other. */
    private static void boldByFisher(Map<String, Map<String, Entry>> rows) {
        for (Map<String, Entry> entries : rows.values()) {
            if (entries.size() < 2) {
                continue;
            }
            String bestRate = best(entries, e -> e.runs() == 0 ? Double.NaN : -(double) e.solved() / e.runs());
            Entry b = bestRate == null ? null : entries.get(bestRate);
            for (Map.Entry<String, Entry> e : entries.entrySet()) {
                boolean rate = b != null && e.getKey().equals(bestRate) && entries.entrySet().stream()
                        .filter(o -> !o.getKey().equals(bestRate)).allMatch(o -> FisherExact.twoSided(b.solved(),
                                b.runs(), o.getValue().solved(), o.getValue().runs()) < 0.05);
                e.setValue(e.getValue().bold(rate, false));
            }
        }
    }

    /** The key of the lowest finite value, or null when none is finite or it is tied. */
    private static String best(Map<String, Entry> entries, java.util.function.ToDoubleFunction<Entry> value) {
        String best = null;
        double lowest = Double.POSITIVE_INFINITY;
        boolean tied = false;
        for (Map.Entry<String, Entry> e : entries.entrySet()) {
            double v = value.applyAsDouble(e.getValue());
            if (Double.isNaN(v)) {
                continue;
            }
            if (v < lowest) {
                lowest = v;
                best = e.getKey();
                tied = false;
            } else if (v == lowest) {
                tied = true;
            }
        }
        return tied ? null : best;
    }

    /** The rows in natural order: numbers within the labels compared as numbers (9x9 before 16x16). */
    static Map<String, Map<String, Entry>> natural(Map<String, Map<String, Entry>> rows) {
        Map<String, Map<String, Entry>> sorted = new java.util.TreeMap<>(LatexTables::compareNatural);
        sorted.putAll(rows);
        return new LinkedHashMap<>(sorted);
    }

    /** Compares two labels with their runs of digits as numbers. */
    static int compareNatural(String a, String b) {
        Matcher x = DIGITS.matcher(a);
        Matcher y = DIGITS.matcher(b);
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            boolean dx = Character.isDigit(a.charAt(i));
            boolean dy = Character.isDigit(b.charAt(j));
            if (dx && dy && x.find(i) && y.find(j)) {
                int c = new java.math.BigInteger(x.group()).compareTo(new java.math.BigInteger(y.group()));
                if (c != 0) {
                    return c;
                }
                i = x.end();
                j = y.end();
            } else {
                if (a.charAt(i) != b.charAt(j)) {
                    return Character.compare(a.charAt(i), b.charAt(j));
                }
                i++;
                j++;
            }
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    private static final Pattern DIGITS = Pattern.compile("\\d+");

    /**
     * The median time to solve of a cell's runs in milliseconds (CPU time where every run has it, as the verdicts
     * measure it: {@link ExperimentResult#seconds}), an unsolved run counting as never: NaN
     * when fewer than half of the runs solved ({@link CellStatistics#medianOfRuns}).
     */
    static double medianMillis(ExperimentResult result, int cell) {
        List<Double> times = new ArrayList<>();
        int runs = 0;
        double[] seconds = result.seconds(cell);
        for (int r = 0; r < result.runs(cell); r++) {
            if (result.has(cell, r)) {
                runs++;
                if (result.solved(cell, r)) {
                    times.add(seconds[r] * 1000);
                }
            }
        }
        return CellStatistics.medianOfRuns(times.stream().mapToDouble(Double::doubleValue).toArray(), runs);
    }

    /** The table, split into floats of at most {@link #MAX_ROWS} rows, whole instances to a part. */
    static String tables(String title, String rowHeader, Map<String, Map<String, Entry>> rows, String caption,
            String label) {
        List<List<Map.Entry<String, Map<String, Entry>>>> parts = new ArrayList<>();
        List<Map.Entry<String, Map<String, Entry>>> part = new ArrayList<>();
        int count = 0;
        for (Map.Entry<String, Map<String, Entry>> row : rows.entrySet()) {
            if (count > 0 && count + row.getValue().size() > MAX_ROWS) {
                parts.add(part);
                part = new ArrayList<>();
                count = 0;
            }
            part.add(row);
            count += row.getValue().size();
        }
        if (!part.isEmpty()) {
            parts.add(part);
        }
        StringBuilder t = new StringBuilder("% written by galab; needs \\usepackage{booktabs}\n");
        for (int i = 0; i < parts.size(); i++) {
            String which = parts.size() == 1 ? "" : " (part " + (i + 1) + " of " + parts.size() + ")";
            t.append(table(title + which, rowHeader, parts.get(i), i == 0 ? caption : "Continued.",
                    label + (i == 0 ? "" : "-" + (i + 1))));
        }
        return t.toString();
    }

    /** One booktabs table in long form: instance, variant, solved, percentage with its interval, median. */
    static String table(String title, String rowHeader, List<Map.Entry<String, Map<String, Entry>>> rows,
            String caption, String label) {
        StringBuilder t = new StringBuilder();
        // one file for either kind of paper: a table in one column, a table* across both in a two-column one
        t.append(FLOAT).append("\\begin{\\galabfloat}\n\\centering\n\\small\n\\caption{").append(escape(title))
                .append(". ")
                .append(escape(caption)).append("}\n\\label{").append(label.replaceAll("[^A-Za-z0-9:._-]", "-"))
                .append("}\n\\begin{tabular}{llrrr}\n\\toprule\n").append(escape(rowHeader))
                .append(" & variant & solved & \\% (95\\% CI) & median (s) \\\\\n\\midrule\n");
        boolean first = true;
        for (Map.Entry<String, Map<String, Entry>> row : rows) {
            if (!first) {
                t.append("\\addlinespace\n");
            }
            first = false;
            boolean named = false;
            for (Map.Entry<String, Entry> v : row.getValue().entrySet()) {
                Entry e = v.getValue();
                t.append(named ? "" : escape(row.getKey())).append(" & ").append(escape(v.getKey()));
                named = true;
                if (e.runs() == 0) {
                    t.append(" & -- & -- & -- \\\\\n");
                    continue;
                }
                String success = String.format(Locale.ROOT, "%.0f (%.0f--%.0f)", 100.0 * e.solved() / e.runs(),
                        100 * e.low(), 100 * e.high());
                String time = Double.isNaN(e.medianMillis()) ? "--" : seconds(e.medianMillis());
                t.append(" & ").append(e.solved()).append('/').append(e.runs()).append(" & ")
                        .append(e.boldRate() ? bold(success) : success).append(" & ")
                        .append(e.boldTime() ? bold(time) : time).append(" \\\\\n");
            }
        }
        t.append("\\bottomrule\n\\end{tabular}\n\\end{\\galabfloat}\n");
        return t.toString();
    }

    /**
     * The float a table is set in: {@code table} in a one-column document, {@code table*} (both columns) in a
     * two-column one ({@code \documentclass[twocolumn]{article}}), where a five-column table is wider than a
     * column (docs/reading-the-report.md, "Exports").
     */
    static final String FLOAT = "% galab: table* in a two-column document, table in a one-column one\n"
            + "\\makeatletter\\if@twocolumn\\def\\galabfloat{table*}\\else\\def\\galabfloat{table}\\fi\\makeatother\n";

    /** Seconds with three significant digits in plain notation (0.000098, never 9.80e-05), from milliseconds. */
    static String seconds(double millis) {
        double s = millis / 1000;
        return s >= 100 ? String.format(Locale.ROOT, "%.0f", s) : new java.math.BigDecimal(s).round(
                new java.math.MathContext(3)).toPlainString();
    }

    private static String bold(String s) {
        return "\\textbf{" + s + "}";
    }

    /** Text as LaTeX prints it: its ten special characters escaped, and the page's ellipsis, µ, minus and ×. */
    static String escape(String s) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '\\' -> out.append("\\textbackslash{}");
                case '&', '%', '$', '#', '_', '{', '}' -> out.append('\\').append(c);
                case '~' -> out.append("\\textasciitilde{}");
                case '^' -> out.append("\\textasciicircum{}");
                // the page's typography, in characters that pdflatex knows without a package
                case '\u2026' -> out.append("\\ldots{}");
                case '\u00b5' -> out.append("$\\mu$");
                case '\u2212', '\u2013' -> out.append("--");
                case '\u00d7' -> out.append("$\\times$");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
