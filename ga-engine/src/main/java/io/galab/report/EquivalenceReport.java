package io.galab.report;

import io.galab.stats.CellStatistics;
import io.galab.stats.Equivalence;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

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

    /** The cells of a runs.csv, in file order, keyed "puzzle · variant" (with the parameters if any). */
    private static Map<String, Runs> read(Path path) {
        Path file = Files.isDirectory(path) ? path.resolve("runs.csv") : path;
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no runs.csv at " + path);
        }
        Map<String, Runs> cells = new LinkedHashMap<>();
        CSVFormat format = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (CSVRecord r : format.parse(in)) {
                String params = r.get("params");
                String key = r.get("puzzle") + " · " + r.get("variant") + (params.isEmpty() ? "" : " · " + params);
                Runs runs = cells.computeIfAbsent(key, k -> new Runs());
                runs.runs++;
                if (Boolean.parseBoolean(r.get("solved"))) {
                    runs.solved++;
                    runs.generations.add(Double.parseDouble(r.get("generations")));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": " + e.getMessage(), e);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new IllegalArgumentException(file + ": not a runs.csv (" + e.getMessage() + ")", e);
        }
        return cells;
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
        md.append("| cell | old solved | new solved | new − old [90% interval] | rates | old median gen. | new median gen."
                + " | Mann–Whitney p | power (10% shift) | verdict |\n");
        md.append("|---|---|---|---|---|---|---|---|---|---|\n");
        for (Row r : rows) {
            Equivalence.Cell c = r.verdict();
            md.append(String.format(Locale.ROOT, "| %s | %d/%d | %d/%d | %+.3f [%+.3f, %+.3f] | %s | %s | %s | %s | %s | %s |%n",
                    r.cell(), c.oldSolved(), c.oldRuns(), c.newSolved(), c.newRuns(), c.difference(), c.low(), c.high(),
                    c.ratesEquivalent() ? "equivalent" : "not shown equivalent", number(r.oldMedian()),
                    number(r.newMedian()), Double.isNaN(c.mannWhitneyP()) ? "–" : String.format(Locale.ROOT, "%.3g",
                            c.mannWhitneyP()), Double.isNaN(c.power()) ? "–" : String.format(Locale.ROOT, "%.2f", c.power()),
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
