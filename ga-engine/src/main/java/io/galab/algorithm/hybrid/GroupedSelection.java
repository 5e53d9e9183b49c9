package io.galab.algorithm.hybrid;

import io.galab.algorithm.Choice;
import java.util.SplittableRandom;

/**
 * The selection operator of Deng &amp; Li (Section 3.1, Table 1). The population of 21 is ranked 1 (best)
 * to 21. For the child with identifier i the upper bound is 6 when i &lt; 6, 11 when i &lt; 11, 16 when
 * i &lt; 16 and 21 otherwise, and two different ranks X1 ≠ X2 are drawn uniformly from [2, upper bound],
 * so ranks 2–6 take part most and the best (rank 1) is never drawn: it is used in every crossover as
 * {@code best}. For a population of another size the bounds scale with it.
 *
 * <p>The paper numbers the 20 children i = 2 … 21 (Eq. 2; Section 3.1's groups 2–5, 6–10, 11–15 and
 * 16–21), so 4, 5, 5 and 6 children fall in the four groups: {@link Identifiers#FROM_2}, the default.
 * {@link Identifiers#FROM_1} numbers them 1 … 20, five to a group (the earlier reading).
 */
public final class GroupedSelection {

    /** How the children are numbered when Table 1 is applied (see the class comment). */
    public enum Identifiers implements Choice {
        FROM_2, FROM_1;

        /** Table 1's identifier of the child made {@code k}-th (1-based) in a generation. */
        public int of(int k) {
            return this == FROM_2 ? k + 1 : k;
        }
    }

    private final int size;

    public GroupedSelection(int size) {
        if (size < 3) {
            throw new IllegalArgumentException("grouped selection needs at least 3 members, got " + size);
        }
        this.size = size;
    }

    /** Table 1's upper bound for the child with this identifier (1-based). */
    public int upperBound(int identifier) {
        int children = size - 1;
        int quarter = Math.max(1, children / 4);
        int bound;
        if (identifier < quarter + 1) {
            bound = quarter + 1;
        } else if (identifier < 2 * quarter + 1) {
            bound = 2 * quarter + 1;
        } else if (identifier < 3 * quarter + 1) {
            bound = 3 * quarter + 1;
        } else {
            bound = size;
        }
        // at least [2, 3], so that two different ranks exist (size >= 3); at 21 the bounds are Table 1's
        return Math.max(3, Math.min(size, bound));
    }

    /**
     * Two different ranks (1-based) for the child with this identifier, packed as {@code (x1 << 32) | x2}.
     * The loop ends with probability 1: the range [2, upper] holds at least two ranks, so each draw
     * differs with probability at least 1/2.
     */
    public long select(int identifier, SplittableRandom random) {
        int upper = upperBound(identifier);
        int x1;
        int x2;
        do {
            x1 = 2 + random.nextInt(upper - 1);
            x2 = 2 + random.nextInt(upper - 1);
        } while (x1 == x2);
        return ((long) x1 << 32) | x2;
    }
}
