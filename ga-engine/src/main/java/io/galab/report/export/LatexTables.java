package io.galab.report.export;

import io.galab.experiment.AtomicFiles;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.report.Analysis;
import io.galab.report.PhaseTransition;
import io.galab.report.PuzzleSets;
import io.galab.stats.CellStatistics;
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

/**
 * The {@code latex} export (docs/reading-the-report.md, "Exports"): booktabs tables for a paper, one
 * {@code .tex} file each in the spec's {@code latex/} folder: {@code summary.tex} (a row per puzzle),
 * {@code sets.tex} (a row per puzzle set, when the puzzles come from several) and
 * {@code phase-transition.tex} (a row per size and fraction of givens, when the puzzles come from instance
 * families). Each variant (with its parameters, where a sweep gives it several points) has two columns:
 * the percentage of runs solved with its 95% Wilson interval, and the median time to solve in seconds over
 * all runs (an unsolved run counting as never, so "--" when fewer than half solved). In each row the
 * highest success rate and the lowest median time are bold.
 */
public final class LatexTables {

    /** The folder, inside a spec's report folder, that holds the tables. */
    public static final String FOLDER = "latex";

    private LatexTables() {
    }

    /** One table cell's numbers: runs solved of runs, the Wilson interval, the median time in ms (NaN: none). */
    record Entry(int solved, int runs, double low, double high, double medianMillis) {
    }

    /** Writes the tables that the spec's results have. */
    public static void write(Path dir, Analysis analysis) throws IOException {
        Path folder = dir.resolve(FOLDER);
        Files.createDirectories(folder);
        ExperimentResult result = analysis.result();
        String spec = result.plan().spec().name();
        Map<String, Map<String, Entry>> byPuzzle = new LinkedHashMap<>();
        List<String> columns = new ArrayList<>();
        Map<String, Set<String>> points = new LinkedHashMap<>();
        for (Analysis.Summary s : analysis.summaries()) {
            points.computeIfAbsent(s.cell().variant().name(), k -> new HashSet<>()).add(s.cell().params());
        }
        for (Analysis.Summary s : analysis.summaries()) {
            Plan.Cell cell = s.cell();
            // a variant's parameters name its column only where a sweep gives it several points
            String column = cell.variant().name()
                    + (points.get(cell.variant().name()).size() > 1 ? " [" + cell.params() + "]" : "");
            if (!columns.contains(column)) {
                columns.add(column);
            }
            CellStatistics st = s.stats();
            byPuzzle.computeIfAbsent(cell.puzzle().id(), k -> new LinkedHashMap<>()).put(column,
                    new Entry(st.successes(), st.runs(), st.ciLow(), st.ciHigh(), medianMillis(result, cell.index())));
        }
        AtomicFiles.write(folder.resolve("summary.tex"),
                table(spec + ": results by puzzle", "puzzle", columns, byPuzzle));
        List<PuzzleSets.Row> sets = analysis.sets();
        if (!sets.isEmpty()) {
            Map<String, Map<String, Entry>> bySet = new LinkedHashMap<>();
            List<String> variants = new ArrayList<>();
            for (PuzzleSets.Row r : sets) {
                if (!variants.contains(r.variant())) {
                    variants.add(r.variant());
                }
                bySet.computeIfAbsent(r.set(), k -> new LinkedHashMap<>()).put(r.variant(),
                        new Entry(r.solved(), r.runs(), r.low(), r.high(), r.medianMillis()));
            }
            AtomicFiles.write(folder.resolve("sets.tex"),
                    table(spec + ": results by puzzle set", "set", variants, bySet));
        }
        PhaseTransition phase = PhaseTransition.of(result);
        if (phase != null) {
            Map<String, Map<String, Entry>> byPoint = new LinkedHashMap<>();
            List<String> variants = new ArrayList<>();
            for (PhaseTransition.Point p : phase.points()) {
                if (!variants.contains(p.variant())) {
                    variants.add(p.variant());
                }
                byPoint.computeIfAbsent(p.n() + "x" + p.n() + ", " + p.percent() + "%", k -> new LinkedHashMap<>())
                        .put(p.variant(), new Entry(p.solved(), p.runs(), p.low(), p.high(), p.medianMillis()));
            }
            AtomicFiles.write(folder.resolve("phase-transition.tex"),
                    table(spec + ": success and median time by size and fraction of givens", "size, givens",
                            variants, byPoint));
        }
    }

    /**
     * The median time to solve of a cell's runs in milliseconds, an unsolved run counting as infinite: NaN
     * when fewer than half of the runs solved.
     */
    static double medianMillis(ExperimentResult result, int cell) {
        List<Double> times = new ArrayList<>();
        for (int r = 0; r < result.runs(cell); r++) {
            if (result.has(cell, r)) {
                times.add(result.solved(cell, r) ? result.micros(cell, r) / 1000.0 : Double.POSITIVE_INFINITY);
            }
        }
        double median = CellStatistics.median(times.stream().mapToDouble(Double::doubleValue).toArray());
        return Double.isInfinite(median) ? Double.NaN : median;
    }

    /** A booktabs table: a row label, then per column the success cell and the median-time cell. */
    static String table(String caption, String rowHeader, List<String> columns, Map<String, Map<String, Entry>> rows) {
        StringBuilder t = new StringBuilder();
        t.append("% written by galab; needs \\usepackage{booktabs}\n");
        t.append("\\begin{table}\n\\centering\n\\caption{").append(escape(caption)).append("}\n");
        t.append("\\begin{tabular}{l").append("rr".repeat(columns.size())).append("}\n\\toprule\n");
        StringBuilder rules = new StringBuilder();
        t.append(escape(rowHeader));
        for (int j = 0; j < columns.size(); j++) {
            t.append(" & \\multicolumn{2}{c}{").append(escape(columns.get(j))).append('}');
            rules.append("\\cmidrule(lr){").append(2 + 2 * j).append('-').append(3 + 2 * j).append('}');
        }
        t.append(" \\\\\n").append(rules).append('\n');
        for (int j = 0; j < columns.size(); j++) {
            t.append(" & solved \\% (95\\% CI) & median (s)");
        }
        t.append(" \\\\\n\\midrule\n");
        for (Map.Entry<String, Map<String, Entry>> row : rows.entrySet()) {
            double bestRate = -1;
            double bestTime = Double.POSITIVE_INFINITY;
            for (Entry e : row.getValue().values()) {
                bestRate = Math.max(bestRate, e.runs() == 0 ? -1 : (double) e.solved() / e.runs());
                bestTime = Double.isNaN(e.medianMillis()) ? bestTime : Math.min(bestTime, e.medianMillis());
            }
            t.append(escape(row.getKey()));
            for (String column : columns) {
                Entry e = row.getValue().get(column);
                if (e == null || e.runs() == 0) {
                    t.append(" & -- & --");
                    continue;
                }
                double rate = (double) e.solved() / e.runs();
                String success = String.format(Locale.ROOT, "%.0f (%.0f--%.0f)", 100 * rate, 100 * e.low(),
                        100 * e.high());
                String time = Double.isNaN(e.medianMillis()) ? "--" : seconds(e.medianMillis());
                boolean compared = columns.size() > 1;
                t.append(" & ").append(compared && rate == bestRate ? bold(success) : success);
                t.append(" & ").append(compared && e.medianMillis() == bestTime ? bold(time) : time);
            }
            t.append(" \\\\\n");
        }
        t.append("\\bottomrule\n\\end{tabular}\n\\end{table}\n");
        return t.toString();
    }

    /** Seconds with three significant digits, from milliseconds. */
    static String seconds(double millis) {
        double s = millis / 1000;
        return s >= 100 ? String.format(Locale.ROOT, "%.0f", s) : s >= 10 ? String.format(Locale.ROOT, "%.1f", s)
                : s >= 1 ? String.format(Locale.ROOT, "%.2f", s) : String.format(Locale.ROOT, "%.3g", s);
    }

    private static String bold(String s) {
        return "\\textbf{" + s + "}";
    }

    /** Text as LaTeX prints it: its ten special characters escaped. */
    static String escape(String s) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '\\' -> out.append("\\textbackslash{}");
                case '&', '%', '$', '#', '_', '{', '}' -> out.append('\\').append(c);
                case '~' -> out.append("\\textasciitilde{}");
                case '^' -> out.append("\\textasciicircum{}");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
