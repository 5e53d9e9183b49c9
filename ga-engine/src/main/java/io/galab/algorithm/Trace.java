package io.galab.algorithm;

import java.util.Arrays;

/**
 * The per-generation convergence trace of one run: the best and the mean fitness of the population
 * at generation 0 (the initial population) and after every generation, in the algorithm's own
 * fitness terms. Immutable.
 */
public final class Trace {

    private final double[] best;
    private final double[] mean;

    public Trace(double[] best, double[] mean) {
        if (best.length != mean.length) {
            throw new IllegalArgumentException("best and mean traces differ in length");
        }
        this.best = best.clone();
        this.mean = mean.clone();
    }

    /** Takes ownership of arrays nobody else holds (no copy): for {@link RunControl}. */
    static Trace adopt(double[] best, double[] mean) {
        return new Trace(best, mean, true);
    }

    private Trace(double[] best, double[] mean, boolean adopted) {
        this.best = best;
        this.mean = mean;
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
        return o instanceof Trace t && Arrays.equals(best, t.best) && Arrays.equals(mean, t.mean);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(best) + Arrays.hashCode(mean);
    }
}
