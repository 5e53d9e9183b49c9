package io.galab.report.gate;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Numbers;
import io.galab.experiment.AtomicFiles;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.puzzle.TextFiles;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

/**
 * Baseline files: a plain, versioned CSV of each cell's successes, written deterministically (rows
 * sorted by puzzle, variant and params; integers only), with the runs, master seed and budget they
 * were recorded under. Columns: {@code spec,puzzle,variant,params,runs,successes,seed,budget}.
 */
public final class Baselines {

    static final String[] HEADER = {"spec", "puzzle", "variant", "params", "runs", "successes", "seed", "budget"};
    /**
     * The optional column after {@link #HEADER}: when the row was recorded (UTC, ISO-8601). A cell's
     * change-point test counts the history from then (docs/gates.md, "Change points").
     */
    static final String RECORDED = "recorded";

    private Baselines() {
    }

    /**
     * One baseline cell.
     *
     * @param recorded when the row was recorded (ISO-8601, UTC), or "" when the file does not say
     */
    public record Row(String spec, String puzzle, String variant, String params, int runs, int successes, long seed,
            String budget, String recorded) {

        /** A row that does not say when it was recorded. */
        public Row(String spec, String puzzle, String variant, String params, int runs, int successes, long seed,
                String budget) {
            this(spec, puzzle, variant, params, runs, successes, seed, budget, "");
        }

        /** This row, recorded at {@code time}. */
        public Row recordedAt(Instant time) {
            return new Row(spec, puzzle, variant, params, runs, successes, seed, budget, time.toString());
        }

        /** When the row was recorded, or null when the file does not say (or says it unreadably). */
        public Instant recordedTime() {
            try {
                return recorded.isEmpty() ? null : Instant.parse(recorded);
            } catch (DateTimeParseException e) {
                return null;
            }
        }

        String key() {
            return key(puzzle, variant, params);
        }

        static String key(String puzzle, String variant, String params) {
            return puzzle + "\u0000" + variant + "\u0000" + params;
        }

        double rate() {
            return runs == 0 ? 0 : (double) successes / runs;
        }
    }

    /** The budget as recorded in baselines: {@code maxGenerations=…;maxEvaluations=…;maxSeconds=…}. */
    public static String budget(Budget b) {
        return "maxGenerations=" + b.maxGenerations() + ";maxEvaluations=" + b.maxEvaluations() + ";maxSeconds="
                + Numbers.report(b.maxSeconds());
    }

    /** The rows of a finished experiment, sorted. */
    public static List<Row> rows(ExperimentResult result) {
        Plan plan = result.plan();
        List<Row> rows = new ArrayList<>();
        for (Plan.Cell cell : plan.cells()) {
            rows.add(new Row(plan.spec().name(), cell.puzzle().id(), cell.variant().name(), cell.params(),
                    result.runs(cell.index()),
                    result.successes(cell.index()), plan.spec().seed(), budget(plan.spec().budget())));
        }
        rows.sort(Comparator.comparing(Row::puzzle).thenComparing(Row::variant).thenComparing(Row::params));
        return rows;
    }

    /** Writes rows atomically. */
    public static void write(Path file, List<Row> rows) throws IOException {
        AtomicFiles.write(file, out -> {
            String[] header = Arrays.copyOf(HEADER, HEADER.length + 1);
            header[HEADER.length] = RECORDED;
            try (CSVPrinter p = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(header)
                    .setRecordSeparator('\n').get())) {
                for (Row r : rows) {
                    p.printRecord(r.spec(), r.puzzle(), r.variant(), r.params(), r.runs(), r.successes(), r.seed(),
                            r.budget(), r.recorded());
                }
            }
        });
    }

    /**
     * Reads a baseline file, keyed by puzzle, variant and params.
     *
     * @throws IOException with the file and line when it cannot be read or a row is malformed
     */
    public static Map<String, Row> read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException(file
                    + ": not a regular file (a folder, a pipe or a device); a baseline is a CSV file");
        }
        Map<String, Row> rows = new LinkedHashMap<>();
        try (Reader in = new StringReader(TextFiles.read(file));
                CSVParser parser = CSVParser.parse(in, CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true)
                        .get())) {
            for (String column : HEADER) {
                if (!parser.getHeaderMap().containsKey(column)) {
                    throw new IOException(file + ":1: baseline header lacks column '" + column + "'; expected "
                            + String.join(",", HEADER));
                }
            }
            for (CSVRecord r : parser) {
                try {
                    Row row = new Row(r.get("spec"), r.get("puzzle"), r.get("variant"), r.get("params"),
                            Integer.parseInt(r.get("runs")), Integer.parseInt(r.get("successes")),
                            Long.parseLong(r.get("seed")), r.get("budget"),
                            r.isMapped(RECORDED) && r.isSet(RECORDED) ? r.get(RECORDED) : "");
                    if (row.runs() < 1 || row.successes() < 0 || row.successes() > row.runs()) {
                        throw new NumberFormatException("successes must be from 0 to runs");
                    }
                    rows.put(row.key(), row);
                } catch (IllegalArgumentException | IllegalStateException e) {
                    throw new IOException(file + ":" + (r.getRecordNumber() + 1) + ": malformed baseline row: "
                            + e.getMessage());
                }
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return rows;
    }

    /** Cells whose rate would go down if {@code fresh} replaced {@code old}: "puzzle/variant[params]: a/n → b/n". */
    public static List<String> lowered(Map<String, Row> old, List<Row> fresh) {
        List<String> lower = new ArrayList<>();
        for (Row r : fresh) {
            Row before = old.get(r.key());
            if (before != null && r.rate() < before.rate()) {
                lower.add(r.puzzle() + "/" + r.variant() + (r.params().isEmpty() ? "" : "[" + r.params() + "]") + ": "
                        + before.successes() + "/" + before.runs() + " → " + r.successes() + "/" + r.runs());
            }
        }
        return lower;
    }
}
