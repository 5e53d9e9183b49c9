package io.galab.algorithm.common;

/**
 * Orders a population by fitness with a stable merge sort on primitive arrays, so equal fitness keeps
 * index order and runs stay reproducible. Keeps its scratch buffer: make one per run.
 */
public final class Ranking {

    private int[] scratch = new int[0];

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
