package io.galab.solve;

import java.util.Arrays;

/**
 * One growable list of ints per key, for a clause store's watches: {@code list(l)} holds the clauses
 * watching literal l, each as two ints, the clause and a literal of it (its blocking literal, MiniSat 2.1's
 * "blocker"), in its first {@code size(l)} ints. Shared by the exact solver's clause learning and the GA's
 * learnt nogoods, which watch their clauses the same way.
 */
public final class WatchLists {

    private static final int[] NONE = new int[0];
    private final int[][] lists;
    private final int[] sizes;

    public WatchLists(int keys) {
        this.lists = new int[keys][];
        this.sizes = new int[keys];
    }

    /** Appends the pair ({@code clause}, {@code blocker}) to key's list. */
    public void add(int key, int clause, int blocker) {
        int[] list = lists[key];
        int size = sizes[key];
        if (list == null) {
            list = lists[key] = new int[8];
        } else if (size == list.length) {
            list = lists[key] = Arrays.copyOf(list, size * 2);
        }
        list[size] = clause;
        list[size + 1] = blocker;
        sizes[key] = size + 2;
    }

    /** Key's list, to read and rewrite in place: its first {@link #size(int)} ints, two a clause, count. */
    public int[] list(int key) {
        return lists[key] == null ? NONE : lists[key];
    }

    public int size(int key) {
        return sizes[key];
    }

    /** Keeps the first {@code size} ints of key's list. */
    public void truncate(int key, int size) {
        sizes[key] = size;
    }

    /** Empties every list (their arrays stay, for reuse). */
    public void clear() {
        Arrays.fill(sizes, 0);
    }
}
