package io.galab.lab;

import static io.galab.lab.ReportFiles.write;

import io.galab.algorithm.Algorithms;
import io.galab.experiment.Confinement;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.run.ExperimentRunner;
import io.galab.experiment.spec.Globs;
import io.galab.experiment.Plan;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.RunExecutor;
import io.galab.experiment.Shard;
import io.galab.experiment.distribute.Shards;
import io.galab.experiment.spec.Spec;
import io.galab.experiment.spec.SpecException;
import io.galab.experiment.spec.SpecLoader;
import io.galab.report.Analysis;
import io.galab.report.gate.Baselines;
import io.galab.report.export.CsvReports;
import io.galab.report.Format;
import io.galab.report.gate.GateVerdict;
import io.galab.report.gate.GateRules;
import io.galab.report.gate.Gates;
import io.galab.report.gate.History;
import io.galab.report.gate.Overview;
import io.galab.report.Provenance;
import io.galab.report.gate.SequentialGates;
import io.galab.report.gate.Tally;
import io.galab.report.gate.ChangePoints;
import io.galab.experiment.spec.TuneSpec;
import io.galab.experiment.spec.TuneSpecLoader;
import io.galab.tune.TuneReport;
import io.galab.tune.TuneResult;
import io.galab.tune.Tuner;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The pipeline for one spec at a time: find specs, check them, run them, compute statistics, write
 * every report, evaluate the gates, and record baselines. {@link Session} drives it for a set of specs
 * on behalf of the CLI, the Maven goals and the benchmarks.
 */
public final class Lab {

    /** Everything one spec's run produced; {@code overview} is null for a shard. */
    public record SpecRun(Spec spec, Plan plan, Path reportDirectory, ExperimentResult result, Analysis analysis,
            List<GateVerdict> verdicts, Overview overview, List<String> changes) {

        public boolean failed() {
            return Gates.failed(verdicts);
        }

        public boolean refused() {
            return Gates.refused(verdicts);
        }

        public Path html() {
            return reportDirectory.resolve("index.html");
        }
    }

    /** The outcome of recording a baseline. */
    public record BaselineResult(Path file, List<Baselines.Row> rows, List<String> lowered, boolean written) {
    }

    private final Algorithms algorithms;
    /** Reports go to {@code <outputDirectory>/<spec-name>/}. */
    private final Path outputDirectory;
    /** Where {@link #baseline} writes {@code <spec>.csv}; null means a {@code baselines} folder beside each spec. */
    private final Path baselineDirectory;
    private final int threads;
    /** Overrides every spec's runs (a quick try), or null. */
    private final Integer runs;
    private final boolean resume;
    /** Puzzle paths must resolve inside this folder; null means each spec's folder. */
    private final Path root;
    private final boolean allowOutsideRoot;
    /** The reports to write ({@code overview.csv} is always written). */
    private final Set<Format> formats;
    private final ReportWriters writers;
    private final RunExecutor executor;
    /** The shard of each spec to run, or null to run whole specs and report them. */
    private final Shard shard;
    private final boolean waitForFolder;
    /** A missing baseline file or row fails its cells (on CI) instead of warning. */
    private final boolean requireBaselines;
    /** Where a spec's run keeps the history, or null for none. */
    private final Function<Spec, Path> history;

    /** A lab with the settings of {@code b}; see {@link Session.Builder}, the one way to configure it. */
    Lab(Session.Builder b) {
        this.algorithms = b.algorithms;
        this.outputDirectory = b.outputDirectory;
        this.baselineDirectory = b.baselineDirectory;
        this.threads = b.threads;
        this.runs = b.runs;
        this.resume = b.resume;
        this.root = b.root != null || b.target == null ? b.root
                : Files.isDirectory(b.target) ? b.target : b.target.toAbsolutePath().getParent();
        this.allowOutsideRoot = b.allowOutside;
        this.formats = b.formats;
        this.writers = new ReportWriters(b.formats);
        this.executor = b.executor();
        this.shard = b.shard;
        this.waitForFolder = b.waitForFolder;
        this.requireBaselines = b.requireBaselines;
        Path file = b.historyFile;
        this.history = !b.keepHistory ? null : file != null ? spec -> file
                : spec -> spec.file().toAbsolutePath().getParent().resolve(History.FILE);
    }

    /**
     * The spec files to run: the file itself, or every {@code *.yaml} / {@code *.yml} directly in the
     * folder, sorted, keeping those whose file name (without extension) or spec name matches one of the
     * selector globs (all when there are none).
     */
    public static List<Path> findSpecs(Path fileOrDirectory, List<String> selectors) {
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(fileOrDirectory)) {
            try (Stream<Path> list = Files.list(fileOrDirectory)) {
                list.filter(Files::isRegularFile).filter(p -> {
                    String n = p.getFileName().toString();
                    return n.endsWith(".yaml") || n.endsWith(".yml");
                }).sorted().forEach(files::add);
            } catch (IOException e) {
                throw new SpecException(fileOrDirectory.toString(), 1, 1, "cannot list spec folder: " + e.getMessage());
            }
        } else if (Files.isRegularFile(fileOrDirectory)) {
            files.add(fileOrDirectory);
        } else {
            throw new SpecException(fileOrDirectory.toString(), 1, 1, "no spec file or folder here");
        }
        List<Path> chosen = new ArrayList<>();
        for (Path f : files) {
            String base = f.getFileName().toString().replaceFirst("\\.ya?ml$", "");
            if (Globs.matchesAny(selectors, base)) {
                chosen.add(f);
            }
        }
        return chosen;
    }

    /** Loads and plans every spec (checking puzzles and parameters); runs nothing. */
    public List<Plan> validate(List<Path> specFiles) {
        List<Plan> plans = new ArrayList<>();
        Map<String, Path> names = new LinkedHashMap<>();
        for (Path f : specFiles) {
            Plan plan = plan(f);
            claimName(names, plan, f);
            plans.add(plan);
        }
        return plans;
    }

    /**
     * Records the plan's spec name in {@code names} (name → file).
     *
     * @throws SpecException when another spec file of the set already has the name
     */
    static void claimName(Map<String, Path> names, Plan plan, Path file) {
        Path other = names.putIfAbsent(plan.spec().name(), file);
        if (other != null) {
            throw new SpecException(file.toString(), 1, 1, "spec name '" + plan.spec().name() + "' is also used by "
                    + other + "; names must be unique in a folder (they name the report folder)");
        }
    }

    /** A finished tuning: its result and its page. */
    public record TuneRun(TuneResult result, Path page) {
    }

    /**
     * Tunes one tune spec (docs/tuning.md), resuming from the journal in {@code <out>/<name>/}, and writes
     * its report there. Bad input is a located exception.
     */
    public TuneRun tune(Path tuneFile, Path out, Consumer<String> progress) throws IOException, InterruptedException {
        if (!allowOutsideRoot) {
            Confinement.check(tuneFile, root != null ? root : tuneFile.toAbsolutePath().getParent(), "tune spec");
        }
        Path project = root != null ? root : tuneFile.toAbsolutePath().getParent();
        TuneSpec spec = new TuneSpecLoader(algorithms).withReadCheck(file -> {
            if (!allowOutsideRoot) {
                Confinement.check(file, project, "parameter file");
            }
        }).loadTune(tuneFile);
        Path dir = out.resolve(spec.name());
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw ReportFiles.explain("cannot create the tuning folder", dir, e);
        }
        // one tuning per folder at a time: two would append to one journal
        FolderLock lock = FolderLock.acquire(dir, waitForFolder, new ProgressListener() {
            @Override
            public void warning(String message) {
                progress.accept(message);
            }
        });
        try (lock) {
            TuneResult result = Tuner.run(spec, algorithms, dir, new Tuner.Options(executor, threads,
                    new Plan.Options(null, root, allowOutsideRoot), progress));
            return new TuneRun(result, TuneReport.write(result, dir));
        }
    }

    public Plan plan(Path specFile) {
        if (!allowOutsideRoot) {
            Confinement.check(specFile, root != null ? root : specFile.toAbsolutePath().getParent(), "spec");
        }
        Spec spec = new SpecLoader(algorithms).load(specFile);
        return Plan.of(spec, algorithms, new Plan.Options(runs, root, allowOutsideRoot));
    }

    /**
     * Runs one spec (resuming from its journal), writes its reports and the top-level index. With a
     * shard, runs only the shard and writes its journal, runs.csv and shard.properties.
     */
    public SpecRun run(Plan plan, ProgressListener listener) throws IOException, InterruptedException {
        Path dir = outputDirectory.resolve(plan.spec().name());
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw ReportFiles.explain("cannot create the report folder", dir, e);
        }
        FolderLock lock;
        try {
            lock = FolderLock.acquire(dir, waitForFolder, listener);
        } catch (FolderLock.InUseException e) {
            throw e;
        } catch (IOException e) {
            throw ReportFiles.explain("cannot lock the report folder", dir, e);
        }
        try (lock) {
            ReportFiles.removeLeftovers(dir);
            return runLocked(plan, dir, listener);
        }
    }

    private SpecRun runLocked(Plan plan, Path dir, ProgressListener listener) throws IOException, InterruptedException {
        long start = System.nanoTime();
        plan.warnings().forEach(listener::warning);
        ExperimentResult result;
        try {
            result = new ExperimentRunner(plan, dir, new ExperimentRunner.Options(threads, resume, executor,
                    shard == null ? Shard.WHOLE : shard, SequentialGates.of(plan))).run(listener);
        } catch (IOException e) {
            throw ReportFiles.explain("cannot write the journal in", dir, e);
        }
        if (shard != null) {
            write(dir.resolve("runs.csv"), () -> CsvReports.runs(dir.resolve("runs.csv"), result));
            write(dir.resolve(Shards.FILE), () -> Shards.describe(dir, plan, shard));
            return new SpecRun(plan.spec(), plan, dir, result, null, List.of(), null, List.of());
        }
        return report(plan, dir, result, Duration.ofNanos(System.nanoTime() - start), listener);
    }

    /**
     * Merges the shard folders of one spec (from {@code run --shard}) into its full reports in the
     * output folder, after checking that they are complete and consistent (see {@link Shards#merge}).
     */
    public SpecRun merge(List<Path> shardDirectories) throws IOException {
        return merge(shardDirectories, ProgressListener.NONE);
    }

    /** {@link #merge(List)}, telling {@code listener} of warnings (an unreadable history line, for one). */
    public SpecRun merge(List<Path> shardDirectories, ProgressListener listener) throws IOException {
        long start = System.nanoTime();
        List<Shards.Info> infos = new ArrayList<>();
        for (Path d : shardDirectories) {
            infos.add(Shards.read(d));
        }
        Path spec = infos.get(0).spec();
        for (Shards.Info i : infos) {
            if (!i.spec().equals(spec)) {
                throw new IllegalArgumentException("shards of different specs: " + spec + " and " + i.spec());
            }
        }
        Plan plan = plan(spec);
        ExperimentResult result = Shards.merge(plan, infos, SequentialGates.of(plan));
        Path dir = outputDirectory.resolve(plan.spec().name());
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw ReportFiles.explain("cannot create the report folder", dir, e);
        }
        return report(plan, dir, result, Duration.ofNanos(System.nanoTime() - start), listener);
    }

    /** Writes the reports the formats asks for, and always {@code overview.csv}. */
    private SpecRun report(Plan plan, Path dir, ExperimentResult result, Duration wall, ProgressListener listener)
            throws IOException {
        Analysis analysis = Analysis.of(result);
        List<History.Entry> earlier = List.of();
        Path historyFile = history == null ? null : history.apply(plan.spec());
        if (historyFile != null) {
            plan.confine(historyFile, "history file");
            History.Contents contents = History.read(historyFile);
            contents.warnings().forEach(listener::warning);
            earlier = contents.entries();
        }
        List<GateVerdict> verdicts = Gates.evaluate(result, earlier, requireBaselines);
        Provenance provenance = Provenance.of(plan.spec().file(), wall, threads);
        List<History.Entry> trend = new ArrayList<>(earlier);
        if (historyFile != null) {
            List<History.Entry> now = History.entries(result, verdicts, provenance);
            try {
                History.append(historyFile, now);
            } catch (IOException e) {
                // the history is a record across builds, not this build's result: a read-only spec folder
                // (a mounted checkout) must not fail a run whose reports can be written
                listener.warning(ReportFiles.explain("cannot append to the history", historyFile, e).getMessage()
                        + "; this build is not in the history");
            }
            trend.addAll(now);
        }
        // once: the page, the log and summary.md name the same change points
        List<String> changes = historyFile == null ? List.of() : ChangePoints.changes(result, trend);
        Spec spec = plan.spec();
        // the runs made: fewer than the plan's when sequential gates stopped cells early
        Overview overview = new Overview(spec.name(), spec.title(), spec.source(), plan.totalRuns() - result.saved(),
                provenance.date(), provenance.version(), Tally.of(analysis, verdicts));
        write(dir.resolve(Overview.FILE), () -> overview.write(dir.resolve(Overview.FILE)));
        writers.write(new ReportWriters.Reported(dir, outputDirectory, spec.name(), result, analysis, verdicts,
                provenance, trend, changes));
        return new SpecRun(spec, plan, dir, result, analysis, verdicts, overview, changes);
    }

    /** Where {@link #baseline} writes the spec's baseline. */
    public Path baselineFile(Spec spec) {
        Path dir = baselineDirectory != null ? baselineDirectory
                : spec.file().toAbsolutePath().getParent().resolve("baselines");
        return dir.resolve(spec.name() + ".csv");
    }

    /**
     * Runs the spec (resuming) and records its success counts as the baseline. Refuses to lower any
     * cell's rate unless {@code allowLower}; the result then lists the cells and nothing is written.
     */
    public BaselineResult baseline(Plan plan, boolean allowLower, ProgressListener listener)
            throws IOException, InterruptedException {
        SpecRun run = run(plan, listener);
        // recorded now: each cell's change-point test counts its history from here (accepting a change)
        java.time.Instant now = java.time.Instant.now();
        List<Baselines.Row> rows = Baselines.rows(run.result()).stream().map(r -> r.recordedAt(now)).toList();
        Path file = baselineFile(plan.spec());
        List<String> lowered = Files.exists(file)
                ? Baselines.lowered(GateRules.byCell(plan, Baselines.read(file)), rows) : List.of();
        if (!lowered.isEmpty() && !allowLower) {
            return new BaselineResult(file, rows, lowered, false);
        }
        Baselines.write(file, rows);
        return new BaselineResult(file, rows, lowered, true);
    }
}
