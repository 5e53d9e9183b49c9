package io.galab.report.gate;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.spec.Spec;
import io.galab.stats.ChangePoint;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Change points in solver quality across builds, from the history file ({@link History};
 * docs/gates.md, "Change points"), and the gates' thresholds a cell's trend is drawn against.
 */
public final class ChangePoints {

    private ChangePoints() {
    }

    /** The α of the change-point test (docs/gates.md, "Change points"). */
    public static final double CHANGE_ALPHA = 0.01;

    /**
     * Each gated cell's change point in its history ({@code history} ends with this build's records), as
     * "s09a · growth-ga: 0.98 → 0.71 at a1b2c3d (3 builds ago)": the pooled rates before and after, and
     * the first build after the change by its short commit (its time outside a git checkout). A cell's
     * history counts from the time its baseline row was recorded, when the row says: recording a baseline
     * accepts a change. When this build is back near the rate before the change (closer to it than to the
     * builds between), the line says the cell recovered: "s09a · growth-ga: recovered: 0.95 → 0.60 at a1b2c3d
     * (1 build ago), back to 0.95 at e4f5a6b (this build)".
     */
    public static List<String> changes(ExperimentResult result, List<History.Entry> history) {
        return changes(result, history, null);
    }

    /**
     * As {@link #changes(ExperimentResult, List)}, where {@code added} are the records this build appended (null:
     * the history ends with this build's records). A cell that this build added no evidence to (its runs all read
     * from the journal, the last record's again) never says "(this build)": its latest record is an earlier build's.
     * A return to the level before an earlier change (a revert) is "recovered", even when the return itself is the
     * last change point of the history.
     */
    public static List<String> changes(ExperimentResult result, List<History.Entry> history,
            List<History.Entry> added) {
        Plan plan = result.plan();
        Map<String, List<History.Entry>> byCell = History.byCell(history);
        Map<String, GateRules.Baseline> baselines = new HashMap<>();
        List<String> out = new ArrayList<>();
        for (Plan.Cell c : plan.cells()) {
            if (plan.gatesOn(c).isEmpty()) {
                continue;
            }
            Instant since = recorded(plan, c, baselines);
            List<History.Entry> entries = History.forCell(byCell, plan, c).stream()
                    .filter(e -> since == null || e.time().isAfter(since)).toList();
            int[] successes = new int[entries.size()];
            int[] runs = new int[entries.size()];
            for (int i = 0; i < entries.size(); i++) {
                successes[i] = entries.get(i).successes();
                runs[i] = entries.get(i).runs();
            }
            ChangePoint.Change change = ChangePoint.find(successes, runs, CHANGE_ALPHA);
            if (change == null) {
                continue;
            }
            int last = entries.size() - 1;
            // builds since the latest record: 0 when this build added it, else it is at least one build ago
            int shift = added == null || added.contains(entries.get(last)) ? 0 : 1;
            String cell = c.puzzle().id() + " · " + c.variant().name() + (c.params().isEmpty() ? "" : " ["
                    + c.params() + "]") + ": ";
            double now = (double) successes[last] / runs[last];
            String line = cell + String.format(Locale.ROOT, "%.2f → %.2f", change.before(), change.after()) + " at "
                    + entries.get(change.first()).label() + ago(last - change.first() + shift);
            // the change to compare this build's level with: the one found, or, when that one is the return
            // itself (the latest record alone after it), the change before it
            ChangePoint.Change earlier = change;
            int to = last;
            if (change.first() == last) {
                earlier = ChangePoint.find(java.util.Arrays.copyOf(successes, last), java.util.Arrays.copyOf(runs,
                        last), CHANGE_ALPHA);
            }
            if (earlier != null && earlier.first() < to) {
                long k = 0;
                long n = 0;
                for (int i = earlier.first(); i < last; i++) {
                    k += successes[i];
                    n += runs[i];
                }
                double between = (double) k / n;
                if (Math.abs(now - earlier.before()) < Math.abs(now - between)) {
                    line = cell + "recovered: " + String.format(Locale.ROOT, "%.2f → %.2f", earlier.before(),
                            between) + " at " + entries.get(earlier.first()).label()
                            + ago(last - earlier.first() + shift) + ", back to " + String.format(Locale.ROOT, "%.2f",
                            now) + " at " + entries.get(last).label() + ago(shift);
                }
            }
            out.add(line + String.format(Locale.ROOT, "; p = %.2g", change.pValue()));
        }
        return out;
    }

    private static String ago(int builds) {
        return builds == 0 ? " (this build)" : builds == 1 ? " (1 build ago)" : " (" + builds + " builds ago)";
    }

    /** The latest time a baseline row of the cell's gates was recorded, or null when none says. */
    private static Instant recorded(Plan plan, Plan.Cell c, Map<String, GateRules.Baseline> baselines) {
        Instant latest = null;
        for (Spec.Gate g : plan.gatesOn(c)) {
            Baselines.Row row = baselineRow(plan, g, c, baselines);
            Instant t = row == null ? null : row.recordedTime();
            latest = t != null && (latest == null || t.isAfter(latest)) ? t : latest;
        }
        return latest;
    }

    /**
     * The line a gate draws on a cell's trend ({@link GateRules#threshold}), or null. Each baseline file
     * is read once per chart ({@code baselines}, by file as written in the spec): for the trend chart.
     */
    public static Double threshold(Plan plan, Spec.Gate gate, Plan.Cell c, Map<String, GateRules.Baseline> baselines) {
        // an unusable baseline draws no line: the gate itself reports it
        return GateRules.threshold(gate, baselineRow(plan, gate, c, baselines));
    }

    /**
     * The cell's row in the gate's baseline file, or null (no baseline file, or no usable row). Each file is
     * read once per call of the page ({@code baselines}, by file as written in the spec).
     */
    private static Baselines.Row baselineRow(Plan plan, Spec.Gate gate, Plan.Cell c,
            Map<String, GateRules.Baseline> baselines) {
        String file = GateRules.baselineFile(gate);
        return file == null ? null : baselines.computeIfAbsent(file, f -> GateRules.baseline(plan, f)).row(c);
    }
}
