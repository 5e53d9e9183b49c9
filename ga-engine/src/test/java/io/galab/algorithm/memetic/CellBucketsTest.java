package io.galab.algorithm.memetic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The buckets' choices against a plain scan of the cells (docs/algorithms.md, "propagating-memetic-ga", step 2). */
class CellBucketsTest {

    /**
     * On random candidates, activities and starts, {@code fewest} is the first empty cell of the fewest candidates
     * from the start, and given activities the one of highest activity among those (the first from the start
     * among equals), as a scan finds them; cells leaving or moving between buckets keep it so.
     */
    @Test
    void choicesAreThoseOfAScan() {
        SplittableRandom random = new SplittableRandom(5);
        for (int trial = 0; trial < 300; trial++) {
            int n = 4 + random.nextInt(8);
            int cellCount = 50 + random.nextInt(250);
            int[] free = new int[cellCount / 2 + random.nextInt(cellCount / 2)];
            for (int i = 0; i < free.length; i++) {
                free[i] = i * cellCount / free.length;
            }
            long[] candidates = new long[cellCount];
            for (int c : free) {
                candidates[c] = random.nextLong() & ((1L << n + 1) - 2) & (random.nextInt(3) == 0 ? 0b1110 : -1L);
            }
            double[] activity = new double[cellCount];
            for (int c : free) {
                activity[c] = random.nextInt(4);
            }
            CellBuckets buckets = new CellBuckets(n, free, cellCount);
            buckets.fill(candidates);
            for (int step = 0; step < 20; step++) {
                int start = random.nextInt(free.length);
                assertEquals(scan(free, candidates, activity, start, false), buckets.fewest(start, null));
                assertEquals(scan(free, candidates, activity, start, true), buckets.fewest(start, activity));
                int c = free[random.nextInt(free.length)];
                int k = Long.bitCount(candidates[c]);
                if (k > 0) {
                    boolean place = random.nextBoolean();
                    buckets.remove(c, k, !place);
                    candidates[c] = place ? 0 : candidates[c] & candidates[c] - 1;
                }
            }
        }
    }

    private static int scan(int[] free, long[] candidates, double[] activity, int start, boolean active) {
        int best = -1;
        for (int i = 0; i < free.length; i++) {
            int c = free[(start + i) % free.length];
            if (candidates[c] == 0) {
                continue;
            }
            if (best < 0) {
                best = c;
                continue;
            }
            int k = Long.bitCount(candidates[c]);
            int kb = Long.bitCount(candidates[best]);
            if (k < kb || k == kb && active && activity[c] > activity[best]) {
                best = c;
            }
        }
        return best;
    }
}
