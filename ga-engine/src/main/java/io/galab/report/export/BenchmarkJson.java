package io.galab.report.export;

import io.galab.experiment.AtomicFiles;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.stats.CellStatistics;
import io.galab.stats.Proportions;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The {@code benchmark-json} export (docs/reading-the-report.md, "Exports"): the custom JSON of
 * github-action-benchmark, an array of {@code {name, unit, value, range, extra}} objects, in two
 * files because the action charts one direction per file. {@code benchmark-bigger.json} (its tool
 * {@code customBiggerIsBetter}) holds each cell's success rate in percent, with its 95% Wilson interval
 * as the range; {@code benchmark-smaller.json} ({@code customSmallerIsBetter}) holds each cell's ERT
 * and its median evaluations over all runs, an unsolved run as never (galab's one median convention,
 * {@link CellStatistics#medianOfRuns}). A cell that solved nothing has no entry in the smaller file: its ERT is
 * infinite, which JSON cannot hold, and its 0% is in the bigger file; a cell that solved fewer than half its
 * runs has no median entry.
 */
public final class BenchmarkJson {

    /** The success rates: bigger is better. */
    public static final String BIGGER = "benchmark-bigger.json";
    /** ERT and median evaluations: smaller is better. */
    public static final String SMALLER = "benchmark-smaller.json";

    private BenchmarkJson() {
    }

    /** One entry of the action's custom format. */
    record Entry(String name, String unit, double value, String range, String extra) {

        String json() {
            return "{\"name\": " + quote(name) + ", \"unit\": " + quote(unit) + ", \"value\": "
                    + CsvReports.num(value) + ", \"range\": " + quote(range) + ", \"extra\": " + quote(extra) + "}";
        }
    }

    /** Writes both files into {@code dir}. */
    public static void write(Path dir, ExperimentResult result) throws IOException {
        List<Entry> bigger = new ArrayList<>();
        List<Entry> smaller = new ArrayList<>();
        entries(result, bigger, smaller);
        AtomicFiles.write(dir.resolve(BIGGER), array(bigger));
        AtomicFiles.write(dir.resolve(SMALLER), array(smaller));
    }

    /** The entries of every cell with runs, in plan order. */
    static void entries(ExperimentResult result, List<Entry> bigger, List<Entry> smaller) {
        Plan plan = result.plan();
        String budget = plan.spec().budget().describe();
        for (Plan.Cell cell : plan.cells()) {
            int c = cell.index();
            int n = result.runs(c);
            if (n == 0) {
                continue;
            }
            int solved = 0;
            long evaluations = 0;
            List<Double> solvedAt = new ArrayList<>();
            for (int r = 0; r < n; r++) {
                evaluations += result.evaluations(c, r);
                if (result.solved(c, r)) {
                    solved++;
                    solvedAt.add((double) result.evaluations(c, r));
                }
            }
            String name = plan.spec().name() + "/" + cell.puzzle().id() + "/" + cell.variant().name();
            String extra = solved + " of " + n + " runs solved" + (cell.params().isEmpty() ? "" : "; " + cell.params())
                    + "; budget " + budget;
            double[] wilson = Proportions.wilson(solved, n);
            bigger.add(new Entry(name + " success rate", "%", 100.0 * solved / n,
                    String.format(Locale.ROOT, "95%% Wilson interval %.1f%% to %.1f%%", 100 * wilson[0],
                            100 * wilson[1]), extra));
            // an external solver that prints no evaluations has no evaluation entries
            if (solved > 0 && result.hasEvaluations(c)) {
                smaller.add(new Entry(name + " ERT", "evaluations", (double) evaluations / solved, "", extra));
                double[] at = solvedAt.stream().mapToDouble(Double::doubleValue).toArray();
                double median = CellStatistics.medianOfRuns(at, n);
                if (!Double.isNaN(median)) {
                    smaller.add(new Entry(name + " median evaluations to solve", "evaluations", median, "", extra));
                }
            }
        }
    }

    private static String array(List<Entry> entries) {
        StringBuilder s = new StringBuilder("[");
        for (int i = 0; i < entries.size(); i++) {
            s.append(i == 0 ? "\n  " : ",\n  ").append(entries.get(i).json());
        }
        return s.append(entries.isEmpty() ? "]\n" : "\n]\n").toString();
    }

    /** A JSON string literal (RFC 8259, section 7). */
    public static String quote(String text) {
        StringBuilder s = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            switch (ch) {
                case '"' -> s.append("\\\"");
                case '\\' -> s.append("\\\\");
                case '\n' -> s.append("\\n");
                case '\r' -> s.append("\\r");
                case '\t' -> s.append("\\t");
                default -> {
                    if (ch < 0x20) {
                        s.append(String.format(Locale.ROOT, "\\u%04x", (int) ch));
                    } else {
                        s.append(ch);
                    }
                }
            }
        }
        return s.append('"').toString();
    }
}
