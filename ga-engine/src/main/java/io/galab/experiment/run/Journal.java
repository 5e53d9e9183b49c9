package io.galab.experiment.run;

import io.galab.experiment.ConvergenceGrid;
import io.galab.experiment.Plan;
import io.galab.experiment.RunRecord;

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

/**
 * The append-only record of completed runs, {@code journal.csv} in the spec's report folder. Every
 * run is written as one CSV line and flushed before the next, so a crash (even kill -9) loses at
 * most the run being written. Rerunning the spec reads the journal and runs only what is missing.
 *
 * <p>The first line names the plan's {@link Plan#fingerprint() fingerprint}, its convergence grid and each
 * cell's fingerprint ({@link Plan#cellFingerprint}). A journal of another plan of the same spec, seed,
 * budget and grid keeps the runs of the cells that are unchanged: a change to one algorithm's code (or to
 * a variant's parameters or a puzzle) redoes that variant's cells only, and the message names them; the
 * old file is copied to {@code journal.stale-N.csv} and the journal rewritten with the kept runs under
 * the new cell numbers. A journal of a different plan otherwise is never deleted: it is renamed
 * {@code journal.stale-N.csv} and a fresh one is started. A journal of before the cells were named (v2)
 * of this plan is read and rewritten with them. A last line cut short by a crash is dropped (that run is
 * redone) and the file is truncated to its last complete line; an unreadable line elsewhere is skipped with a warning.
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
    private static final String MAGIC = "# galab-journal v3";
    static final String CELLS = " cells=";

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
     * a journal of another plan aside. Cells that still lack runs then take them from the journals kept aside
     * earlier ({@code journal.stale-N.csv}, newest first) whose runs were made under the same cell fingerprint:
     * after a change is reverted, the runs made before it are used again. Returns what is already done.
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
        if (Files.exists(path) && !Files.isRegularFile(path)) {
            throw new IOException(path + " is not a regular file (a folder, a pipe or a device); move it away to"
                    + " keep a journal here");
        }
        Set<Long> seen = new HashSet<>();
        boolean rewrite = false;
        Path setAside = null;
        if (Files.exists(path)) {
            String raw = new String(Files.readAllBytes(path), StandardCharsets.UTF_8);
            String text = TextFiles.stripBom(raw);
            // the bytes of a stripped byte-order mark, so that a truncation keeps the right length
            int bomBytes = raw.length() > text.length() ? 3 : 0;
            String first = firstLine(text);
            // which cell each line's index names now: the same (this plan), another, or none (-1: redone)
            int[] cellNow = null;
            boolean upgrade = false;
            String why = null;
            if (first.equals(header(plan, grid))) {
                cellNow = null;
            } else if (first.equals(headerV2(plan, grid))) {
                upgrade = true; // a journal written before cells were named: read, then rewritten with their names
            } else {
                why = otherPlan(first, plan, grid);
                if (why == null) {
                    cellNow = cellsNow(first.substring(first.lastIndexOf(CELLS)), plan);
                }
            }
            if (why != null) {
                setAside = KeptAside.next(dir);
                Files.move(path, setAside);
                warnings.add("the journal " + path + " was written for a different plan (" + why + "); it was kept as "
                        + setAside.getFileName() + " and all runs start again");
            } else {
                int lastComplete = text.lastIndexOf('\n');
                if (lastComplete < text.length() - 1) {
                    warnings.add("the last line of " + path + " was cut short (an interrupted write); that run will"
                            + " be redone");
                    try (var channel = FileChannel.open(path, StandardOpenOption.WRITE)) {
                        channel.truncate(bomBytes + text.substring(0,
                                lastComplete + 1).getBytes(StandardCharsets.UTF_8).length);
                    }
                }
                int dropped = readLines(text, path, plan, grid, cellNow, records, seen, warnings);
                if (cellNow != null) {
                    // another plan's journal whose kept runs now name other cells
                    Path aside = KeptAside.next(dir);
                    String message = KeptAside.redone(plan, first, cellNow, dropped, aside);
                    if (message != null) { // null: every run kept and no cell new, nothing to say or keep aside
                        setAside = aside;
                        Files.copy(path, setAside);
                        warnings.add(message);
                    }
                }
                rewrite = cellNow != null || upgrade;
            }
        }
        int before = records.size();
        String reused = KeptAside.reuse(dir, plan, grid, setAside, records, seen);
        if (reused != null) {
            warnings.add(reused);
        }
        if (rewrite || records.size() > before) {
            rewrite(path, plan, grid, records);
        }
        CodeManifests.record(dir, plan);
        return new Contents(records, warnings);
    }

    /**
     * Moves the journal in {@code dir} aside, unread, as the next {@code journal.stale-N.csv} (a run with resume
     * off); returns where it went, or null when there was none.
     */
    public static Path setAside(Path dir) throws IOException {
        Path path = dir.resolve(FILE);
        if (!Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
            return null;
        }
        if (Files.isSymbolicLink(path) || !Files.isRegularFile(path)) {
            throw new IOException(path + " is a symbolic link or not a regular file; galab writes journals only into"
                    + " files of the output folder itself: remove it");
        }
        Path aside = KeptAside.next(dir);
        Files.move(path, aside);
        return aside;
    }

    /**
     * The runs of the journal in a shard's folder alone, for a merge: never a journal kept aside, which may hold
     * runs that the shard's last run (with resume off, say) did not make. A journal of another plan holds none.
     */
    public static Contents readOnly(Path dir, Plan plan, ConvergenceGrid grid) throws IOException {
        Path path = dir.resolve(FILE);
        List<RunRecord> records = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        if (!Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
            return new Contents(records, warnings);
        }
        String text = TextFiles.stripBom(new String(Files.readAllBytes(path), StandardCharsets.UTF_8));
        String first = firstLine(text);
        if (!first.equals(header(plan, grid))) {
            warnings.add("the journal " + path + " was written for another plan; none of its runs is used");
            return new Contents(records, warnings);
        }
        readLines(text, path, plan, grid, null, records, new HashSet<>(), warnings);
        return new Contents(records, warnings);
    }

    /**
     * Reads a journal's run lines into {@code records} (under this plan's cell numbers: {@code cellNow} maps the
     * file's, null when they are this plan's), skipping lines already {@code seen}; returns how many lines
     * named cells this plan no longer has. Warnings go to {@code warnings} when it is not null.
     */
    static int readLines(String text, Path path, Plan plan, ConvergenceGrid grid, int[] cellNow,
            List<RunRecord> records, Set<Long> seen, List<String> warnings) {
        int bodyStart = text.indexOf('\n') + 1;
        int lastComplete = text.lastIndexOf('\n');
        String[] lines = bodyStart <= 0 || bodyStart > lastComplete ? new String[0]
                : text.substring(bodyStart, lastComplete + 1).split("\n");
        int lineNo = 1;
        int dropped = 0;
        for (String line : lines) {
            lineNo++;
            if (line.isEmpty()) {
                continue;
            }
            int comma = line.lastIndexOf(',');
            if (comma < 0 || !line.substring(comma + 1).equals(JournalLines.crc(line.substring(0, comma)))) {
                warn(warnings, path + ":" + lineNo + ": a journal line whose checksum does not match (edited or"
                        + " damaged) is left in the file, not used, and that run will be redone");
                continue;
            }
            String body = line.substring(0, comma);
            if (cellNow != null) {
                int at = body.indexOf(',');
                int old = at < 0 ? -1 : parseIndex(body.substring(0, at));
                if (old < 0 || old >= cellNow.length || cellNow[old] < 0) {
                    dropped++;
                    continue;
                }
                body = cellNow[old] + body.substring(at);
            }
            if (JournalLines.beyondRuns(body, plan)) {
                continue; // a run of an earlier, larger run count: kept in the file, not needed now
            }
            RunRecord r = JournalLines.parse(body, plan, grid);
            if (r == null) {
                warn(warnings, path + ":" + lineNo + ": unreadable journal line skipped; that run will be redone");
                continue;
            }
            String inconsistent = JournalLines.inconsistency(r, plan.spec().budget());
            if (inconsistent != null) {
                warn(warnings, path + ":" + lineNo + ": " + inconsistent + "; the record is left in the file, not"
                        + " used, and that run will be redone");
                continue;
            }
            if (seen.add((long) r.cell() * plan.runs() + r.run())) {
                records.add(r);
            }
        }
        return dropped;
    }

    private static void warn(List<String> warnings, String message) {
        if (warnings != null) {
            warnings.add(message);
        }
    }

    /**
     * Why a journal's first line is of a plan whose runs this one cannot keep any of, or null when it is this
     * spec's with the same seed, budget and grid (its cells then keep what is theirs, however few).
     */
    static String otherPlan(String first, Plan plan, ConvergenceGrid grid) {
        int named = first.lastIndexOf(CELLS);
        String before = named < 0 ? "" : first.substring(0, named);
        String prefix = MAGIC + " spec=" + plan.spec().name() + " plan=";
        if (!before.startsWith(prefix)) {
            return "another spec's, or not a journal galab can read";
        }
        String gridPart = " grid=" + grid.describe();
        int at = before.lastIndexOf(" grid=");
        if (at < 0 || !before.substring(at).equals(gridPart)) {
            return "the convergence grid changed";
        }
        String head = field(before.substring(0, at), "head=");
        if (head == null) {
            // a journal of before the head was named: its cells tell whether anything is kept
            return java.util.Arrays.stream(cellsNow(first.substring(named), plan)).anyMatch(c -> c >= 0) ? null
                    : "the spec, its seed, its budget or the code of its variants changed";
        }
        return head.equals(plan.headFingerprint()) ? null : "the spec's seed or budget changed";
    }

    /** A journal's first line, its header; empty when it has no complete line. */
    static String firstLine(String text) {
        int newline = text.indexOf('\n');
        return newline < 0 ? "" : text.substring(0, newline);
    }

    /** The value of a header field {@code name} (as "head="), or null. */
    static String field(String text, String name) {
        for (String token : text.split(" ")) {
            if (token.startsWith(name)) {
                return token.substring(name.length());
            }
        }
        return null;
    }

    /** Old cell index → this plan's index of the cell with the same fingerprint, or -1. */
    static int[] cellsNow(String cellsLine, Plan plan) {
        String[] old = cellsLine.substring(CELLS.length()).split(",");
        java.util.Map<String, Integer> now = new java.util.HashMap<>();
        for (Plan.Cell c : plan.cells()) {
            now.putIfAbsent(plan.cellFingerprint(c), c.index());
        }
        int[] out = new int[old.length];
        for (int i = 0; i < old.length; i++) {
            out[i] = now.getOrDefault(old[i], -1);
        }
        return out;
    }

    private static int parseIndex(String field) {
        try {
            return Integer.parseInt(field);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** Writes the journal afresh under this plan's header, holding {@code records}: a whole file, then moved in. */
    private static void rewrite(Path path, Plan plan, ConvergenceGrid grid, List<RunRecord> records)
            throws IOException {
        StringBuilder s = new StringBuilder(header(plan, grid)).append('\n');
        for (RunRecord r : records) {
            String line = JournalLines.line(r);
            s.append(line).append(',').append(JournalLines.crc(line)).append('\n');
        }
        Path tmp = path.resolveSibling(FILE + ".tmp");
        Files.writeString(tmp, s, StandardCharsets.UTF_8);
        Files.move(tmp, path, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    private static String header(Plan plan, ConvergenceGrid grid) {
        return MAGIC + " spec=" + plan.spec().name() + " plan=" + plan.fingerprint() + " head="
                + plan.headFingerprint() + " code=" + String.join(",", new java.util.TreeSet<>(
                        plan.codeFingerprints().values())) + " grid=" + grid.describe() + cellsLine(plan);
    }

    /** The header of a journal written before the cells were named (v2): read, and rewritten as v3. */
    private static String headerV2(Plan plan, ConvergenceGrid grid) {
        return "# galab-journal v2 spec=" + plan.spec().name() + " plan=" + plan.fingerprint() + " grid="
                + grid.describe();
    }

    /** The header's end: each cell's fingerprint ({@link Plan#cellFingerprint}), in cell order. */
    private static String cellsLine(Plan plan) {
        StringBuilder s = new StringBuilder(CELLS);
        for (Plan.Cell c : plan.cells()) {
            s.append(c.index() == 0 ? "" : ",").append(plan.cellFingerprint(c));
        }
        return s.toString();
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
        CodeManifests.record(dir, plan);
        return new Journal(path, writer);
    }

    /** Appends one run and flushes it to the file. */
    public synchronized void append(RunRecord r) throws IOException {
        String line = JournalLines.line(r);
        writer.write(line + "," + JournalLines.crc(line) + "\n");
        writer.flush();
    }

    /** The CRC-32 of a line's text, as eight hex digits ({@link JournalLines#crc}). */
    public static String crc(String text) {
        return JournalLines.crc(text);
    }

    public Path path() {
        return path;
    }

    @Override
    public void close() throws IOException {
        writer.close();
    }
}
