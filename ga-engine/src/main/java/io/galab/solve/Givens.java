package io.galab.solve;

import io.galab.puzzle.Digits;

/** A {@link Propagator}'s start from a puzzle's givens: each unit's given digits, and each cell's candidates. */
final class Givens {

    private Givens() {
    }

    /**
     * Each unit's given digits as a {@link Digits} mask, into {@code unitGivens}; false when a given is not a digit
     * 0..n (0: blank) or two givens of a unit repeat a digit.
     */
    static boolean unitDigits(int n, int[][] unitCells, int[] givens, long[] unitGivens) {
        for (int u = 0; u < unitCells.length; u++) {
            long seen = 0;
            for (int c : unitCells[u]) {
                int g = givens[c];
                if (g < 0 || g > n || g != 0 && (seen & Digits.bit(g)) != 0) {
                    return false;
                }
                seen |= g == 0 ? 0 : Digits.bit(g);
            }
            unitGivens[u] = seen;
        }
        return true;
    }

    /** Cell c's candidates: its given's digit, or every digit that no given of its units holds (0: none). */
    static long candidates(int c, int n, int[] givens, int[][] cellUnits, long[] unitGivens) {
        if (givens[c] != 0) {
            return Digits.bit(givens[c]);
        }
        long m = Digits.all(n);
        for (int u : cellUnits[c]) {
            m &= ~unitGivens[u];
        }
        return m;
    }
}
