package io.galab.tune;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Notes;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.StopReason;
import io.galab.experiment.Plan;
import io.galab.experiment.PlannedRun;
import io.galab.experiment.RunExecutor;
import io.galab.experiment.RunRecord;
import io.galab.experiment.run.Journal;
import io.galab.experiment.spec.ConfigurationValues;
import io.galab.experiment.spec.Spec;
import io.galab.experiment.spec.SpecException;
import io.galab.experiment.spec.TuneSpec;
import io.galab.puzzle.Puzzle;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The runs of a tuning: each (configuration, instance, seed) made once, through the experiments'
 * {@link RunExecutor} (threads, Spark), and kept in the tuning's append-only journal (docs/tuning.md,
 * "Resuming"). A rerun reads the journal and makes only the runs it lacks; since a run is a pure
 * function of its configuration, puzzle, seed and budget, the race replays to the same result.
 *
 * <p>Journal lines: {@code key,solved,generations,evaluations,millis,crc}, the key being
 * {@code puzzle|seed|name=value;…} over every parameter of the algorithm (defaults written out), the
 * crc that of {@link Journal#crc}. The header names a fingerprint of the algorithm's code, the
 * puzzles and the run budget; a journal of another fingerprint is moved aside, never deleted.
 */
final class TuneRuns {

    /** A run's outcome. */
    record Outcome(boolean solved, long generations, long evaluations, long millis) {
    }

    /**
     * One run wanted: a configuration's full parameters (and their canonical text) on a puzzle with a
     * seed.
     */
    record Want(Map<String, Object> params, Parameters parameters, String canonical, Puzzle puzzle, long seed) {
        String key() {
            return puzzle.id() + "|" + seed + "|" + canonical;
        }
    }

    static final String FILE = "journal.csv";
    private static final String MAGIC = "# galab-tune-journal v1";

    private final TuneSpec spec;
    private final Algorithms algorithms;
    private final Algorithm algorithm;
    private final RunExecutor executor;
    private final int threads;
    private final Plan.Options planOptions;
    private final Map<String, Spec.PuzzleSource> sourceOf;
    private final Map<String, Outcome> done = new HashMap<>();
    private final Map<ResolvedKey, Resolved> resolved = new HashMap<>();
    private final List<String> warnings = new ArrayList<>();
    private BufferedWriter writer;
    private long made;

    TuneRuns(TuneSpec spec, Algorithms algorithms, RunExecutor executor, int threads, Plan.Options planOptions,
            Map<String, Spec.PuzzleSource> sourceOf) {
        this.spec = spec;
        this.algorithms = algorithms;
        this.algorithm = algorithms.get(spec.algorithm());
        this.executor = executor;
        this.threads = threads;
        this.planOptions = planOptions;
        this.sourceOf = Map.copyOf(sourceOf);
    }

    /**
     * Opens the journal in {@code dir}: reads what it holds when the fingerprint matches and {@code resume}; with
     * resume off it is kept aside unread and every run is made again.
     */
    void open(Path dir, String fingerprint, boolean resume) throws IOException {
        Files.createDirectories(dir);
        Path path = dir.resolve(FILE);
        if (Files.isSymbolicLink(path) || Files.exists(path) && !Files.isRegularFile(path)) {
            throw new IOException(path + " is a symbolic link or not a regular file; galab writes its tuning journal"
                    + " only into a file of the output folder itself: move it away");
        }
        String header = MAGIC + " tune=" + spec.name() + " fingerprint=" + fingerprint;
        if (Files.exists(path) && !resume) {
            Path stale = dir.resolve("journal.stale-" + System.currentTimeMillis() + ".csv");
            Files.move(path, stale);
            warnings.add("resume is off: every run is made again and no journal is read (the previous tuning journal"
                    + " is kept as " + stale.getFileName() + ")");
        } else if (Files.exists(path)) {
            List<String> lines = lines(path);
            if (lines.isEmpty() || !lines.get(0).equals(header)) {
                Path stale = dir.resolve("journal.stale-" + System.currentTimeMillis() + ".csv");
                Files.move(path, stale);
                warnings.add("the tuning journal was written for other code, puzzles or run budget; kept as "
                        + stale.getFileName() + ", and the runs start again");
            } else {
                String text = new String(Files.readAllBytes(path), StandardCharsets.UTF_8);
                if (!text.endsWith("\n")) {
                    // a line cut short by a kill: drop it, that run is made again
                    Files.writeString(path, text.substring(0, text.lastIndexOf('\n') + 1), StandardCharsets.UTF_8);
                    lines = lines(path);
                }
                for (int i = 1; i < lines.size(); i++) {
                    read(lines.get(i), path, i + 1);
                }
            }
        }
        boolean fresh = !Files.exists(path);
        writer = Files.newBufferedWriter(path, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
        if (fresh) {
            writer.write(header + "\n");
            writer.flush();
        }
    }

    /**
     * The journal's lines. Bytes that are not UTF-8 (a damaged line) read as replacement characters, so
     * that line fails its checksum and is named with its file and line, instead of stopping the read.
     */
    private static List<String> lines(Path path) throws IOException {
        return new String(Files.readAllBytes(path), StandardCharsets.UTF_8).lines().toList();
    }

    private void read(String line, Path path, int lineNo) {
        int comma = line.lastIndexOf(',');
        String[] f = comma < 0 ? new String[0] : line.substring(0, comma).split(",", -1);
        if (f.length != 5 || !line.substring(comma + 1).equals(Journal.crc(line.substring(0, comma)))) {
            warnings.add(path + ":" + lineNo + ": a journal line that is damaged or edited is not used; that run"
                    + " is made again");
            return;
        }
        try {
            done.putIfAbsent(f[0], new Outcome(Boolean.parseBoolean(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3]),
                    Long.parseLong(f[4])));
        } catch (NumberFormatException e) {
            warnings.add(path + ":" + lineNo + ": an unreadable journal line is not used");
        }
    }

    List<String> warnings() {
        return warnings;
    }

    /** Runs made by this process (not read from the journal). */
    long made() {
        return made;
    }

    /** The outcome of a run made before. */
    Outcome get(Want w) {
        return done.get(w.key());
    }

    /** Makes every wanted run the journal lacks, as one batch of the executor. */
    void make(List<Want> wants) throws IOException, InterruptedException {
        Map<String, Want> missing = new LinkedHashMap<>();
        for (Want w : wants) {
            if (!done.containsKey(w.key())) {
                missing.putIfAbsent(w.key(), w);
            }
        }
        if (missing.isEmpty()) {
            return;
        }
        Map<String, Spec.Variant> variants = new LinkedHashMap<>();
        Map<String, Spec.PuzzleSource> puzzles = new LinkedHashMap<>();
        for (Want w : missing.values()) {
            variants.computeIfAbsent(w.canonical(), k -> new Spec.Variant("c" + variants.size(), spec.algorithm(),
                    w.params(), List.of(w.parameters()), List.of(), null));
            Spec.PuzzleSource s = sourceOf.get(w.puzzle().id());
            puzzles.computeIfAbsent(w.puzzle().id(), id -> new Spec.PuzzleSource(s.set(), List.of(id), s.count(),
                    s.seed(),
                    s.at()));
        }
        Spec batchSpec = new Spec(spec.file(), spec.name(), spec.title(), "", spec.seed(), missing.size(), 1,
                spec.runBudget(), List.copyOf(puzzles.values()), List.copyOf(variants.values()), Map.of(), List.of(),
                List.of(), Spec.DEFAULT_CHECK_SECONDS);
        Plan plan = Plan.of(batchSpec, algorithms, planOptions);
        Map<String, Integer> cellOf = new HashMap<>();
        for (Plan.Cell c : plan.cells()) {
            cellOf.put(c.puzzle().id() + "|" + c.variant().name(), c.index());
        }
        List<PlannedRun> batch = new ArrayList<>();
        List<String> keys = new ArrayList<>(missing.keySet());
        for (int i = 0; i < keys.size(); i++) {
            Want w = missing.get(keys.get(i));
            String variant = variants.get(w.canonical()).name();
            batch.add(new PlannedRun(cellOf.get(w.puzzle().id() + "|" + variant), i, w.seed()));
        }
        IOException[] failure = new IOException[1];
        String[] failed = new String[1];
        int[] failures = new int[1];
        executor.execute(plan, batch, threads, r -> {
            if (r.outcome() == StopReason.PROGRAM_FAILED) {
                synchronized (failures) {
                    failures[0]++;
                    failed[0] = r.note();
                }
            }
            record(keys.get(r.run()), r, failure);
        });
        if (failure[0] != null) {
            throw failure[0];
        }
        if (failures[0] == batch.size()) {
            // a program that fails on every run would be tuned on nothing but its failures
            throw new SpecException(spec.file().toString(), 1, 1, "all " + batch.size() + " runs of a batch failed,"
                    + " the last with: " + Notes.oneLine(failed[0]) + "; its runs are kept in the journal");
        }
    }

    private void record(String key, RunRecord r, IOException[] failure) {
        if (done.containsKey(key)) {
            return;
        }
        Outcome o = new Outcome(r.solved(), r.generations(), r.evaluations(), r.millis());
        done.put(key, o);
        made++;
        String line = key + "," + o.solved() + "," + o.generations() + "," + o.evaluations() + "," + o.millis();
        try {
            writer.write(line + "," + Journal.crc(line) + "\n");
            writer.flush();
        } catch (IOException e) {
            failure[0] = e;
        }
    }

    void close() throws IOException {
        if (writer != null) {
            writer.close();
        }
    }

    /**
     * A run of a configuration on a puzzle with a seed: the spec's fixed values and the tuned ones given, every
     * other parameter from the algorithm's size table for the puzzle's geometry or its declared default, as a
     * variant of a spec resolves them (docs/tuning.md, "Defaults by size"); resolved once per configuration
     * and geometry.
     */
    Want want(Map<String, String> tuned, Puzzle puzzle, long seed) {
        Resolved r = resolved.computeIfAbsent(new ResolvedKey(tuned, puzzle.geometry()), k -> {
            Parameters parameters = algorithm.parameters(given(k.tuned()), puzzle);
            return new Resolved(new LinkedHashMap<>(parameters.asMap()), parameters, parameters.canonical());
        });
        return new Want(r.params(), r.parameters(), r.canonical(), puzzle, seed);
    }

    private record ResolvedKey(Map<String, String> tuned, io.galab.puzzle.Geometry geometry) {
    }

    /** A configuration's full parameters and their canonical text, resolved once per configuration. */
    private record Resolved(Map<String, Object> params, Parameters parameters, String canonical) {
    }

    /** What a configuration gives: the spec's fixed values and the tuned ones, typed. */
    private Map<String, Object> given(Map<String, String> tuned) {
        Map<String, Object> params = new LinkedHashMap<>(spec.params());
        for (Map.Entry<String, String> e : tuned.entrySet()) {
            params.put(e.getKey(), ConfigurationValues.typed(algorithm.parameter(e.getKey()), e.getValue()));
        }
        return params;
    }
}
