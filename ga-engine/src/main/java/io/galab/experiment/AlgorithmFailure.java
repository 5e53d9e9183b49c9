package io.galab.experiment;

import io.galab.algorithm.Algorithm;
import io.galab.experiment.spec.Spec;
import io.galab.puzzle.PuzzleLibrary;

/**
 * A run failed inside an algorithm that is not galab's own (one of a user's, found through the SPI):
 * it threw, or it reported a grid that is not a solution as solved. The algorithm's failure, not
 * galab's: the CLI exits with {@code 4} and the Maven goals fail with this message
 * (docs/experiments.md, "CLI"), naming the algorithm, the puzzle, the seed and the exception. An
 * exception in one of galab's own algorithms stays an internal error.
 */
public final class AlgorithmFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private AlgorithmFailure(String message, Throwable cause) {
        super(message, cause);
    }

    /** True for an algorithm of galab's own packages, whose failure is a galab bug. */
    public static boolean galabs(Algorithm algorithm) {
        return galabs(algorithm.getClass());
    }

    private static boolean galabs(Class<?> type) {
        return type.getName().startsWith("io.galab.");
    }

    /** The failure of a run of {@code algorithm} on {@code puzzleId} with {@code seed}, caused by {@code cause}. */
    public static AlgorithmFailure of(Algorithm algorithm, String puzzleId, long seed, Throwable cause) {
        return new AlgorithmFailure("algorithm '" + algorithm.id() + "' (" + algorithm.getClass().getName()
                + ") failed on puzzle " + puzzleId + " with seed " + seed + ": " + cause
                + ". This is the algorithm's failure, not galab's", cause);
    }

    /** This failure, with the command that reruns that run alone after it. */
    AlgorithmFailure rerun(String command) {
        AlgorithmFailure f = new AlgorithmFailure(getMessage() + "; rerun that run alone with: " + command,
                getCause());
        f.setStackTrace(getStackTrace());
        return f;
    }

    /**
     * The {@code galab solve} command that reruns one run of the cell alone: the project's own classes on its
     * class path (the loader's URLs, or the class's own location), the puzzle's set filled in, the variant's
     * parameters, the seed and the budget's generations and seconds.
     */
    static String rerunCommand(Plan plan, Plan.Cell cell, long seed) {
        StringBuilder s = new StringBuilder("galab");
        String classpath = classpath(cell.algorithm().getClass());
        if (!classpath.isEmpty()) {
            s.append(" --classpath '").append(classpath).append('\'');
        }
        // SET:ID of a built-in set (a generated one with its count and seed), else FILE:ID of its file or folder
        Spec.PuzzleSource source = plan.puzzleSource(cell.puzzle());
        String id = cell.puzzle().id();
        if (source == null) {
            s.append(" solve 'PUZZLE'");
        } else if (PuzzleLibrary.has(source.set())) {
            s.append(" solve '").append(source.set()).append(':').append(id).append('\'');
            if (PuzzleLibrary.isGenerated(source.set())) {
                s.append(" --count ").append(source.count()).append(" --set-seed ").append(source.seed());
            }
        } else {
            s.append(" solve '").append(plan.spec().file().toAbsolutePath().getParent().resolve(source.set())
                    .normalize()).append(':').append(id).append('\'');
        }
        s.append(" --algorithm ").append(cell.algorithm().id());
        for (String param : cell.params().split(";")) {
            if (!param.isEmpty()) {
                s.append(" --param '").append(param).append('\'');
            }
        }
        s.append(" --seed ").append(seed);
        io.galab.algorithm.Budget b = plan.spec().budget();
        if (b.maxGenerations() > 0) {
            s.append(" --generations ").append(b.maxGenerations());
        }
        if (b.maxSeconds() > 0) {
            s.append(" --seconds ").append(io.galab.algorithm.Numbers.report(b.maxSeconds()));
        }
        return s.toString();
    }

    /** Where a user's class was loaded from: its loader's class path, or the class's own location; "" for galab's. */
    private static String classpath(Class<?> type) {
        if (galabs(type)) {
            return "";
        }
        java.util.List<String> entries = new java.util.ArrayList<>();
        if (type.getClassLoader() instanceof java.net.URLClassLoader u) {
            for (java.net.URL url : u.getURLs()) {
                entries.add(path(url));
            }
        }
        java.security.CodeSource source = type.getProtectionDomain().getCodeSource();
        if (entries.isEmpty() && source != null && source.getLocation() != null) {
            entries.add(path(source.getLocation()));
        }
        return String.join(java.io.File.pathSeparator, entries);
    }

    private static String path(java.net.URL url) {
        try {
            return java.nio.file.Path.of(url.toURI()).toString();
        } catch (java.net.URISyntaxException | IllegalArgumentException e) {
            return url.toString();
        }
    }

    /** A user algorithm that said it solved the puzzle with a grid that is not a solution. */
    static AlgorithmFailure invalidSolution(Algorithm algorithm, String puzzleId, long seed) {
        return new AlgorithmFailure("algorithm '" + algorithm.id() + "' (" + algorithm.getClass().getName()
                + ") reported an invalid solution for puzzle " + puzzleId + " with seed " + seed
                + ": its result says solved, and the grid breaks a unit or a given. This is the algorithm's"
                + " failure, not galab's", null);
    }
}
