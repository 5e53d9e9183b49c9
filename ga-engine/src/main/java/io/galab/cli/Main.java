package io.galab.cli;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Numbers;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunResult;
import io.galab.experiment.Shard;
import io.galab.lab.Console;
import io.galab.lab.Outcome;
import io.galab.lab.Session;
import io.galab.report.Format;
import io.galab.puzzle.ExactSolver;
import io.galab.puzzle.LocatedException;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleFormat;
import io.galab.puzzle.PuzzleLibrary;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The galab command line: the same engine as the Maven plugin, without Maven.
 *
 * <pre>
 * java -jar ga-engine-VERSION-all.jar run SPEC|DIR [--out DIR] [--threads N] [--runs N] [--no-resume] [--no-wait]
 * java -jar … validate SPEC|DIR
 * java -jar … baseline SPEC|DIR [--allow-lower] [--baseline-dir DIR] [--out DIR] [--threads N]
 * java -jar … solve PUZZLE-FILE|SET:ID --algorithm ID [--param k=v …] [--seed N] [--generations N]
 * java -jar … run SPEC --shard i/K --out DIR      (one element of a job array)
 * java -jar … merge SHARD-DIR… --out DIR          (after the array: checks and merges the shards)
 * </pre>
 *
 * Exit status: 0 when everything passes, 1 on a violated gate, 2 on bad input (with the message and no
 * stack trace unless {@code --debug}).
 */
public final class Main {

    static final int OK = 0;
    static final int GATE_VIOLATED = 1;
    static final int BAD_INPUT = 2;

    private final PrintStream out;
    private final PrintStream err;

    Main(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        System.exit(new Main(System.out, System.err).execute(args));
    }

    /** Bad command-line usage. */
    static final class UsageException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }

    /** Runs a command and returns its exit status. */
    int execute(String[] args) {
        boolean debug = List.of(args).contains("--debug");
        try {
            if (args.length == 0 || args[0].equals("--help") || args[0].equals("help")) {
                out.println(USAGE);
                return args.length == 0 ? BAD_INPUT : OK;
            }
            Arguments a = Arguments.parse(args);
            switch (a.command) {
                case "run":
                    return run(a);
                case "validate":
                    return validate(a);
                case "baseline":
                    return baseline(a);
                case "solve":
                    return solve(a);
                case "merge":
                    return merge(a);
                default:
                    throw new UsageException("unknown command '" + a.command
                            + "'; expected run, validate, baseline, merge or solve");
            }
        } catch (LocatedException | UsageException | IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            if (e instanceof UsageException) {
                err.println(USAGE);
            }
            if (debug) {
                e.printStackTrace(err);
            }
            return BAD_INPUT;
        } catch (IllegalStateException e) {
            // an algorithm broke its contract (for example a user algorithm reported an invalid solution)
            err.println("error: " + e.getMessage());
            if (debug) {
                e.printStackTrace(err);
            }
            return BAD_INPUT;
        } catch (IOException e) {
            err.println("error: " + e.getMessage());
            if (debug) {
                e.printStackTrace(err);
            }
            return BAD_INPUT;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("interrupted: the runs finished so far are kept in the journal; run again to resume");
            return BAD_INPUT;
        }
    }

    static final String USAGE = String.join("\n",
            "usage: java -jar ga-engine-<version>-all.jar COMMAND …",
            "  run SPEC|DIR [--out DIR] [--threads N] [--runs N] [--no-resume] [--no-wait] [--specs GLOB,…] [--allow-outside]",
            "      [--shard i/K] [--executor NAME] [--formats html,csv,junit,md] [--verbose]",
            "  merge SHARD-DIR… --out DIR",
            "  validate SPEC|DIR [--specs GLOB,…]",
            "  baseline SPEC|DIR [--allow-lower] [--baseline-dir DIR] [--out DIR] [--threads N]",
            "  solve PUZZLE-FILE|SET:ID --algorithm ID [--param k=v …] [--seed N] [--generations N]",
            "options: --debug prints stack traces. Exit status: 0 pass, 1 gate violated, 2 bad input.");

    /** Parsed command-line arguments. */
    static final class Arguments {
        String command;
        final List<String> positional = new ArrayList<>();
        final Map<String, String> options = new LinkedHashMap<>();
        final List<String> params = new ArrayList<>();

        static Arguments parse(String[] args) {
            Arguments a = new Arguments();
            a.command = args[0];
            for (int i = 1; i < args.length; i++) {
                String s = args[i];
                switch (s) {
                    case "--debug", "--no-resume", "--no-wait", "--allow-lower", "--allow-outside", "--verbose" ->
                            a.options.put(s, "true");
                    case "--out", "--threads", "--runs", "--baseline-dir", "--algorithm", "--seed", "--generations",
                            "--specs", "--shard", "--executor", "--formats" -> {
                        if (i + 1 >= args.length) {
                            throw new UsageException(s + " needs a value");
                        }
                        a.options.put(s, args[++i]);
                    }
                    case "--param" -> {
                        if (i + 1 >= args.length) {
                            throw new UsageException("--param needs key=value");
                        }
                        a.params.add(args[++i]);
                    }
                    default -> {
                        if (s.startsWith("--")) {
                            throw new UsageException("unknown option '" + s + "'");
                        }
                        a.positional.add(s);
                    }
                }
            }
            return a;
        }

        String target() {
            if (positional.size() != 1) {
                throw new UsageException(command + " takes one spec file or folder, got " + positional.size());
            }
            return positional.get(0);
        }

        int integer(String option, int fallback, int min) {
            String v = options.get(option);
            if (v == null) {
                return fallback;
            }
            try {
                int n = Integer.parseInt(v);
                if (n < min) {
                    throw new UsageException(option + " must be at least " + min + ", was " + v);
                }
                return n;
            } catch (NumberFormatException e) {
                throw new UsageException(option + " needs a whole number, was '" + v + "'");
            }
        }
    }

    /** The session a command's options describe. */
    private Session session(Arguments a, String target) {
        Session.Builder b = Session.builder(Algorithms.builtIn(), Path.of(target).toAbsolutePath())
                .folders(Path.of(a.options.getOrDefault("--out", "target/ga-reports")),
                        a.options.containsKey("--baseline-dir") ? Path.of(a.options.get("--baseline-dir")) : null)
                .threads(a.integer("--threads", Runtime.getRuntime().availableProcessors(), 1))
                .runs(a.options.containsKey("--runs") ? a.integer("--runs", 1, 1) : null)
                .resume(!a.options.containsKey("--no-resume"))
                .waitForFolder(!a.options.containsKey("--no-wait"))
                .puzzleRoot(null, a.options.containsKey("--allow-outside"))
                .executor(a.options.get("--executor"), Map.of())
                .formats(Format.parse(a.options.getOrDefault("--formats", "html,csv,junit,md")))
                .verbose(a.options.containsKey("--verbose"));
        if (a.options.containsKey("--specs")) {
            b.selectors(List.of(a.options.get("--specs").split(",")));
        }
        if (a.options.containsKey("--shard")) {
            b.shard(Shard.parse(a.options.get("--shard")));
        }
        return b.build();
    }

    private int merge(Arguments a) throws IOException {
        if (a.positional.isEmpty()) {
            throw new UsageException("merge takes the shard folders to merge");
        }
        if (!a.options.containsKey("--out")) {
            throw new UsageException("merge needs --out DIR for the merged reports");
        }
        List<Path> dirs = a.positional.stream().map(Path::of).toList();
        return status(session(a, a.positional.get(0)).merge(dirs, console()), "");
    }

    private Console console() {
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

    /** The exit status of an outcome, with its problems on standard error. */
    private int status(Outcome outcome, String hint) {
        switch (outcome.status()) {
            case OK:
                return OK;
            case GATES_VIOLATED:
                err.println(outcome.message());
                return GATE_VIOLATED;
            default:
                outcome.problems().forEach(p -> err.println("error: " + p));
                if (!hint.isEmpty()) {
                    err.println(hint);
                }
                return BAD_INPUT;
        }
    }

    private int validate(Arguments a) {
        return status(session(a, a.target()).validate(console()), "");
    }

    private int run(Arguments a) throws IOException, InterruptedException {
        return status(session(a, a.target()).run(console()), "");
    }

    private int baseline(Arguments a) throws IOException, InterruptedException {
        return status(session(a, a.target()).baseline(a.options.containsKey("--allow-lower"), console()),
                "rerun with --allow-lower to accept");
    }

    private int solve(Arguments a) {
        String target = a.target();
        Puzzle puzzle = puzzle(target);
        String id = a.options.get("--algorithm");
        if (id == null) {
            throw new UsageException("solve needs --algorithm ID; known: " + String.join(", ", Algorithms.builtIn().ids()));
        }
        Algorithm algorithm = Algorithms.builtIn().get(id);
        Map<String, Object> given = new LinkedHashMap<>();
        for (String kv : a.params) {
            int eq = kv.indexOf('=');
            if (eq <= 0) {
                throw new UsageException("--param needs key=value, was '" + kv + "'");
            }
            given.put(kv.substring(0, eq), value(kv.substring(eq + 1)));
        }
        Parameters parameters = algorithm.parameters(given);
        long seed = a.options.containsKey("--seed") ? Long.parseLong(a.options.get("--seed")) : 1L;
        Budget budget = a.options.containsKey("--generations") ? Budget.generations(a.integer("--generations", 1, 1))
                : algorithm.paperBudget();
        out.println(puzzle.id() + " (" + puzzle.geometry().describe() + ", " + puzzle.givenCount() + " givens):");
        out.print(PuzzleFormat.writeGrid(puzzle.geometry(), puzzle.givens()));
        out.println(algorithm.id() + " " + parameters.canonical() + ", seed " + seed + ", budget " + budget.maxGenerations()
                + " generations");
        long every = Math.max(1, budget.maxGenerations() / 20);
        RunResult r = algorithm.run(puzzle, parameters, seed, budget, (g, best, mean) -> {
            if (g % every == 0) {
                out.printf(Locale.ROOT, "generation %d: best %s, mean %.2f%n", g, Numbers.report(best), mean);
            }
        });
        out.println(r);
        out.print(PuzzleFormat.writeGrid(puzzle.geometry(), r.bestGrid()));
        if (r.solved()) {
            boolean valid = ExactSolver.isSolution(puzzle, r.bestGrid());
            out.println(valid ? "checked by the exact solver: valid solution" : "the exact solver REJECTS this grid");
            return valid ? OK : GATE_VIOLATED;
        }
        out.println("not solved");
        return GATE_VIOLATED;
    }

    private static Object value(String s) {
        if (s.equals("true") || s.equals("false")) {
            return Boolean.valueOf(s);
        }
        try {
            return Long.valueOf(s);
        } catch (NumberFormatException e) {
            try {
                return Double.valueOf(s);
            } catch (NumberFormatException e2) {
                return s;
            }
        }
    }

    private static Puzzle puzzle(String target) {
        int colon = target.lastIndexOf(':');
        if (colon > 0 && PuzzleLibrary.has(target.substring(0, colon))) {
            return PuzzleLibrary.load(target.substring(0, colon)).get(target.substring(colon + 1));
        }
        Path file = Path.of(target);
        if (!Files.exists(file)) {
            throw new UsageException("'" + target + "' is neither a puzzle file nor SET:ID with a built-in set ("
                    + String.join(", ", PuzzleLibrary.setNames()) + ")");
        }
        List<Puzzle> puzzles = PuzzleFormat.read(file);
        return puzzles.get(0);
    }
}
