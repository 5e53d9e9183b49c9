package io.galab.report.html;

import static io.galab.report.html.Svg.esc;
import static io.galab.report.html.Svg.f;
import static io.galab.report.html.Svg.svgOpen;
import static io.galab.report.html.Svg.text;

import io.galab.algorithm.Numbers;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.spec.Spec;
import io.galab.report.gate.ChangePoints;
import io.galab.report.gate.GateRules;
import io.galab.report.gate.History;
import io.galab.stats.Proportions;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Solver quality across builds, from the history file ({@link History}): the page's trend chart, a small
 * panel per gated cell with its success rate in each of the last builds, their 95% Wilson intervals, the
 * gates' thresholds and baselines as dashed lines ({@link ChangePoints#threshold}), and this build marked.
 */
final class TrendChart {

    /** Builds drawn per cell. */
    static final int BUILDS_DRAWN = 20;
    /** Cells drawn (all are in the history file). */
    static final int CELLS_DRAWN = 12;
    private static final int LEFT = 46;
    private static final int TOP = 36;
    private static final int PW = 240;
    private static final int PH = 110;

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
        if (gated.stream().allMatch(c -> History.forCell(byCell, plan, c).size() <= 1)) {
            // one point a panel draws nothing to read: say when the charts come instead
            return "<p class=\"meta\" id=\"trend\">One build on record for each gated cell: their success rates"
                    + " across builds are drawn from the second build with new runs on (the history: "
                    + "docs/experiments.md, \"Solver-quality trend\").</p>\n";
        }
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
                s.append("<text x=\"").append(LEFT).append("\" y=\"27\" font-size=\"10\"><title>")
                        .append(esc(c.point())).append("</title>")
                        .append(esc(c.point().length() > 44 ? c.point().substring(0, 43) + "…" : c.point()))
                        .append("</text>");
            }
            if (byCommit) {
                commitAxis(s, shown, x);
            } else {
                Svg.xAxis(s, x, LEFT, TOP, PW, PH);
            }
            Svg.yAxis(s, y, LEFT, TOP, PW, PH);
            for (Spec.Gate g : plan.gatesOn(c)) {
                Double line = ChangePoints.threshold(plan, g, c, baselines);
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
                s.append(String.format(Locale.ROOT,
                        "<circle cx=\"%s\" cy=\"%s\" r=\"%s\" fill=\"%s\"%s><title>%s</title>"
                        + "</circle>", f(cx), f(py(y, e.rate())), current ? "5" : "3", current ? "#d62728" : "#1f77b4",
                        current ? " class=\"current\"" : "",
                                esc(e.time() + " " + (e.commit().isEmpty() ? "" : e.commit()
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
                    f(cx + 3), f(TOP + PH + 12), esc(shown.get(i).label())));
        }
        s.append(text(LEFT + PW / 2.0, TOP + PH + 64, "build by commit (oldest first)", "middle"));
    }

    private TrendChart() {
    }

    private static double px(Svg.Axis axis, double v) {
        return LEFT + PW * axis.fraction(v);
    }

    private static double py(Svg.Axis axis, double v) {
        return TOP + PH - PH * axis.fraction(v);
    }
}
