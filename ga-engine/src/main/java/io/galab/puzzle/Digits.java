package io.galab.puzzle;

/**
 * Digit masks as propagation and galab's GA keep them: a {@code long}, bit d for digit d, so that grids
 * up to 64×64 fit. Digit 64 sits on bit 0, which no other digit uses: Java takes a long's shift distance
 * mod 64, so {@code 1L << d} is the bit of every digit 1..64 without a case.
 */
public final class Digits {

    private Digits() {
    }

    /** The mask of every digit 1..n. */
    public static long all(int n) {
        return n >= 64 ? -1L : ((1L << n) - 1) << 1;
    }

    /** The digit of a mask's lowest set bit (64 for bit 0). */
    public static int lowest(long mask) {
        int t = Long.numberOfTrailingZeros(mask);
        return t == 0 ? 64 : t;
    }
}
