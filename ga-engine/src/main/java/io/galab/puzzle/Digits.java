package io.galab.puzzle;

/**
 * Digit masks as propagation and galab's GA keep them: a {@code long}, bit d for digit d, so that grids
 * up to 64×64 fit. Digit 64 sits on bit 0, which no other digit uses: Java takes a long's shift distance
 * mod 64, so {@code 1L << d} is the bit of every digit 1..64 without a case.
 */
public final class Digits {

    private Digits() {
    }

    /** Digit d's bit in a digit mask: bit d (digit 64 on bit 0). */
    public static long bit(int d) {
        return 1L << d;
    }

    /** The mask of every digit 1..n. */
    public static long all(int n) {
        return n >= 64 ? -1L : ((1L << n) - 1) << 1;
    }

    /**
     * The mask in ascending digit order, galab's one order of digits 1..n: digit d on bit d − 1, so that a
     * mask's set bits from the lowest are its digits from 1 up, 64 last. Read a bit back with
     * {@link #ofAscendingBit(int)}.
     */
    public static long ascending(long mask) {
        return Long.rotateRight(mask, 1);
    }

    /** Digit d's bit in an ascending mask ({@link #ascending(long)}): bit d − 1. */
    public static long ascendingBit(int d) {
        return 1L << (d - 1);
    }

    /** Every digit 1..n in an ascending mask ({@link #ascending(long)}): bits 0..n − 1. */
    public static long allAscending(int n) {
        return n >= 64 ? -1L : (1L << n) - 1;
    }

    /** The digit on bit {@code bit} of an {@link #ascending(long)} mask: bit + 1. */
    public static int ofAscendingBit(int bit) {
        return bit + 1;
    }

    /** The k-th digit (k from 0) of a mask in ascending order: 1 before 2, and 64, if there, last. */
    public static int kth(long mask, int k) {
        long m = ascending(mask);
        for (int i = 0; i < k; i++) {
            m &= m - 1;
        }
        return ofAscendingBit(Long.numberOfTrailingZeros(m));
    }

    /** The digit of a mask's lowest set bit (64 for bit 0). */
    public static int lowest(long mask) {
        int t = Long.numberOfTrailingZeros(mask);
        return t == 0 ? 64 : t;
    }
}
