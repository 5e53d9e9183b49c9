package io.galab.cli;

import io.galab.algorithm.Algorithm;
import io.galab.experiment.AlgorithmFailure;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Numbers;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunResult;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleFormat;
import io.galab.puzzle.PuzzleLibrary;
import io.galab.puzzle.Suggestions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code solve}: one run of one algorithm on one puzzle, with its progress, the grid drawn in the
 * puzzle's own layout, and the exact solver's check. Exit status 0 when solved, 3 when not.
 */
@Command(name = "solve", mixinStandardHelpOptions = true, description = "Solve one puzzle with one algorithm"
        + " and draw the result; exit status 3 when it is not solved.")
final class SolveCommand extends PrintingCommand {

    @CommandLine.Parameters(index = "0", paramLabel = "PUZZLE",
            description = "a puzzle file (its first puzzle), FILE:ID or FOLDER:ID (that puzzle of a file or a folder"
            + " of files), or SET:ID of a built-in set, e.g. sudoku/mantere-koljonen:s06a")
    String target;

    @Option(names = "--count", paramLabel = "N", description = "a generated set's size, as a spec's count"
            + " (default: ${DEFAULT-VALUE})")
    int count = PuzzleLibrary.DEFAULT_GENERATED_COUNT;

    @Option(names = "--set-seed", paramLabel = "N", description = "a generated set's seed, as a spec's puzzle"
            + " seed (default: ${DEFAULT-VALUE})")
    long setSeed;

    @Option(names = "--algorithm", required = true, paramLabel = "ID", description = "the algorithm (galab list"
            + " algorithms)")
    String algorithm;

    @Option(names = "--param", paramLabel = "KEY=VALUE", description = "a parameter (galab list params ID);"
            + " repeatable")
    Map<String, String> params = new LinkedHashMap<>();

    @Option(names = "--seed", paramLabel = "N", description = "the run's seed (default: ${DEFAULT-VALUE})")
    long seed = 1;

    @Option(names = "--generations", paramLabel = "N", description = "the generation budget (default: the paper's)")
    Long generations;

    @Option(names = "--seconds", paramLabel = "S", description = "a time limit in seconds, besides the generations"
            + " (a giant grid's run may need hours for the paper's)")
    Double seconds;

    private static final long PROGRESS_NANOS = 5_000_000_000L;

    @Override
    public Integer call() {
        Puzzle puzzle = puzzle(target, count, setSeed);
        if (fromFile(target)) {
            checkFile(puzzle);
        }
        Algorithm a = algorithms().get(algorithm);
        Map<String, Object> given = new LinkedHashMap<>();
        params.forEach((k, v) -> given.put(k, value(v)));
        Parameters parameters = a.parameters(given, puzzle); // with the defaults for the puzzle's size
        String refusal = io.galab.algorithm.ShapeNeed.refusal(a, puzzle, parameters); // validate's words
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        if (generations != null && generations < 1) {
            throw new IllegalArgumentException("option --generations: " + generations + " is not a budget; give at"
                    + " least 1 generation");
        }
        if (seconds != null && !(seconds >= Budget.MIN_SECONDS && seconds <= Budget.MAX_SECONDS)) {
            throw new IllegalArgumentException("option --seconds: " + Numbers.report(seconds) + " is not a time limit;"
                    + " give " + Numbers.report(Budget.MIN_SECONDS) + " to " + Numbers.report(Budget.MAX_SECONDS)
                    + " seconds, as a spec's maxSeconds");
        }
        Budget paper = generations != null ? Budget.generations(generations) : a.paperBudget();
        Budget budget = seconds == null ? paper : new Budget(paper.maxGenerations(), paper.maxEvaluations(), seconds);
        out.println(puzzle.id() + " (" + puzzle.geometry().describe() + ", " + puzzle.givenCount() + " givens):");
        out.print(GridDrawing.draw(puzzle.geometry(), puzzle.givens()));
        out.println(a.id() + " " + parameters.canonical() + ", seed " + seed + ", budget " + budget.describe()
                + (parameters.sizedNames().isEmpty() ? "" : " (" + String.join(", ", parameters.sizedNames())
                + " from the size table for a " + puzzle.geometry().describe() + ")"));
        long every = Math.max(1, budget.maxGenerations() / 20);
        long[] last = {System.nanoTime()};
        RunResult r;
        try {
            r = a.run(puzzle, parameters, seed, budget, (g, best, mean) -> {
                long now = System.nanoTime();
                if (g % every == 0 || now - last[0] >= PROGRESS_NANOS) { // a line at least every 5 s of a long run
                    last[0] = now;
                    out.printf(Locale.ROOT, "generation %d: best %s, mean %.2f%n", g, Numbers.report(best), mean);
                }
            });
        } catch (RuntimeException | StackOverflowError e) {
            if (AlgorithmFailure.galabs(a)) {
                throw e; // galab's own algorithm: a bug, reported as one
            }
            throw AlgorithmFailure.of(a, puzzle.id(), seed, e); // a project's own: its failure, exit 4
        }
        out.println(r);
        out.print(GridDrawing.draw(puzzle.geometry(), r.bestGrid()));
        if (r.solved()) {
            if (!ExactSolver.isSolution(puzzle, r.bestGrid())) {
                throw new IllegalStateException(a.id() + " reported a solution that the exact solver rejects");
            }
            out.println("checked by the exact solver: valid solution");
            return Main.OK;
        }
        out.println("not solved");
        return Main.NOT_SOLVED;
    }

    /** Whether the target is a puzzle file or FILE:ID / FOLDER:ID, not a built-in set (checked by its tests). */
    private static boolean fromFile(String target) {
        int colon = target.lastIndexOf(':');
        return Files.exists(Path.of(target)) || colon > 0 && Files.exists(Path.of(target.substring(0, colon)));
    }

    /**
     * What validate says of a puzzle file's puzzle, said before the run (docs/puzzle-formats.md): a stored solution
     * that contradicts the givens, or no solution at all, is refused (exit 2); more than one solution is a note,
     * since a run stops at any of them. The exact solver decides, within 2 s and 200,000 nodes.
     */
    private void checkFile(Puzzle puzzle) {
        switch (io.galab.experiment.PuzzleChecks.verdictOf(puzzle, CHECK_SECONDS)) {
            case "wrong" -> throw new IllegalArgumentException(target + ": puzzle '" + puzzle.id() + "' has a stored"
                    + " solution that is not a solution of its givens (checked by the exact solver); mend it or"
                    + " take it out");
            case "none" -> throw new IllegalArgumentException(target + ": puzzle '" + puzzle.id() + "' has no solution"
                    + " (checked by the exact solver)");
            case "several" -> out.println("note: puzzle '" + puzzle.id() + "' has more than one solution (checked by"
                    + " the exact solver); a run stops at any of them");
            default -> {
            }
        }
    }

    /** How long the check of a puzzle file's puzzle may search, as a spec's default checkSeconds. */
    private static final double CHECK_SECONDS = 2;

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

    static Puzzle puzzle(String target) {
        return puzzle(target, PuzzleLibrary.DEFAULT_GENERATED_COUNT, 0L);
    }

    /** The puzzle {@code target} names; a generated set is drawn with {@code count} and {@code seed}. */
    static Puzzle puzzle(String target, int count, long seed) {
        int colon = target.lastIndexOf(':');
        if (colon > 0 && !Files.exists(Path.of(target))) {
            String set = target.substring(0, colon);
            String id = target.substring(colon + 1);
            Path where = Path.of(set);
            if (Files.exists(where)) { // FILE:ID or FOLDER:ID
                List<Path> files = new java.util.ArrayList<>();
                if (Files.isDirectory(where)) {
                    try (java.util.stream.Stream<Path> list = Files.list(where)) {
                        list.filter(Files::isRegularFile).filter(p -> !p.getFileName().toString().startsWith("."))
                                .filter(p -> !p.getFileName().toString().endsWith(".solution.txt")).sorted()
                                .forEach(files::add);
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException("cannot list " + where + ": " + e.getMessage(), e);
                    }
                } else {
                    files.add(where);
                }
                for (Path f : files) {
                    for (Puzzle p : PuzzleFormat.read(f)) {
                        if (p.id().equals(id)) {
                            return p;
                        }
                    }
                }
                throw new IllegalArgumentException("no puzzle '" + id + "' in " + where);
            }
            if (!PuzzleLibrary.has(set)) {
                throw new IllegalArgumentException("no built-in puzzle set '" + set + "'"
                        + Suggestions.didYouMean(set, PuzzleLibrary.setNames()) + " (galab list sets)");
            }
            return PuzzleLibrary.load(set, count, seed).get(id);
        }
        Path file = Path.of(target);
        if (!Files.exists(file)) {
            throw new IllegalArgumentException("'" + target + "' is neither a puzzle file nor SET:ID of a built-in set"
                    + " (galab list sets)");
        }
        List<Puzzle> puzzles = PuzzleFormat.read(file);
        return puzzles.get(0);
    }
}
