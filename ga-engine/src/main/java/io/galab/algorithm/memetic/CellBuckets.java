package io.galab.algorithm.memetic;

import java.util.Arrays;

/**
 * The empty cells of a decode by their number of candidates, for a large grid's fewest-candidates choice
 * (docs/algorithms.md, "propagating-memetic-ga", "The decoded representation"): {@code buckets[k·words + i/64]}
 * has bit i%64 set when free cell {@code freeCells[i]} is empty with k candidates. The first cell of the lowest
 * bucket from a scan's start is the cell the scan would take, without the scan's quadratic cost.
 */
final class CellBuckets {

    private final int n;
    private final int[] free;
    private final int words;
    private final long[] buckets;
    private final int[] bucketSize;
    private final int[] freeIndex;

    CellBuckets(int n, int[] free, int cellCount) {
        this.n = n;
        this.free = free;
        this.words = (free.length + 63) / 64;
        this.buckets = new long[(n + 1) * words];
        this.bucketSize = new int[n + 1];
        this.freeIndex = new int[cellCount];
        for (int i = 0; i < free.length; i++) {
            freeIndex[free[i]] = i;
        }
    }

    /** Each empty free cell with candidates into the bucket of its number of candidates, at a decode's start. */
    void fill(long[] candidates) {
        Arrays.fill(buckets, 0);
        Arrays.fill(bucketSize, 0);
        for (int i = 0; i < free.length; i++) {
            long m = candidates[free[i]];
            if (m != 0) {
                int k = Long.bitCount(m);
                buckets[k * words + (i >>> 6)] |= 1L << i;
                bucketSize[k]++;
            }
        }
    }

    /** Cell c, empty, leaves the bucket of k candidates (and, when it keeps {@code k - 1 > 0}, goes to that one). */
    void remove(int c, int k, boolean toFewer) {
        int i = freeIndex[c];
        buckets[k * words + (i >>> 6)] &= ~(1L << i);
        bucketSize[k]--;
        if (toFewer && k > 1) {
            buckets[(k - 1) * words + (i >>> 6)] |= 1L << i;
            bucketSize[k - 1]++;
        }
    }

    /**
     * The first empty cell of the fewest candidates met from free cell {@code start} on, or, given an
     * {@code activity}, the one of highest activity among them (the first from the start among equals); -1 if none
     * is left.
     */
    int fewest(int start, double[] activity) {
        for (int k = 1; k <= n; k++) {
            if (bucketSize[k] > 0) {
                int base = k * words;
                int w = start >>> 6;
                long m = buckets[base + w] & -1L << start;
                int best = -1;
                double top = -1;
                for (int j = 0; j <= words; j++) {
                    for (; m != 0; m &= m - 1) {
                        int c = free[(w << 6) + Long.numberOfTrailingZeros(m)];
                        if (activity == null) {
                            return c;
                        }
                        if (activity[c] > top) {
                            top = activity[c];
                            best = c;
                        }
                    }
                    w = w + 1 == words ? 0 : w + 1;
                    m = j + 1 == words ? buckets[base + w] & ~(-1L << start) : buckets[base + w];
                }
                return best;
            }
        }
        return -1;
    }
}
