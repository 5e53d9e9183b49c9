package io.galab.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * galab's one store of learnt clauses, which {@code exact}'s clause learning and the GA's nogoods share
 * (docs/algorithms.md, "One clause store"). A literal is {@code 2·v} ("variable v holds") or
 * {@code 2·v + 1} ("it does not"); a variable is a (cell, digit), {@code cell·n + digit − 1}.
 *
 * <p>A clause is watched by its first two literals (Moskewicz et al., DAC 2001): it is visited only when
 * one of them becomes false, and then finds another literal to watch, or makes its other watched literal
 * true ({@link Literals#imply}), or, when that one is false too, is a conflict. A clause keeps its index
 * for life (a reason names it); a deleted one leaves null. Each clause has a score, lower being better
 * (clause learning: its LBD, Audemard &amp; Simon, IJCAI 2009; nogoods: their length), by which
 * {@link #worstFirst} ranks the clauses that may go.
 */
public final class ClauseStore {

    /** What the store asks of its user: a literal's value, and to make a literal true for a clause. */
    public interface Literals {
        /** 1 true, -1 false, 0 unassigned. */
        int value(int literal);

        /** Makes the literal true because of clause k; false if it is false (a conflict). */
        boolean imply(int literal, int clause);
    }

    /** The clauses by index, the first {@link #added} of them; a deleted one is null. */
    private int[][] clauses = new int[64][];
    private int added;
    private int[] scores = new int[64];
    /**
     * Each clause's two watched literals, {@code first[k]} and {@code second[k]}: the store's copy of its
     * positions 0 and 1, which {@link #propagate} reads without loading the clause, so that a clause whose other
     * watched literal is true costs no read of its literals. The clause's own positions 0 and 1 are brought up
     * to date whenever it is read ({@link #get}); its other positions are always its own.
     */
    private int[] first = new int[64];
    private int[] second = new int[64];
    private int kept;
    private long visits;
    private final WatchLists watches;
    private final int literalCount;

    /** A store for literals below {@code literals}. */
    public ClauseStore(int literals) {
        this.watches = new WatchLists(literals);
        this.literalCount = literals;
    }

    /** The clauses kept. */
    public int size() {
        return kept;
    }

    /** The index the next clause added gets: every clause ever added, kept or deleted, is below it. */
    public int added() {
        return added;
    }

    /** The clauses visited by {@link #propagate} so far: the work a user may count. */
    public long visits() {
        return visits;
    }

    /**
     * Clause k (its literals, the watched two first, brought up to date from {@link #first} and {@link #second}),
     * or null when it was deleted.
     */
    public int[] get(int k) {
        int[] c = clauses[k];
        if (c != null) {
            c[0] = first[k];
            c[1] = second[k];
        }
        return c;
    }

    public int score(int k) {
        return scores[k];
    }

    /** The clauses kept, each a copy, in the order they were added. */
    public List<int[]> kept() {
        return keptSince(0);
    }

    /** The clauses added at index {@code mark} or later ({@link #added}) and still kept, each a copy. */
    public List<int[]> keptSince(int mark) {
        List<int[]> out = new ArrayList<>();
        for (int k = mark; k < added; k++) {
            if (clauses[k] != null) {
                out.add(get(k).clone());
            }
        }
        return out;
    }

    /**
     * A clause's LBD (Audemard &amp; Simon, IJCAI 2009): how many distinct decision levels its literals'
     * variables were set at ({@code level} by variable).
     */
    public int lbd(int[] lits, int[] level) {
        if (levelStamps.length < level.length + 1 || stamp == Integer.MAX_VALUE) {
            levelStamps = new int[level.length + 1];
            stamp = 0;
        }
        stamp++;
        int distinct = 0;
        for (int lit : lits) {
            int lv = level[Placements.varOf(lit)];
            if (levelStamps[lv] != stamp) {
                levelStamps[lv] = stamp;
                distinct++;
            }
        }
        return distinct;
    }

    /** For {@link #lbd}: the last count each decision level was met in; a level is counted once a count. */
    private int[] levelStamps = new int[0];
    private int stamp;

    /** Adds a clause of at least two literals, its first two watched, with its score; its index. */
    public int add(int[] lits, int score) {
        int k = added++;
        if (k == scores.length) {
            scores = java.util.Arrays.copyOf(scores, k * 2);
            clauses = java.util.Arrays.copyOf(clauses, k * 2);
            first = java.util.Arrays.copyOf(first, k * 2);
            second = java.util.Arrays.copyOf(second, k * 2);
        }
        clauses[k] = lits;
        first[k] = lits[0];
        second[k] = lits[1];
        scores[k] = score;
        kept++;
        watches.add(lits[0], k, lits[1]);
        watches.add(lits[1], k, lits[0]);
        return k;
    }

    /**
     * Literal {@code falseLit} became false: each clause watching it finds another literal to watch, or
     * makes its other watched literal true; the literals of a clause all false (the first such), or null.
     * The clauses after a conflict are kept as they are.
     */
    public int[] propagate(int falseLit, Literals values) {
        int[] list = watches.list(falseLit);
        int size = watches.size(falseLit);
        int keep = 0;
        int[] conflict = null;
        for (int i = 0; i < size; i += 2) {
            int k = list[i];
            int blocker = list[i + 1];
            if (conflict != null) {
                list[keep++] = k;
                list[keep++] = blocker;
                continue;
            }
            visits++;
            int other = first[k];
            if (other == falseLit) {
                other = second[k];
                first[k] = other;
                second[k] = falseLit;
            }
            if (values.value(other) == 1) {
                list[keep++] = k;
                list[keep++] = other;
                continue;
            }
            int[] c = clauses[k];
            c[0] = other;
            c[1] = falseLit;
            boolean moved = false;
            for (int j = 2; j < c.length && !moved; j++) {
                if (values.value(c[j]) != -1) {
                    c[1] = c[j];
                    c[j] = falseLit;
                    second[k] = c[1];
                    watches.add(c[1], k, other);
                    moved = true;
                }
            }
            if (moved) {
                continue;
            }
            list[keep++] = k;
            list[keep++] = other;
            if (!values.imply(c[0], k)) {
                conflict = c;
            }
        }
        watches.truncate(falseLit, keep);
        return conflict;
    }

    /**
     * The clauses that {@code deletable} lets go, worst first: the highest score first, and among equal
     * scores the oldest first, or with {@code newestFirst} the newest.
     */
    public List<Integer> worstFirst(IntPredicate deletable, boolean newestFirst) {
        List<Integer> out = new ArrayList<>();
        for (int k = 0; k < added; k++) {
            if (clauses[k] != null && deletable.test(k)) {
                out.add(k);
            }
        }
        out.sort((a, b) -> scores[a] != scores[b] ? Integer.compare(scores[b], scores[a])
                : newestFirst ? Integer.compare(b, a) : Integer.compare(a, b));
        return out;
    }

    /**
     * The watch invariant, for tests: every kept clause is in the watch lists of its first two literals, once
     * each, and the lists hold nothing else (no deleted clause, no clause under another literal).
     */
    boolean watchesHold() {
        java.util.Map<Integer, Integer> seen = new java.util.HashMap<>();
        int entries = 0;
        for (int l = 0; l < literalCount; l++) {
            int[] list = watches.list(l);
            for (int i = 0; i < watches.size(l); i += 2) {
                int[] c = get(list[i]);
                if (c == null || c[0] != l && c[1] != l || !contains(c, list[i + 1])) {
                    return false;
                }
                seen.merge(list[i], 1, Integer::sum);
                entries++;
            }
        }
        for (int k = 0; k < added; k++) {
            if (clauses[k] != null && seen.getOrDefault(k, 0) != 2) {
                return false;
            }
        }
        return entries == 2 * kept;
    }

    private static boolean contains(int[] c, int literal) {
        for (int lit : c) {
            if (lit == literal) {
                return true;
            }
        }
        return false;
    }

    /** Deletes the clauses {@code gone}, and watches the others afresh in index order. */
    public void delete(List<Integer> gone) {
        for (int k : gone) {
            clauses[k] = null;
            kept--;
        }
        watches.clear();
        for (int k = 0; k < added; k++) {
            if (clauses[k] != null) {
                watches.add(first[k], k, second[k]);
                watches.add(second[k], k, first[k]);
            }
        }
    }
}
