package io.galab.lab;

import io.galab.algorithm.Algorithms;
import io.galab.experiment.LocalExecutor;
import io.galab.experiment.Plan;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.RunExecutor;
import io.galab.experiment.RunExecutors;
import io.galab.experiment.Shard;
import io.galab.experiment.distribute.PlanFiles;
import io.galab.experiment.spec.SpecException;
import io.galab.report.Format;
import io.galab.report.export.IohExport;
import io.galab.report.export.MarkdownSummary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * galab's application service: what the CLI, the Maven goals and the benchmarks ask for, done once.
 * A session selects the specs of a file or folder, plans them, runs them on the chosen executor,
 * writes the reports, evaluates the gates and records baselines, and tells a {@link Console} what
 * happened. The adapters only parse their options into a session and turn its {@link Outcome} into an
 * exit status or a Maven failure, so the CLI and the plugin behave the same by construction.
 *
 * <p>Engine errors (a bad spec, an unwritable folder, an interruption) propagate as the engine's
 * exceptions; each adapter turns them into its own kind of error without a stack trace.
 */
public final class Session {

    private final SpecSelection selection;
    private final Settings settings;
    private final Lab lab;
    private final boolean rootGiven;

    /** The plans a shard's run is held to ({@link PlanFiles}), or null. */
    private final Path expectPlan;

    private Session(Path target, List<String> selectors, Settings settings, boolean rootGiven, Path expectPlan) {
        this.selection = new SpecSelection(target, selectors);
        this.settings = settings;
        this.lab = new Lab(settings);
        this.rootGiven = rootGiven;
        this.expectPlan = expectPlan;
    }

    /** A session over the spec file or folder {@code target}, run with {@code algorithms}. */
    public static Builder builder(Algorithms algorithms, Path target) {
        return new Builder(algorithms, target);
    }

    /**
     * Settings for a {@link Lab} that callers drive spec by spec (tests, benchmarks), with no spec
     * folder: puzzle paths are confined to each spec's own folder unless {@link Builder#puzzleRoot} says
     * otherwise. Build it with {@link Builder#lab()}.
     */
    public static Builder builder(Algorithms algorithms) {
        return new Builder(algorithms, null);
    }

    /** The lab this session drives, for callers that work spec by spec (tests, benchmarks). */
    public Lab lab() {
        return lab;
    }

    /**
     * The selected specs, loaded and planned (puzzles and parameters checked), in file-name order.
     *
     * @throws IllegalArgumentException when no spec is found, or a selector matches none (with a "did you
     *                                  mean")
     */
    public List<Plan> plans() {
        return lab.validate(files(null));
    }

    private List<Path> files(Console console) {
        return selection.files(console);
    }

    /**
     * Checks every selected spec and says so; runs nothing. Every spec is checked, and each broken one
     * is a problem of the outcome (its file, line and column, and what is wrong), not only the first; so is every
     * baseline file a gate reads that a run would refuse (a conflict marker, a short row, a non-number, another
     * budget), in the words the run would use.
     */
    public Outcome validate(Console console) {
        return validate(console, null);
    }

    /**
     * As {@link #validate(Console)}; when every spec checks and {@code planFile} is not null, writes the plans'
     * fingerprints and declared inputs there ({@link PlanFiles}), which the shards of a job array are then held to
     * ({@code run --shard i/K --expect-plan FILE}; docs/scale-out.md).
     */
    public Outcome validate(Console console, Path planFile) {
        Lab.Checked checked = lab.check(files(console));
        for (Plan plan : checked.plans()) {
            plan.warnings().forEach(console::warn);
            exportNotes(plan, console);
            console.info(plan.spec().file() + ": ok, " + plan.describe());
        }
        List<String> problems = new java.util.ArrayList<>(checked.problems().stream()
                .flatMap(e -> e instanceof SpecException s ? s.all().stream() : java.util.stream.Stream.of(e))
                .map(RuntimeException::getMessage).toList());
        // the baselines the gates read, checked now as a run checks them after its runs, in the same words
        for (Plan plan : checked.plans()) {
            problems.addAll(io.galab.report.gate.Gates.baselineRefusals(plan));
            io.galab.report.gate.Gates.baselineStrays(plan).forEach(console::warn);
        }
        if (problems.isEmpty() && planFile != null) {
            try {
                PlanFiles.write(planFile, checked.plans());
                console.info("plans written to " + planFile);
            } catch (IOException e) {
                problems.add("cannot write " + planFile + ": " + e.getMessage());
            }
        }
        return new Outcome(problems.isEmpty() ? Outcome.Status.OK : Outcome.Status.REFUSED, problems, null);
    }

    /** What the exports the formats name will write where, said before anything runs. */
    private void exportNotes(Plan plan, Console console) {
        if (settings.formats().contains(Format.IOH)) {
            IohExport.folderNotes(plan).forEach(console::info);
        }
    }

    /** Runs every selected spec (resuming from its journal), writes its reports and evaluates its gates. */
    public Outcome run(Console console) throws IOException, InterruptedException {
        List<Plan> plans = lab.validate(files(console));
        if (expectPlan != null) {
            // a shard is held to the plan the array was submitted with: refused before it runs
            List<String> refusals = new ArrayList<>();
            for (Plan plan : plans) {
                String why = PlanFiles.refusal(expectPlan, plan);
                if (why != null) {
                    refusals.add(why);
                }
            }
            if (!refusals.isEmpty()) {
                return new Outcome(Outcome.Status.REFUSED, refusals, null);
            }
        }
        plans.forEach(plan -> exportNotes(plan, console));
        Verdicts verdicts = new Verdicts(console, settings.verbose(), settings.formats(), !settings.resume());
        for (Plan plan : plans) {
            Lab.SpecRun run = lab.run(plan, listener(console));
            if (settings.shard() != null) {
                console.info(plan.spec().name() + ": shard written to " + run.reportDirectory());
            } else {
                verdicts.add(run);
            }
        }
        writeSummary(verdicts);
        return verdicts.outcome();
    }

    /**
     * {@code summary.md} in the output folder, appended to {@code $GITHUB_STEP_SUMMARY} too when that
     * names a file (a GitHub Actions job page shows it).
     */
    private void writeSummary(Verdicts verdicts) throws IOException {
        if (!settings.formats().contains(Format.MD) || verdicts.parts.isEmpty()) {
            return;
        }
        String step = System.getenv("GITHUB_STEP_SUMMARY");
        Files.createDirectories(settings.outputDirectory());
        MarkdownSummary.write(settings.outputDirectory().resolve("summary.md"), verdicts.parts,
                step == null || step.isBlank() ? null : Path.of(step));
    }

    /** Merges the shard folders of one spec into its full reports and evaluates its gates. */
    public Outcome merge(List<Path> shardDirectories, Console console) throws IOException {
        Lab.SpecRun run = new Merging(settings, rootGiven).merge(shardDirectories, listener(console));
        console.info(run.spec().name() + ": merged " + shardDirectories.size() + " shards, " + run.plan().describe());
        Verdicts verdicts = new Verdicts(console, settings.verbose(), settings.formats(), false);
        verdicts.add(run);
        writeSummary(verdicts);
        return verdicts.outcome();
    }

    /**
     * Runs every selected spec and records its success counts as its baseline. A baseline that would
     * lower a cell's rate is refused unless {@code allowLower}; the outcome then lists those cells.
     */
    public Outcome baseline(boolean allowLower, Console console) throws IOException, InterruptedException {
        List<String> problems = new ArrayList<>();
        for (Plan plan : lab.validate(files(console))) {
            Lab.BaselineResult b = lab.baseline(plan, allowLower, listener(console));
            if (b.written()) {
                console.info("baseline written: " + b.file() + " (" + b.rows().size() + " cells"
                        + (b.lowered().isEmpty() ? "" : ", " + b.lowered().size() + " lowered") + ")");
            } else {
                problems.add("the new baseline would lower " + b.lowered().size() + " cell(s) of " + b.file() + ":");
                problems.addAll(b.lowered());
            }
        }
        return new Outcome(problems.isEmpty() ? Outcome.Status.OK : Outcome.Status.REFUSED, problems, null);
    }

    /**
     * Tunes a tune spec (docs/tuning.md) and writes its report to {@code <out>/<name>/}: progress with
     * an ETA, then the best configuration against the defaults and its {@code params:} block.
     */
    public Outcome tune(Path tuneFile, Path out, Console console) throws IOException, InterruptedException {
        return new Tuning(settings).tune(tuneFile, out, console);
    }

    /** Progress to the console: the plan, at most one line every few seconds, and warnings. */
    static ProgressListener listener(Console console) {
        return new ProgressListener() {
            @Override
            public void planned(Plan plan, long alreadyDone) {
                console.info(plan.spec().name() + ": " + plan.describe()
                        + (alreadyDone > 0 ? ", " + alreadyDone + " already in the journal" : ""));
            }

            @Override
            public void progress(Progress p) {
                console.info(p.line());
            }

            @Override
            public void stage(String message) {
                console.info(message);
            }

            @Override
            public void warning(String message) {
                console.warn(message);
            }
        };
    }

    /** The options of a session; every one has the default the README documents. */
    public static final class Builder {
        private final Algorithms algorithms;
        private final Path target;
        private List<String> selectors = List.of();
        private Path outputDirectory = Path.of("target", "ga-reports");
        private Path baselineDirectory;
        private int threads = Runtime.getRuntime().availableProcessors();
        private Integer runs;
        private boolean resume = true;
        private Path root;
        private boolean allowOutside;
        private String executorName;
        private Map<String, String> executorSettings = Map.of();
        private RunExecutor executor;
        private Shard shard;
        private boolean waitForFolder = true;
        private boolean requireBaselines;
        private Set<Format> formats = Format.DEFAULT;
        private boolean verbose;
        private boolean keepHistory = true;
        private boolean full;
        private Path historyFile;
        private Path inputsRoot;
        private Path expectPlan;

        private Builder(Algorithms algorithms, Path target) {
            this.algorithms = algorithms;
            this.target = target;
        }

        /** Spec names or globs to keep; all specs when empty. */
        public Builder selectors(List<String> value) {
            selectors = value;
            return this;
        }

        /**
         * Reports go to {@code <output>/<spec>/}; baselines to {@code baselines}, or, when that is
         * null, to a {@code baselines} folder beside each spec.
         */
        public Builder folders(Path output, Path baselines) {
            outputDirectory = output;
            baselineDirectory = baselines;
            return this;
        }

        public Builder threads(int value) {
            threads = value;
            return this;
        }

        /** Overrides every spec's runs (a quick try); null keeps them. */
        public Builder runs(Integer value) {
            runs = value;
            return this;
        }

        /** Reuse the runs already in each spec's journal. */
        public Builder resume(boolean value) {
            resume = value;
            return this;
        }

        /**
         * Puzzle paths must resolve inside {@code root} (null: the spec folder, or the target folder)
         * unless {@code allowOutside}.
         */
        public Builder puzzleRoot(Path root, boolean allowOutside) {
            this.root = root;
            this.allowOutside = allowOutside;
            return this;
        }

        /** The executor's name ({@code local} or one found on the class path) and its settings. */
        public Builder executor(String name, Map<String, String> settings) {
            executorName = name;
            executorSettings = Map.copyOf(settings);
            executor = null;
            return this;
        }

        /** An executor made by the caller (a test's, or one configured in code). */
        public Builder executor(RunExecutor value) {
            executor = value;
            executorName = null;
            return this;
        }

        /** The executor these settings name: the caller's, the named one, or the local thread pool. */
        private RunExecutor executor() {
            if (executor != null) {
                return executor;
            }
            return executorName == null || LocalExecutor.NAME.equals(executorName) ? new LocalExecutor()
                    : RunExecutors.named(executorName, Session.class.getClassLoader()).withSettings(executorSettings);
        }

        /** Run only this shard of each spec. */
        public Builder shard(Shard value) {
            shard = value;
            return this;
        }

        /**
         * Whether a run waits for a spec's output folder that another run holds (the default), or is
         * refused at once.
         */
        public Builder waitForFolder(boolean value) {
            waitForFolder = value;
            return this;
        }

        /**
         * Whether a gated cell without a baseline (no file, or no row for it) fails instead of warning:
         * docs/gates.md, "Baselines on CI". The adapters turn it on when the environment says CI.
         */
        public Builder requireBaselines(boolean value) {
            requireBaselines = value;
            return this;
        }

        /**
         * The value of {@code requireBaselines} an adapter uses: the one the user gave, or, when none,
         * whether {@code CI} is {@code true} in the environment (Jest's {@code --ci} convention).
         */
        public static boolean requireBaselines(Boolean given, Map<String, String> environment) {
            return given != null ? given : "true".equalsIgnoreCase(environment.getOrDefault("CI", ""));
        }

        /** The reports to write (docs/reading-the-report.md, "Reports"); all by default. */
        public Builder formats(Set<Format> value) {
            formats = Set.copyOf(value);
            return this;
        }

        /** Print every passing gate and every warning, not only the counts and the violations. */
        public Builder verbose(boolean value) {
            verbose = value;
            return this;
        }

        /**
         * The solver-quality history (docs/gates.md, "Solver-quality trend"): kept in {@code file},
         * or, when that is null, in {@code ga-history.csv} beside each spec; none when {@code keep} is false.
         */
        public Builder history(boolean keep, Path file) {
            keepHistory = keep;
            historyFile = file;
            return this;
        }

        /**
         * Every run of every cell, sequential gates off: a full reproduction, whose comparisons with the paper
         * rest on the spec's run count (docs/gates.md, "A full run"). The default lets sequential gates stop.
         */
        public Builder full(boolean value) {
            full = value;
            return this;
        }

        /**
         * The settings, resolved once: the project root is the one given, or the target folder (the
         * target's own folder when it is a file), or none (each spec's folder) without a target.
         */
        public Settings settings() {
            Path resolvedRoot = root != null || target == null ? root
                    : Files.isDirectory(target) ? target : target.toAbsolutePath().getParent();
            Path inputs = inputsRoot != null ? inputsRoot : resolvedRoot == null ? null : workTree(resolvedRoot);
            return new Settings(algorithms, outputDirectory, baselineDirectory, threads, runs, resume, resolvedRoot,
                    allowOutside, formats, executor(), shard, waitForFolder, requireBaselines, verbose, keepHistory,
                    historyFile, full, inputs);
        }

        /**
         * Holds a run to the plans in {@code file} (written by {@code validate --write-plan} where a job array is
         * submitted): a spec whose plan here differs is refused before it runs, naming the declared inputs that
         * hash differently (docs/scale-out.md, "Declared inputs on executors").
         */
        public Builder expectPlan(Path file) {
            expectPlan = file;
            return this;
        }

        /**
         * Declared input files may lie anywhere under {@code value} (docs/maven-plugin.md, "Inputs in a multi-module
         * project"): the Maven reactor's top folder. Without it, the git work tree that holds the project root.
         */
        public Builder inputsRoot(Path value) {
            inputsRoot = value;
            return this;
        }

        /** The top of the git work tree holding {@code folder} (the nearest folder with a {@code .git}), or null. */
        static Path workTree(Path folder) {
            for (Path p = folder.toAbsolutePath().normalize(); p != null; p = p.getParent()) {
                if (Files.exists(p.resolve(".git"))) {
                    return p;
                }
            }
            return null;
        }

        /** A session over the target given to {@link Session#builder(Algorithms, Path)}. */
        public Session build() {
            if (target == null) {
                throw new IllegalStateException(
                        "a session needs a spec file or folder: use builder(algorithms, target)");
            }
            return new Session(target, selectors, settings(), rootGiven(), expectPlan);
        }

        /** A lab with these settings, for callers that plan and run spec by spec. */
        public Lab lab() {
            return new Lab(settings());
        }

        /** Tuning with these settings, for callers that tune without a session. */
        public Tuning tuning() {
            return new Tuning(settings());
        }

        /** Merging with these settings; the project root comes from the shards unless one is given. */
        public Merging merging() {
            return new Merging(settings(), rootGiven());
        }

        /** Whether the user named the project root or lifted the confinement (a merge's root is then theirs). */
        private boolean rootGiven() {
            return root != null || allowOutside;
        }
    }
}
