package io.galab.algorithm.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.commons.math3.stat.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;

class BitsTest {

    /** The members of a mask in increasing order, listed the slow way. */
    private static List<Integer> members(int mask) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 31; i++) {
            if ((mask & (1 << i)) != 0) {
                list.add(i);
            }
        }
        return list;
    }

    @Test
    void kthIsTheKthMemberInIncreasingOrderInsideAndBeyondTheTable() {
        for (int mask = 1; mask < 1 << 13; mask++) {
            List<Integer> list = members(mask);
            for (int k = 0; k < list.size(); k++) {
                assertEquals(list.get(k), Bits.kth(mask, k), "mask " + Integer.toBinaryString(mask) + " k " + k);
            }
        }
        int wide = (1 << 30) | (1 << 17) | (1 << 16) | 0b1010;
        assertEquals(List.of(1, 3, 16, 17, 30), List.of(Bits.kth(wide, 0), Bits.kth(wide, 1), Bits.kth(wide, 2),
                Bits.kth(wide, 3), Bits.kth(wide, 4)));
    }

    @Test
    void belowIsTheHighHalfOfTheProductAndDrawsAgainInTheUnevenZone() {
        SplittableRandom random = new SplittableRandom(5);
        for (int bound = 1; bound <= 25; bound++) {
            long refused = (1L << 32) % bound;
            for (long bits : new long[] {refused, 1L << 31, 0xFFFFFFFFL, 123_456_789L}) {
                if ((bits * bound & 0xFFFFFFFFL) >= refused) {
                    assertEquals((int) (bits * bound >>> 32), Bits.below(bits, bound, random), "bound " + bound);
                }
            }
        }
        // 0 × 9 has low half 0 < 2^32 mod 9 = 4: refused, so the value comes from the next draw
        SplittableRandom a = new SplittableRandom(9);
        SplittableRandom b = new SplittableRandom(9);
        long next = b.nextInt() & 0xFFFFFFFFL;
        assertEquals((int) (next * 9 >>> 32), Bits.below(0, 9, a));
    }

    @Test
    void belowIsUniform() {
        SplittableRandom random = new SplittableRandom(2);
        for (int bound : new int[] {3, 7, 9, 16}) {
            long[] observed = new long[bound];
            for (int i = 0; i < 300_000; i++) {
                observed[Bits.below(random.nextInt() & 0xFFFFFFFFL, bound, random)]++;
            }
            double[] even = new double[bound];
            Arrays.fill(even, 1);
            assertTrue(new ChiSquareTest().chiSquareTest(even, observed) > 0.001, "bound " + bound);
        }
    }
}
