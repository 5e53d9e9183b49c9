package io.galab.algorithm.common;

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
}
