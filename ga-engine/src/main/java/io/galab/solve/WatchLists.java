package io.galab.solve;

import java.util.Arrays;

/**
 * One growable list of ints per key, for a clause store's watches: {@code list(l)} holds the clauses
 * watching literal l, its first {@code size(l)} entries. Shared by the exact solver's clause learning and
 * the GA's learnt nogoods, which watch their clauses the same way.
 */
public final class WatchLists {

    private static final int[] NONE = new int[0];
    private final int[][] lists;
    private final int[] sizes;

    public WatchLists(int keys) {
        this.lists = new int[keys][];
        this.sizes = new int[keys];
    }

    /** Appends {@code value} to key's list. */
    public void add(int key, int value) {
        int[] list = lists[key];
        if (list == null) {
            list = lists[key] = new int[4];
        } else if (sizes[key] == list.length) {
            list = lists[key] = Arrays.copyOf(list, list.length * 2);
        }
        list[sizes[key]++] = value;
    }

    /** Key's list, to read and rewrite in place: its first {@link #size(int)} entries count. */
    public int[] list(int key) {
        return lists[key] == null ? NONE : lists[key];
    }

    public int size(int key) {
        return sizes[key];
    }

    /** Keeps the first {@code size} entries of key's list. */
    public void truncate(int key, int size) {
        sizes[key] = size;
    }

    /** Empties every list (their arrays stay, for reuse). */
    public void clear() {
        Arrays.fill(sizes, 0);
    }
}
