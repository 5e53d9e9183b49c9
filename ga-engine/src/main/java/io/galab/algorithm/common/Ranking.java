package io.galab.algorithm.common;

import java.util.Arrays;

/**
 * Orders a population by fitness, stably, so equal fitness keeps index order and runs stay
 * reproducible. Keeps its scratch buffers: make one per run.
 *
 * <p>Where every key is an integer (the penalties and fitnesses of most algorithms count units or
 * pairs) and their range is small, a counting sort places them in O(count + range); otherwise a merge
 * sort on primitive arrays does. Both are stable on the same order (descending or ascending key, ties
 * by index), so both give the same order: a stable sort's result is unique.
 */
public final class Ranking {

    /** The widest range of integer keys sorted by counting: beyond it, the merge sort. */
    private static final int COUNTING_RANGE = 4096;

    private int[] scratch = new int[0];
    private int[] buckets = new int[0];

    /** Fills {@code order[0..count)} with 0..count-1 sorted by ascending {@code key}. */
    public void ascending(double[] key, int[] order, int count) {
        for (int i = 0; i < count; i++) {
            order[i] = i;
        }
        sort(key, order, count, false);
    }

    /** Fills {@code order[0..count)} with 0..count-1 sorted by descending {@code key}. */
    public void descending(double[] key, int[] order, int count) {
        for (int i = 0; i < count; i++) {
            order[i] = i;
        }
        sort(key, order, count, true);
    }

    private void sort(double[] key, int[] order, int count, boolean descending) {
        if (!countingSort(key, order, count, descending)) {
            mergeSort(key, order, count, descending);
        }
    }

    /**
     * Sorts {@code order} (the identity) by counting when every key is an int-valued number (not NaN) and
     * their range is at most {@link #COUNTING_RANGE}; returns false, having changed nothing, otherwise.
     * Indices go to their key's bucket in index order, so ties keep index order, as in the merge sort.
     */
    private boolean countingSort(double[] key, int[] order, int count, boolean descending) {
        if (count == 0) {
            return true;
        }
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        for (int i = 0; i < count; i++) {
            double k = key[i];
            int v = (int) k;
            // false for NaN, fractions and values beyond the int range (the cast saturates); -0.0 is 0
            if (v != k) {
                return false;
            }
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        if ((long) max - min >= COUNTING_RANGE) {
            return false;
        }
        int range = max - min + 1;
        if (buckets.length < range + 1) {
            buckets = new int[range + 1];
        }
        Arrays.fill(buckets, 0, range + 1, 0);
        for (int i = 0; i < count; i++) {
            buckets[bucket((int) key[i], min, max, descending) + 1]++;
        }
        for (int b = 0; b < range; b++) {
            buckets[b + 1] += buckets[b];
        }
        for (int i = 0; i < count; i++) {
            order[buckets[bucket((int) key[i], min, max, descending)]++] = i;
        }
        return true;
    }

    /** A key's bucket: its place among the possible values in the order sorted into. */
    private static int bucket(int value, int min, int max, boolean descending) {
        return descending ? max - value : value - min;
    }

    private void mergeSort(double[] key, int[] order, int count, boolean descending) {
        if (scratch.length < count) {
            scratch = new int[count];
        }
        for (int width = 1; width < count; width *= 2) {
            for (int lo = 0; lo < count - width; lo += 2 * width) {
                int mid = lo + width;
                int hi = Math.min(lo + 2 * width, count);
                int i = lo;
                int j = mid;
                int k = lo;
                while (i < mid && j < hi) {
                    double a = key[order[i]];
                    double b = key[order[j]];
                    boolean takeRight = descending ? b > a : b < a;
                    scratch[k++] = takeRight ? order[j++] : order[i++];
                }
                while (i < mid) {
                    scratch[k++] = order[i++];
                }
                while (j < hi) {
                    scratch[k++] = order[j++];
                }
                System.arraycopy(scratch, lo, order, lo, hi - lo);
            }
        }
    }

    /** The index of the smallest key among {@code count}; the first one on ties. */
    public static int argMin(double[] key, int count) {
        int best = 0;
        for (int i = 1; i < count; i++) {
            if (key[i] < key[best]) {
                best = i;
            }
        }
        return best;
    }

    /** The mean of the first {@code count} keys. */
    public static double mean(double[] key, int count) {
        double sum = 0;
        for (int i = 0; i < count; i++) {
            sum += key[i];
        }
        return sum / count;
    }
}
