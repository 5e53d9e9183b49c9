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
 * has a settled verdict (docs/experiments.md, "Sequential gates").
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

    private SequentialGates(Plan plan) {
        this.plan = plan;
        for (Spec.Gate g : plan.spec().gates()) {
            if (g instanceof Spec.BaselineGate b) {
                baselines.put(b, GateRules.baseline(plan, b.file()));
            }
        }
    }

    /** The rule for a plan's gates; reads their baseline files once. */
    public static SequentialGates of(Plan plan) {
        return new SequentialGates(plan);
    }

    @Override
    public String stop(Plan.Cell cell, boolean[] solved) {
        List<String> why = new ArrayList<>();
        for (Spec.Gate gate : plan.gatesOn(cell)) {
            if (gate.acrossBuilds()) {
                continue;
            }
            Decision d = decide(gate, cell, solved);
            if (d == null) {
                return null;
            }
            why.add(d.why());
        }
        return why.isEmpty() ? null : String.join("; ", why);
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
        int n = runs;
        int m = solved.length;
        int k = successes(solved, m);
        boolean low = GateRules.fails(gate, base, k, n);
        boolean high = GateRules.fails(gate, base, k + n - m, n);
        if (low != high) {
            return null;
        }
        return new Decision(low, m, m == n ? "" : String.format(Locale.ROOT, "curtail: %s after %d of %d runs, whatever"
                + " the other %d give", low ? "fails" : "passes", m, n, n - m));
    }

    private static Decision sprt(Spec.BaselineGate gate, Baselines.Row base, boolean[] solved, int batch) {
        int m = solved.length;
        if (m == 0) {
            return null;
        }
        if ((double) base.successes() / base.runs() <= gate.maxDrop()) {
            int at = Math.min(batch, m);
            return new Decision(false, at, "sprt: passes at the first look: the baseline's rate is at most maxDrop");
        }
        double p0 = (base.successes() + 0.5) / (base.runs() + 1.0);
        Sprt test = new Sprt(p0, Math.max(p0 - gate.maxDrop(), 1e-9), gate.alpha(), 1 - gate.scope().power());
        int k = 0;
        for (int j = 0; j < m; j++) {
            k += solved[j] ? 1 : 0;
            int runs = j + 1;
            if (runs % batch != 0 && runs != m) {
                continue; // the test looks only after whole batches (and at the last run made)
            }
            Sprt.Decision d = test.decide(k, runs);
            if (d != Sprt.Decision.CONTINUE) {
                boolean fails = d == Sprt.Decision.ACCEPT_H1;
                return new Decision(fails, runs, String.format(Locale.ROOT, "sprt: %s after %d runs (%d solved;"
                        + " log-likelihood ratio %.2f %s %.2f)", fails ? "fails" : "passes", runs, k, test.llr(k, runs),
                        fails ? "≥" : "≤", fails ? test.upper() : test.lower()));
            }
        }
        return null;
    }

    private static int successes(boolean[] solved, int upTo) {
        int k = 0;
        for (int r = 0; r < upTo; r++) {
            k += solved[r] ? 1 : 0;
        }
        return k;
    }
}
