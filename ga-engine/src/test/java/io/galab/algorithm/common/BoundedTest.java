package io.galab.algorithm.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Bounded draws are SplittableRandom.nextInt(bound), value for value and draw for draw. */
class BoundedTest {

    @Test
    void everyDrawEqualsTheLibrarysForSmallAndLargeBounds() {
        int[] bounds = {1, 2, 3, 7, 8, 9, 16, 17, 100, 149, 150, 300, 1 << 20, (1 << 30) + 1, Integer.MAX_VALUE};
        for (int bound : bounds) {
            SplittableRandom a = new SplittableRandom(bound);
            SplittableRandom b = new SplittableRandom(bound);
            Bounded drawn = Bounded.of(bound);
            for (int i = 0; i < 20_000; i++) {
                assertEquals(a.nextInt(bound), drawn.next(b), "bound " + bound + " draw " + i);
            }
            // both generators are at the same point: the rejections (frequent for the largest bounds) matched
            assertEquals(a.nextLong(), b.nextLong());
        }
    }

    @Test
    void theRemainderIsExactAtTheEdges() {
        int[] bounds = {3, 7, 9, 10, 149, 65_537, 1_000_003, (1 << 30) + 1, Integer.MAX_VALUE};
        int[] us = {0, 1, 2, 8, 9, 65_536, 1 << 30, Integer.MAX_VALUE - 1, Integer.MAX_VALUE};
        for (int bound : bounds) {
            for (int u : us) {
                assertEquals(u % bound, Bounded.of(bound).remainder(u), u + " mod " + bound);
            }
        }
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < 200_000; i++) {
            int bound = 1 + random.nextInt(Integer.MAX_VALUE);
            int u = random.nextInt() >>> 1;
            assertEquals(u % bound, Bounded.of(bound).remainder(u), u + " mod " + bound);
        }
    }
}
