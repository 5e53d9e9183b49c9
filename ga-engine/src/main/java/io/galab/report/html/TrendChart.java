package io.galab.report.html;

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
    /** The plot of every panel. */
    private static final PlotArea AREA = new PlotArea(46, 36, 240, 110);

    /**
     * The trend chart: each gated cell's success rate in its last builds ({@code history} ends with this
     * build's records), or "" when no cell has a history yet.
     */
    static String chart(ExperimentResult result, List<History.Entry> history) {
        Plan plan = result.plan();
        if (history.isEmpty()) {
            return "";
        }
        List<Plan.Cell> gated = plan.cells().stream().filter(c -> !plan.gatesOn(c).isEmpty()).toList();
        if (gated.isEmpty()) {
            return "";
        }
        Map<String, List<History.Entry>> byCell = History.byCell(history);
        if (gated.stream().allMatch(c -> History.forCell(byCell, plan, c).size() <= 1)) {
            // one point a panel draws nothing to read: say when the charts come instead
            return "<p class=\"meta\" id=\"trend\">One build on record for each gated cell: their success rates"
                    + " across builds are drawn from the second build with new runs on (the history: "
                    + "docs/gates.md, \"Solver-quality trend\").</p>\n";
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
            StringBuilder s = svgOpen(AREA.right() + 16, AREA.bottom() + (byCommit ? 72 : 44));
            s.append(text(AREA.left(), 13, c.puzzle().id() + " · " + c.variant().name(), "start"));
            if (!c.point().isEmpty()) {
                Tag.of(s, "text").attr("x", AREA.left()).attr("y", 27).attr("font-size", 10)
                        .text(c.point().length() > 44 ? c.point().substring(0, 43) + "…" : c.point(), c.point());
            }
            if (byCommit) {
                commitAxis(s, shown, x);
            } else {
                AREA.xAxis(s, x);
            }
            AREA.yAxis(s, y);
            for (Spec.Gate g : plan.gatesOn(c)) {
                Double line = ChangePoints.threshold(plan, g, c, baselines);
                if (line != null) {
                    double ly = AREA.y(y, line);
                    Tag.of(s, "line").attr("x1", (double) AREA.left()).attr("y1", ly).attr("x2", (double) AREA.right())
                            .attr("y2", ly)
                            .attr("stroke", "#888").attr("stroke-dasharray", "4 3")
                            .title(g.describe() + ": " + Numbers.report(line));
                }
            }
            StringBuilder path = new StringBuilder();
            for (int i = 0; i < shown.size(); i++) {
                History.Entry e = shown.get(i);
                double[] ci = Proportions.wilson(e.successes(), e.runs());
                double cx = AREA.x(x, i + 1);
                s.append(Svg.line(cx, AREA.y(y, ci[0]), cx, AREA.y(y, ci[1]), "#7a9cc6"));
                boolean current = i == shown.size() - 1;
                Tag circle = Tag.of(s, "circle").attr("cx", cx).attr("cy", AREA.y(y, e.rate()))
                        .attr("r", current ? 5 : 3).attr("fill", current ? "#d62728" : "#1f77b4");
                if (current) {
                    circle.attr("class", "current");
                }
                circle.title(e.time() + " " + (e.commit().isEmpty() ? "" : e.commit() + " ") + e.successes() + "/"
                        + e.runs() + " · " + e.verdicts());
                path.append(i == 0 ? "M" : " L").append(f(cx)).append(' ').append(f(AREA.y(y, e.rate())));
            }
            Tag.of(s, "path").attr("d", path.toString()).attr("fill", "none").attr("stroke", "#1f77b4").end();
            double last = AREA.y(y, shown.get(shown.size() - 1).rate());
            s.append(text(AREA.x(x, shown.size()), last - 8, "this build", "end"));
            h.append(s).append("</svg>");
        }
        return h.append("</div>\n").toString();
    }

    /** The x axis of a cell's trend labelled by each build's short commit, turned so that neighbours do not overlap. */
    private static void commitAxis(StringBuilder s, List<History.Entry> shown, Svg.Axis x) {
        s.append(Svg.line(AREA.left(), AREA.bottom(), AREA.right(), AREA.bottom(), "#444"));
        for (int i = 0; i < shown.size(); i++) {
            double cx = AREA.x(x, i + 1);
            s.append(Svg.line(cx, AREA.top(), cx, AREA.bottom(), "#eee"))
                    .append(Svg.line(cx, AREA.bottom(), cx, AREA.bottom() + 4, "#444"));
            double ly = AREA.bottom() + 12;
            Tag.of(s, "text").attr("x", cx + 3).attr("y", ly).attr("font-size", 9).attr("text-anchor", "end")
                    .attr("transform", "rotate(-50 " + f(cx + 3) + " " + f(ly) + ")").attr("class", "commit")
                    .text(shown.get(i).label());
        }
        s.append(text(AREA.left() + AREA.width() / 2.0, AREA.bottom() + 64, "build by commit (oldest first)",
                "middle"));
    }

    private TrendChart() {
    }
}
