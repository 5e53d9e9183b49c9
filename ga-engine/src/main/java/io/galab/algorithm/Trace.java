package io.galab.algorithm;

import java.util.Arrays;

/**
 * The per-generation convergence trace of one run: the best and the mean fitness of the population
 * at generation 0 (the initial population) and after every generation, in the algorithm's own
 * fitness terms; and the run's improvements: the evaluations counted when a recorded best was first
 * better than every earlier one in the {@link Objective}'s direction, with that best (the
 * target-based record of IOHprofiler's {@code .dat} files). Immutable.
 */
public final class Trace {

    private static final long[] NO_EVALUATIONS = {};
    private static final double[] NO_VALUES = {};

    private final double[] best;
    private final double[] mean;
    private final long[] improvedAt;
    private final double[] improvedTo;
    private final Objective objective;

    /** A trace of a penalty to minimise, without its improvements. */
    public Trace(double[] best, double[] mean) {
        if (best.length != mean.length) {
            throw new IllegalArgumentException("best and mean traces differ in length");
        }
        this.best = best.clone();
        this.mean = mean.clone();
        this.improvedAt = NO_EVALUATIONS;
        this.improvedTo = NO_VALUES;
        this.objective = Objective.PENALTY;
    }

    /** Takes ownership of arrays nobody else holds (no copy): for {@link RunControl}. */
    static Trace adopt(double[] best, double[] mean, long[] improvedAt, double[] improvedTo, Objective objective) {
        return new Trace(best, mean, improvedAt, improvedTo, objective);
    }

    private Trace(double[] best, double[] mean, long[] improvedAt, double[] improvedTo, Objective objective) {
        this.best = best;
        this.mean = mean;
        this.improvedAt = improvedAt;
        this.improvedTo = improvedTo;
        this.objective = objective;
    }

    /** The direction of every value in the trace. */
    public Objective objective() {
        return objective;
    }

    /** The evaluations counted at each improvement of the best, ascending. */
    public long[] improvedAt() {
        return improvedAt.clone();
    }

    /**
     * The best fitness reached at each improvement: each one better than the one before in the objective's direction.
     */
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
                && Arrays.equals(improvedAt, t.improvedAt) && Arrays.equals(improvedTo, t.improvedTo)
                && objective.equals(t.objective);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(best) + Arrays.hashCode(mean)) + Arrays.hashCode(improvedAt);
    }
}
