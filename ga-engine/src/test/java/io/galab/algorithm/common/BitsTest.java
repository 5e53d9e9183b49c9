package io.galab.algorithm.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
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
}
