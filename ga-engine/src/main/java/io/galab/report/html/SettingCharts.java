package io.galab.report.html;

import static io.galab.report.html.Svg.f;
import static io.galab.report.html.Svg.legend;
import static io.galab.report.html.Svg.svgOpen;
import static io.galab.report.html.Svg.text;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.spec.Spec;
import io.galab.stats.CellStatistics;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The charts of a spec that sweeps one parameter (a settings figure, as the SudoKube thesis's Figs.
 * 22–29 draw them): the median time and the median generations of all runs (an unsolved one as never)
 * against the parameter's values, one line per puzzle and variant. A filled marker is a setting that solved
 * every run; a hollow one solved only some (the thesis marks "settings without a 100% solve rate"); a
 * setting that solved none has no marker and breaks the line.
 */
final class SettingCharts {

    /** The plot of every panel. */
    private static final PlotArea AREA = new PlotArea(64, 24, 420, 200);

    private SettingCharts() {
    }

    /** A series: one puzzle and variant across the swept values. */
    private record Series(String label, List<Plan.Cell> cells) {
    }

    /** Both charts, or "" when the spec does not sweep exactly one parameter. */
    static String draw(ExperimentResult result) {
        Spec spec = result.plan().spec();
        if (spec.sweep().size() != 1) {
            return "";
        }
        String key = spec.sweep().keySet().iterator().next();
        List<Object> values = spec.sweep().get(key);
        Map<String, Series> series = new LinkedHashMap<>();
        for (Plan.Cell c : result.plan().cells()) {
            String label = c.puzzle().id() + (spec.variants().size() > 1 ? " · " + c.variant().name() : "");
            series.computeIfAbsent(label, l -> new Series(l, new ArrayList<>())).cells().add(c);
        }
        List<Series> lines = List.copyOf(series.values());
        return "<div class=\"charts\">"
                + chart(result, key, values, lines, "median time to solve (ms)", c -> median(result, c, true))
                + chart(result, key, values, lines, "median generations to solve", c -> median(result, c, false))
                + "</div>\n<p class=\"meta\">Filled: every run of the setting solved;"
                + " hollow: some runs unsolved; no marker: none solved.</p>\n";
    }

    /**
     * The median over all the cell's runs of their milliseconds or generations, an unsolved run as never
     * ({@link CellStatistics#medianOfRuns}); NaN when fewer than half solved.
     */
    static double median(ExperimentResult result, Plan.Cell c, boolean millis) {
        int runs = result.runs(c.index());
        double[] v = new double[runs];
        int n = 0;
        for (int r = 0; r < runs; r++) {
            if (result.has(c.index(), r) && result.solved(c.index(), r)) {
                v[n++] = millis ? result.millis(c.index(), r) : result.generations(c.index(), r);
            }
        }
        return CellStatistics.medianOfRuns(Arrays.copyOf(v, n), runs);
    }

    private static boolean allSolved(ExperimentResult result, Plan.Cell c) {
        int runs = result.runs(c.index());
        for (int r = 0; r < runs; r++) {
            if (!result.has(c.index(), r) || !result.solved(c.index(), r)) {
                return false;
            }
        }
        return runs > 0;
    }

    private static String chart(ExperimentResult result, String key, List<Object> values, List<Series> lines,
            String label, ToDoubleFunction<Plan.Cell> metric) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = 0;
        for (Series s : lines) {
            for (Plan.Cell c : s.cells()) {
                double v = metric.applyAsDouble(c);
                if (!Double.isNaN(v)) {
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
            }
        }
        if (hi == 0) {
            lo = 1;
            hi = 10;
        }
        Svg.Axis y = Svg.Axis.log(Math.max(1, lo), Math.max(hi, 1), label);
        int legendH = 16 * lines.size();
        StringBuilder s = svgOpen(AREA.right() + 20, AREA.bottom() + 48 + legendH);
        s.append(text(AREA.left() + AREA.width() / 2.0, 14, label + " against " + key, "middle"));
        AREA.yAxis(s, y);
        s.append(Svg.line(AREA.left(), AREA.bottom(), AREA.right(), AREA.bottom(), "#444"));
        int k = values.size();
        for (int i = 0; i < k; i++) {
            double x = xOf(i, k);
            s.append(Svg.line(x, AREA.bottom(), x, AREA.bottom() + 4, "#444")).append(text(x, AREA.bottom() + 15,
                    String.valueOf(values.get(i)), "middle"));
        }
        s.append(Svg.axisLabel(AREA.left() + AREA.width() / 2.0, AREA.bottom() + 31, key, false));
        for (int si = 0; si < lines.size(); si++) {
            Series series = lines.get(si);
            StringBuilder path = new StringBuilder();
            StringBuilder marks = new StringBuilder();
            boolean pen = false;
            for (Plan.Cell c : series.cells()) {
                int i = values.indexOf(valueOf(c, key, values));
                double v = metric.applyAsDouble(c);
                if (i < 0 || Double.isNaN(v)) {
                    pen = false;
                    continue;
                }
                double x = xOf(i, k);
                double yy = AREA.y(y, v);
                path.append(pen ? " L" : " M").append(f(x)).append(' ').append(f(yy));
                pen = true;
                boolean full = allSolved(result, c);
                Tag.of(marks, "circle").attr("cx", x).attr("cy", yy).attr("r", "3.5").attr("stroke", Svg.color(si))
                        .attr("fill", full ? Svg.color(si) : "#fff").title(key + " = " + values.get(i) + ": "
                                + series.label() + (full ? ", all solved" : ", some unsolved"));
            }
            if (path.length() > 0) {
                Tag.of(s, "path").attr("d", path.toString().trim()).attr("fill", "none").series(si)
                        .attr("stroke-width", "1.5").end();
            }
            s.append(marks);
            s.append(legend(AREA.left(), AREA.bottom() + 48 + 16 * si, si, series.label()));
        }
        return s.append("</svg>").toString();
    }

    /** The swept value of a cell ({@code key=value}, canonical), as listed in the spec; null if none. */
    private static Object valueOf(Plan.Cell c, String key, List<Object> values) {
        String point = c.point();
        if (!point.startsWith(key + "=")) {
            return null;
        }
        String text = point.substring(key.length() + 1);
        for (Object v : values) {
            if (sameNumber(text, v)) {
                return v;
            }
        }
        return null;
    }

    private static boolean sameNumber(String text, Object v) {
        try {
            return Double.parseDouble(text) == Double.parseDouble(String.valueOf(v));
        } catch (NumberFormatException e) {
            return text.equals(String.valueOf(v));
        }
    }

    private static double xOf(int i, int k) {
        return AREA.left() + AREA.width() * (k == 1 ? 0.5 : (i + 0.5) / k);
    }
}
