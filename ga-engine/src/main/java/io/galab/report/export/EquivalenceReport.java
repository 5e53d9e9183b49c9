package io.galab.report.export;

import io.galab.stats.CellStatistics;
import io.galab.stats.Equivalence;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The equivalence report of two versions' runs of one spec (docs/experiments.md, "Draw order by
 * version"): each cell (puzzle, variant, parameters) of the old {@code runs.csv} beside the new one, with
 * {@link Equivalence}'s verdict, as Markdown.
 */
public final class EquivalenceReport {

    private static final Equivalence.Rule RULE = Equivalence.Rule.STANDARD;

    /** A cell's runs: solved count, run count and the solved runs' generations. */
    private static final class Runs {
        long solved;
        long runs;
        final List<Double> generations = new ArrayList<>();

        double[] generations() {
            return generations.stream().mapToDouble(Double::doubleValue).toArray();
        }
    }

    /** One compared cell. */
    public record Row(String cell, Equivalence.Cell verdict, double oldMedian, double newMedian) {
    }

    private final List<Row> rows;
    private final String oldLabel;
    private final String newLabel;

    private EquivalenceReport(List<Row> rows, String oldLabel, String newLabel) {
        this.rows = rows;
        this.oldLabel = oldLabel;
        this.newLabel = newLabel;
    }

    /**
     * Compares two {@code runs.csv} files (or folders holding one) cell by cell. Every cell must be in
     * both, with runs in each.
     */
    public static EquivalenceReport compare(Path oldRuns, Path newRuns, String oldLabel, String newLabel) {
        Map<String, Runs> before = read(oldRuns);
        Map<String, Runs> after = read(newRuns);
        if (!before.keySet().equals(after.keySet())) {
            throw new IllegalArgumentException("the two runs.csv files hold different cells: " + before.keySet()
                    + " in " + oldRuns + ", " + after.keySet() + " in " + newRuns);
        }
        List<Row> rows = new ArrayList<>();
        for (var e : before.entrySet()) {
            Runs o = e.getValue();
            Runs n = after.get(e.getKey());
            double[] og = o.generations();
            double[] ng = n.generations();
            Equivalence.Cell cell = Equivalence.compare(o.solved, o.runs, n.solved, n.runs, og, ng, RULE);
            rows.add(new Row(e.getKey(), cell, median(og), median(ng)));
        }
        return new EquivalenceReport(rows, oldLabel, newLabel);
    }

    private static double median(double[] values) {
        return values.length == 0 ? Double.NaN : CellStatistics.median(values);
    }

    /**
     * The cells of a runs.csv, in file order, keyed "puzzle · variant" (with the parameters if any).
     * Read strictly, since a verdict rests on every row: a {@code solved} other than true or false, a
     * {@code generations} that is not a whole number ≥ 0, a run listed twice in a cell, or a file with
     * no run is refused with its file and line.
     */
    private static Map<String, Runs> read(Path path) {
        Map<String, Runs> cells = new LinkedHashMap<>();
        Map<String, Long> seen = new HashMap<>();
        RunsCsv.read(path, (r, where) -> {
            long line = r.getRecordNumber() + 1;
            String params = r.get("params");
            String key = r.get("puzzle") + " · " + r.get("variant") + (params.isEmpty() ? "" : " · " + params);
            Long first = seen.putIfAbsent(key + "\u0000" + r.get("run"), line);
            if (first != null) {
                throw new IllegalArgumentException(where + ": run " + r.get("run") + " of " + key
                        + " is listed twice (first at line " + first + "); each run counts once");
            }
            Runs runs = cells.computeIfAbsent(key, k -> new Runs());
            runs.runs++;
            String solved = r.get("solved");
            if (!solved.equals("true") && !solved.equals("false")) {
                throw new IllegalArgumentException(where + ": solved is '" + solved
                        + "'; it must be true or false");
            }
            if (solved.equals("true")) {
                runs.solved++;
                runs.generations.add((double) generations(r.get("generations"), where));
            }
        });
        if (cells.isEmpty()) {
            throw new IllegalArgumentException(RunsCsv.file(path) + ": no run to compare (the file has its header"
                    + " only)");
        }
        return cells;
    }

    private static long generations(String text, String where) {
        try {
            long g = Long.parseLong(text.trim());
            if (g >= 0) {
                return g;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException(where + ": generations is '" + text + "'; it must be a whole number ≥ 0");
    }

    public List<Row> rows() {
        return rows;
    }

    /** Whether every cell passes the rule. */
    public boolean equivalent() {
        return rows.stream().allMatch(r -> r.verdict().equivalent());
    }

    /** The report as Markdown: one row per cell and the overall verdict. */
    public String markdown() {
        StringBuilder md = new StringBuilder();
        md.append(String.format(Locale.ROOT, "Old: %s. New: %s.%n%n", oldLabel, newLabel));
        md.append(String.format(Locale.ROOT, "Rule: success rates equivalent by TOST (the 90%% interval of new − old"
                + " within ±%.0f percentage points); generations of solved runs not different by Mann–Whitney at"
                + " α = %.2f (power against a %.0f%% shift simulated from the pooled generations, %d replicates).%n%n",
                100 * RULE.margin(), RULE.alpha(), 100 * (RULE.shift() - 1), RULE.replicates()));
        md.append("| cell | old solved | new solved | new − old [90% interval] | rates | old median gen. | new"
                + " median gen."
                + " | Mann–Whitney p | power (10% shift) | verdict |\n");
        md.append("|---|---|---|---|---|---|---|---|---|---|\n");
        for (Row r : rows) {
            Equivalence.Cell c = r.verdict();
            md.append(String.format(Locale.ROOT,
                    "| %s | %d/%d | %d/%d | %+.3f [%+.3f, %+.3f] | %s | %s | %s | %s | %s | %s |%n",
                    r.cell(), c.oldSolved(), c.oldRuns(), c.newSolved(), c.newRuns(), c.difference(), c.low(), c.high(),
                    c.ratesEquivalent() ? "equivalent" : "not shown equivalent", number(r.oldMedian()),
                    number(r.newMedian()), Double.isNaN(c.mannWhitneyP()) ? "–" : String.format(Locale.ROOT, "%.3g",
                            c.mannWhitneyP()), Double.isNaN(c.power()) ? "–" : String.format(Locale.ROOT, "%.2f",
                                    c.power()),
                    c.equivalent() ? "**equivalent**" : "**not equivalent**"));
        }
        md.append(String.format(Locale.ROOT, "%n%s%n", equivalent() ? "Every cell is equivalent."
                : "Not every cell is equivalent."));
        return md.toString();
    }

    private static String number(double v) {
        return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%.1f", v);
    }
}
