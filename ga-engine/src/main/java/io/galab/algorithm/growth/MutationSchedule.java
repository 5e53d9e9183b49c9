package io.galab.algorithm.growth;

/**
 * The mutation rate over generations (SudoKube thesis, III.E.4.a–c): it jumps to the mutation ceiling
 * every {@code resetCount} generations, or when the best and the worst member have equal fitness
 * (the population is stuck in a basin), and otherwise decays by the multiplier each generation, never
 * below the starting rate. Rates are percentages, as in the thesis.
 */
public final class MutationSchedule {

    private final double start;
    private final double ceiling;
    private final int resetCount;
    private final double multiplier;
    private double rate;
    private long jumps;

    public MutationSchedule(double start, double ceiling, int resetCount, double multiplier) {
        this.start = start;
        this.ceiling = ceiling;
        this.resetCount = resetCount;
        this.multiplier = multiplier;
        this.rate = start;
    }

    /** The rate for this generation (1, 2, …), given the current best and worst fitness. */
    public double next(long generation, double best, double worst) {
        if (generation % resetCount == 0 || best == worst) {
            rate = ceiling;
            jumps++;
        } else {
            rate = Math.max(start, rate * multiplier);
        }
        return rate;
    }

    public double rate() {
        return rate;
    }

    public long jumps() {
        return jumps;
    }
}
