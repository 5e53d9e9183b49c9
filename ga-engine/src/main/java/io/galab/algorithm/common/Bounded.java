package io.galab.algorithm.common;

import java.util.SplittableRandom;

/**
 * {@code random.nextInt(bound)} for one fixed bound, drawing exactly what {@link SplittableRandom#nextInt(int)}
 * draws and returning the same value, with the remainder computed without a division.
 *
 * <p>Why it is the same: Java 17's bounded draw takes u = nextInt() &gt;&gt;&gt; 1, returns u mod bound unless
 * u + (bound − 1) − (u mod bound) overflows, and then draws again (a power-of-two bound takes the low
 * bits instead). This class makes the same draws and the same test. Only the remainder is computed
 * differently, by Lemire, Kaser and Kurz's "fastmod" (Software: Practice and Experience 49(6), 2019):
 * with M = ⌊(2<sup>64</sup> − 1)/bound⌋ + 1, u mod bound is the high 64 bits of (M·u mod 2<sup>64</sup>)·bound,
 * exact for every 32-bit u and bound. M is computed once, so a draw costs two multiplications where the
 * library's costs an integer division. BoundedTest checks it draw by draw against {@code nextInt(bound)}.
 */
public final class Bounded {

    private final int bound;
    private final int mask;
    private final boolean powerOfTwo;
    private final long inverse;

    private Bounded(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("a bound must be positive, not " + bound);
        }
        this.bound = bound;
        this.mask = bound - 1;
        this.powerOfTwo = (bound & mask) == 0;
        this.inverse = Long.divideUnsigned(-1L, bound) + 1;
    }

    /** The draw for a bound ≥ 1. */
    public static Bounded of(int bound) {
        return new Bounded(bound);
    }

    /** Draws for every bound from 1 to {@code max}: {@code table[b]} draws below b ({@code table[0]} is null). */
    public static Bounded[] upTo(int max) {
        Bounded[] table = new Bounded[max + 1];
        for (int b = 1; b <= max; b++) {
            table[b] = new Bounded(b);
        }
        return table;
    }

    public int bound() {
        return bound;
    }

    /** What {@code random.nextInt(bound)} returns, from the same draws. */
    public int next(SplittableRandom random) {
        int r = random.nextInt();
        if (powerOfTwo) {
            return r & mask;
        }
        int u = r >>> 1;
        int rem = remainder(u);
        while (u + mask - rem < 0) {
            u = random.nextInt() >>> 1;
            rem = remainder(u);
        }
        return rem;
    }

    /** u mod bound for 0 ≤ u &lt; 2<sup>31</sup>, without a division. */
    int remainder(int u) {
        long low = inverse * u;
        // the unsigned high half of low × bound (bound > 0): the signed high half, plus bound when low's
        // top bit is set
        return (int) (Math.multiplyHigh(low, bound) + ((low >> 63) & bound));
    }
}
