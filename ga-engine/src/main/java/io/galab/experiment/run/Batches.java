package io.galab.experiment.run;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.PlannedRun;
import io.galab.experiment.RunRecord;
import io.galab.experiment.Shard;
import io.galab.experiment.StoppingRule;

import java.util.ArrayList;
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
     * (empty when every cell is settled). Call again once all of them are in the result.
     */
    public List<PlannedRun> next() {
        List<PlannedRun> todo = new ArrayList<>();
        for (Plan.Cell cell : plan.cells()) {
            int c = cell.index();
            if (plan.sequential(cell) && !mine(c, 0)) {
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
                        result.add(r);
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
                String stop = m == plan.runs() ? null : rule.stop(cell, result.solvedPrefix(c, m));
                if (m == plan.runs() || stop != null) {
                    settled[c] = true;
                    result.made(c, m, stop == null ? "" : stop);
                } else {
                    limit[c] = Math.min(m + plan.batch(cell), plan.runs());
                }
            }
        }
        return todo;
    }

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
