package io.galab.solve;

/**
 * {@link CdclSearch}'s conflict analysis: a conflict is analysed to its first unique implication point
 * (Marques-Silva &amp; Sakallah, IEEE Trans. Computers 1999), each variable met bumps its activity ({@link VarOrder}),
 * and the learnt clause is minimised recursively (Sörensson &amp; Biere, SAT 2009). It reads the search's
 * assignment (levels, reasons and the trail, shared arrays) and changes none of it.
 */
final class ConflictAnalysis {

    private final int[] level;
    private final int[] reason;
    private final int[] trail;
    private final Groups groups;
    private final ClauseStore clauses;
    private final VarOrder order;
    private final boolean[] seen;
    private final IntList learnt = new IntList();
    private final IntList toClear = new IntList();
    private final IntList scratch = new IntList();
    private final IntList stack = new IntList();
    /** The intersections' propagator when the search runs it, else null. */
    private Intersections intersections;

    ConflictAnalysis(int[] level, int[] reason, int[] trail, Groups groups, ClauseStore clauses, VarOrder order) {
        this.level = level;
        this.reason = reason;
        this.trail = trail;
        this.groups = groups;
        this.clauses = clauses;
        this.order = order;
        this.seen = new boolean[level.length];
    }

    /** The search propagates the intersections of units too ({@link Intersections}). */
    void intersections(Intersections pointing) {
        this.intersections = pointing;
    }

    /**
     * Analyses {@code conflict} (literals all false, one at least at decision level {@code top}, the trail's
     * last entry at {@code trailTop − 1}): the learnt clause, its asserting literal first and a literal of the
     * highest level below {@code top} second, as a new array; {@link #backLevel()} is where to jump back to.
     */
    int[] analyse(int[] conflict, int top, int trailTop) {
        learnt.clear();
        learnt.add(0);
        int paths = 0;
        int index = trailTop - 1;
        int p;
        scratch.setAll(conflict);
        while (true) {
            for (int i = 0; i < scratch.size; i++) {
                int q = scratch.data[i];
                int x = Placements.varOf(q);
                if (!seen[x] && level[x] > 0) {
                    seen[x] = true;
                    toClear.add(x);
                    order.bump(x);
                    if (level[x] == top) {
                        paths++;
                    } else {
                        learnt.add(q);
                    }
                }
            }
            while (!seen[Placements.varOf(trail[index])]) {
                index--;
            }
            p = trail[index--];
            paths--;
            if (paths == 0) {
                break;
            }
            reasonLits(Placements.varOf(p), scratch);
        }
        learnt.data[0] = Placements.negate(p);
        minimise();
        unmark(0);
        back = 0;
        for (int i = 1; i < learnt.size; i++) {
            int lv = level[Placements.varOf(learnt.data[i])];
            if (lv > back) {
                back = lv;
                int t = learnt.data[1];
                learnt.data[1] = learnt.data[i];
                learnt.data[i] = t;
            }
        }
        return java.util.Arrays.copyOf(learnt.data, learnt.size);
    }

    /**
     * The decisions that the assignments of {@code lits}' variables follow from, as their trail literals, in
     * the trail's order (every reason followed back to decisions, above level 0; no activity bumped): for
     * vivification, which keeps only the decisions a conflict or an implied literal needed.
     */
    int[] decisions(int[] lits, int trailTop) {
        IntList found = new IntList();
        int marked = 0;
        for (int q : lits) {
            marked += mark(Placements.varOf(q));
        }
        for (int i = trailTop - 1; i >= 0 && marked > 0; i--) {
            int x = Placements.varOf(trail[i]);
            if (!seen[x]) {
                continue;
            }
            marked--;
            if (reason[x] == Reason.NONE) {
                found.add(trail[i]);
                continue;
            }
            reasonLits(x, scratch);
            for (int j = 0; j < scratch.size; j++) {
                marked += mark(Placements.varOf(scratch.data[j]));
            }
        }
        unmark(0);
        int[] out = new int[found.size];
        for (int i = 0; i < found.size; i++) {
            out[i] = found.data[found.size - 1 - i];
        }
        return out;
    }

    /** Marks variable x seen when it is set above level 0 and not yet seen: 1 if it was marked, else 0. */
    private int mark(int x) {
        if (seen[x] || level[x] == 0) {
            return 0;
        }
        seen[x] = true;
        toClear.add(x);
        return 1;
    }

    /** The level the last clause analysed asserts its first literal at: its second highest level. */
    int backLevel() {
        return back;
    }

    private int back;

    /** The other literals of v's reason (all false), into {@code out}. */
    private void reasonLits(int v, IntList out) {
        out.clear();
        int r = reason[v];
        switch (Reason.kind(r)) {
            case Reason.PAIR -> out.add(Placements.lacks(Reason.index(r)));
            case Reason.GROUP -> {
                for (int w : groups.vars[Reason.index(r)]) {
                    if (w != v) {
                        out.add(Placements.holds(w));
                    }
                }
            }
            case Reason.POINTING -> {
                for (int u : intersections.outside[Reason.index(r)]) {
                    out.add(Placements.holds(u));
                }
            }
            default -> {
                for (int q : clauses.get(Reason.index(r))) {
                    if (Placements.varOf(q) != v) {
                        out.add(q);
                    }
                }
            }
        }
    }

    /**
     * Drops each literal implied by the others (recursive minimisation; Sörensson &amp; Biere, SAT 2009):
     * one whose reason's literals are, recursively, in the clause or set without a decision of their own
     * at a level the clause does not hold.
     */
    private void minimise() {
        long levelsHeld = 0;
        for (int i = 1; i < learnt.size; i++) {
            levelsHeld |= 1L << (level[Placements.varOf(learnt.data[i])] & 63);
        }
        int kept = 1;
        for (int i = 1; i < learnt.size; i++) {
            int x = Placements.varOf(learnt.data[i]);
            if (reason[x] == Reason.NONE || !redundant(x, levelsHeld)) {
                learnt.data[kept++] = learnt.data[i];
            }
        }
        learnt.size = kept;
    }

    /** True when variable x's literal follows from the literals seen (a depth-first walk of its reasons). */
    private boolean redundant(int x, long levelsHeld) {
        stack.clear();
        stack.add(x);
        int mark = toClear.size;
        while (stack.size > 0) {
            int y = stack.data[--stack.size];
            reasonLits(y, scratch);
            for (int j = 0; j < scratch.size; j++) {
                int z = Placements.varOf(scratch.data[j]);
                if (seen[z] || level[z] == 0) {
                    continue;
                }
                if (reason[z] == Reason.NONE || (levelsHeld & 1L << (level[z] & 63)) == 0) {
                    unmark(mark);
                    return false;
                }
                seen[z] = true;
                toClear.add(z);
                stack.add(z);
            }
        }
        return true;
    }

    /** Clears the marks of the variables seen after the first {@code mark}. */
    private void unmark(int mark) {
        for (int k = mark; k < toClear.size; k++) {
            seen[toClear.data[k]] = false;
        }
        toClear.size = mark;
    }
}
