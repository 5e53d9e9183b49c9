package io.galab.algorithm.exact;

import io.galab.algorithm.common.WatchLists;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * {@link CdclSearch}'s learned clauses, each watched by its first two literals (Moskewicz et al., DAC
 * 2001): a clause is visited only when one of its watched literals becomes false. A clause keeps its
 * index for life (a reason names it); a deleted one leaves null.
 */
final class Clauses {

    private final List<int[]> clauses = new ArrayList<>();
    private final IntList lbds = new IntList();
    private int learned;
    /** The clauses watching each literal. */
    private final WatchLists watches;

    Clauses(int literals) {
        watches = new WatchLists(literals);
    }

    int learnedCount() {
        return learned;
    }

    /** The clauses kept, each a copy. */
    List<int[]> kept() {
        List<int[]> out = new ArrayList<>();
        for (int[] c : clauses) {
            if (c != null) {
                out.add(c.clone());
            }
        }
        return out;
    }

    int[] get(int k) {
        return clauses.get(k);
    }

    /**
     * Adds a clause of at least two literals, its first two watched; its index. Its LBD, the number of
     * distinct decision levels among its literals ({@code level} by variable), is kept for deletion.
     */
    int add(int[] lits, int[] level) {
        int k = clauses.size();
        clauses.add(lits);
        lbds.add(lbd(lits, level));
        learned++;
        watch(lits[0], k);
        watch(lits[1], k);
        return k;
    }

    private final IntList levelsSeen = new IntList();

    private int lbd(int[] lits, int[] level) {
        levelsSeen.clear();
        for (int q : lits) {
            int lv = level[q >>> 1];
            boolean known = false;
            for (int i = 0; !known && i < levelsSeen.size; i++) {
                known = levelsSeen.data[i] == lv;
            }
            if (!known) {
                levelsSeen.add(lv);
            }
        }
        return levelsSeen.size;
    }

    private void watch(int l, int k) {
        watches.add(l, k);
    }

    /**
     * Literal {@code falseLit} became false: each clause watching it finds another literal to watch,
     * or makes its other watched literal true ({@link CdclSearch#imply}); the literals of a clause all
     * false, or null.
     */
    int[] propagate(int falseLit, CdclSearch search) {
        int[] list = watches.list(falseLit);
        int size = watches.size(falseLit);
        int kept = 0;
        int[] conflict = null;
        for (int i = 0; i < size; i++) {
            int k = list[i];
            int[] c = clauses.get(k);
            if (conflict != null) {
                list[kept++] = k;
                continue;
            }
            if (c[0] == falseLit) {
                c[0] = c[1];
                c[1] = falseLit;
            }
            if (search.lit(c[0]) == 1) {
                list[kept++] = k;
                continue;
            }
            boolean moved = false;
            for (int j = 2; j < c.length && !moved; j++) {
                if (search.lit(c[j]) != -1) {
                    c[1] = c[j];
                    c[j] = falseLit;
                    watch(c[1], k);
                    moved = true;
                }
            }
            if (moved) {
                continue;
            }
            list[kept++] = k;
            if (!search.imply(c[0], k)) {
                conflict = c;
            }
        }
        watches.truncate(falseLit, kept);
        return conflict;
    }

    /**
     * Deletes half of the learned clauses of more than two levels, those of most levels first, never a
     * clause that is the reason of an assignment: {@code reasonClause} gives the clause a variable was
     * set by, or -1.
     */
    void reduce(IntUnaryOperator reasonClause) {
        List<Integer> candidates = new ArrayList<>();
        for (int k = 0; k < clauses.size(); k++) {
            int[] c = clauses.get(k);
            if (c != null && lbds.data[k] > 2 && reasonClause.applyAsInt(c[0] >>> 1) != k) {
                candidates.add(k);
            }
        }
        candidates.sort((a, b) -> lbds.data[b] != lbds.data[a] ? Integer.compare(lbds.data[b], lbds.data[a])
                : Integer.compare(a, b));
        for (int i = 0; i < candidates.size() / 2; i++) {
            clauses.set(candidates.get(i), null);
            learned--;
        }
        watches.clear();
        for (int k = 0; k < clauses.size(); k++) {
            int[] c = clauses.get(k);
            if (c != null) {
                watch(c[0], k);
                watch(c[1], k);
            }
        }
    }
}
