package io.galab.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.galab.algorithm.common.Bits;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * galab's one order of digits (Digits.ascending): 1 first and, on a 64x64 grid, 64 last, for every reader of a
 * mask: the k-th digit (Digits.kth), the GA's draw (Bits.kthDigit, through its select table or not) and the
 * searches that walk a mask's digits. The expected lists are written out, not computed from bits.
 */
class DigitsTest {

    /** The digits of a mask in the order k = 0, 1, … gives them. */
    private static List<Integer> byK(long mask) {
        List<Integer> out = new ArrayList<>();
        for (int k = 0; k < Long.bitCount(mask); k++) {
            out.add(Digits.kth(mask, k));
        }
        return out;
    }

    @Test
    void digit64ComesLastAndTheOthersInTheirOrder() {
        long mask = (1L << 3) | (1L << 17) | (1L << 63) | 1L; // digits 3, 17, 63 and 64 (bit 0)
        assertEquals(List.of(3, 17, 63, 64), byK(mask));
        assertEquals(List.of(1, 2, 64), byK(0b110L | 1L));
        assertEquals(List.of(1, 9), byK((1L << 1) | (1L << 9)));
        assertEquals(64, Digits.kth(Digits.all(64), 63));
        assertEquals(1, Digits.kth(Digits.all(64), 0));
    }

    @Test
    void theGasDrawReadsTheSameOrderWithOrWithoutItsTable() {
        SplittableRandom random = new SplittableRandom(64);
        for (int t = 0; t < 2000; t++) {
            long mask = random.nextLong() & (t % 2 == 0 ? Digits.all(64) : Digits.all(9));
            for (int k = 0; k < Long.bitCount(mask); k++) {
                assertEquals(Digits.kth(mask, k), Bits.kthDigit(mask, k), Long.toBinaryString(mask) + " k=" + k);
            }
        }
        assertEquals(64, Bits.kthDigit(0b1110L | 1L, 3), "64 after 1, 2 and 3");
    }

    @Test
    void anAscendingBitIsItsDigitLessOne() {
        assertEquals(1L, Digits.ascending(1L << 1));
        assertEquals(1L << 63, Digits.ascending(1L));
        assertEquals(64, Digits.ofAscendingBit(Long.numberOfTrailingZeros(Digits.ascending(1L))));
    }
}
