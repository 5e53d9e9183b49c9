package io.galab.report.gate;

import io.galab.experiment.Plan;
import io.galab.experiment.spec.Spec;
import io.galab.experiment.StoppingRule;
import io.galab.stats.Sprt;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The built-in {@link StoppingRule}: a cell under sequential gates stops once every gate that checks it
 * has a settled verdict (docs/gates.md, "Sequential gates").
 *
 * <ul>
 *   <li>{@code curtail}: settled when the gate gives the same verdict whether every remaining run fails or
 *       every one succeeds. Both gate kinds are monotone in the success count (a minSuccessRate gate on
 *       the rate; a baseline gate on the drop and on Fisher's p), so every outcome in between gives it too:
 *       the verdict is the one all runs would give.</li>
 *   <li>{@code sprt} (baseline gates): Wald's test ({@link Sprt}) of p0 = the baseline's rate (with half a
 *       success added, (s + ½)/(n + 1), so that a baseline of 30/30 does not make one failure
 *       conclusive) against p1 = p0 − maxDrop, at the gate's alpha and power, looked at after each
 *       batch. A baseline whose rate is at most maxDrop cannot be dropped below by more: it passes at the
 *       first look. If neither bound is reached by the last run, the fixed-n verdict applies.</li>
 * </ul>
 *
 * A baseline gate whose file is missing, unreadable or of another budget, or that has no row for the
 * cell, never settles: that cell makes all its runs and the gate reports the problem as before.
 */
public final class SequentialGates implements StoppingRule {

    /** A settled verdict: whether the gate fails, after how many runs, and why, in words. */
    public record Decision(boolean fails, int at, String why) {
    }

    private final Plan plan;
    private final Map<Spec.BaselineGate, GateRules.Baseline> baselines = new HashMap<>();
    /** Per gate over a set, each cell's pool by cell index: found once, not at every look. */
    private final Map<Spec.Gate, Map<Integer, List<Plan.Cell>>> pools = new HashMap<>();

    private SequentialGates(Plan plan) {
        this.plan = plan;
        for (Spec.Gate g : plan.spec().gates()) {
            if (g instanceof Spec.BaselineGate b) {
                baselines.put(b, GateRules.baseline(plan, b.file()));
            }
            if (g.scope().over() != Spec.Over.CELL) {
                Map<Integer, List<Plan.Cell>> byCell = new HashMap<>();
                for (List<Plan.Cell> pool : plan.pools(g)) {
                    pool.forEach(c -> byCell.put(c.index(), pool));
                }
                pools.put(g, byCell);
            }
        }
    }

    /** The rule for a plan's gates; reads their baseline files once. */
    public static SequentialGates of(Plan plan) {
        return new SequentialGates(plan);
    }

    @Override
    public Look look(Plan.Cell cell, int made, Runs runs) {
        List<String> why = new ArrayList<>();
        for (Spec.Gate gate : plan.gatesOn(cell)) {
            if (gate.acrossBuilds()) {
                continue;
            }
            Decision d;
            if (gate.scope().over() == Spec.Over.CELL) {
                d = decide(gate, cell, runs.solved(cell.index(), made));
            } else {
                Pooled p = pooled(gate, pools.get(gate).get(cell.index()), made, runs);
                if (p.waits()) {
                    return Look.WAIT;
                }
                d = p.decision();
            }
            if (d == null) {
                return Look.GO_ON;
            }
            why.add(d.why());
        }
        return why.isEmpty() ? Look.GO_ON : Look.stop(String.join("; ", why));
    }

    /**
     * The gate's settled verdict on the cell's first runs ({@code solved}, run by run), or null while it
     * is open. For sprt the batches are replayed, so the verdict is the first bound reached.
     */
    public Decision decide(Spec.Gate gate, Plan.Cell cell, boolean[] solved) {
        Spec.Sequential mode = gate.scope().sequential();
        if (mode == Spec.Sequential.OFF) {
            return null; // trend gates too: their mode is always off
        }
        // an unusable baseline has no rows, so its cells never settle
        Baselines.Row base = gate instanceof Spec.BaselineGate b ? baselines.get(b).row(cell) : null;
        if (gate instanceof Spec.BaselineGate && base == null) {
            return null;
        }
        return decide(gate, base, solved, plan.runs(), plan.batch(cell));
    }

    /** A pool's look: its settled decision (null while open), or that some of its cells' runs are not in yet. */
    record Pooled(Decision decision, boolean waits) {
    }

    /**
     * A gate over a set (docs/gates.md, "Gates over a set"), looked at after {@code made} runs of the
     * asking cell: the pool's batches are replayed from the first, each sequential cell of the pool counting
     * as many runs as the round (or those it stopped at), each other cell all of its runs, and the first
     * round that settles the summed counts gives the decision, so that every cell of the pool reads the same
     * one. A pool with a cell of another shard never settles here; the merge settles it.
     */
    Pooled pooled(Spec.Gate gate, List<Plan.Cell> pool, int made, Runs runs) {
        if (gate.scope().sequential() == Spec.Sequential.OFF) {
            return new Pooled(null, false);
        }
        Baselines.Row base = null;
        if (gate instanceof Spec.BaselineGate b) {
            base = baselines.get(b).row(pool);
            if (base == null) {
                return new Pooled(null, false);
            }
        }
        boolean[][] solved = new boolean[pool.size()][];
        for (int i = 0; i < pool.size(); i++) {
            Plan.Cell d = pool.get(i);
            if (!runs.here(d.index())) {
                return new Pooled(null, false);
            }
            solved[i] = runs.solved(d.index(), length(d, made, runs));
            if (solved[i] == null) {
                return new Pooled(null, true);
            }
        }
        int total = pool.size() * plan.runs();
        int batch = Math.min(plan.spec().batchSize(), plan.runs());
        Sprt test = gate instanceof Spec.BaselineGate b && gate.scope().sequential() == Spec.Sequential.SPRT
                ? sprtTest(b, base) : null;
        for (int r = Math.min(batch, made); ; r = Math.min(r + batch, made)) {
            int k = 0;
            int m = 0;
            for (int i = 0; i < pool.size(); i++) {
                int len = Math.min(length(pool.get(i), r, runs), solved[i].length);
                k += successes(solved[i], len);
                m += len;
            }
            Decision d = test == null ? curtail(gate, base, k, m, total, "the pooled ")
                    : sprtLook(test, gate, base, k, m, "the pooled ");
            if (d != null || r >= made) {
                return new Pooled(d, false);
            }
        }
    }

    /** The runs of pool cell {@code d} that a look after {@code round} runs counts. */
    private int length(Plan.Cell d, int round, Runs runs) {
        int len = plan.sequential(d) ? Math.min(round, plan.runs()) : plan.runs();
        int stopped = runs.stoppedAt(d.index());
        return stopped >= 0 ? Math.min(len, stopped) : len;
    }

    /**
     * The settled verdict of a sequential gate on a cell's first runs, or null while open: the rule
     * itself, without a plan, for simulation.
     *
     * @param gate   a gate whose mode is curtail or sprt
     * @param base   the cell's baseline row, for baseline gates
     * @param solved the runs so far, run by run
     * @param runs   the most runs the cell may make
     * @param batch  runs between two looks
     */
    public static Decision decide(Spec.Gate gate, Baselines.Row base, boolean[] solved, int runs, int batch) {
        if (gate.scope().sequential() == Spec.Sequential.SPRT && gate instanceof Spec.BaselineGate b) {
            return sprt(b, base, solved, batch);
        }
        return curtail(gate, base, successes(solved, solved.length), solved.length, runs, "");
    }

    /**
     * Curtail's decision on {@code k} successes in {@code m} runs made of {@code n}: settled when every
     * remaining run failing and every one succeeding give the same verdict; null while open.
     */
    private static Decision curtail(Spec.Gate gate, Baselines.Row base, int k, int m, int n, String whose) {
        boolean low = GateRules.fails(gate, base, k, n);
        boolean high = GateRules.fails(gate, base, k + n - m, n);
        if (low != high) {
            return null;
        }
        return new Decision(low, m, m == n ? "" : String.format(Locale.ROOT, "curtail: %s%s after %d of %d runs,"
                + " whatever the other %d give", whose, low ? "fails" : "passes", m, n, n - m));
    }

    private static Decision sprt(Spec.BaselineGate gate, Baselines.Row base, boolean[] solved, int batch) {
        int m = solved.length;
        if (m == 0) {
            return null;
        }
        Sprt test = sprtTest(gate, base);
        int k = 0;
        for (int j = 0; j < m; j++) {
            k += solved[j] ? 1 : 0;
            int runs = j + 1;
            if (runs % batch != 0 && runs != m) {
                continue; // the test looks only after whole batches (and at the last run made)
            }
            Decision d = test == null ? new Decision(false, Math.min(batch, m), PASSES_AT_ONCE)
                    : sprtLook(test, gate, base, k, runs, "");
            if (d != null) {
                return d;
            }
        }
        return null;
    }

    private static final String PASSES_AT_ONCE = "sprt: passes at the first look: the baseline's rate is at most"
            + " maxDrop";

    /**
     * Wald's test of p0 = the baseline's rate with half a success added against p1 = p0 − maxDrop; null for a
     * baseline whose rate is at most maxDrop, which cannot be dropped below by more.
     */
    private static Sprt sprtTest(Spec.BaselineGate gate, Baselines.Row base) {
        if ((double) base.successes() / base.runs() <= gate.maxDrop()) {
            return null;
        }
        double p0 = (base.successes() + 0.5) / (base.runs() + 1.0);
        return new Sprt(p0, Math.max(p0 - gate.maxDrop(), 1e-9), gate.alpha(), 1 - gate.scope().power());
    }

    /** One look of the test at {@code k} successes in {@code runs} runs: a decision at a bound, else null. */
    private static Decision sprtLook(Sprt test, Spec.Gate gate, Baselines.Row base, int k, int runs, String whose) {
        if (test == null) {
            return runs == 0 ? null : new Decision(false, runs, PASSES_AT_ONCE);
        }
        Sprt.Decision d = test.decide(k, runs);
        if (d == Sprt.Decision.CONTINUE) {
            return null;
        }
        boolean fails = d == Sprt.Decision.ACCEPT_H1;
        return new Decision(fails, runs, String.format(Locale.ROOT, "sprt: %s%s after %d runs (%d solved;"
                + " log-likelihood ratio %.2f %s %.2f)", whose, fails ? "fails" : "passes", runs, k, test.llr(k, runs),
                fails ? "≥" : "≤", fails ? test.upper() : test.lower()));
    }

    private static int successes(boolean[] solved, int upTo) {
        int k = 0;
        for (int r = 0; r < upTo; r++) {
            k += solved[r] ? 1 : 0;
        }
        return k;
    }
}
