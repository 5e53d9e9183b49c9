package io.galab.solve;

import java.util.Arrays;

/** A growable list of ints, reused across a search's conflicts ({@link CdclSearch}). */
final class IntList {

    int[] data = new int[16];
    int size;

    void add(int x) {
        if (size == data.length) {
            data = Arrays.copyOf(data, size * 2);
        }
        data[size++] = x;
    }

    /** The list becomes a copy of {@code xs}. */
    void setAll(int[] xs) {
        size = 0;
        for (int x : xs) {
            add(x);
        }
    }

    void clear() {
        size = 0;
    }
}
