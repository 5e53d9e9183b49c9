package io.galab.cli;

import io.galab.algorithm.Algorithms;
import io.galab.experiment.AlgorithmFailure;
import io.galab.experiment.ExecutorFailure;
import io.galab.experiment.spec.SpecException;
import io.galab.puzzle.LocatedException;
import io.galab.puzzle.Suggestions;
import io.galab.report.Provenance;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * The galab command line, built on picocli: the same engine as the Maven plugin, without Maven.
 * {@code java -jar ga-engine-VERSION-all.jar --help} lists the commands; {@code COMMAND --help} gives
 * each one's options. Options are strict: one a command does not take is an error that names it, with
 * a "did you mean". Both {@code --out DIR} and {@code --out=DIR} work.
 *
 * <p>Exit status: 0 when everything passes, 1 on a violated gate, 2 on bad input (a located error, a bad
 * option or value, an unreadable or unwritable file: one line that says where, and no stack trace
 * unless {@code --debug}), 3 when {@code solve} does not solve the puzzle, and 70 (sysexits'
 * {@code EX_SOFTWARE}) on an internal error: any other exception is a bug, printed as "internal error,
 * please report" with its stack trace.
 */
@Command(name = "galab", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Genetic algorithms for Sudoku-family puzzles: run experiment specs, check them, record"
                + " baselines, solve one puzzle, and list what galab knows.",
        subcommands = {RunCommands.Run.class, RunCommands.Validate.class, RunCommands.Baseline.class,
            RunCommands.Merge.class, RunCommands.Tune.class, SolveCommand.class, EquivalenceCommand.class,
            HardnessCommand.class, ListCommand.class, InitCommand.class,
            CommandLine.HelpCommand.class},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:everything ran and every gate passed (solve: solved)", "1:a gate was violated",
            "2:bad input: a spec, an option or a file (the message says where)", "3:solve did not solve the puzzle",
            "4:an algorithm of your own failed: it threw, or reported an invalid solution (the message names it, the"
                    + " puzzle and the seed, and its stack trace follows)",
            "5:the executor or cluster failed (Spark: a master or every executor lost, classes the executors cannot"
                    + " load); the runs finished so far are kept: run again to resume",
            "70:internal error: a bug in galab or one of its algorithms; the stack trace follows, please report it",
            "130:interrupted (Ctrl-C); the runs finished so far are kept: run again to resume"})
public final class Main implements Callable<Integer> {

    static final int OK = 0;
    static final int GATE_VIOLATED = 1;
    static final int BAD_INPUT = 2;
    static final int NOT_SOLVED = 3;
    /** sysexits' EX_SOFTWARE: an internal software error. */
    static final int INTERNAL_ERROR = 70;
    /** A user's algorithm failed: it threw, or reported an invalid solution (not a galab bug). */
    static final int ALGORITHM_FAILED = 4;
    /** The executor or cluster failed ({@link ExecutorFailure}): not galab's bug, and the journal is kept. */
    static final int EXECUTOR_FAILED = 5;
    /** Interrupted by Ctrl-C (SIGINT): 128 + 2, as shells report it. */
    static final int INTERRUPTED = 130;
    /** What an interruption says, on the thread pool and on Spark alike. */
    static final String INTERRUPTED_MESSAGE = "interrupted: the runs finished so far are kept in the journal; run"
            + " again to resume";

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--debug", scope = ScopeType.INHERIT, description = "print stack traces with errors")
    boolean debug;

    /** The environment variable that gives a project's own classes when {@code --classpath} does not. */
    static final String CLASSPATH_VARIABLE = "GALAB_CLASSPATH";

    @Option(names = {"--classpath", "-cp"}, scope = ScopeType.INHERIT, paramLabel = "PATH",
            description = "a project's own classes: folders and jars separated by '${sys:path.separator}' (a folder"
                    + " ending in /* adds its jars), whose algorithms and operators (META-INF/services/"
                    + "io.galab.algorithm.Algorithm, …Operator) join the built-in ones; default: the "
                    + CLASSPATH_VARIABLE + " environment variable")
    String classpath;

    private Algorithms algorithms;

    private final PrintStream out;
    private final PrintStream err;

    /** A command line that prints to these streams, for running galab inside another program or a test. */
    public Main(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        System.exit(new Main(System.out, System.err).execute(args));
    }

    /** Without a command: the usage, and exit status 2. */
    @Override
    public Integer call() {
        spec.commandLine().usage(err);
        return BAD_INPUT;
    }

    /** Runs a command line and returns its exit status; never exits the JVM. */
    public int execute(String... args) {
        CommandLine cmd = new CommandLine(this, new Factory());
        cmd.setOut(new PrintWriter(out, true, StandardCharsets.UTF_8));
        cmd.setErr(new PrintWriter(err, true, StandardCharsets.UTF_8));
        cmd.setCaseInsensitiveEnumValuesAllowed(false);
        cmd.setParameterExceptionHandler((e, a) -> {
            PrintWriter w = e.getCommandLine().getErr();
            w.println("error: " + explain(e));
            w.println("see: galab " + qualified(e.getCommandLine()) + "--help");
            w.flush();
            return BAD_INPUT;
        });
        cmd.setExecutionExceptionHandler((e, c, p) -> failure(e, c.getErr(), debug));
        cmd.setExecutionStrategy(parsed -> {
            List<CommandLine> chain = parsed.asCommandLineList();
            Object command = chain.get(chain.size() - 1).getCommand();
            if (!(command instanceof RunCommands.SpecCommand) || command instanceof RunCommands.Validate) {
                return new CommandLine.RunLast().execute(parsed);
            }
            // a command that journals runs: Ctrl-C (the JVM's shutdown) says what is kept, on every executor
            PrintWriter w = chain.get(chain.size() - 1).getErr();
            Thread hook = new Thread(() -> {
                shuttingDown = true;
                w.println(INTERRUPTED_MESSAGE);
                w.flush();
            }, "galab-interrupted");
            Runtime.getRuntime().addShutdownHook(hook);
            try {
                return new CommandLine.RunLast().execute(parsed);
            } finally {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException e) {
                    // the JVM is shutting down: the hook has said it
                }
            }
        });
        return cmd.execute(args);
    }

    /**
     * Set by the shutdown hook of a command that journals runs (Ctrl-C, SIGTERM): what fails after it (a Spark
     * context that its own hook stopped, for one) is the interruption, already said, not an error.
     */
    static volatile boolean shuttingDown;

    /**
     * Tells what went wrong and returns the exit status: an interruption, bad input (one line, the stack
     * trace only with {@code --debug}), or an internal error (the stack trace always, exit 70).
     */
    static int failure(Exception e, PrintWriter w, boolean debug) {
        int status = BAD_INPUT;
        if (shuttingDown) {
            return INTERRUPTED; // the hook said so; the cluster's or pool's errors after it are its effects
        }
        if (e instanceof InterruptedException) {
            Thread.currentThread().interrupt();
            w.println(INTERRUPTED_MESSAGE);
            status = INTERRUPTED;
        } else if (e instanceof ExecutorFailure) {
            status = EXECUTOR_FAILED;
            w.println("error: " + e.getMessage());
        } else if (e instanceof SpecException s) {
            s.all().forEach(each -> w.println("error: " + each.getMessage())); // every error the check found
        } else if (badInput(e)) {
            w.println("error: " + e.getMessage());
        } else if (e instanceof AlgorithmFailure) {
            status = ALGORITHM_FAILED;
            w.println("error: " + e.getMessage());
            if (e.getCause() != null) {
                e.getCause().printStackTrace(w); // the algorithm's own trace, for its author
            }
        } else {
            status = INTERNAL_ERROR;
            w.println("internal error, please report: " + e);
        }
        if (debug || status == INTERNAL_ERROR) {
            e.printStackTrace(w);
        }
        w.flush();
        return status;
    }

    /**
     * True for bad input, which the user can mend: a located error in a spec or puzzle file, a bad
     * value ({@link IllegalArgumentException}, the engine's way of refusing an argument it was given),
     * or a file that cannot be read or written. Anything else is a bug.
     */
    static boolean badInput(Exception e) {
        return e instanceof LocatedException || e instanceof IllegalArgumentException || e instanceof IOException
                || e instanceof UncheckedIOException;
    }

    /**
     * A bad command line in words: an unknown command or option is named, with the closest known one;
     * anything else is picocli's message, which names the option and what it takes.
     */
    static String explain(CommandLine.ParameterException e) {
        if (!(e instanceof CommandLine.UnmatchedArgumentException u) || u.getUnmatched().isEmpty()) {
            return e.getMessage();
        }
        CommandLine c = e.getCommandLine();
        String word = u.getUnmatched().get(0);
        String command = "galab " + qualified(c).trim();
        if (word.startsWith("-")) {
            String option = word.contains("=") ? word.substring(0, word.indexOf('=')) : word;
            List<String> names = c.getCommandSpec().options().stream().flatMap(o -> Arrays.stream(o.names())).toList();
            return "'" + command.trim() + "' has no option '" + option + "'" + Suggestions.didYouMean(option, names);
        }
        if (!c.getSubcommands().isEmpty()) {
            return "unknown command '" + word + "'" + Suggestions.didYouMean(word, c.getSubcommands().keySet());
        }
        return "'" + command.trim() + "' does not take '" + word + "' (" + e.getMessage() + ")";
    }

    private static String qualified(CommandLine c) {
        String name = c.getCommandSpec().qualifiedName(" ");
        return name.equals("galab") ? "" : name.substring("galab ".length()) + " ";
    }

    /**
     * The algorithms the commands use: the built-in ones, and those of a project's own classes given by
     * {@code --classpath} or {@value #CLASSPATH_VARIABLE} (docs/extending.md, "Your algorithm outside Maven"),
     * loaded once by a class loader whose parent is galab's, which is also the thread's context loader.
     */
    Algorithms algorithms() {
        if (algorithms == null) {
            String path = classpath != null ? classpath : System.getenv(CLASSPATH_VARIABLE);
            if (path == null || path.isBlank()) {
                algorithms = Algorithms.builtIn();
            } else {
                ClassLoader loader = new URLClassLoader(urls(path, classpath != null ? "--classpath"
                        : CLASSPATH_VARIABLE), Main.class.getClassLoader());
                Thread.currentThread().setContextClassLoader(loader);
                algorithms = Algorithms.load(loader);
            }
        }
        return algorithms;
    }

    /** The class path's entries as URLs; a missing entry is an error that names it and where it was given. */
    static URL[] urls(String path, String where) {
        List<URL> urls = new ArrayList<>();
        for (String entry : path.split(java.io.File.pathSeparator)) {
            if (entry.isBlank()) {
                continue;
            }
            try {
                if (entry.endsWith("/*") || entry.endsWith("\\*")) {
                    Path dir = Path.of(entry.substring(0, entry.length() - 2));
                    if (!Files.isDirectory(dir)) {
                        throw new IllegalArgumentException(where + ": '" + entry + "': no such folder");
                    }
                    try (java.util.stream.Stream<Path> jars = Files.list(dir)) {
                        for (Path jar : jars.filter(p -> p.toString().endsWith(".jar")).sorted().toList()) {
                            urls.add(jar.toUri().toURL());
                        }
                    }
                } else {
                    Path p = Path.of(entry);
                    if (!Files.exists(p)) {
                        throw new IllegalArgumentException(where + ": '" + entry + "': no such file or folder (compile"
                                + " the project first?)");
                    }
                    urls.add(p.toAbsolutePath().toUri().toURL());
                }
            } catch (IOException e) {
                throw new UncheckedIOException(where + ": cannot read '" + entry + "': " + e.getMessage(), e);
            }
        }
        return urls.toArray(URL[]::new);
    }

    /** Makes the commands, handing each the streams of this run. */
    private final class Factory implements CommandLine.IFactory {
        private final CommandLine.IFactory fallback = CommandLine.defaultFactory();

        @Override
        public <K> K create(Class<K> type) throws Exception {
            if (Streams.class.isAssignableFrom(type)) {
                K command = fallback.create(type);
                ((Streams) command).streams(out, err);
                if (command instanceof PrintingCommand p) {
                    p.algorithms = Main.this::algorithms;
                }
                return command;
            }
            return fallback.create(type);
        }
    }

    /** A command that prints: it is given the streams of the run. */
    interface Streams {
        void streams(PrintStream out, PrintStream err);
    }

    /** {@code --version}: galab's version and the JVM's. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"galab " + Provenance.galabVersion(), Provenance.jvmDescription() + ", "
                        + System.getProperty("os.name") + " " + System.getProperty("os.arch")};
        }
    }
}
