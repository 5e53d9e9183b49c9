package io.galab.report;

import static io.galab.report.Svg.esc;
import static io.galab.report.Svg.f;
import static io.galab.report.Svg.svgOpen;
import static io.galab.report.Svg.text;

import io.galab.algorithm.Numbers;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.spec.Spec;
import io.galab.stats.ChangePoint;
import io.galab.stats.Proportions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Solver quality across builds, from the history file ({@link History}): the page's trend chart, a small panel per gated cell with its success rate in each of the last
 * builds, their 95% Wilson intervals, the gates' thresholds and baselines as dashed lines, and this
 * build marked.
 */
public final class Trends {

    /** Builds drawn per cell. */
    static final int BUILDS_DRAWN = 20;
    /** Cells drawn (all are in the history file). */
    static final int CELLS_DRAWN = 12;
    private static final int LEFT = 46;
    private static final int TOP = 36;
    private static final int PW = 240;
    private static final int PH = 110;

    private Trends() {
    }

    /**
     * The trend chart: each gated cell's success rate in its last builds ({@code history} ends with this
     * build's records), or "" when no cell has a history yet.
     */
    static String chart(ExperimentResult result, List<History.Entry> history) {
        Plan plan = result.plan();
        List<Plan.Cell> gated = plan.cells().stream().filter(c -> !plan.gatesOn(c).isEmpty()).toList();
        if (gated.isEmpty() || history.isEmpty()) {
            return "";
        }
        Map<String, List<History.Entry>> byCell = History.byCell(history);
        Map<String, GateRules.Baseline> baselines = new HashMap<>();
        StringBuilder h = new StringBuilder("<div class=\"charts\" id=\"trend\">");
        for (Plan.Cell c : gated.subList(0, Math.min(CELLS_DRAWN, gated.size()))) {
            List<History.Entry> all = History.forCell(byCell, plan, c);
            List<History.Entry> shown = all.subList(Math.max(0, all.size() - BUILDS_DRAWN), all.size());
            if (shown.isEmpty()) {
                continue;
            }
            // half a build of room on each side, so that the first and last points clear the axes
            boolean byCommit = shown.stream().noneMatch(e -> e.shortCommit().isEmpty());
            Svg.Axis x = Svg.Axis.linear(0.5, shown.size() + 0.5, true, "build (oldest first)");
            Svg.Axis y = Svg.Axis.linear(0, 1, false, "success rate");
            StringBuilder s = svgOpen(LEFT + PW + 16, TOP + PH + (byCommit ? 72 : 44));
            s.append(text(LEFT, 13, c.puzzle().id() + " · " + c.variant().name(), "start"));
            if (!c.point().isEmpty()) {
                s.append("<text x=\"").append(LEFT).append("\" y=\"27\" font-size=\"10\"><title>").append(esc(c.point()))
                        .append("</title>").append(esc(c.point().length() > 44 ? c.point().substring(0, 43) + "…"
                                : c.point())).append("</text>");
            }
            if (byCommit) {
                commitAxis(s, shown, x);
            } else {
                Svg.xAxis(s, x, LEFT, TOP, PW, PH);
            }
            Svg.yAxis(s, y, LEFT, TOP, PW, PH);
            for (Spec.Gate g : plan.gatesOn(c)) {
                Double line = threshold(plan, g, c, baselines);
                if (line != null) {
                    double ly = py(y, line);
                    s.append(String.format(Locale.ROOT, "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"#888\""
                            + " stroke-dasharray=\"4 3\"><title>%s</title></line>", f(LEFT), f(ly), f(LEFT + PW), f(ly),
                            esc(g.describe() + ": " + Numbers.report(line))));
                }
            }
            StringBuilder path = new StringBuilder();
            for (int i = 0; i < shown.size(); i++) {
                History.Entry e = shown.get(i);
                double[] ci = Proportions.wilson(e.successes(), e.runs());
                double cx = px(x, i + 1);
                s.append(Svg.line(cx, py(y, ci[0]), cx, py(y, ci[1]), "#7a9cc6"));
                boolean current = i == shown.size() - 1;
                s.append(String.format(Locale.ROOT, "<circle cx=\"%s\" cy=\"%s\" r=\"%s\" fill=\"%s\"%s><title>%s</title>"
                        + "</circle>", f(cx), f(py(y, e.rate())), current ? "5" : "3", current ? "#d62728" : "#1f77b4",
                        current ? " class=\"current\"" : "", esc(e.time() + " " + (e.commit().isEmpty() ? "" : e.commit()
                                + " ") + e.successes() + "/" + e.runs() + " · " + e.verdicts())));
                path.append(i == 0 ? "M" : " L").append(f(cx)).append(' ').append(f(py(y, e.rate())));
            }
            s.append("<path d=\"").append(path).append("\" fill=\"none\" stroke=\"#1f77b4\"/>");
            s.append(text(px(x, shown.size()), py(y, shown.get(shown.size() - 1).rate()) - 8, "this build", "end"));
            h.append(s).append("</svg>");
        }
        return h.append("</div>\n").toString();
    }

    /** The x axis of a cell's trend labelled by each build's short commit, turned so that neighbours do not overlap. */
    private static void commitAxis(StringBuilder s, List<History.Entry> shown, Svg.Axis x) {
        s.append(Svg.line(LEFT, TOP + PH, LEFT + PW, TOP + PH, "#444"));
        for (int i = 0; i < shown.size(); i++) {
            double cx = px(x, i + 1);
            s.append(Svg.line(cx, TOP, cx, TOP + PH, "#eee")).append(Svg.line(cx, TOP + PH, cx, TOP + PH + 4, "#444"));
            s.append(String.format(Locale.ROOT, "<text x=\"%s\" y=\"%s\" font-size=\"9\" text-anchor=\"end\""
                    + " transform=\"rotate(-50 %s %s)\" class=\"commit\">%s</text>", f(cx + 3), f(TOP + PH + 12),
                    f(cx + 3), f(TOP + PH + 12), esc(shown.get(i).shortCommit())));
        }
        s.append(text(LEFT + PW / 2.0, TOP + PH + 64, "build by commit (oldest first)", "middle"));
    }

    /** The α of the change-point test (docs/experiments.md, "Change points"). */
    public static final double CHANGE_ALPHA = 0.01;

    /**
     * Each gated cell's change point in its history ({@code history} ends with this build's records), as
     * "s09a · growth-ga: 0.98 → 0.71 at a1b2c3d (3 builds ago)": the pooled rates before and after, and
     * the first build after the change by its short commit (its time outside a git checkout). A cell's
     * history counts from the time its baseline row was recorded, when the row says: recording a baseline
     * accepts a change.
     */
    public static List<String> changes(ExperimentResult result, List<History.Entry> history) {
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
            History.Entry first = entries.get(change.first());
            int ago = entries.size() - 1 - change.first();
            out.add(c.puzzle().id() + " · " + c.variant().name() + (c.params().isEmpty() ? "" : " [" + c.params() + "]")
                    + ": " + String.format(Locale.ROOT, "%.2f → %.2f", change.before(), change.after()) + " at "
                    + (first.shortCommit().isEmpty() ? first.time().toString() : first.shortCommit())
                    + (ago == 0 ? " (this build)" : ago == 1 ? " (1 build ago)" : " (" + ago + " builds ago)")
                    + String.format(Locale.ROOT, "; p = %.2g", change.pValue()));
        }
        return out;
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
     * is read once per chart ({@code baselines}, by file as written in the spec).
     */
    private static Double threshold(Plan plan, Spec.Gate gate, Plan.Cell c, Map<String, GateRules.Baseline> baselines) {
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

    private static double px(Svg.Axis axis, double v) {
        return LEFT + PW * axis.fraction(v);
    }

    private static double py(Svg.Axis axis, double v) {
        return TOP + PH - PH * axis.fraction(v);
    }
}
