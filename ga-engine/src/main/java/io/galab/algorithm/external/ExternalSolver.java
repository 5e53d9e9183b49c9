package io.galab.algorithm.external;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Numbers;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.Notes;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import io.galab.algorithm.Trace;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.NumericGrid;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code external}: a program in any language, run once per run, as irace's {@code targetRunner} is
 * (docs/external-solvers.md, "External solvers"). galab writes the puzzle to a file in the variant's
 * {@code input} format, runs {@code command} with its placeholders replaced, in the spec's folder, kills
 * its whole process tree at {@code maxSeconds} plus {@link #GRACE_SECONDS}, reads the answer from its
 * standard output ({@link Answers}) and decides with its own checker whether it is solved: a complete
 * grid that keeps the givens and breaks no unit. A wrong answer, a failure (a non-zero exit, with the
 * last lines of standard error) and a run killed at the limit are unsolved runs with a note saying so.
 *
 * <p>Its parameters: {@code command} (the argument list), {@code input} ({@code galab}, {@code numeric}
 * or {@code lloyd-amos}), and any other name, passed on as {@code {param.NAME}}. {@code directory} and
 * {@code contentHash} are set by galab when it reads the spec ({@link #bind}).
 */
public final class ExternalSolver implements Algorithm {

    public static final String ID = "external";
    /** What a program gets past its limit to print its answer and exit before it is killed. */
    public static final double GRACE_SECONDS = 1;
    /** The bound parameter of the declared environment variables: "NAME=value", or "NAME" when unset. */
    static final String ENVIRONMENT = "environment";
    /** The bound parameter of the declared system properties: "name=value", or "name" when unset. */
    static final String PROPERTIES = "properties";
    private static final Set<String> SETUP = Set.of("command", "input", "timePattern", "fingerprint", "directory",
            "contentHash", ENVIRONMENT, PROPERTIES);
    /** The parameters galab sets when it reads a spec ({@link #bind}), never a spec itself. */
    public static final Set<String> BOUND = Set.of("directory", "contentHash", ENVIRONMENT, PROPERTIES);

    /** How galab writes the puzzle file. */
    enum Input { GALAB, NUMERIC, LLOYD_AMOS }

    private static final List<Parameter> PARAMETERS = List.of(
            new Parameter("command", "", Parameter.Type.LIST, List.of(), 0, 0, List.of(), "", "", "",
                    "the program and its arguments, with placeholders such as {puzzle} and {seed}"),
            new Parameter("input", "", Parameter.Type.CHOICE, "galab", 0, 0, List.of("galab", "numeric", "lloyd-amos"),
                    "", "", "", "how the puzzle file is written: galab's text format, numbers, or Lloyd & Amos's"),
            new Parameter("timePattern", "", Parameter.Type.TEXT, "", 0, 0, List.of(), "", "", "",
                    "a regular expression whose first group is the program's own time in seconds, for a program that"
                            + " prints its time its own way (the line seconds=X is always read)"),
            new Parameter("fingerprint", "", Parameter.Type.LIST, List.of(), 0, 0, List.of(), "", "", "",
                    "files and folders beside the spec that decide the program's results besides its executable and"
                            + " script (modules it imports, its data): hashed into the journal's fingerprint"),
            new Parameter("directory", "", Parameter.Type.TEXT, "", 0, 0, List.of(), "", "", "",
                    "set by galab: the spec's folder, where the program runs"),
            new Parameter("contentHash", "", Parameter.Type.TEXT, "", 0, 0, List.of(), "", "", "",
                    "set by galab: the hash of the program's files, part of the journal's fingerprint"),
            new Parameter(ENVIRONMENT, "", Parameter.Type.LIST, List.of(), 0, 0, List.of(), "", "", "",
                    "set by galab: the environment variables the variant declares in inputs, with the values the"
                            + " fingerprint hashed, given to the program"),
            new Parameter(PROPERTIES, "", Parameter.Type.LIST, List.of(), 0, 0, List.of(), "", "", "",
                    "set by galab: the system properties the variant declares in inputs, with the values the"
                            + " fingerprint hashed, for the command's {property.NAME}"));

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String source() {
        return "any program run through galab's external-solver protocol: not galab's code";
    }

    @Override
    public List<Parameter> parameters() {
        return PARAMETERS;
    }

    /** Any name of letters and digits is an open parameter, passed to the command as {@code {param.NAME}}. */
    @Override
    public Parameter parameter(String name) {
        for (Parameter p : PARAMETERS) {
            if (p.name().equals(name)) {
                return p;
            }
        }
        if (Parameters.openName(name)) {
            return Parameter.open(name);
        }
        throw new IllegalArgumentException("no parameter '" + name + "' for algorithm " + ID);
    }

    @Override
    public Parameters parameters(Map<String, ?> values) {
        return Parameters.resolveOpen(ID, PARAMETERS, values);
    }

    @Override
    public Set<String> setupParameters() {
        return SETUP;
    }

    @Override
    public boolean externalProgram() {
        return true;
    }

    /**
     * The command as the spec gives it, on one line: a word with spaces or quotes in single quotes, line
     * breaks, tabs and other control characters written as escapes ({@code \\n}, {@code \\t}, {@code \\x1b}).
     */
    @Override
    public String commandLine(Parameters parameters) {
        return String.join(" ", parameters.getList("command").stream().map(w -> {
            String shown = Notes.printable(w).replace("\n", "\\n").replace("\t", "\\t");
            return shown.isEmpty() || !shown.equals(w) || w.matches(".*[\\s'\"].*")
                    ? "'" + shown.replace("'", "'\\''") + "'" : w;
        }).toList());
    }

    /** Not galab's: whether it is a GA, galab cannot tell; reports mark it as an external program. */
    @Override
    public boolean geneticAlgorithm() {
        return false;
    }

    /**
     * Every size galab reads; a puzzle the variant's {@code input} format cannot hold is refused, by
     * {@code validate} and by {@code run} alike, when the spec is planned ({@link #inputRefusal}).
     */
    @Override
    public String refusal(Puzzle puzzle, Parameters parameters) {
        return inputRefusal(puzzle.geometry(), input(parameters));
    }

    /** Why a puzzle of this geometry cannot be written in this input format, or null: the one check of formats. */
    static String inputRefusal(Geometry g, Input input) {
        if (input != Input.GALAB && (g.hasExtraUnits() || !g.regularBoxes())) {
            // the numeric formats hold the digits alone: the program would read a plain Sudoku
            return "input " + input.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-') + " holds a grid's"
                    + " digits, not a " + g.describe() + "'s " + (g.regularBoxes() ? "extra units" : "regions")
                    + ", so the program would solve a plain Sudoku; use input: galab, whose header carries them";
        }
        return input == Input.LLOYD_AMOS && !NumericGrid.holdsOneGrid(g) ? "input lloyd-amos holds an n×n Sudoku,"
                + " not a " + g.describe() + "; use input: numeric or galab" : null;
    }

    private static Input input(Parameters parameters) {
        return Input.valueOf(parameters.getText("input").toUpperCase(java.util.Locale.ROOT).replace('-', '_'));
    }

    @Override
    public Budget paperBudget() {
        return new Budget(0, 0, 10);
    }

    @Override
    public Map<String, Object> bind(Map<String, Object> values, Path folder) {
        return bind(values, folder, java.util.Collections.emptySortedMap(), java.util.Collections.emptySortedMap());
    }

    /**
     * Binds the command to the spec's folder and keeps the declared environment and properties with their values:
     * the program is started with exactly those values of the declared variables (an unset one removed from its
     * environment), and {@code {property.NAME}} in its command is the declared property's value.
     */
    @Override
    public Map<String, Object> bind(Map<String, Object> values, Path folder,
            java.util.SortedMap<String, String> environment, java.util.SortedMap<String, String> properties) {
        for (String name : BOUND) {
            if (values.containsKey(name)) {
                throw new IllegalArgumentException("parameter " + name + " is set by galab, not by a spec");
            }
        }
        Object raw = values.get("command");
        if (!(raw instanceof List<?> list)) {
            throw new IllegalArgumentException("algorithm external needs the parameter command: the program and its"
                    + " arguments, e.g. command: [./solver, --file, \"{puzzle}\", --seed, \"{seed}\"]");
        }
        List<String> command = parameters(Map.of("command", list)).getList("command");
        Command.check(command, folder, properties.keySet());
        if (values.get("timePattern") instanceof String pattern && !pattern.isEmpty()) {
            try {
                java.util.regex.Pattern compiled = java.util.regex.Pattern.compile(pattern);
                if (compiled.matcher("").groupCount() < 1) {
                    throw new IllegalArgumentException("parameter timePattern '" + pattern + "' has no group: put the"
                            + " seconds in parentheses, e.g. 'solved in ([0-9.]+)'");
                }
            } catch (java.util.regex.PatternSyntaxException e) {
                throw new IllegalArgumentException("parameter timePattern '" + pattern + "' is not a regular"
                        + " expression: " + e.getDescription());
            }
        }
        List<String> listed = values.get("fingerprint") instanceof List<?> l
                ? parameters(Map.of("fingerprint", l)).getList("fingerprint") : List.of();
        Map<String, Object> bound = new LinkedHashMap<>(values);
        bound.put("command", command);
        bound.put("directory", folder.toString());
        bound.put("contentHash", Command.contentHash(command, folder, listed));
        if (!environment.isEmpty()) {
            bound.put(ENVIRONMENT, entries(environment));
        }
        if (!properties.isEmpty()) {
            bound.put(PROPERTIES, entries(properties));
        }
        return bound;
    }

    /**
     * With {@code input: galab} the program reads a Killer's cages from the file's header ({@code # cage: SUM CELLS};
     * docs/external-solvers.md), and galab checks its answer on them; the numeric inputs hold the digits alone.
     */
    @Override
    public boolean takesCages(Parameters parameters) {
        return input(parameters) == Input.GALAB;
    }

    /** "NAME=value" for each set value, "NAME" alone for an unset one. */
    private static List<String> entries(java.util.SortedMap<String, String> values) {
        return values.entrySet().stream().map(e -> e.getValue() == null ? e.getKey() : e.getKey() + "="
                + e.getValue()).toList();
    }

    /**
     * The program's files (its executable, the script it is given, the files its {@code fingerprint} lists),
     * which planning confines to the project.
     */
    @Override
    public List<Path> files(Parameters parameters) {
        List<String> command = parameters.getList("command");
        List<Path> all = Command.files(command, folder(parameters), parameters.getList("fingerprint"));
        // a program found on PATH (python3, java) is the machine's, not the project's
        return command.get(0).contains("/") ? all : all.subList(1, all.size());
    }

    private static Path folder(Parameters parameters) {
        return Path.of(parameters.getText("directory"));
    }

    @Override
    public RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget) {
        if (budget.maxSeconds() <= 0) {
            throw new IllegalArgumentException("an external solver needs the budget's maxSeconds: galab bounds its"
                    + " time and nothing else");
        }
        Input input = input(parameters);
        Path tmp = null;
        try {
            tmp = TempFolders.create();
            Path file = tmp.resolve("puzzle.txt");
            Files.writeString(file, write(puzzle, input), StandardCharsets.UTF_8);
            List<String> args = Command.arguments(parameters.getList("command"), folder(parameters), file, seed,
                    budget, puzzle.geometry().n(), parameters);
            SolverProcess.Outcome o;
            try {
                List<String> declared = parameters.getList(ENVIRONMENT);
                o = SolverProcess.run(args, folder(parameters), budget.maxSeconds(), GRACE_SECONDS,
                        Command.declared(declared), Command.declaredNames(declared));
            } catch (IOException e) {
                throw new IllegalArgumentException("command " + parameters.getList("command") + ": cannot start: "
                        + e.getMessage(), e);
            }
            String pattern = parameters.getText("timePattern");
            return Verdicts.of(puzzle, o, budget, pattern.isEmpty() ? null : java.util.regex.Pattern.compile(pattern));
        } catch (IOException e) {
            throw new UncheckedIOException("external solver: cannot write the puzzle file: " + e.getMessage(), e);
        } finally {
            delete(tmp);
        }
    }

    private static String write(Puzzle puzzle, Input input) {
        Geometry g = puzzle.geometry();
        return switch (input) {
            case GALAB -> PuzzleFormat.writeGrid(g, puzzle.givens());
            case NUMERIC -> NumericGrid.writeGrids(g, puzzle.givens());
            case LLOYD_AMOS -> {
                String refusal = inputRefusal(g, input);
                if (refusal != null) {
                    throw new IllegalArgumentException(refusal);
                }
                yield NumericGrid.writeLloydAmos(g, puzzle.givens());
            }
        };
    }

    private static void delete(Path tmp) {
        if (tmp != null) {
            TempFolders.delete(tmp);
        }
    }

    /**
     * The {@code {seed}} a run's program is given: its 64-bit seed folded into [0, 2^31),
     * {@code (s ^ (s >>> 31) ^ (s >>> 62)) & 0x7fffffff} (docs/external-solvers.md, "External solvers",
     * "Placeholders"), which runs.csv records beside the run.
     */
    public static long programSeed(long seed) {
        return Command.seed(seed);
    }

    /** The note's words for a run killed at its limit. */
    static String limitNote(Budget budget) {
        return StopReason.KILLED.label() + " (" + Numbers.shortest(budget.maxSeconds()) + " s + "
                + Numbers.shortest(GRACE_SECONDS) + " s grace)";
    }

    /** A trace of one value: an external run has no generations galab can see. */
    static Trace trace(double penalty) {
        return new Trace(new double[] {penalty}, new double[] {penalty});
    }

}
