package io.galab.experiment.run;

import io.galab.experiment.ConvergenceGrid;
import io.galab.experiment.Plan;
import io.galab.experiment.RunRecord;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Numbers;
import io.galab.algorithm.StopReason;
import io.galab.puzzle.TextFiles;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.CRC32;

/**
 * The append-only record of completed runs, {@code journal.csv} in the spec's report folder. Every
 * run is written as one CSV line and flushed before the next, so a crash (even kill -9) loses at
 * most the run being written. Rerunning the spec reads the journal and runs only what is missing.
 *
 * <p>The first line names the plan's {@link Plan#fingerprint() fingerprint} and convergence grid. A
 * journal from a different plan is never deleted: it is renamed {@code journal.stale-N.csv} and a fresh
 * one is started. A last line cut short by a crash is dropped (that run is redone) and the file is
 * truncated to its last complete line; an unreadable line elsewhere is skipped with a warning.
 *
 * <p>Line format:
 * {@code cell,run,seed,solved,generations,evaluations,bestFitness,millis,best,mean,improvedAt,improvedTo,micros,
 * note,outcome,crc}
 * where best and mean are the sampled trace values separated by spaces, improvedAt and improvedTo the
 * run's improvements of the best (evaluations and values, separated by spaces), micros the wall time in
 * microseconds (a line written before these were kept lacks them and is read without them: no
 * improvements, and its milliseconds as microseconds), note what the run said besides its numbers (an
 * external solver's wrong answer or failure and its last lines of standard error; {@code %}, comma and
 * line breaks percent-encoded), outcome how the run ended ({@link io.galab.algorithm.StopReason#key()}; a line
 * written before outcomes were kept lacks it and is read as solved or as stopped at the budget's first limit),
 * generations and evaluations -1 where an external solver did not report them, and crc is the CRC-32 (eight
 * hex digits) of the line before its last comma. A line whose checksum does not match, edited by hand
 * or damaged on disk, is not a result: it is left in the file with a warning and the run is redone.
 */
public final class Journal implements AutoCloseable {

    /** The journal's file name in the report folder. */
    public static final String FILE = "journal.csv";
    private static final String MAGIC = "# galab-journal v2";

    private final Path path;
    private final Writer writer;

    private Journal(Path path, Writer writer) {
        this.path = path;
        this.writer = writer;
    }

    /** What a journal held when opened. */
    public record Contents(List<RunRecord> records, List<String> warnings) {
    }

    /**
     * Reads the records of an existing journal of this plan (repairing a cut-short last line), or moves
     * a journal of another plan aside. Returns what is already done.
     */
    public static Contents read(Path dir, Plan plan, ConvergenceGrid grid) throws IOException {
        Path path = dir.resolve(FILE);
        List<RunRecord> records = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        if (Files.isSymbolicLink(path)) {
            // appending through a link would write run records into whatever file it names
            throw new IOException(path + " is a symbolic link; galab writes journals only into files of the output"
                    + " folder itself: remove the link");
        }
        if (!Files.exists(path)) {
            return new Contents(records, warnings);
        }
        if (!Files.isRegularFile(path)) {
            throw new IOException(path + " is not a regular file (a folder, a pipe or a device); move it away to"
                    + " keep a journal here");
        }
        String raw = new String(Files.readAllBytes(path), StandardCharsets.UTF_8);
        String text = TextFiles.stripBom(raw);
        // the bytes of a stripped byte-order mark, so that a truncation keeps the right length
        int bomBytes = raw.length() > text.length() ? 3 : 0;
        String header = header(plan, grid);
        int firstNewline = text.indexOf('\n');
        if (firstNewline < 0 || !text.substring(0, firstNewline).equals(header)) {
            Path stale = staleName(dir);
            Files.move(path, stale);
            warnings.add("the journal " + path + " was written for a different plan (the spec, its puzzles or the"
                    + " code's parameters changed); it was kept as " + stale.getFileName()
                    + " and all runs start again");
            return new Contents(records, warnings);
        }
        int lastComplete = text.lastIndexOf('\n');
        if (lastComplete < text.length() - 1) {
            warnings.add("the last line of " + path + " was cut short (an interrupted write); that run will be redone");
            try (var channel = FileChannel.open(path, StandardOpenOption.WRITE)) {
                channel.truncate(bomBytes + text.substring(0,
                        lastComplete + 1).getBytes(StandardCharsets.UTF_8).length);
            }
        }
        String[] lines = text.substring(firstNewline + 1, lastComplete + 1).split("\n");
        Set<Long> seen = new HashSet<>();
        int lineNo = 1;
        for (String line : lines) {
            lineNo++;
            if (line.isEmpty()) {
                continue;
            }
            if (beyondRuns(line, plan)) {
                continue; // a run of an earlier, larger run count: kept in the file, not needed now
            }
            int comma = line.lastIndexOf(',');
            if (comma < 0 || !line.substring(comma + 1).equals(crc(line.substring(0, comma)))) {
                warnings.add(path + ":" + lineNo + ": a journal line whose checksum does not match (edited or damaged)"
                        + " is left in the file, not used, and that run will be redone");
                continue;
            }
            RunRecord r = parse(line.substring(0, comma), plan, grid);
            if (r == null) {
                warnings.add(path + ":" + lineNo + ": unreadable journal line skipped; that run will be redone");
                continue;
            }
            String inconsistent = inconsistency(r, plan.spec().budget());
            if (inconsistent != null) {
                warnings.add(path + ":" + lineNo + ": " + inconsistent + "; the record is left in the file, not used,"
                        + " and that run will be redone");
                continue;
            }
            if (seen.add((long) r.cell() * plan.runs() + r.run())) {
                records.add(r);
            }
        }
        return new Contents(records, warnings);
    }

    private static Path staleName(Path dir) {
        for (int i = 1; ; i++) {
            Path p = dir.resolve("journal.stale-" + i + ".csv");
            if (!Files.exists(p)) {
                return p;
            }
        }
    }

    private static String header(Plan plan, ConvergenceGrid grid) {
        return MAGIC + " spec=" + plan.spec().name() + " plan=" + plan.fingerprint() + " grid=" + grid.describe();
    }

    private static boolean beyondRuns(String line, Plan plan) {
        String[] f = line.split(",", 3);
        try {
            return f.length == 3 && Integer.parseInt(f[1]) >= plan.runs();
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static RunRecord parse(String line, Plan plan, ConvergenceGrid grid) {
        String[] f = line.split(",", -1);
        // a line written before improvements, micros or notes were kept has fewer fields
        if (f.length < 10 || f.length > 15 || f.length == 11) {
            return null;
        }
        try {
            int cell = Integer.parseInt(f[0]);
            int run = Integer.parseInt(f[1]);
            if (cell < 0 || cell >= plan.cells().size() || run < 0 || run >= plan.runs()) {
                return null;
            }
            long seed = Long.parseLong(f[2]);
            if (seed != plan.seed(plan.cells().get(cell), run)) {
                return null;
            }
            boolean solved = switch (f[3]) {
                case "true" -> true;
                case "false" -> false;
                default -> throw new NumberFormatException(f[3]);
            };
            double[] best = doubles(f[8], grid.size());
            double[] mean = doubles(f[9], grid.size());
            if (best == null || mean == null) {
                return null;
            }
            long[] improvedAt = f.length >= 12 ? longs(f[10]) : new long[0];
            double[] improvedTo = f.length >= 12 ? doubles(f[11], improvedAt.length) : new double[0];
            long millis = Long.parseLong(f[7]);
            long micros = f.length >= 13 ? Long.parseLong(f[12]) : millis * 1000;
            String note = f.length >= 14 ? decode(f[13]) : "";
            StopReason outcome = f.length == 15 ? StopReason.ofKey(f[14]) : solved ? StopReason.SOLVED
                    : firstLimit(plan.spec().budget());
            if (improvedTo == null || outcome == null || solved != (outcome == StopReason.SOLVED)) {
                return null;
            }
            return new RunRecord(cell, run, seed, solved, Long.parseLong(f[4]), Long.parseLong(f[5]),
                    Double.parseDouble(f[6]), millis, best, mean, improvedAt, improvedTo, micros, note, outcome);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** The outcome of an unsolved run written before outcomes were kept: the budget's first limit. */
    private static StopReason firstLimit(Budget budget) {
        return budget.maxGenerations() > 0 ? StopReason.GENERATIONS : budget.maxEvaluations() > 0
                ? StopReason.EVALUATIONS : StopReason.SECONDS;
    }

    /**
     * Why a well-formed record cannot be a result of this plan's budget, or null: a run never goes past
     * its generation budget, and counts and times are never negative. (An unsolved run of a built-in
     * algorithm makes exactly the budget's generations, but an algorithm of a user's may stop earlier,
     * so that is not required.)
     */
    static String inconsistency(RunRecord r, Budget budget) {
        if (r.generations() < -1 || r.evaluations() < -1 || r.millis() < 0 || Double.isNaN(r.bestFitness())) {
            return "a record with a negative count or time, or no best fitness";
        }
        long max = budget.maxGenerations();
        if (max > 0 && r.generations() > max) {
            return "a record of " + r.generations() + " generations under a budget of " + max;
        }
        return null;
    }

    private static long[] longs(String field) {
        if (field.isEmpty()) {
            return new long[0];
        }
        String[] parts = field.split(" ");
        long[] out = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            out[i] = Long.parseLong(parts[i]);
        }
        return out;
    }

    private static double[] doubles(String field, int expected) {
        if (expected == 0) {
            return field.isEmpty() ? new double[0] : null;
        }
        String[] parts = field.split(" ");
        if (parts.length != expected) {
            return null;
        }
        double[] out = new double[expected];
        for (int i = 0; i < expected; i++) {
            out[i] = Double.parseDouble(parts[i]);
        }
        return out;
    }

    /** Opens the journal for appending, writing the header when it is new. */
    public static Journal open(Path dir, Plan plan, ConvergenceGrid grid) throws IOException {
        Files.createDirectories(dir);
        Path path = dir.resolve(FILE);
        boolean fresh = !Files.exists(path) || Files.size(path) == 0;
        BufferedWriter writer = Files.newBufferedWriter(path, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND, LinkOption.NOFOLLOW_LINKS);
        if (fresh) {
            writer.write(header(plan, grid));
            writer.write('\n');
            writer.flush();
        }
        return new Journal(path, writer);
    }

    /** Appends one run and flushes it to the file. */
    public synchronized void append(RunRecord r) throws IOException {
        String line = r.cell() + "," + r.run() + "," + r.seed() + "," + r.solved() + "," + r.generations() + ","
                + r.evaluations() + "," + Numbers.shortest(r.bestFitness()) + "," + r.millis() + ","
                + joined(r.best()) + "," + joined(r.mean()) + "," + joinedLongs(r.improvedAt()) + ","
                + joined(r.improvedTo()) + "," + r.micros() + "," + encode(r.note()) + "," + r.outcome().key();
        writer.write(line + "," + crc(line) + "\n");
        writer.flush();
    }

    /** A note as one CSV field: {@code %}, comma and line breaks percent-encoded. */
    static String encode(String note) {
        return note.replace("%", "%25").replace(",", "%2C").replace("\n", "%0A").replace("\r", "%0D");
    }

    static String decode(String field) {
        return field.replace("%2C", ",").replace("%0A", "\n").replace("%0D", "\r").replace("%25", "%");
    }

    /** The CRC-32 of a line's text, as eight hex digits. */
    public static String crc(String text) {
        CRC32 crc = new CRC32();
        crc.update(text.getBytes(StandardCharsets.UTF_8));
        return String.format("%08x", crc.getValue());
    }

    private static String joinedLongs(long[] values) {
        StringBuilder s = new StringBuilder();
        for (long v : values) {
            s.append(s.length() == 0 ? "" : " ").append(v);
        }
        return s.toString();
    }

    private static String joined(double[] values) {
        StringBuilder s = new StringBuilder();
        for (double v : values) {
            s.append(s.length() == 0 ? "" : " ").append(Numbers.shortest(v));
        }
        return s.toString();
    }

    /** Shortest exact form: whole numbers without ".0". */
    public Path path() {
        return path;
    }

    @Override
    public void close() throws IOException {
        writer.close();
    }
}
