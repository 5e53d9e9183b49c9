package io.galab.algorithm;

import java.util.ArrayList;
import java.util.List;

/**
 * When a run stops if it has not solved the puzzle: a number of generations, of fitness evaluations,
 * or of wall-clock seconds; 0 means "no limit of this kind", and at least one limit is required. A
 * run stops at the first limit it reaches.
 *
 * @param maxGenerations generations after the initial population
 * @param maxEvaluations fitness evaluations, the initial population's included
 * @param maxSeconds     wall-clock seconds; a run limited by it is not reproducible
 */
public record Budget(long maxGenerations, long maxEvaluations, double maxSeconds) {

    /** The time limits a spec's {@code maxSeconds} and {@code galab solve --seconds} take: 1 ms to 10⁷ s. */
    public static final double MIN_SECONDS = 1e-3;
    public static final double MAX_SECONDS = 1e7;

    public Budget {
        if (maxGenerations < 0 || maxEvaluations < 0 || maxSeconds < 0 || Double.isNaN(maxSeconds)) {
            throw new IllegalArgumentException("budget limits must be positive (0 = no limit): generations "
                    + maxGenerations + ", evaluations " + maxEvaluations + ", seconds " + maxSeconds);
        }
        if (maxGenerations == 0 && maxEvaluations == 0 && maxSeconds == 0) {
            throw new IllegalArgumentException("a budget needs at least one limit: maxGenerations, maxEvaluations"
                    + " or maxSeconds");
        }
    }

    public static Budget generations(long maxGenerations) {
        return new Budget(maxGenerations, 0, 0);
    }

    public static Budget evaluations(long maxEvaluations) {
        return new Budget(0, maxEvaluations, 0);
    }

    public static Budget seconds(double maxSeconds) {
        return new Budget(0, 0, maxSeconds);
    }

    /** The limits that are set, in words: "5000 generations", "100000 evaluations or 60 s". */
    public String describe() {
        List<String> parts = new ArrayList<>();
        if (maxGenerations > 0) {
            parts.add(maxGenerations + " generations");
        }
        if (maxEvaluations > 0) {
            parts.add(maxEvaluations + " evaluations");
        }
        if (maxSeconds > 0) {
            parts.add(Numbers.report(maxSeconds) + " s");
        }
        return String.join(" or ", parts);
    }
}
