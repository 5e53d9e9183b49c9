package io.galab.solve;

import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * {@link CdclSearch}'s clause reduction (docs/algorithms.md, "exact"): when the store holds as many clauses as the
 * schedule's count, half of the clauses of more than two levels (Audemard &amp; Simon's LBD, IJCAI 2009) go, those
 * of most levels first and the oldest first among equals, never a clause that is the reason of an assignment; the
 * next reduction comes after a tenth more clauses, and 300.
 */
final class Reduction {

    private long reduceAt;
    private long deleted;

    /** The first reduction at {@code first} clauses. */
    Reduction(long first) {
        this.reduceAt = first;
    }

    /**
     * Reduces {@code clauses} when they are due; {@code reasonOf} gives the clause that set a variable, or -1.
     * Deleted clauses are never reasons afterwards (checked with assertions on).
     */
    void reduceIfDue(ClauseStore clauses, IntUnaryOperator reasonOf, int variables) {
        if (clauses.size() < reduceAt) {
            return;
        }
        List<Integer> worst = clauses.worstFirst(k -> clauses.score(k) > 2
                && reasonOf.applyAsInt(Placements.varOf(clauses.get(k)[0])) != k, false);
        clauses.delete(worst.subList(0, worst.size() / 2));
        deleted += worst.size() / 2;
        reduceAt += reduceAt / 10 + 300;
        assert reasonsKept(clauses, reasonOf, variables) : "a deleted clause is the reason of an assignment";
    }

    /** Learned clauses deleted so far. */
    long deleted() {
        return deleted;
    }

    /** True when no assigned variable's reason is a deleted clause. */
    static boolean reasonsKept(ClauseStore clauses, IntUnaryOperator reasonOf, int variables) {
        for (int v = 0; v < variables; v++) {
            int k = reasonOf.applyAsInt(v);
            if (k >= 0 && clauses.get(k) == null) {
                return false;
            }
        }
        return true;
    }
}
