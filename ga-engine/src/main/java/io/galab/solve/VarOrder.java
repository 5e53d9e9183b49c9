package io.galab.solve;

import java.util.SplittableRandom;

/**
 * {@link CdclSearch}'s choice of the next variable: the unassigned one that took part in the most
 * conflict analyses so far (the activity of VSIDS, Moskewicz et al., DAC 2001, without its decay: on
 * giant grids a decay of 0.95, 0.99 and 0.999 solved fewer puzzles; docs/algorithms.md, "exact"), kept
 * in a binary heap. Activities start as tiny random numbers drawn from the run's seed, which order the
 * first choices and break ties.
 */
final class VarOrder {

    private final double[] activity;
    private final int[] heap;
    /** A variable's index in the heap, or -1 when it is not in it. */
    private final int[] index;
    private int size;

    VarOrder(int vars, SplittableRandom random) {
        activity = new double[vars];
        heap = new int[vars];
        index = new int[vars];
        for (int v = 0; v < vars; v++) {
            activity[v] = random.nextDouble() * 1e-6;
            index[v] = -1;
            insert(v);
        }
    }

    /**
     * The unassigned variable of highest activity, taken from the heap; -1 when every one is assigned.
     * {@code literalValue} is by literal, 0 while unassigned.
     */
    int next(byte[] literalValue) {
        while (size > 0) {
            int v = heap[0];
            int last = heap[--size];
            index[v] = -1;
            if (size > 0) {
                heap[0] = last;
                index[last] = 0;
                down(0);
            }
            if (literalValue[Placements.holds(v)] == 0) {
                return v;
            }
        }
        return -1;
    }

    /** Puts an unassigned variable back among the choices, if it left them. */
    void restore(int v) {
        if (index[v] < 0) {
            insert(v);
        }
    }

    /** v took part in one more conflict's analysis. */
    void bump(int v) {
        activity[v] += 1;
        if (index[v] >= 0) {
            up(index[v]);
        }
    }

    private void insert(int v) {
        heap[size] = v;
        index[v] = size;
        up(size++);
    }

    private void up(int i) {
        int v = heap[i];
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (activity[heap[parent]] >= activity[v]) {
                break;
            }
            heap[i] = heap[parent];
            index[heap[i]] = i;
            i = parent;
        }
        heap[i] = v;
        index[v] = i;
    }

    private void down(int i) {
        int v = heap[i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && activity[heap[child + 1]] > activity[heap[child]]) {
                child++;
            }
            if (activity[heap[child]] <= activity[v]) {
                break;
            }
            heap[i] = heap[child];
            index[heap[i]] = i;
            i = child;
        }
        heap[i] = v;
        index[v] = i;
    }
}
