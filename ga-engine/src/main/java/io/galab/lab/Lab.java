package io.galab.lab;

import static io.galab.lab.ReportFiles.write;

import io.galab.experiment.Confinement;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.run.ExperimentRunner;
import io.galab.experiment.Plan;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.Shard;
import io.galab.experiment.distribute.Shards;
import io.galab.experiment.spec.Spec;
import io.galab.experiment.spec.SpecException;
import io.galab.experiment.spec.SpecLoader;
import io.galab.report.Analysis;
import io.galab.report.gate.Baselines;
import io.galab.report.export.CsvReports;
import io.galab.report.gate.GateVerdict;
import io.galab.report.gate.GateRules;
import io.galab.report.gate.Gates;
import io.galab.report.gate.History;
import io.galab.report.gate.Overview;
import io.galab.report.Provenance;
import io.galab.report.gate.SequentialGates;
import io.galab.report.gate.Tally;
import io.galab.report.gate.ChangePoints;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    private final Settings settings;
    private final ReportWriters writers;

    /** A lab with {@code settings}; see {@link Session.Builder}, the one way to make them. */
    Lab(Settings settings) {
        this.settings = settings;
        this.writers = new ReportWriters(settings.formats());
    }

    /** What this lab was configured with. */
    public Settings settings() {
        return settings;
    }

    /** Every spec of a set, planned, and what was wrong with those that could not be. */
    record Checked(List<Plan> plans, List<RuntimeException> problems) {
    }

    /**
     * Loads and plans every spec (checking puzzles and parameters, and that no two specs share a name,
     * since the name names the report folder); runs nothing. Every spec is checked: a broken one is a
     * problem of the result, not the end of the check.
     */
    Checked check(List<Path> specFiles) {
        List<Plan> plans = new ArrayList<>();
        List<RuntimeException> problems = new ArrayList<>();
        Map<String, Path> names = new LinkedHashMap<>();
        for (Path f : specFiles) {
            try {
                Plan plan = plan(f);
                Path other = names.putIfAbsent(plan.spec().name(), f);
                if (other != null) {
                    throw new SpecException(f.toString(), 1, 1, "spec name '" + plan.spec().name()
                            + "' is also used by " + other + "; names must be unique in a folder (they name the"
                            + " report folder)");
                }
                plans.add(plan);
            } catch (RuntimeException e) {
                problems.add(e);
            }
        }
        return new Checked(plans, problems);
    }

    /** Loads and plans every spec, as {@link #check}; the first problem is thrown. */
    public List<Plan> validate(List<Path> specFiles) {
        Checked checked = check(specFiles);
        if (!checked.problems().isEmpty()) {
            throw checked.problems().get(0);
        }
        return checked.plans();
    }

    public Plan plan(Path specFile) {
        if (!settings.allowOutside()) {
            Confinement.check(specFile, settings.project(specFile), "spec");
        }
        Spec spec = new SpecLoader(settings.algorithms()).load(specFile);
        return Plan.of(spec, settings.algorithms(), settings.planOptions());
    }

    /**
     * Runs one spec (resuming from its journal), writes its reports and the top-level index. With a
     * shard, runs only the shard and writes its journal, runs.csv and shard.properties.
     */
    public SpecRun run(Plan plan, ProgressListener listener) throws IOException, InterruptedException {
        return run(plan, listener, true);
    }

    /**
     * As {@link #run(Plan, ProgressListener)}; {@code history} false leaves the solver-quality history as it is
     * (a baseline's runs are not a build of the trend: docs/gates.md, "Solver-quality trend").
     */
    private SpecRun run(Plan plan, ProgressListener listener, boolean history)
            throws IOException, InterruptedException {
        Path dir = reportFolder(plan);
        FolderLock lock;
        try {
            lock = FolderLock.acquire(dir, settings.waitForFolder(), listener);
        } catch (FolderLock.InUseException e) {
            throw e;
        } catch (IOException e) {
            throw ReportFiles.explain("cannot lock the report folder", dir, e);
        }
        try (lock) {
            ReportFiles.removeLeftovers(dir);
            return runLocked(plan, dir, listener, history);
        }
    }

    private SpecRun runLocked(Plan plan, Path dir, ProgressListener listener, boolean history)
            throws IOException, InterruptedException {
        long start = System.nanoTime();
        Shard shard = settings.shard();
        plan.warnings().forEach(listener::warning);
        ExperimentResult result;
        try {
            result = new ExperimentRunner(plan, dir, new ExperimentRunner.Options(settings.threads(), settings.resume(),
                    settings.executor(), shard == null ? Shard.WHOLE : shard, SequentialGates.of(plan))).run(listener);
        } catch (IOException e) {
            throw ReportFiles.explain("cannot write the journal in", dir, e);
        }
        if (shard != null) {
            write(dir.resolve("runs.csv"), () -> CsvReports.runs(dir.resolve("runs.csv"), result));
            write(dir.resolve(Shards.FILE), () -> Shards.describe(dir, plan, shard,
                    settings.project(plan.spec().file()), settings.allowOutside()));
            return new SpecRun(plan.spec(), plan, dir, result, null, List.of(), null, List.of());
        }
        ExternalChecks.check(plan, result, listener, dir);
        long reporting = System.nanoTime();
        SpecRun run = report(plan, dir, result, Duration.ofNanos(reporting - start), listener, history);
        if (settings.verbose()) {
            long end = System.nanoTime();
            // what the reports cost beside the runs (docs/experiments.md, "Reports at scale")
            listener.stage(String.format(java.util.Locale.ROOT, "%s: reports written in %.2f s, %.1f%% of the"
                    + " spec's %.1f s", plan.spec().name(), (end - reporting) / 1e9, 100.0 * (end - reporting)
                    / (end - start), (end - start) / 1e9));
        }
        return run;
    }

    /** The spec's report folder, {@code <output>/<spec-name>/}, made if missing. */
    Path reportFolder(Plan plan) throws IOException {
        Path dir = settings.outputDirectory().resolve(plan.spec().name());
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw ReportFiles.explain("cannot create the report folder", dir, e);
        }
        return dir;
    }

    /** Writes the reports the formats asks for, and always {@code overview.csv}. */
    SpecRun report(Plan plan, Path dir, ExperimentResult result, Duration wall, ProgressListener listener)
            throws IOException {
        return report(plan, dir, result, wall, listener, true);
    }

    private SpecRun report(Plan plan, Path dir, ExperimentResult result, Duration wall, ProgressListener listener,
            boolean appendHistory) throws IOException {
        Analysis analysis = Analysis.of(result, message -> listener.stage(plan.spec().name() + ": " + message));
        List<History.Entry> earlier = List.of();
        Path historyFile = settings.history();
        if (historyFile != null) {
            if (settings.historyFile() != null) {
                plan.confine(historyFile, "history file"); // a file the user named; the default is galab's output
            }
            History.Contents contents = History.read(historyFile);
            contents.warnings().forEach(listener::warning);
            earlier = contents.entries();
        }
        List<GateVerdict> verdicts = Gates.evaluate(result, earlier, settings.requireBaselines());
        // galab's own outputs (this report folder, the output folder's journals, the history) never make it +dirty
        List<Path> outputs = new ArrayList<>(List.of(settings.outputDirectory()));
        if (historyFile != null) {
            outputs.add(historyFile);
        }
        Provenance provenance = Provenance.of(plan.spec().file(), wall, settings.threads(), outputs);
        List<History.Entry> trend = new ArrayList<>(earlier);
        List<History.Entry> added = List.of();
        if (historyFile != null && appendHistory) {
            List<History.Entry> now = History.entries(result, verdicts, provenance);
            try {
                // a cell whose runs are the last record's again (all read from the journal) is not a new build
                now = History.append(historyFile, now, earlier);
            } catch (IOException e) {
                // the history is a record across builds, not this build's result: a read-only spec folder
                // (a mounted checkout) must not fail a run whose reports can be written
                listener.warning(ReportFiles.explain("cannot append to the history", historyFile, e).getMessage()
                        + "; this build is not in the history");
            }
            trend.addAll(now);
            added = now;
        }
        // once: the page, the log and summary.md name the same change points
        List<String> changes = historyFile == null ? List.of() : ChangePoints.changes(result, trend, added);
        Spec spec = plan.spec();
        // the runs made: fewer than the plan's when sequential gates stopped cells early
        Overview overview = new Overview(spec.name(), spec.title(), spec.source(), plan.totalRuns() - result.saved(),
                provenance.date(), provenance.version(), Tally.of(analysis, verdicts));
        write(dir.resolve(Overview.FILE), () -> overview.write(dir.resolve(Overview.FILE)));
        writers.write(new ReportWriters.Reported(dir, settings.outputDirectory(), spec.name(), result, analysis,
                verdicts,
                provenance, trend, changes));
        return new SpecRun(spec, plan, dir, result, analysis, verdicts, overview, changes);
    }

    /**
     * Where {@link #baseline} writes the spec's baseline: the file the spec's baseline and trend gates read
     * (docs/gates.md, "Recording a baseline"), so that the two always agree; without such a gate,
     * {@code <baseline folder>/<spec>.csv}. Throws, naming both paths, where they cannot agree: a baseline folder
     * given that is not where the gates read, or gates that read several files.
     */
    public Path baselineFile(Spec spec) {
        Path folder = spec.file().toAbsolutePath().getParent();
        Path byFolder = (settings.baselineDirectory() != null ? settings.baselineDirectory()
                : folder.resolve("baselines")).resolve(spec.name() + ".csv").toAbsolutePath().normalize();
        java.util.Set<Path> read = new java.util.LinkedHashSet<>();
        for (Spec.Gate g : spec.gates()) {
            String file = io.galab.report.gate.GateRules.baselineFile(g);
            if (file != null) {
                read.add(folder.resolve(file).normalize());
            }
        }
        if (read.isEmpty()) {
            return byFolder;
        }
        if (read.size() > 1) {
            throw new BaselineTargetException(spec.file() + ": its gates read " + read.size() + " baseline files ("
                    + String.join(", ", read.stream().map(Path::toString).toList()) + "); a baseline is recorded"
                    + " into one file: make the gates' 'baseline:' and 'trend:' name the same file");
        }
        Path gate = read.iterator().next();
        if (settings.baselineDirectory() != null && !gate.equals(byFolder)) {
            throw new BaselineTargetException(spec.file() + ": its gate reads the baseline " + gate + ", but the"
                    + " baseline folder given (ga.baselineDirectory / --baseline-dir) would write " + byFolder
                    + "; the gate would never read it: drop the folder setting (the baseline goes where the gate"
                    + " reads) or make the gate name that file");
        }
        return gate;
    }

    /** A baseline that cannot be written where the spec's gates read it: the message names both paths. */
    public static final class BaselineTargetException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        BaselineTargetException(String message) {
            super(message);
        }
    }

    /**
     * Runs the spec (resuming) and records its success counts as the baseline. Refuses to lower any
     * cell's rate unless {@code allowLower}; the result then lists the cells and nothing is written.
     */
    public BaselineResult baseline(Plan plan, boolean allowLower, ProgressListener listener)
            throws IOException, InterruptedException {
        Path file = baselineFile(plan.spec()); // before the runs: a target the gates would not read is refused
        SpecRun run = run(plan, listener, false); // the history counts builds, not the baseline's runs
        // recorded now: each cell's change-point test counts its history from here (accepting a change)
        java.time.Instant now = java.time.Instant.now();
        List<Baselines.Row> fresh = Baselines.rows(run.result()).stream().map(r -> r.recordedAt(now)).toList();
        java.util.Map<String, Baselines.Row> old = Files.exists(file) ? GateRules.byCell(plan, Baselines.read(file))
                : java.util.Map.of();
        List<String> lowered = Baselines.lowered(old, fresh);
        // a row whose counts are unchanged keeps its line, recording time included
        List<Baselines.Row> rows = Baselines.merge(old, fresh);
        if (!lowered.isEmpty() && !allowLower) {
            return new BaselineResult(file, rows, lowered, false);
        }
        Baselines.write(file, rows);
        return new BaselineResult(file, rows, lowered, true);
    }
}
