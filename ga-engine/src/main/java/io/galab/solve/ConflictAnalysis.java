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
    // recursive minimisation's walk: the variables on its path, where each one's literals start in pending, and
    // the next to look at; and the variables found not to follow (cleared after each clause)
    private final IntList frames = new IntList();
    private final IntList starts = new IntList();
    private final IntList cursors = new IntList();
    private final IntList pending = new IntList();
    private final boolean[] failed;
    private final IntList failedList = new IntList();

    ConflictAnalysis(int[] level, int[] reason, int[] trail, Groups groups, ClauseStore clauses, VarOrder order) {
        this.level = level;
        this.reason = reason;
        this.trail = trail;
        this.groups = groups;
        this.clauses = clauses;
        this.order = order;
        this.seen = new boolean[level.length];
        this.failed = new boolean[level.length];
    }

    /** The Hall sets' propagator when the search runs it, else null. */
    private HallSets hallSets;

    /** The search propagates Hall sets too ({@link HallSets}). */
    void hallSets(HallSets hall) {
        this.hallSets = hall;
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
        unmark();
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
            case Reason.HALL -> {
                for (int q : hallSets.body(Reason.index(r))) {
                    out.add(q);
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
        for (int k = 0; k < failedList.size; k++) {
            failed[failedList.data[k]] = false;
        }
        failedList.clear();
    }

    /**
     * True when variable x's literal follows from the literals seen: a depth-first walk of its reasons, each
     * variable on the walk's path a frame ({@link #frames}) whose reason's literals wait in {@link #pending}.
     * A variable whose reason's literals all follow is marked seen when its frame closes, and stays so: it is
     * implied by the clause, and stays implied as the clause's marks only grow. A walk that meets a decision,
     * or a level the clause does not hold, marks every variable on its path failed ({@link #failed}): such a
     * variable is never marked seen later, so those on the path never follow either, and a later walk stops at
     * them without walking their reasons again (the "poison" of Van Gelder, SAT 2009, as MiniSat's successors
     * keep it). Both marks only spare work: the literals dropped are those a walk that forgot them would drop.
     */
    private boolean redundant(int x, long levelsHeld) {
        frames.clear();
        starts.clear();
        cursors.clear();
        pending.clear();
        open(x);
        while (frames.size > 0) {
            int top = frames.size - 1;
            if (cursors.data[top] == pending.size) {
                int y = frames.data[top];
                pending.size = starts.data[top];
                frames.size = top;
                starts.size = top;
                cursors.size = top;
                if (frames.size > 0) {
                    seen[y] = true;
                    toClear.add(y);
                }
                continue;
            }
            int z = Placements.varOf(pending.data[cursors.data[top]++]);
            if (seen[z] || level[z] == 0) {
                continue;
            }
            if (failed[z] || reason[z] == Reason.NONE || (levelsHeld & 1L << (level[z] & 63)) == 0) {
                for (int f = 1; f < frames.size; f++) {
                    failed[frames.data[f]] = true;
                    failedList.add(frames.data[f]);
                }
                return false;
            }
            open(z);
        }
        return true;
    }

    /** A frame of {@link #redundant}'s walk for variable y: its reason's literals pending. */
    private void open(int y) {
        frames.add(y);
        starts.add(pending.size);
        cursors.add(pending.size);
        reasonLits(y, scratch);
        for (int j = 0; j < scratch.size; j++) {
            pending.add(scratch.data[j]);
        }
    }

    /** Clears the marks of the variables seen. */
    private void unmark() {
        for (int k = 0; k < toClear.size; k++) {
            seen[toClear.data[k]] = false;
        }
        toClear.clear();
    }
}
