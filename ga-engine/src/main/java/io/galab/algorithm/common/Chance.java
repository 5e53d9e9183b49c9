package io.galab.algorithm.common;

import java.util.SplittableRandom;

/**
 * A fixed probability drawn against in a generation loop: {@link #draw} answers
 * {@code random.nextDouble() < p} from the same single draw, but compares the draw's 53 random bits with
 * a threshold instead of making a double of them.
 *
 * <p>Why it is the same answer: {@code nextDouble()} is x·2<sup>−53</sup> for the integer
 * x = {@code nextLong() >>> 11} in [0, 2<sup>53</sup>), both sides exact, so x·2<sup>−53</sup> &lt; p
 * exactly when x &lt; p·2<sup>53</sup> (a power-of-two scaling, exact), that is when x &lt;
 * ⌈p·2<sup>53</sup>⌉, x being an integer. ChanceTest checks it draw by draw.
 */
public final class Chance {

    private final long threshold;

    private Chance(double p) {
        if (!(p >= 0 && p <= 1)) {
            throw new IllegalArgumentException("a probability must lie in [0, 1], not " + p);
        }
        this.threshold = (long) Math.ceil(p * 0x1.0p53);
    }

    /** The probability p, which must lie in [0, 1]. */
    public static Chance of(double p) {
        return new Chance(p);
    }

    /** {@code random.nextDouble() < p}, from one {@code nextLong()} as {@code nextDouble()} makes. */
    public boolean draw(SplittableRandom random) {
        return random.nextLong() >>> 11 < threshold;
    }
}
