package io.galab.algorithm;

import java.util.Arrays;

/**
 * The per-generation convergence trace of one run: the best and the mean fitness of the population
 * at generation 0 (the initial population) and after every generation, in the algorithm's own
 * fitness terms; and the run's improvements: the evaluations counted when a recorded best first fell
 * below every earlier one, with that best (the target-based record of IOHprofiler's {@code .dat}
 * files). Immutable.
 */
public final class Trace {

    private static final long[] NO_EVALUATIONS = {};
    private static final double[] NO_VALUES = {};

    private final double[] best;
    private final double[] mean;
    private final long[] improvedAt;
    private final double[] improvedTo;

    /** A trace without its improvements. */
    public Trace(double[] best, double[] mean) {
        if (best.length != mean.length) {
            throw new IllegalArgumentException("best and mean traces differ in length");
        }
        this.best = best.clone();
        this.mean = mean.clone();
        this.improvedAt = NO_EVALUATIONS;
        this.improvedTo = NO_VALUES;
    }

    /** Takes ownership of arrays nobody else holds (no copy): for {@link RunControl}. */
    static Trace adopt(double[] best, double[] mean, long[] improvedAt, double[] improvedTo) {
        return new Trace(best, mean, improvedAt, improvedTo);
    }

    private Trace(double[] best, double[] mean, long[] improvedAt, double[] improvedTo) {
        this.best = best;
        this.mean = mean;
        this.improvedAt = improvedAt;
        this.improvedTo = improvedTo;
    }

    /** The evaluations counted at each improvement of the best, ascending. */
    public long[] improvedAt() {
        return improvedAt.clone();
    }

    /** The best fitness reached at each improvement, falling. */
    public double[] improvedTo() {
        return improvedTo.clone();
    }

    /** Number of recorded generations (generation 0 included). */
    public int length() {
        return best.length;
    }

    public double best(int generation) {
        return best[generation];
    }

    public double mean(int generation) {
        return mean[generation];
    }

    public double[] best() {
        return best.clone();
    }

    public double[] mean() {
        return mean.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Trace t && Arrays.equals(best, t.best) && Arrays.equals(mean, t.mean)
                && Arrays.equals(improvedAt, t.improvedAt) && Arrays.equals(improvedTo, t.improvedTo);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(best) + Arrays.hashCode(mean)) + Arrays.hashCode(improvedAt);
    }
}
