package io.galab.algorithm.common;

import java.util.SplittableRandom;

/** Bit-mask helpers of the generation loops, where a set of positions or digits is an int. */
public final class Bits {

    /** Masks below this have their k-th set bit in {@link #SELECT}: every digit mask of a 9x9. */
    private static final int TABLE = 1 << 10;
    /** {@code SELECT[mask * 16 + k]}: the index of the k-th set bit of mask. */
    private static final byte[] SELECT = new byte[TABLE * 16];

    static {
        for (int mask = 1; mask < TABLE; mask++) {
            int k = 0;
            for (int bits = mask; bits != 0; bits &= bits - 1) {
                SELECT[mask * 16 + k++] = (byte) Integer.numberOfTrailingZeros(bits);
            }
        }
    }

    private Bits() {
    }

    /**
     * The index of the k-th set bit of a mask (k from 0), counting from the lowest: what indexing the
     * list of the mask's members in increasing order at k gives.
     *
     * @param mask a non-negative mask with more than k bits set
     */
    public static int kth(int mask, int k) {
        if (mask < TABLE) {
            return SELECT[mask * 16 + k];
        }
        for (int i = 0; i < k; i++) {
            mask &= mask - 1;
        }
        return Integer.numberOfTrailingZeros(mask);
    }

    /**
     * The k-th digit (k from 0) of a digit mask, bit d for digit d, in galab's ascending order
     * ({@link io.galab.puzzle.Digits#kth}: 1 first, 64 last): by the select table for a small mask, which holds
     * no digit 64.
     *
     * @param mask a digit mask with more than k digits
     */
    public static int kthDigit(long mask, int k) {
        if (mask >= 0 && mask < TABLE && (mask & 1) == 0) {
            return SELECT[(int) mask * 16 + k];
        }
        return io.galab.puzzle.Digits.kth(mask, k);
    }

    /**
     * A uniform integer in [0, bound) from 32 random bits (an unsigned value below 2<sup>32</sup>, such as
     * one half of a {@code nextLong()}), by multiplying instead of dividing: the high half of
     * bits × bound. The few products whose low half falls below 2<sup>32</sup> mod bound would make the
     * result uneven, so those draw again from {@code random}: the result is exactly uniform, and the
     * common path has no division.
     *
     * @param bits  32 uniform random bits, in [0, 2<sup>32</sup>)
     * @param bound at least 1
     */
    public static int below(long bits, int bound, SplittableRandom random) {
        long product = bits * bound;
        if ((product & 0xFFFFFFFFL) < bound) {
            long refused = (1L << 32) % bound;
            while ((product & 0xFFFFFFFFL) < refused) {
                product = (random.nextInt() & 0xFFFFFFFFL) * bound;
            }
        }
        return (int) (product >>> 32);
    }

    /** A uniform integer in [0, bound) from one {@code nextInt()}: {@link #below(long, int, SplittableRandom)}. */
    public static int below(int bound, SplittableRandom random) {
        return below(random.nextInt() & 0xFFFFFFFFL, bound, random);
    }
}
