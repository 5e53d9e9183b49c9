package io.galab.report.gate;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Hashes;
import io.galab.experiment.Plan;
import io.galab.puzzle.TextFiles;
import io.galab.report.Provenance;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

/**
 * The solver-quality history (docs/gates.md, "Solver-quality trend"): after each build, one
 * record per gated cell is appended to a CSV file that lives beside the specs, so that it can be
 * committed or cached by CI. A build's records are appended in one write under an operating-system
 * lock, so two builds never interleave; a line that cannot be read (cut short, edited) is skipped with a
 * warning naming the file and line.
 */
public final class History {

    /** The file name used beside the specs when no other is set. */
    public static final String FILE = "ga-history.csv";
    public static final String[] HEADER = {"time", "commit", "version", "spec", "puzzle", "variant", "params",
            "successes",
        "runs", "maxRuns", "verdicts", "branch", "evidence"};
    /** The columns a history written before the branch was recorded has; it is read, and appended to, as it is. */
    private static final int BEFORE_BRANCH = 11;
    /** The columns a history written before the evidence was recorded has; it is read, and appended to, as it is. */
    private static final int BEFORE_EVIDENCE = 12;

    private History() {
    }

    /**
     * One gated cell in one build.
     *
     * @param commit   the project's git commit, followed by {@code +dirty} when the working tree had changes not
     *                 committed ({@link Provenance#commit()}); "" outside a git checkout
     * @param verdicts each gate's verdict on the cell, {@code gate=verdict} joined by {@code |}
     * @param branch   the branch ({@link Provenance#branch()}), "" when unknown
     * @param evidence what the record rests on ({@link #evidence}): two records with the same evidence are
     *                 the same seeded runs of the same code, counted once; "" in a history from before it
     */
    public record Entry(Instant time, String commit, String version, String spec, String puzzle, String variant,
            String params, int successes, int runs, int maxRuns, String verdicts, String branch, String evidence) {

        /**
         * The commit's first seven hex digits, with {@code +dirty} when the build's working tree had changes not
         * committed; "" outside a git checkout.
         */
        public String shortCommit() {
            return commit.length() > 7 ? commit.substring(0, 7) + (commit.endsWith(Provenance.DIRTY)
                    ? Provenance.DIRTY : "") : commit;
        }

        /**
         * How a chart or a change point names the build: its short commit, or outside a git checkout its
         * time to the second in UTC ({@code 2026-11-27 11:53:06}), never the instant's nanoseconds.
         */
        public String label() {
            return !commit.isEmpty() ? shortCommit() : java.time.format.DateTimeFormatter
                    .ofPattern("yyyy-MM-dd HH:mm:ss").withZone(java.time.ZoneOffset.UTC).format(time);
        }

        /** Which cell: spec, puzzle, variant and parameters (see {@link #cell(Plan, Plan.Cell)}). */
        public String cell() {
            return key(spec, puzzle, variant, params);
        }

        public double rate() {
            return runs == 0 ? 0 : (double) successes / runs;
        }
    }

    /** The key of a plan's cell in the history, as {@link Entry#cell()}. */
    static String cell(Plan plan, Plan.Cell c) {
        return key(plan.spec().name(), c.puzzle().id(), c.variant().name(), c.params());
    }

    private static String key(String spec, String puzzle, String variant, String params) {
        return spec + "\u0000" + puzzle + "\u0000" + variant + "\u0000" + params;
    }

    /** The entries of each cell, oldest first, keyed by {@link Entry#cell()}. */
    /**
     * The cell's records, oldest first: those under its key, and those of its puzzle and variant whose
     * parameters are spelt otherwise but resolve to the cell's ({@link Plan.Cell#matches}).
     */
    public static List<Entry> forCell(Map<String, List<Entry>> byCell, Plan plan, Plan.Cell c) {
        List<Entry> exact = byCell.getOrDefault(cell(plan, c), List.of());
        List<Entry> out = new ArrayList<>(exact);
        for (List<Entry> entries : byCell.values()) {
            Entry e = entries.get(0);
            if (entries != exact && e.spec().equals(plan.spec().name()) && e.puzzle().equals(c.puzzle().id())
                    && e.variant().equals(c.variant().name()) && c.matches(e.params())) {
                out.addAll(entries);
            }
        }
        if (out.size() > exact.size()) {
            out.sort(java.util.Comparator.comparing(Entry::time)); // stable: same-time records keep file order
        }
        return out;
    }

    /**
     * The entries of each cell, oldest first, keyed by {@link Entry#cell()}. A record with the same
     * evidence as the cell's record before it is the same runs again (a build that read every run from
     * its journal), so it is left out: the trend gate and the change-point test count each piece of
     * evidence once (docs/gates.md, "Solver-quality trend").
     */
    public static Map<String, List<Entry>> byCell(List<Entry> entries) {
        Map<String, List<Entry>> out = new HashMap<>();
        for (Entry e : entries) {
            List<Entry> cell = out.computeIfAbsent(e.cell(), k -> new ArrayList<>());
            if (!sameEvidence(cell.isEmpty() ? null : cell.get(cell.size() - 1), e.evidence())) {
                cell.add(e);
            }
        }
        return out;
    }

    /** True when {@code earlier} rests on {@code evidence} (never for a record or evidence without it). */
    public static boolean sameEvidence(Entry earlier, String evidence) {
        return earlier != null && !evidence.isEmpty() && earlier.evidence().equals(evidence);
    }

    /**
     * What a cell's record rests on: a hash of the cell's fingerprint (the spec's seed and budget, the puzzle,
     * the variant's parameters and the code its runs can load), the cell and its counts. Seeded runs of
     * unchanged code give the same evidence however often they are read from the journal or made again; a
     * change to any code the cell's runs load is new evidence, even when its counts happen to be the same.
     */
    public static String evidence(Plan plan, Plan.Cell c, int successes, int runs) {
        return Hashes.hex16(plan.cellFingerprint(c) + "\u0000" + cell(plan, c) + "\u0000" + successes + "/" + runs);
    }

    /** What a history file held, and the lines that were skipped. */
    public record Contents(List<Entry> entries, List<String> warnings) {
    }

    /** This build's records: one per cell that a gate checks. */
    public static List<Entry> entries(ExperimentResult result, List<GateVerdict> verdicts, Provenance provenance) {
        Plan plan = result.plan();
        Map<String, List<String>> byCell = new LinkedHashMap<>();
        for (GateVerdict v : verdicts) {
            if (!v.puzzle().isEmpty()) {
                byCell.computeIfAbsent(v.puzzle() + "\u0000" + v.variant() + "\u0000" + v.params(),
                        k -> new ArrayList<>())
                        .add(v.gate() + "=" + v.verdict().label());
            }
        }
        List<Entry> out = new ArrayList<>();
        for (Plan.Cell c : plan.cells()) {
            List<String> gates = byCell.get(c.puzzle().id() + "\u0000" + c.variant().name() + "\u0000" + c.params());
            if (gates != null) {
                int successes = result.successes(c.index());
                int runs = result.runs(c.index());
                out.add(new Entry(provenance.finished(), provenance.commit(), provenance.version(), plan.spec().name(),
                        c.puzzle().id(), c.variant().name(), c.params(), successes, runs, plan.runs(),
                        String.join("|", gates), provenance.branch(), evidence(plan, c, successes, runs)));
            }
        }
        return out;
    }

    /** Reads a history file; a missing file is an empty history. */
    public static Contents read(Path file) {
        List<Entry> entries = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        if (Files.isSymbolicLink(file)) {
            warnings.add(file + ": a symbolic link; the history is kept only in a file of its own, so it is not"
                    + " read or written: remove the link");
            return new Contents(entries, warnings);
        }
        if (!Files.exists(file)) {
            return new Contents(entries, warnings);
        }
        if (!Files.isRegularFile(file)) {
            warnings.add(file + ": not a regular file (a folder, a pipe or a device); the history is not read");
            return new Contents(entries, warnings);
        }
        try (CSVParser parser = CSVParser.parse(new StringReader(TextFiles.read(file)),
                CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get())) {
            for (String column : Arrays.copyOf(HEADER, BEFORE_BRANCH)) {
                if (!parser.getHeaderMap().containsKey(column)) {
                    warnings.add(file + ":1: the history's header lacks column '" + column
                            + "'; the history is not read");
                    return new Contents(entries, warnings);
                }
            }
            for (CSVRecord r : parser) {
                try {
                    Entry e = new Entry(Instant.parse(r.get("time")), r.get("commit"), r.get("version"), r.get("spec"),
                            r.get("puzzle"), r.get("variant"), r.get("params"), Integer.parseInt(r.get("successes")),
                            Integer.parseInt(r.get("runs")), Integer.parseInt(r.get("maxRuns")), r.get("verdicts"),
                            r.isMapped("branch") && r.isSet("branch") ? r.get("branch") : "",
                            r.isMapped("evidence") && r.isSet("evidence") ? r.get("evidence") : "");
                    if (e.runs() < 1 || e.successes() < 0 || e.successes() > e.runs() || e.maxRuns() < e.runs()) {
                        throw new IllegalArgumentException("successes, runs and maxRuns do not fit together");
                    }
                    if (e.time().isAfter(Instant.now().plus(java.time.Duration.ofDays(1)))) {
                        warnings.add(file + ":" + (r.getRecordNumber() + 1) + ": a record dated " + e.time()
                                + ", after this build: a clock set wrong or an edited file; it is read in its place"
                                + " in the file");
                    }
                    entries.add(e);
                } catch (IllegalArgumentException | IllegalStateException | DateTimeParseException e) {
                    warnings.add(file + ":" + (r.getRecordNumber() + 1) + ": unreadable history line skipped ("
                            + e.getMessage() + ")");
                }
            }
        } catch (IOException | RuntimeException e) {
            warnings.add(file + ": the history cannot be read (" + e.getMessage() + "); the lines before the damage"
                    + " were kept");
        }
        return new Contents(entries, warnings);
    }

    /** How many of {@link #HEADER}'s columns the file's header line has: 11, 12, or all of them. */
    private static int columns(Path file) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String header = in.readLine();
            List<String> names = header == null ? List.of() : List.of(header.replace("\uFEFF", "").trim().split(","));
            return names.contains("evidence") ? HEADER.length : names.contains("branch")
                    ? BEFORE_EVIDENCE : BEFORE_BRANCH;
        }
    }

    /**
     * Appends a build's records in one write, under a lock; writes the header into a new file. A record
     * with the same evidence as its cell's last record in {@code earlier} (the history as read before the
     * build) is the same runs again and is not appended. Returns the records appended.
     */
    public static List<Entry> append(Path file, List<Entry> entries, List<Entry> earlier) throws IOException {
        Map<String, Entry> last = new HashMap<>();
        for (Entry e : earlier) {
            last.put(e.cell(), e);
        }
        List<Entry> fresh = entries.stream().filter(e -> !sameEvidence(last.get(e.cell()), e.evidence())).toList();
        append(file, fresh);
        return fresh;
    }

    /** Appends a build's records in one write, under a lock; writes the header into a new file. */
    public static void append(Path file, List<Entry> entries) throws IOException {
        if (entries.isEmpty()) {
            return;
        }
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        int columns = !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) || Files.size(file) == 0 ? HEADER.length
                : columns(file);
        StringWriter text = new StringWriter();
        try (CSVPrinter p = new CSVPrinter(text, CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get())) {
            for (Entry e : entries) {
                List<Object> values = new ArrayList<>(List.of(e.time(), e.commit(), e.version(), e.spec(), e.puzzle(),
                        e.variant(), e.params(), e.successes(), e.runs(), e.maxRuns(), e.verdicts(), e.branch(),
                        e.evidence()));
                // a file from before the branch or evidence column keeps the columns it has
                p.printRecord(values.subList(0, columns));
            }
        }
        // written at the end under an exclusive lock (not APPEND, which cannot be read from): two builds
        // appending at once write one after the other
        // never through a symbolic link: that would append to whatever file the link names
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)) {
            channel.lock(); // exclusive, and held until the channel closes
            String block = text.toString();
            if (channel.size() == 0) {
                block = String.join(",", HEADER) + "\n" + block;
            } else {
                ByteBuffer last = ByteBuffer.allocate(1);
                channel.read(last, channel.size() - 1);
                if (last.get(0) != '\n') {
                    block = "\n" + block; // a line cut short by a crash stays alone, and is skipped when read
                }
            }
            ByteBuffer bytes = ByteBuffer.wrap(block.getBytes(StandardCharsets.UTF_8));
            channel.position(channel.size());
            while (bytes.hasRemaining()) {
                channel.write(bytes);
            }
            channel.force(false);
        }
    }
}
