package io.galab.solve;

import io.galab.puzzle.Digits;
import io.galab.puzzle.Geometry;

/**
 * The killer cages' constraint for the exact searches (docs/algorithms.md, "exact", "Killer cages"): a cage's
 * digits are distinct and, with a sum, add up to it. Checked on a whole grid ({@link #satisfied}), bounded on a
 * partial one (the digits placed, and the least and most the open cells can add with distinct digits not yet
 * used), and the digits no combination of the sum allows, found once ({@link #allowed}).
 */
public final class Cages {

    private Cages() {
    }

    /** Whether every cage of {@code g} holds distinct digits adding up to its sum, in a complete grid. */
    public static boolean satisfied(Geometry g, int[] grid) {
        for (int k = 0; k < g.cageCount(); k++) {
            long seen = 0;
            int sum = 0;
            for (int c : g.cageCells(k)) {
                long bit = Digits.bit(grid[c]);
                if ((seen & bit) != 0) {
                    return false;
                }
                seen |= bit;
                sum += grid[c];
            }
            if (g.cageSum(k) != 0 && sum != g.cageSum(k)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether cage k can still be completed, given each cell's placed digit ({@code digit[c]}, 0 or less when open:
     * the memetic GA's genes mark an empty cell negative, so they are read as they are, without a copy): the
     * placed digits are distinct, and their sum plus the least (the most) that the open cells can add with
     * distinct unused digits does not pass (fall short of) the cage's sum.
     */
    public static boolean feasible(Geometry g, int k, int[] digit) {
        int n = g.n();
        long used = 0;
        int sum = 0;
        int open = 0;
        for (int c : g.cageCells(k)) {
            int d = digit[c];
            if (d <= 0) {
                open++;
                continue;
            }
            long bit = Digits.bit(d);
            if ((used & bit) != 0) {
                return false;
            }
            used |= bit;
            sum += d;
        }
        int target = g.cageSum(k);
        if (target == 0) {
            return true;
        }
        if (open == 0) {
            return sum == target;
        }
        int least = 0;
        int most = 0;
        for (int d = 1, taken = 0; d <= n && taken < open; d++) {
            if ((used & Digits.bit(d)) == 0) {
                least += d;
                taken++;
            }
        }
        for (int d = n, taken = 0; d >= 1 && taken < open; d--) {
            if ((used & Digits.bit(d)) == 0) {
                most += d;
                taken++;
            }
        }
        return sum + least <= target && target <= sum + most;
    }

    /**
     * How many cages of {@code g} a grid breaks: a cage whose placed digits ({@code grid[c]}, 0 or less where a cell
     * is empty) repeat, or can no longer add up to its sum ({@link #feasible}). 0 on a complete grid means every
     * cage holds; the memetic GA adds it to a member's penalty (docs/algorithms.md, "Killer cages").
     */
    public static int broken(Geometry g, int[] grid) {
        int count = 0;
        for (int k = 0; k < g.cageCount(); k++) {
            count += feasible(g, k, grid) ? 0 : 1;
        }
        return count;
    }

    /**
     * The digits (a mask of {@link Digits#bit}) some combination of cage k's sum allows: d is allowed when k − 1
     * distinct digits other than d add up to the sum less d. Every digit for a cage without a sum.
     */
    static long allowed(Geometry g, int k) {
        int n = g.n();
        int size = g.cageCells(k).length;
        int target = g.cageSum(k);
        if (target == 0) {
            return Digits.all(n);
        }
        long mask = 0;
        for (int d = 1; d <= n; d++) {
            if (reachable(n, d, size - 1, target - d)) {
                mask |= Digits.bit(d);
            }
        }
        return mask;
    }

    /** Whether {@code count} distinct digits of 1..n other than {@code except} add up to {@code sum}. */
    private static boolean reachable(int n, int except, int count, int sum) {
        if (sum < 0) {
            return false;
        }
        // ways[c][s]: some c distinct digits seen so far add up to s
        boolean[][] ways = new boolean[count + 1][sum + 1];
        ways[0][0] = true;
        for (int d = 1; d <= n; d++) {
            if (d == except) {
                continue;
            }
            for (int c = count; c >= 1; c--) {
                for (int s = sum; s >= d; s--) {
                    ways[c][s] |= ways[c - 1][s - d];
                }
            }
        }
        return ways[count][sum];
    }

    /**
     * The cages inside the CDCL search ({@link CdclSearch}), as a theory beside its clauses: at level 0 the digits
     * no combination of a cage's sum allows are taken out ({@link #restrict}), and at every fixpoint a cage that can
     * no longer be completed is a conflict ({@link #conflict}): the clause whose literals are the cage's placed
     * digits, any of which must go. It is valid, since no completion keeps those digits, and learning from it is
     * what makes the search strong on Killers.
     */
    static final class Theory {
        private final Geometry g;
        private final int n;
        /** Each cage cell's placed digit while a check runs (0: open). */
        private final int[] digit;

        Theory(Geometry g) {
            this.g = g;
            this.n = g.n();
            this.digit = new int[g.cellCount()];
        }

        /**
         * At level 0: takes out of each cage cell the digits its sum allows in no combination; false when one
         * of them is placed already, or taking it out contradicts.
         */
        boolean restrict(java.util.function.IntPredicate isTrue, java.util.function.IntPredicate open,
                java.util.function.IntPredicate takeOut) {
            for (int k = 0; k < g.cageCount(); k++) {
                long allowed = allowed(g, k);
                for (int c : g.cageCells(k)) {
                    for (int d = 1; d <= n; d++) {
                        int v = Placements.variable(c, d, n);
                        if ((allowed & Digits.bit(d)) == 0 && (isTrue.test(v) || open.test(v) && !takeOut.test(v))) {
                            return false;
                        }
                    }
                }
            }
            return true;
        }

        /** At a fixpoint: the conflict clause of the first cage that can no longer be completed, or null. */
        int[] conflict(java.util.function.IntPredicate isTrue) {
            for (int k = 0; k < g.cageCount(); k++) {
                int[] cells = g.cageCells(k);
                for (int c : cells) {
                    digit[c] = 0;
                    for (int d = 1; d <= n; d++) {
                        if (isTrue.test(Placements.variable(c, d, n))) {
                            digit[c] = d;
                            break;
                        }
                    }
                }
                if (!feasible(g, k, digit)) {
                    int[] clause = new int[cells.length];
                    int size = 0;
                    for (int c : cells) {
                        if (digit[c] != 0) {
                            clause[size++] = Placements.lacks(Placements.variable(c, digit[c], n));
                        }
                    }
                    return java.util.Arrays.copyOf(clause, size);
                }
            }
            return null;
        }
    }
}
