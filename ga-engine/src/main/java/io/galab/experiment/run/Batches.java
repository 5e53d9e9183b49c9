package io.galab.experiment.run;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.PlannedRun;
import io.galab.experiment.RunRecord;
import io.galab.experiment.Shard;
import io.galab.experiment.StoppingRule;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which runs to make next: every run of an ordinary cell at once, and the runs of a sequential cell in
 * batches in run order, asking the {@link StoppingRule} after each whole batch. Runs already known
 * (from a journal or from shards) are taken in place of making them; known runs past the point where
 * a cell stops are left out, so the result is the same however the runs were made: 1 thread or many,
 * Spark, shards, or resumed after a kill.
 */
public final class Batches {

    private final Plan plan;
    private final ExperimentResult result;
    private final Shard shard;
    private final StoppingRule rule;
    private final Map<Long, RunRecord> known = new HashMap<>();
    private final int[] limit;
    /** Per cell: every run below this index is in the result (or another shard's). */
    private final int[] complete;
    private final boolean[] settled;
    /** Per cell: the runs it stopped at before all runs, or -1. */
    private final int[] stoppedAt;

    public Batches(Plan plan, ExperimentResult result, Shard shard, StoppingRule rule, List<RunRecord> knownRuns) {
        this.plan = plan;
        this.result = result;
        this.shard = shard;
        this.rule = rule;
        for (RunRecord r : knownRuns) {
            known.putIfAbsent(key(r.cell(), r.run()), r);
        }
        limit = new int[plan.cells().size()];
        complete = new int[limit.length];
        settled = new boolean[limit.length];
        stoppedAt = new int[limit.length];
        Arrays.fill(stoppedAt, -1);
        for (Plan.Cell c : plan.cells()) {
            limit[c.index()] = plan.batch(c);
        }
    }

    private long key(int cell, int run) {
        return (long) cell * plan.runs() + run;
    }

    /** True when run {@code run} of the cell is this runner's to make (all, for the whole plan). */
    private boolean mine(int cell, int run) {
        return shard.contains(plan, cell, run);
    }

    /**
     * Takes in what is known and settles the cells that can be settled; returns the runs to make next
     * (empty when every cell is settled). Call again once all of them are in the result. A cell whose gate
     * pools it with other cells waits at a batch until theirs are in; the cells are looked at again while
     * that brings news and nothing is left to make.
     */
    public List<PlannedRun> next() {
        List<PlannedRun> todo = new ArrayList<>();
        boolean moved = true;
        boolean stuck = false;
        while (todo.isEmpty() && (moved || stuck)) {
            moved = pass(todo, stuck);
            // nothing to make and nothing moved: a wait that no run here can end goes on instead
            stuck = !stuck && !moved && todo.isEmpty() && !allSettled();
            moved |= stuck;
        }
        return RunOrder.interleaved(plan, todo);
    }

    private boolean allSettled() {
        for (boolean s : settled) {
            if (!s) {
                return false;
            }
        }
        return true;
    }

    /** One look at every cell; true when some cell took runs in, advanced or settled. */
    private boolean pass(List<PlannedRun> todo, boolean noWaiting) {
        boolean moved = false;
        for (Plan.Cell cell : plan.cells()) {
            int c = cell.index();
            if (plan.sequential(cell) && !mine(c, 0) && !settled[c]) {
                settled[c] = true; // a sequential cell belongs whole to another shard
            }
            while (!settled[c]) {
                int m = limit[c];
                boolean missing = false;
                for (int run = complete[c]; run < m; run++) {
                    if (!mine(c, run) || result.has(c, run)) {
                        continue;
                    }
                    RunRecord r = known.remove(key(c, run));
                    if (r != null) {
                        result.addFromJournal(r);
                        moved = true;
                    } else {
                        todo.add(new PlannedRun(c, run, plan.seed(cell, run)));
                        missing = true;
                    }
                }
                if (missing) {
                    break;
                }
                complete[c] = m;
                // an ordinary cell's one batch is all its runs, so only a sequential cell gets here early
                StoppingRule.Look look = m == plan.runs() ? StoppingRule.Look.GO_ON : rule.look(cell, m, view);
                if (look.waits() && !noWaiting) {
                    break;
                }
                moved = true;
                if (m == plan.runs() || look.stop() != null) {
                    settled[c] = true;
                    stoppedAt[c] = m == plan.runs() ? -1 : m;
                    result.made(c, m, look.stop() == null ? "" : look.stop());
                } else {
                    limit[c] = Math.min(m + plan.batch(cell), plan.runs());
                }
            }
        }
        return moved;
    }

    /** What the stopping rule may read: the runs in, and where cells stopped. */
    private final StoppingRule.Runs view = new StoppingRule.Runs() {
        @Override
        public boolean[] solved(int cell, int upTo) {
            return complete[cell] >= upTo ? result.solvedPrefix(cell, upTo) : null;
        }

        @Override
        public int stoppedAt(int cell) {
            return stoppedAt[cell];
        }

        @Override
        public boolean here(int cell) {
            return mine(cell, 0);
        }
    };

    /**
     * Per cell, this runner's runs not yet in the result: the most it may still make (a sequential cell
     * may stop before them).
     */
    public long[] toMake() {
        long[] n = new long[plan.cells().size()];
        for (Plan.Cell cell : plan.cells()) {
            for (int run = 0; run < plan.runs(); run++) {
                n[cell.index()] += mine(cell.index(), run) && !result.has(cell.index(), run) ? 1 : 0;
            }
        }
        return n;
    }
}
