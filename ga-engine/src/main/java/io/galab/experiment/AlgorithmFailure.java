package io.galab.experiment;

import io.galab.algorithm.Algorithm;

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
    static boolean galabs(Algorithm algorithm) {
        return algorithm.getClass().getName().startsWith("io.galab.");
    }

    /** The failure of a run of {@code algorithm} on {@code puzzleId} with {@code seed}, caused by {@code cause}. */
    static AlgorithmFailure of(Algorithm algorithm, String puzzleId, long seed, Throwable cause) {
        return new AlgorithmFailure("algorithm '" + algorithm.id() + "' (" + algorithm.getClass().getName()
                + ") failed on puzzle " + puzzleId + " with seed " + seed + ": " + cause
                + ". This is the algorithm's failure, not galab's; rerun that run alone with: galab solve SET:"
                + puzzleId + " --algorithm " + algorithm.id() + " --seed " + seed, cause);
    }

    /** A user algorithm that said it solved the puzzle with a grid that is not a solution. */
    static AlgorithmFailure invalidSolution(Algorithm algorithm, String puzzleId, long seed) {
        return new AlgorithmFailure("algorithm '" + algorithm.id() + "' (" + algorithm.getClass().getName()
                + ") reported an invalid solution for puzzle " + puzzleId + " with seed " + seed
                + ": its result says solved, and the grid breaks a unit or a given. This is the algorithm's"
                + " failure, not galab's", null);
    }
}
