package io.galab.solve;

import io.galab.puzzle.Digits;
import java.util.Arrays;

/**
 * {@link Propagator}'s sets of the unplaced cells that have each digit, as bit sets over the cells ({@code words}
 * longs each), with each unit's and each cell's peers' sets beside them: a placement finds the peers that lose its
 * digit, and a hidden single its cell, in a few word operations (the GA's decoder, which places many digits a
 * decode and restarts from a {@link Snapshot} instead of undoing).
 */
final class DigitSets {

    /** Longs per set. */
    final int words;
    /** Digit d's unplaced cells at {@code d·words}. */
    private final long[] digitCells;
    private final long[] unitMasks;
    private final long[] peerMasks;

    DigitSets(int n, int[][] unitCells, int[][] peers) {
        int cells = peers.length;
        this.words = (cells + 63) / 64;
        this.digitCells = new long[(n + 1) * words];
        this.unitMasks = new long[unitCells.length * words];
        this.peerMasks = new long[cells * words];
        for (int u = 0; u < unitCells.length; u++) {
            for (int c : unitCells[u]) {
                unitMasks[u * words + (c >>> 6)] |= 1L << c;
            }
        }
        for (int c = 0; c < cells; c++) {
            for (int p : peers[c]) {
                peerMasks[c * words + (p >>> 6)] |= 1L << p;
            }
        }
    }

    /** The sets afresh from the candidates ({@link Digits} masks) of the cells not placed ({@code value} 0). */
    void fill(long[] cand, int[] value) {
        Arrays.fill(digitCells, 0);
        for (int c = 0; c < cand.length; c++) {
            for (long m = value[c] != 0 ? 0 : cand[c]; m != 0; m &= m - 1) {
                digitCells[Digits.lowest(m) * words + (c >>> 6)] |= 1L << c;
            }
        }
    }

    /** Cell c no longer counts for digit d (placed, or d removed). */
    void clear(int c, int d) {
        clear(digitCells, words, c, d);
    }

    /** Word w of the set of cell c's peers that still have digit d. */
    long peersWith(int c, int d, int w) {
        return peerMasks[c * words + w] & digitCells[d * words + w];
    }

    /** The unplaced cell of unit u that still has digit d (the first, when there are several), or -1. */
    int onlyCell(int u, int d) {
        for (int w = 0; w < words; w++) {
            long hit = unitMasks[u * words + w] & digitCells[d * words + w];
            if (hit != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(hit);
            }
        }
        return -1;
    }

    /** A copy of the sets, for a {@link Snapshot}. */
    long[] copy() {
        return digitCells.clone();
    }

    /** Puts back sets copied before ({@link #copy}). */
    void restore(long[] saved) {
        System.arraycopy(saved, 0, digitCells, 0, digitCells.length);
    }

    /** Removes cell c from digit d's set in a copy ({@link #copy}) of {@code words} longs a set. */
    static void clear(long[] copy, int words, int c, int d) {
        copy[d * words + (c >>> 6)] &= ~(1L << c);
    }
}
