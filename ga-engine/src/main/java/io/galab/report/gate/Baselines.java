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

    /** How every refusal of a baseline file ends: how to mend it. */
    static final String MEND = "; mend that line by hand, or record the baseline again with mvn ga:baseline (CLI:"
            + " galab baseline SPEC)";

    /**
     * Reads a baseline file, keyed by puzzle, variant and params.
     *
     * @throws IOException with the file and line, in the user's words, and how to mend it, when it cannot be read
     *                     or a row is malformed: a git conflict marker is named as one, a row of too few or too
     *                     many values says how many, a value that is not a number names its column
     */
    public static Map<String, Row> read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException(file
                    + ": not a regular file (a folder, a pipe or a device); a baseline is a CSV file");
        }
        String text = TextFiles.read(file);
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.startsWith("<<<<<<<") || line.startsWith(">>>>>>>") || line.startsWith("|||||||")
                    || line.trim().equals("=======")) {
                throw new IOException(file + ":" + (i + 1) + ": a git conflict marker ('" + line.trim() + "'): the"
                        + " file was left in the middle of a merge. Keep one side of each conflict and delete the"
                        + " lines <<<<<<<, ======= and >>>>>>>, or record the baseline again with mvn ga:baseline"
                        + " (CLI: galab baseline SPEC)");
            }
        }
        Map<String, Row> rows = new LinkedHashMap<>();
        try (Reader in = new StringReader(text);
                CSVParser parser = CSVParser.parse(in, CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true)
                        .get())) {
            for (String column : HEADER) {
                if (!parser.getHeaderMap().containsKey(column)) {
                    throw new IOException(file + ":1: the baseline's header lacks column '" + column + "'; a baseline"
                            + " starts with the line " + String.join(",", HEADER) + "," + RECORDED + MEND);
                }
            }
            int columns = parser.getHeaderNames().size();
            java.util.Iterator<CSVRecord> records = parser.iterator();
            while (true) {
                CSVRecord r;
                try {
                    if (!records.hasNext()) {
                        break;
                    }
                    r = records.next();
                } catch (UncheckedIOException | IllegalStateException e) {
                    throw new IOException(file + ":" + (parser.getCurrentLineNumber() + 1) + ": a quote that is not"
                            + " closed, or text after a closing quote, so the rows cannot be told apart from there"
                            + MEND);
                }
                String at = file + ":" + (r.getRecordNumber() + 1) + ": ";
                if (r.size() == 1 && r.get(0).isBlank()) {
                    continue; // an empty line
                }
                if (r.size() < HEADER.length || r.size() > columns) {
                    throw new IOException(at + "the row has " + r.size() + (r.size() == 1 ? " value" : " values")
                            + " where the header names " + columns + " columns (" + String.join(",",
                                    parser.getHeaderNames()) + ")" + MEND);
                }
                Row row = new Row(r.get("spec"), r.get("puzzle"), r.get("variant"), r.get("params"),
                        number(at, "runs", r.get("runs")), number(at, "successes", r.get("successes")),
                        seed(at, r.get("seed")), r.get("budget"),
                        r.isMapped(RECORDED) && r.isSet(RECORDED) ? r.get(RECORDED) : "");
                if (row.runs() < 1 || row.successes() < 0 || row.successes() > row.runs()) {
                    throw new IOException(at + "successes " + row.successes() + " of runs " + row.runs() + ": runs must"
                            + " be at least 1 and successes from 0 to runs" + MEND);
                }
                rows.put(row.key(), row);
            }
        }
        return rows;
    }

    private static int number(String at, String column, String value) throws IOException {
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new IOException(at + column + " is '" + value + "', not a whole number" + MEND);
        }
    }

    private static long seed(String at, String value) throws IOException {
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new IOException(at + "seed is '" + value + "', not a whole number" + MEND);
        }
    }

    /**
     * The rows to write for a new recording: each fresh row, keeping the earlier row as it was (its recording time
     * included) where its counts, seed and budget are unchanged, so that rewriting a baseline rewrites only the
     * rows that changed.
     */
    public static List<Row> merge(Map<String, Row> old, List<Row> fresh) {
        List<Row> out = new ArrayList<>();
        for (Row r : fresh) {
            Row before = old.get(r.key());
            boolean same = before != null && before.runs() == r.runs() && before.successes() == r.successes()
                    && before.seed() == r.seed() && before.budget().equals(r.budget())
                    && before.spec().equals(r.spec());
            out.add(same ? before : r);
        }
        return out;
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
