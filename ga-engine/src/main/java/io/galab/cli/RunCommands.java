package io.galab.cli;

import io.galab.experiment.Shard;
import io.galab.lab.Console;
import io.galab.lab.Outcome;
import io.galab.lab.Session;
import io.galab.report.Format;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * The commands that work on specs: {@code run}, {@code validate}, {@code baseline} and {@code merge}.
 * Each parses its options into a {@link Session} and turns the session's {@link Outcome} into an exit
 * status; the orchestration is the session's.
 */
final class RunCommands {

    /** Most worker threads a run may ask for. */
    static final int MAX_THREADS = 4096;

    private RunCommands() {
    }

    /** The spec file or folder, and which of its specs to take. */
    static final class Specs {
        @Parameters(index = "0", paramLabel = "SPEC|DIR", description = "a spec file, or a folder of *.yaml specs")
        Path target;

        @Option(names = "--specs", split = ",", paramLabel = "NAME", description = "only these specs (names or"
                + " globs, comma-separated); the others are named as left out")
        List<String> specs = List.of();

        @Mixin
        Root root = new Root();
    }

    /** Where input may come from: the project root, and whether to allow files outside it. */
    static final class Root {
        @Option(names = "--allow-outside", description = "allow specs, puzzle files, baselines and the history"
                + " outside the project root")
        boolean allowOutside;

        @Option(names = "--project-root", paramLabel = "DIR", description = "the project root: every spec, puzzle"
                + " file, baseline and history file must lie inside it, links followed (default: the spec folder)")
        Path projectRoot;
    }

    /** Which reports to write and how much to print. */
    static final class Reporting {
        @Option(names = "--formats", paramLabel = "LIST", converter = FormatsConverter.class,
                completionCandidates = FormatNames.class,
                description = "reports to write, a comma list of: ${COMPLETION-CANDIDATES} (default: html,csv,"
                        + "junit,md; the others are exports)")
        Set<Format> formats = Format.DEFAULT;

        @Option(names = "--verbose", description = "print every passing gate and every warning")
        boolean verbose;

        @Option(names = "--history", paramLabel = "FILE", description = "the solver-quality history, one record per"
                + " gated cell per run (default: ga-history.csv in the --out folder)")
        Path history;

        @Option(names = "--no-history", description = "keep no solver-quality history")
        boolean noHistory;

        @Option(names = "--require-baselines", arity = "0..1", paramLabel = "true|false", description = "a gated cell"
                + " without a baseline (no file, or no row) fails instead of warning (default: true when the"
                + " environment variable CI is true, else false)")
        Boolean requireBaselines;

        /** The session with these reports, this much printing, this history and these baseline rules. */
        Session.Builder applyTo(Session.Builder b) {
            return b.formats(formats).verbose(verbose).history(!noHistory, history)
                    .requireBaselines(Session.Builder.requireBaselines(requireBaselines, System.getenv()));
        }
    }

    /** How runs are made and reported. */
    static final class Running {
        @Spec(Spec.Target.MIXEE)
        CommandLine.Model.CommandSpec spec;

        @Option(names = "--out", paramLabel = "DIR",
                description = "reports go to DIR/<spec>/ (default: ${DEFAULT-VALUE})")
        Path out = Path.of("target", "ga-reports");

        @Option(names = "--threads", paramLabel = "N", description = "worker threads (default: the processors)")
        Integer threads;

        @Option(names = "--runs", paramLabel = "N", description = "override every spec's runs (a quick try)")
        Integer runs;

        @Option(names = "--no-resume", description = "ignore the journal and run everything again")
        boolean noResume;

        @Option(names = "--no-wait", description = "fail at once when another run holds a spec's output folder")
        boolean noWait;

        @Option(names = "--full", description = "every run of every cell, sequential gates off: a full reproduction"
                + " (Maven: -Dga.sequential=false)")
        boolean full;

        @Mixin
        Reporting reporting = new Reporting();

        int threads() {
            int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
            if (n < 1 || n > MAX_THREADS) {
                throw new CommandLine.ParameterException(spec.commandLine(), "Invalid value for option '--threads': "
                        + n + " is not a thread count from 1 to " + MAX_THREADS);
            }
            return n;
        }

        Integer runs() {
            if (runs != null && (runs < 1 || runs > 1_000_000)) {
                throw new CommandLine.ParameterException(spec.commandLine(), "Invalid value for option '--runs': "
                        + runs + " is not a number of runs from 1 to 1000000");
            }
            return runs;
        }
    }

    /** {@code --formats}: a comma list of report formats. */
    /** Every format's name, from {@link Format} itself, so that the help never lags behind a new format. */
    static final class FormatNames implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return java.util.Arrays.stream(Format.values()).map(Format::key).iterator();
        }
    }

    static final class FormatsConverter implements CommandLine.ITypeConverter<Set<Format>> {
        @Override
        public Set<Format> convert(String value) {
            try {
                return Format.parse(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    /** {@code --shard i/K}. */
    static final class ShardConverter implements CommandLine.ITypeConverter<Shard> {
        @Override
        public Shard convert(String value) {
            try {
                return Shard.parse(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    /** What every spec command shares: its streams and the console and exit status of a session. */
    abstract static class SpecCommand extends PrintingCommand {

        Console console() {
            return new Console() {
                @Override
                public void info(String line) {
                    out.println(line);
                }

                @Override
                public void warn(String line) {
                    err.println("warning: " + line);
                }

                @Override
                public void error(String line) {
                    err.println("error: " + line);
                }
            };
        }

        Session.Builder session(Path target, Specs specs) {
            return Session.builder(algorithms(), target.toAbsolutePath()).selectors(specs.specs)
                    .puzzleRoot(specs.root.projectRoot, specs.root.allowOutside);
        }

        Session.Builder session(Path target, Specs specs, Running r) {
            return r.reporting.applyTo(session(target, specs).folders(r.out, null).threads(r.threads()).runs(r.runs())
                    .resume(!r.noResume).waitForFolder(!r.noWait).full(r.full));
        }

        /** The exit status of an outcome, with its problems on standard error. */
        int status(Outcome outcome, String hint) {
            switch (outcome.status()) {
                case OK:
                    return Main.OK;
                case GATES_VIOLATED:
                    err.println(outcome.message());
                    return Main.GATE_VIOLATED;
                default:
                    outcome.problems().forEach(p -> err.println("error: " + p));
                    if (!hint.isEmpty()) {
                        err.println(hint);
                    }
                    return Main.BAD_INPUT;
            }
        }
    }

    @Command(name = "run", mixinStandardHelpOptions = true, description = "Run specs (resuming from their"
            + " journals), write the reports and evaluate the gates.")
    static final class Run extends SpecCommand {
        @Mixin
        Specs specs;

        @Mixin
        Running running;

        @Option(names = "--shard", paramLabel = "i/K", converter = ShardConverter.class,
                description = "run only shard i of K (one element of a job array; merge them after)")
        Shard shard;

        @Option(names = "--executor", paramLabel = "NAME", description = "local (default) or spark, with ga-spark"
                + " on the class path")
        String executor;

        @Option(names = "--expect-plan", paramLabel = "FILE", description = "refuse a spec whose plan here differs from"
                + " the one in FILE (validate --write-plan), naming the declared inputs that hash differently: a"
                + " shard of a job array then runs the plan it was submitted with")
        Path expectPlan;

        @Override
        public Integer call() throws IOException, InterruptedException {
            Session.Builder b = session(specs.target, specs, running).executor(executor, Map.of())
                    .expectPlan(expectPlan);
            if (shard != null) {
                b.shard(shard);
            }
            return status(b.build().run(console()), "");
        }
    }

    @Command(name = "validate", mixinStandardHelpOptions = true, description = "Check specs, their puzzles and"
            + " parameters; run nothing. Every broken spec is reported, each error with file:line:column.")
    static final class Validate extends SpecCommand {
        @Mixin
        Specs specs;

        @Option(names = "--formats", paramLabel = "LIST", converter = FormatsConverter.class,
                description = "the reports a run will write; validate says where the exports put each variant")
        Set<Format> formats = Format.DEFAULT;

        @Option(names = "--write-plan", paramLabel = "FILE", description = "when every spec checks, write their plans"
                + " (fingerprints and declared inputs) to FILE, for the shards of a job array (run --expect-plan)")
        Path writePlan;

        @Override
        public Integer call() {
            return status(session(specs.target, specs).formats(formats).build().validate(console(), writePlan), "");
        }
    }

    @Command(name = "baseline", mixinStandardHelpOptions = true, description = "Run specs and record their"
            + " success counts as baselines; refuses to lower a cell's rate unless --allow-lower.")
    static final class Baseline extends SpecCommand {
        @Mixin
        Specs specs;

        @Mixin
        Running running;

        @Option(names = "--allow-lower", description = "write the baseline even where it lowers a cell's rate")
        boolean allowLower;

        @Option(names = "--baseline-dir", paramLabel = "DIR", description = "where baselines go (default:"
                + " baselines/ beside each spec)")
        Path baselineDir;

        @Override
        public Integer call() throws IOException, InterruptedException {
            Session s = session(specs.target, specs, running).folders(running.out, baselineDir).build();
            return status(s.baseline(allowLower, console()), "rerun with --allow-lower to accept");
        }
    }

    @Command(name = "tune", mixinStandardHelpOptions = true, description = "Tune an algorithm's parameters by"
            + " iterated racing (docs/tuning.md): resumes from the journal in --out, prints progress with an ETA,"
            + " writes an HTML and CSV report and a params: block to paste.")
    static final class Tune extends SpecCommand {
        @Parameters(index = "0", paramLabel = "TUNE-SPEC", description = "a tune spec (YAML)")
        Path target;

        @Option(names = "--out", paramLabel = "DIR", description = "the report goes to DIR/<name>/ (default:"
                + " ${DEFAULT-VALUE})")
        Path out = Path.of("target", "ga-tune");

        @Option(names = "--threads", paramLabel = "N", description = "worker threads (default: the processors);"
                + " the result does not depend on it")
        Integer threads;

        @Option(names = "--executor", paramLabel = "NAME", description = "local (default) or spark, with ga-spark"
                + " on the class path")
        String executor;

        @Mixin
        Root root = new Root();

        @Spec
        CommandLine.Model.CommandSpec command;

        @Override
        public Integer call() throws IOException, InterruptedException {
            int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
            if (n < 1 || n > MAX_THREADS) {
                throw new CommandLine.ParameterException(command.commandLine(), "Invalid value for option"
                        + " '--threads': " + n + " is not a thread count from 1 to " + MAX_THREADS);
            }
            Session s = Session.builder(algorithms(), target.toAbsolutePath()).threads(n)
                    .puzzleRoot(root.projectRoot, root.allowOutside).executor(executor, Map.of()).build();
            return status(s.tune(target, out, console()), "");
        }
    }

    @Command(name = "merge", mixinStandardHelpOptions = true, description = "Merge the shard folders of one"
            + " spec (from run --shard) into its full reports, after checking they are complete.")
    static final class Merge extends SpecCommand {
        @Parameters(paramLabel = "SHARD-DIR", arity = "1..*", description = "the output folders of the shards")
        List<Path> shards;

        @Option(names = "--out", required = true, paramLabel = "DIR", description = "where the merged reports go")
        Path out;

        @Mixin
        Reporting reporting;

        @Mixin
        Root root = new Root();

        @Override
        public Integer call() throws IOException {
            // the project root is the one the shards were run under (docs/scale-out.md), unless given here
            Session s = reporting.applyTo(Session.builder(algorithms(), shards.get(0).toAbsolutePath())
                    .folders(out, null).puzzleRoot(root.projectRoot, root.allowOutside)).build();
            return status(s.merge(shards, console()), "");
        }
    }
}
