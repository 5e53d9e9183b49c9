package io.galab.algorithm;

import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A genetic algorithm that solves puzzles: the service-provider interface. Built-in algorithms and
 * user algorithms alike are registered in {@code META-INF/services/io.galab.algorithm.Algorithm} and
 * found by {@link Algorithms} through {@link java.util.ServiceLoader}.
 *
 * <p>An implementation must have a public no-argument constructor and be stateless: every run gets
 * its state from {@link #run}. A run must be a pure function of (puzzle, parameters, seed, budget)
 * whenever the budget has no wall-clock limit, must never change a given, and must stop at the budget
 * and when its thread is interrupted (see {@link RunControl}).
 */
public interface Algorithm {

    /** The id used in specs, e.g. {@code twodoku-ga}: lower case, digits and dashes. */
    String id();

    /** The publication the algorithm follows, for reports and documentation. */
    String source();

    /** Every parameter the algorithm takes, with the paper's default. */
    List<Parameter> parameters();

    /**
     * Runs once.
     *
     * @param puzzle     what to solve; any kind
     * @param parameters values for {@link #parameters()}, already checked (see {@link Parameters#resolve})
     * @param seed       the run's seed; the only source of randomness
     * @param budget     when to stop if not solved
     */
    RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget);

    /**
     * Runs once and tells {@code observer} of every generation recorded, e.g. to print progress;
     * observing changes no result. The default runs without telling; the built-in algorithms tell.
     */
    default RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget,
            RunControl.Observer observer) {
        return run(puzzle, parameters, seed, budget);
    }

    /**
     * False for a reference that is not a genetic algorithm (the {@code exact} variant): reports and
     * {@code list algorithms} say so.
     */
    default boolean geneticAlgorithm() {
        return true;
    }

    /**
     * Which way this algorithm's fitness improves on {@code puzzle}, and the value of a solved grid:
     * the direction of every value its runs record. The default is a penalty to minimise, 0 when
     * solved; a run's {@link RunResult#objective()} must be this one.
     */
    default Objective objective(Puzzle puzzle) {
        return Objective.PENALTY;
    }

    /**
     * The budget the paper used, for runs that name none: its maximum number of generations. The
     * default, for algorithms without a published budget, is 10,000 generations.
     */
    default Budget paperBudget() {
        return Budget.generations(10_000);
    }

    /**
     * Small settings under which one run on any puzzle kind takes milliseconds, with the paper's
     * operators unchanged: what contract tests and smoke benchmarks use, so that they cover every
     * registered algorithm without knowing it. The default is the paper's settings.
     */
    default Map<String, Object> quickParameters() {
        return Map.of();
    }

    /**
     * True when every grid the algorithm makes keeps each box a permutation of 1..n (on kinds whose
     * boxes the algorithm fills, i.e. all but the SudoKube); contract tests check what is promised.
     */
    default boolean keepsBoxesPermutations() {
        return false;
    }

    /**
     * The declared parameter called {@code name} (its canonical name).
     *
     * @throws IllegalArgumentException when there is none
     */
    default Parameter parameter(String name) {
        String canonical = Parameters.canonical(parameters(), name);
        return parameters().stream().filter(p -> p.name().equals(canonical)).findFirst().orElseThrow(
                () -> new IllegalArgumentException("no parameter '" + name + "' for algorithm " + id()));
    }

    /**
     * Why a parameter ({@code name}) or a choice value ({@code "name: value"}) that the algorithm once took is gone,
     * with the last galab that took it, so that an old spec's error says so; null for one never retired.
     */
    default String retired(String nameOrValue) {
        return null;
    }

    /**
     * The note {@link #retired} gives for {@code nameOrValue} when {@code reasons} has it: the reason, the day it
     * went ({@code date}), the last galab that took it ({@code lastCommit}) and where its docs are; else null.
     */
    static String retiredNote(java.util.Map<String, String> reasons, String nameOrValue, String date, String lastCommit,
            String docs) {
        String why = reasons.get(nameOrValue);
        return why == null ? null : "'" + nameOrValue + "' was deleted on " + date + ": " + why + "; galab at commit "
                + lastCommit + " is the last to take it (" + docs + ")";
    }

    /** The largest grid side most algorithms run: their digit and position masks are 32-bit ints. */
    int MAX_INT_MASK_N = 25;

    /**
     * Why this algorithm does not run {@code puzzle} with these parameters, or null when it does:
     * planning refuses such a cell with this reason, located at its variant, instead of failing in a
     * run. The default runs grids up to 25×25 (docs/algorithms.md, "Giant Sudokus"); an algorithm
     * whose masks hold 64 digits says so by overriding it.
     */
    default String refusal(Puzzle puzzle, Parameters parameters) {
        int n = puzzle.geometry().n();
        return n <= MAX_INT_MASK_N ? null : id() + " runs grids up to " + MAX_INT_MASK_N + "x" + MAX_INT_MASK_N
                + " (its masks hold 31 digits), not a " + n + "x" + n + "; propagating-memetic-ga and exact run"
                + " boxes up to 8 (64x64)";
    }

    /**
     * Whether the algorithm reads killer cages (docs/puzzle-formats.md, "Killer cages"): their digits distinct and
     * their sums, which no permutation encoding keeps by construction. False by default: a Killer is then refused
     * with this reason by planning and {@code solve} ({@link ShapeNeed#NO_CAGES}), never solved as a plain Sudoku.
     */
    default boolean takesCages(Parameters parameters) {
        return false;
    }

    /**
     * What the algorithm needs of a puzzle's shape with these parameters, beyond its size, each with the reason
     * (the paper's section that relies on it); empty by default, since most algorithms read units alone. Planning
     * and {@code solve} refuse a puzzle that lacks one ({@link ShapeNeed#refusal}).
     */
    default java.util.Map<ShapeNeed, String> needs(Parameters parameters) {
        return java.util.Map.of();
    }

    /**
     * True for a variant that runs a program of its own ({@code external}): galab bounds only its time
     * (a spec must give maxSeconds), its runs carry notes that reports count, and galab checks its seed.
     */
    default boolean externalProgram() {
        return false;
    }

    /**
     * What ran besides galab's code, as a reader needs it beside the parameters: an external program's
     * command line, its placeholders unfilled; null for an algorithm of galab's. The report shows it in the
     * params column and runs.csv in {@code command}; it is never part of a cell's parameter text, which
     * names the cell in baselines and histories.
     */
    default String commandLine(Parameters parameters) {
        return null;
    }

    /**
     * Why {@code budget} would not bound this algorithm's runs, as the middle of a sentence that names
     * the variant before it and the budget's key after it ("… needs maxSeconds in the budget"), or null
     * when it does. An external program's time is all galab can bound, so it needs maxSeconds; every
     * other built-in algorithm but {@code exact} stops at any of the three bounds.
     */
    default String unbounded(Budget budget) {
        return externalProgram() && budget.maxSeconds() <= 0
                ? "runs an external command, whose time galab bounds and nothing else, so it needs maxSeconds" : null;
    }

    /**
     * The parameters that say how to run the algorithm rather than what it runs with (an external
     * solver's command, its input format, its working folder): they are part of a cell's fingerprint,
     * but kept out of the parameter text that runs.csv, baselines and the history show. None by default.
     */
    default Set<String> setupParameters() {
        return Set.of();
    }

    /**
     * The parameter values a spec gives, bound to the folder of the spec that gives them: what the
     * spec loader resolves. An external solver resolves its command against that folder and adds what
     * its runs need from it (docs/external-solvers.md, "External solvers"); the default returns them as they are.
     *
     * @throws IllegalArgumentException naming the parameter, when a value cannot be bound
     */
    default Map<String, Object> bind(Map<String, Object> values, Path folder) {
        return values;
    }

    /**
     * As {@link #bind(Map, Path)}, with the environment variables and system properties the variant declares in
     * {@code inputs:} and their values as the plan hashes them (null: unset). An external solver gives them to its
     * program (docs/external-solvers.md, "Declared environment and properties"); the default ignores them.
     */
    default Map<String, Object> bind(Map<String, Object> values, Path folder, java.util.SortedMap<String, String>
            environment, java.util.SortedMap<String, String> properties) {
        return bind(values, folder);
    }

    /**
     * The files of the project that a run with these parameters reads besides its puzzle (an external
     * solver's program and scripts): planning confines them to the project, as every file galab reads
     * for a spec. None by default.
     */
    default List<Path> files(Parameters parameters) {
        return List.of();
    }

    /**
     * The classes, besides this algorithm's own, that a cell's runs load by name rather than by reference
     * (an operator or helper the spec names in {@code parameters}, found through {@link java.util.ServiceLoader}
     * or reflection): the journal's code fingerprint covers each one's closure too (docs/experiments.md, "What
     * the fingerprint covers"). By default, the operator each of its operator slots names (docs/extending.md,
     * "Operators").
     */
    default List<Class<?>> codeRoots(Parameters parameters) {
        List<Class<?>> roots = new java.util.ArrayList<>();
        for (Parameter p : parameters()) {
            if (p.type() == Parameter.Type.OPERATOR && parameters.has(p.name())) {
                roots.add(Operators.visible().forSlot(parameters.getText(p.name()), p.operatorSlot(),
                        p.operatorMembers()).getClass());
            }
        }
        return roots;
    }

    /** Resolves user-given values against this algorithm's parameters, filling in defaults. */
    default Parameters parameters(Map<String, ?> values) {
        return Parameters.resolve(id(), parameters(), values);
    }

    /**
     * Defaults that depend on the puzzle's size: values that replace the declared defaults of the named
     * parameters on puzzles of this geometry, a value the user gives always winning (docs/algorithms.md,
     * "propagating-memetic-ga", "Defaults by size"). None by default.
     */
    default Map<String, Object> sizeDefaults(Geometry geometry) {
        return Map.of();
    }

    /**
     * Resolves user-given values for runs on {@code puzzle}: {@link #parameters(Map)}, with the
     * {@link #sizeDefaults} of the puzzle's geometry for every parameter not given
     * ({@link Parameters#sizedNames()} names them).
     */
    default Parameters parameters(Map<String, ?> values, Puzzle puzzle) {
        return parameters(values).sized(sizeDefaults(puzzle.geometry()), values.keySet());
    }
}
