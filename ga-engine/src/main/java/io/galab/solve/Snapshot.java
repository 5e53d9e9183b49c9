package io.galab.solve;

import io.galab.puzzle.Digits;

/**
 * A saved state of a {@link Propagator} ({@link Propagator#snapshot}): the candidates, the placed digits, the
 * (unit, digit) counts and the digit sets. {@link #drop} removes a candidate from it for good (a nogood of one
 * placement); {@link Propagator#restore} puts it back.
 */
public final class Snapshot {
    private final long[] cand;
    private final int[] value;
    private final int[] count;
    private final long[] digitCells;
    private final int[][] cellUnits;
    private final int n;
    private final int words;

    Snapshot(long[] cand, int[] value, int[] count, long[] digitCells, int[][] cellUnits, int n) {
        this.cand = cand;
        this.value = value;
        this.count = count;
        this.digitCells = digitCells;
        this.cellUnits = cellUnits;
        this.n = n;
        this.words = (cand.length + 63) / 64;
    }

    /** The saved candidates, live: {@link #drop} changes them. */
    public long[] candidates() {
        return cand;
    }

    /** Removes digit d from cell c's saved candidates, if it has it. */
    public void drop(int c, int d) {
        if ((cand[c] & Digits.bit(d)) == 0) {
            return;
        }
        cand[c] &= ~Digits.bit(d);
        if (digitCells != null) {
            DigitSets.clear(digitCells, words, c, d);
        }
        for (int u : cellUnits[c]) {
            count[Placements.key(u, d, n)]--;
        }
    }

    /** Copies the saved candidates, digits and counts into a propagator's arrays. */
    void copyInto(long[] toCand, int[] toValue, int[] toCount) {
        System.arraycopy(cand, 0, toCand, 0, toCand.length);
        System.arraycopy(value, 0, toValue, 0, toValue.length);
        System.arraycopy(count, 0, toCount, 0, toCount.length);
    }

    /** The saved digit sets, or null when the propagator keeps none. */
    long[] digitCells() {
        return digitCells;
    }
}
