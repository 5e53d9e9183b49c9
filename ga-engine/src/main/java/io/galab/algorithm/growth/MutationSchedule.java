package io.galab.algorithm.growth;

import io.galab.algorithm.Choice;

/**
 * The mutation rate over a run (SudoKube thesis, III.E.4.a–c). Rates are percentages, as in the thesis.
 *
 * <p>The rate jumps to the mutation ceiling every {@code resetCount} generations (III.E.4.b), or when
 * the best and the worst member have equal fitness (the population is stuck in a basin). Between jumps
 * it is multiplied by the multiplier, never going below the starting rate (III.E.4.c). What one
 * multiplication step is, the thesis leaves open; {@link Decay} names the two readings:
 * <ul>
 *   <li>{@link Decay#PER_MUTATION} (the default): one step per application of the mutation operator to
 *   a population member, i.e. per child. At population 20 and multiplier 0.99 the rate falls ×0.818 a
 *   generation, and from the 10% ceiling it is back at the starting 1% after about 230 applications,
 *   within the 20-generation reset period, as III.E.4.c's "until it reaches the starting mutation rate
 *   (about 1%)" and chapter IV's "greatly increased for a time" describe.</li>
 *   <li>{@link Decay#PER_GENERATION}: one step per generation. With a reset every 20 generations the
 *   rate never falls below 10 × 0.99^19 ≈ 8.3%, so the text's own example cannot happen; kept so that
 *   results made with it stay reproducible.</li>
 * </ul>
 * The first application after a jump uses the ceiling itself; each later one multiplies first.
 */
public final class MutationSchedule {

    /** What one multiplication step of the rate is (see the class comment). */
    public enum Decay implements Choice {
        PER_MUTATION, PER_GENERATION
    }

    private final double start;
    private final double ceiling;
    private final int resetCount;
    private final double multiplier;
    private final Decay decay;
    private double rate;
    private boolean jumped;
    private long jumps;

    public MutationSchedule(double start, double ceiling, int resetCount, double multiplier, Decay decay) {
        this.start = start;
        this.ceiling = ceiling;
        this.resetCount = resetCount;
        this.multiplier = multiplier;
        this.decay = decay;
        this.rate = start;
    }

    /** Starts generation {@code generation} (1, 2, …), given the current best and worst fitness. */
    public void beginGeneration(long generation, double best, double worst) {
        if (generation % resetCount == 0 || best == worst) {
            rate = ceiling;
            jumped = true;
            jumps++;
        } else if (decay == Decay.PER_GENERATION) {
            decay();
        }
    }

    /** The rate for the next application of the mutation operator to one population member. */
    public double nextMutation() {
        if (decay == Decay.PER_MUTATION) {
            if (jumped) {
                jumped = false;
            } else {
                decay();
            }
        }
        return rate;
    }

    private void decay() {
        rate = Math.max(start, rate * multiplier);
    }

    public double rate() {
        return rate;
    }

    public long jumps() {
        return jumps;
    }
}
