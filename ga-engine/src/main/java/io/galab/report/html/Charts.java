package io.galab.report.html;

import static io.galab.report.html.Svg.axisLabel;
import static io.galab.report.html.Svg.color;
import static io.galab.report.html.Svg.esc;
import static io.galab.report.html.Svg.f;
import static io.galab.report.html.Svg.line;
import static io.galab.report.html.Svg.svgOpen;
import static io.galab.report.html.Svg.text;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.spec.Spec;
import io.galab.report.Analysis;
import io.galab.stats.CellStatistics;
import io.galab.stats.Proportions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * The per-cell charts of a spec's HTML page, as inline SVG: the success-rate forest with the published
 * rates (or, for many cells, its grouped form), heat maps over two-parameter sweeps, and box plots of
 * the generations of successful runs. {@link LineCharts} draws the per-puzzle line charts.
 */
final class Charts {

    /** Most rows of a per-cell forest; a spec with more cells gets the grouped forest. */
    static final int MAX_FOREST_ROWS = 60;

    private static final int PLOT_WIDTH = 420;

    private Charts() {
    }

    static String cellLabel(Plan.Cell c) {
        return c.puzzle().id() + " · " + c.variant().name() + (c.point().isEmpty() ? "" : " · " + c.point());
    }

    private static int variantIndex(Plan plan, Plan.Cell cell) {
        return plan.spec().variants().indexOf(cell.variant());
    }

    /** Room for the longest row label at about 6.5 px a character, and the vertical axis title. */
    private static int labelWidth(List<String> labels) {
        int longest = 10;
        for (String l : labels) {
            longest = Math.max(longest, l.length());
        }
        return Math.min(700, 36 + (int) Math.ceil(longest * 6.5));
    }

    /**
     * A row chart's frame: title line, x axis with ticks at the bottom, and the vertical axis title, turned
     * upwards beside the rows, or across above the row labels when the rows are too few to hold it (left out
     * when neither fits). A chart of more than 20 rows repeats the tick labels at the top, so that its scale
     * is on the first screen.
     */
    private static StringBuilder rowFrame(int left, int rows, int rowH, Svg.Axis x, String yLabel, String legend) {
        int top = plotTop(rows);
        int ph = rows * rowH;
        StringBuilder s = svgOpen(left + PLOT_WIDTH + 30, top + ph + 42);
        s.append(text(left, 14, legend, "start"));
        Svg.xAxis(s, x, left, top, PLOT_WIDTH, ph);
        if (rows > 20) {
            for (double t : x.ticks) {
                s.append(text(left + PLOT_WIDTH * x.fraction(t), top - 4, Svg.Axis.tickLabel(t), "middle"));
            }
        }
        return s.append(rowTitle(left, top, ph, yLabel));
    }

    /**
     * A row chart's vertical axis title: turned upwards beside rows {@code ph} high, or across above the row
     * labels (which end 12 px left of the plot at {@code left}) when the rows cannot hold it; empty when
     * neither fits.
     */
    static String rowTitle(int left, int top, int ph, String yLabel) {
        double need = yLabel.length() * 6.5;
        if (need <= ph + top) {
            return axisLabel(12, top + ph / 2.0, yLabel, true);
        }
        return need <= left - 16 ? axisLabel(left - 12 - need / 2, 14, yLabel, false) : "";
    }

    /** Where the rows of a row chart start: below the legend line, and below the top tick labels if any. */
    private static int plotTop(int rows) {
        return rows > 20 ? 40 : 26;
    }

    private static String interval(double x1, double x2, double y, String color) {
        return line(x1, y, x2, y, color) + line(x1, y - 4, x1, y + 4, color) + line(x2, y - 4, x2, y + 4, color);
    }

    private static String diamond(double x, double y, String title) {
        StringBuilder s = new StringBuilder();
        Tag.of(s, "path").attr("class", "published").attr("d", "M" + f(x) + " " + f(y - 5) + " l5 5 l-5 5 l-5 -5 z")
                .attr("fill", "none").attr("stroke", "#000").title(title);
        return s.toString();
    }

    /**
     * The key chart of a spec without a two-parameter sweep: one row per cell with the success rate, its
     * 95% Wilson interval and the published rate; past {@link #MAX_FOREST_ROWS} cells, one row per
     * group of cells ({@link #groupedForest}).
     */
    static String successForest(Analysis analysis) {
        List<Analysis.Summary> rows = analysis.summaries();
        Plan plan = analysis.result().plan();
        if (rows.size() > MAX_FOREST_ROWS || Analysis.bySet(plan)) {
            return groupedForest(analysis);
        }
        int left = labelWidth(rows.stream().map(r -> cellLabel(r.cell())).toList());
        int rowH = rows.size() > 30 ? 13 : 16;
        Svg.Axis x = Svg.Axis.linear(0, 1, false, "success rate");
        StringBuilder s = rowFrame(left, rows.size(), rowH, x, "puzzle · variant",
                "● galab (whiskers: 95% Wilson interval)   ◇ published");
        int top = plotTop(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            Analysis.Summary r = rows.get(i);
            double y = top + i * rowH + rowH / 2.0;
            CellStatistics st = r.stats();
            String c = color(variantIndex(plan, r.cell()));
            s.append(text(left - 12, y + 4, cellLabel(r.cell()), "end"));
            s.append(interval(left + PLOT_WIDTH * st.ciLow(), left + PLOT_WIDTH * st.ciHigh(), y, c));
            Tag.of(s, "circle").attr("cx", left + PLOT_WIDTH * st.successRate()).attr("cy", y).attr("r", 4)
                    .attr("fill", c).title(st.successes() + "/" + st.runs());
            Double pub = r.published() == null ? null : r.published().rate();
            if (pub != null) {
                s.append(diamond(left + PLOT_WIDTH * pub, y, "published " + rate(pub)));
            }
        }
        return s.append("</svg>\n").toString();
    }

    /** The group a cell belongs to in the grouped forest: its puzzle's category, kind or variant, and variant. */
    static String group(Plan.Cell c) {
        String category = c.puzzle().category().isEmpty() ? "" : c.puzzle().category() + " ";
        return category + c.puzzle().geometry().variantName() + " · " + c.variant().name()
                + (c.point().isEmpty() ? "" : " · " + c.point());
    }

    /**
     * One row per group of cells ({@link #group}): the pooled success rate of the group with its 95%
     * Wilson interval, and a small dot for each cell's own rate.
     */
    static String groupedForest(Analysis analysis) {
        Plan plan = analysis.result().plan();
        // past the page's cells, a row per puzzle set, without a dot per cell
        boolean bySet = Analysis.bySet(plan);
        Map<String, List<Analysis.Summary>> groups = new LinkedHashMap<>();
        for (Analysis.Summary r : analysis.summaries()) {
            groups.computeIfAbsent(bySet ? setLabel(plan, r.cell()) : group(r.cell()), k -> new ArrayList<>()).add(r);
        }
        List<String> labels = groups.entrySet().stream()
                .map(g -> g.getKey() + " (" + g.getValue().size() + ")").toList();
        int left = labelWidth(labels) + 6; // the labels end 12 px left of the plot, not 6
        int rowH = 20;
        Svg.Axis x = Svg.Axis.linear(0, 1, false, "success rate");
        StringBuilder s = rowFrame(left, groups.size(), rowH, x, bySet ? "puzzle set · variant"
                : "group of puzzles · variant", "● pooled rate of the group (whiskers: 95% Wilson interval)"
                + (bySet ? "" : "   · one cell"));
        int i = 0;
        for (Map.Entry<String, List<Analysis.Summary>> g : groups.entrySet()) {
            String label = labels.get(i);
            double y = plotTop(groups.size()) + i++ * rowH + rowH / 2.0;
            long k = 0;
            long n = 0;
            String c = color(variantIndex(plan, g.getValue().get(0).cell()));
            for (Analysis.Summary r : g.getValue()) {
                k += r.stats().successes();
                n += r.stats().runs();
                if (bySet) {
                    continue;
                }
                Tag.of(s, "circle").attr("class", "cell").attr("cx", left + PLOT_WIDTH * r.stats().successRate())
                        .attr("cy", y + 6).attr("r", 2).attr("fill", c).attr("fill-opacity", "0.5")
                        .title(cellLabel(r.cell()) + ": " + r.stats().successes() + "/" + r.stats().runs());
            }
            double[] ci = Proportions.wilson(k, n);
            s.append(text(left - 12, y + 4, label, "end"));
            s.append(interval(left + PLOT_WIDTH * ci[0], left + PLOT_WIDTH * ci[1], y, c));
            Tag.of(s, "circle").attr("cx", left + PLOT_WIDTH * k / (double) n).attr("cy", y).attr("r", 4)
                    .attr("fill", c).title(k + "/" + n + " over " + g.getValue().size() + " cells");
        }
        return s.append("</svg>\n").toString();
    }

    /** The fill of a heat-map square at success rate {@code rate}: white (0) to deep blue (1). */
    static String heat(double rate) {
        int shade = (int) Math.round(255 - 190 * rate);
        return "rgb(" + shade + "," + shade + ",255)";
    }

    /**
     * The key chart of a two-parameter sweep: per puzzle and variant, a square per parameter point
     * coloured by its success rate and labelled k/n, with a colour legend.
     */
    static String heatMaps(Analysis analysis) {
        Spec spec = analysis.result().plan().spec();
        List<String> keys = new ArrayList<>(spec.sweep().keySet());
        List<Object> rowsV = spec.sweep().get(keys.get(0));
        List<Object> colsV = spec.sweep().get(keys.get(1));
        Map<String, List<Analysis.Summary>> groups = new LinkedHashMap<>();
        for (Analysis.Summary s : analysis.summaries()) {
            groups.computeIfAbsent(s.cell().puzzle().id() + " · " + s.cell().variant().name(),
                    k -> new ArrayList<>()).add(s);
        }
        StringBuilder h = new StringBuilder("<div class=\"charts\">");
        int cw = spec.published().isEmpty() ? 52 : 80;
        int ch = 24;
        int left = 84;
        int top = 46;
        for (Map.Entry<String, List<Analysis.Summary>> g : groups.entrySet()) {
            int ph = ch * rowsV.size();
            StringBuilder s = svgOpen(left + cw * colsV.size() + 10, top + ph + 8);
            s.append(text(left, 14, g.getKey(), "start"));
            s.append(axisLabel(left + cw * colsV.size() / 2.0, 30, keys.get(1), false));
            s.append(axisLabel(12, top + ph / 2.0, keys.get(0), true));
            for (int c = 0; c < colsV.size(); c++) {
                s.append(text(left + c * cw + cw / 2.0, top - 4, String.valueOf(colsV.get(c)), "middle"));
            }
            int i = 0;
            for (int r = 0; r < rowsV.size(); r++) {
                s.append(text(left - 6, top + r * ch + ch / 2.0 + 4, String.valueOf(rowsV.get(r)), "end"));
                for (int c = 0; c < colsV.size(); c++) {
                    Analysis.Summary cell = g.getValue().get(i++);
                    CellStatistics st = cell.stats();
                    String verdict = cell.rateVerdict() == null ? "" : cell.rateVerdict().label();
                    Tag.of(s, "rect").attr("x", left + c * cw).attr("y", top + r * ch).attr("width", cw)
                            .attr("height", ch).attr("fill", heat(st.successRate())).attr("stroke", "#fff").end();
                    if (!verdict.isEmpty() && !verdict.equals("agrees")) {
                        Tag.of(s, "rect").attr("class", "verdict-" + verdict.replace(" ", ""))
                                .attr("x", left + c * cw + 2).attr("y", top + r * ch + 2).attr("width", cw - 4)
                                .attr("height", ch - 4).attr("fill", "none").attr("stroke", verdict.equals("better")
                                        ? "#1f5fb4" : verdict.equals("worse") ? "#b00020" : "#777")
                                .attr("stroke-width", 2).title(cell.rateVerdict().toString());
                    }
                    String paper = cell.published() == null || cell.published().rate() == null ? ""
                            : " (" + Math.round(cell.published().rate() * 100) + "%)";
                    s.append(text(left + c * cw + cw / 2.0, top + r * ch + ch / 2.0 + 4,
                            st.successes() + "/" + st.runs() + paper, "middle"));
                }
            }
            h.append(s).append("</svg>");
        }
        return h.append(heatLegend(!spec.published().isEmpty())).append("</div>\n").toString();
    }

    /**
     * The heat map's colour legend: swatches at success rates 0, 0.2, …, 1; with published numbers, what
     * the percentages and the frames mean.
     */
    static String heatLegend(boolean published) {
        StringBuilder s = svgOpen(published ? 230 : 150, published ? 226 : 170);
        s.append("<g class=\"legend\">").append(text(10, 16, "success rate", "start"));
        for (int i = 0; i <= 5; i++) {
            double rate = 1 - i / 5.0;
            Tag.of(s, "rect").attr("x", 10).attr("y", 26 + i * 22).attr("width", 28).attr("height", 22)
                    .attr("fill", heat(rate)).attr("stroke", "#ccc").end();
            s.append(text(44, 26 + i * 22 + 15, Svg.Axis.tickLabel(Math.round(rate * 10) / 10.0), "start"));
        }
        if (published) {
            s.append(text(10, 174, "(n%): the paper's rate", "start"));
            for (String[] key : new String[][] {{"182", "#b00020", "worse"}, {"202", "#1f5fb4", "better"}}) {
                int y = Integer.parseInt(key[0]);
                Tag.of(s, "rect").attr("x", 10).attr("y", y).attr("width", 16).attr("height", 12).attr("fill", "none")
                        .attr("stroke", key[1]).attr("stroke-width", 2).end();
                s.append(text(32, y + 10, key[2] + " than the paper", "start"));
            }
        }
        return s.append("</g></svg>").toString();
    }

    /**
     * Box plots of the generations of successful runs, one row per cell: box at the quartiles, bar at
     * the median, whiskers to the furthest run within 1.5 IQR (Tukey), dots for the runs beyond. The
     * axis spans the whiskers (log when they span more than two decades), so one outlier cannot flatten
     * the boxes; outliers past the axis are drawn at its end with their values in the tooltip.
     */
    static String boxPlots(Analysis analysis) {
        ExperimentResult result = analysis.result();
        Plan plan = result.plan();
        // a variant that counts no generations is left off the axis (docs/external-solvers.md, "External solvers")
        String uncounted = analysis.summaries().stream()
                .filter(r -> !result.hasGenerations(r.cell().index())).map(r -> r.cell().variant().name())
                .distinct().collect(java.util.stream.Collectors.joining(", "));
        String note = uncounted.isEmpty() ? "" : "<p class=\"meta\">Not drawn: " + esc(uncounted) + ", which count no"
                + " generations (an external program that prints none); their times are in the tables.</p>\n";
        // a row per cell, or per (set, variant, point) past the page's cells, its successful runs pooled
        boolean bySet = Analysis.bySet(plan);
        Map<String, List<Plan.Cell>> groups = new LinkedHashMap<>();
        for (Analysis.Summary r : analysis.summaries()) {
            if (result.hasGenerations(r.cell().index())) {
                groups.computeIfAbsent(bySet ? setLabel(plan, r.cell()) : cellLabel(r.cell()), k -> new ArrayList<>())
                        .add(r.cell());
            }
        }
        if (groups.isEmpty()) {
            return note;
        }
        List<String> labels = List.copyOf(groups.keySet());
        List<double[]> generations = new ArrayList<>();
        for (List<Plan.Cell> cells : groups.values()) {
            generations.add(cells.stream().flatMapToDouble(c -> java.util.Arrays.stream(
                    result.successfulGenerations(c.index()))).toArray());
        }
        List<double[]> fences = new ArrayList<>();
        Percentile percentile = new Percentile();
        double lo = Double.POSITIVE_INFINITY;
        double hi = 1;
        for (double[] g : generations) {
            if (g.length == 0) {
                fences.add(null);
                continue;
            }
            percentile.setData(g);
            double q1 = percentile.evaluate(25);
            double q3 = percentile.evaluate(75);
            double lowFence = q1 - 1.5 * (q3 - q1);
            double highFence = q3 + 1.5 * (q3 - q1);
            double wLow = Double.POSITIVE_INFINITY;
            double wHigh = Double.NEGATIVE_INFINITY;
            for (double v : g) {
                if (v >= lowFence && v <= highFence) {
                    wLow = Math.min(wLow, v);
                    wHigh = Math.max(wHigh, v);
                }
            }
            fences.add(new double[] {q1, percentile.evaluate(50), q3, wLow, wHigh});
            lo = Math.min(lo, wLow);
            hi = Math.max(hi, wHigh);
        }
        Svg.Axis x = Svg.Axis.counts(Double.isInfinite(lo) ? 0 : lo, hi, "generations of successful runs");
        int left = labelWidth(labels);
        int rowH = 18;
        StringBuilder s = rowFrame(left, labels.size(), rowH, x, bySet ? "puzzle set · variant" : "puzzle · variant",
                "box: quartiles · bar: median · whiskers: 1.5 IQR · dots: outliers");
        List<List<Plan.Cell>> cells = List.copyOf(groups.values());
        for (int i = 0; i < labels.size(); i++) {
            double y = plotTop(labels.size()) + i * rowH + rowH / 2.0;
            s.append(text(left - 12, y + 4, labels.get(i), "end"));
            double[] q = fences.get(i);
            if (q == null) {
                s.append(text(left + 4, y + 4, "no successful run", "start"));
                continue;
            }
            String c = color(variantIndex(plan, cells.get(i).get(0)));
            s.append(interval(left + PLOT_WIDTH * x.fraction(q[3]), left + PLOT_WIDTH * x.fraction(q[4]), y, c));
            double b1 = left + PLOT_WIDTH * x.fraction(q[0]);
            double b3 = left + PLOT_WIDTH * x.fraction(q[2]);
            Tag.of(s, "rect").attr("x", b1).attr("y", y - 5).attr("width", Math.max(1, b3 - b1)).attr("height", 10)
                    .attr("fill", c).attr("fill-opacity", "0.25").attr("stroke", c).end();
            double m = left + PLOT_WIDTH * x.fraction(q[1]);
            s.append(line(m, y - 5, m, y + 5, "#000"));
            outliers(s, generations.get(i), q, x, left, y, c);
        }
        return s.append("</svg>\n").append(note).toString();
    }

    /** A cell's row past the page's cells: its puzzle set, variant and sweep point. */
    static String setLabel(Plan plan, Plan.Cell c) {
        return plan.source(c.puzzle()) + " · " + c.variant().name() + (c.point().isEmpty() ? "" : " · " + c.point());
    }

    private static void outliers(StringBuilder s, double[] g, double[] q, Svg.Axis x, int left, double y, String c) {
        List<String> beyond = new ArrayList<>();
        for (double v : g) {
            if (v >= q[3] && v <= q[4]) {
                continue;
            }
            if (v > x.max) {
                beyond.add(Svg.Axis.tickLabel(v));
            } else {
                Tag.of(s, "circle").attr("class", "outlier").attr("cx", left + PLOT_WIDTH * x.fraction(v)).attr("cy", y)
                        .attr("r", 2).attr("fill", "none").attr("stroke", c).title(Svg.Axis.tickLabel(v));
            }
        }
        if (!beyond.isEmpty()) {
            double e = left + PLOT_WIDTH;
            Tag.of(s, "path").attr("class", "outlier").attr("d", "M" + f(e + 2) + " " + f(y - 4) + " l6 4 l-6 4 z")
                    .attr("fill", c).title(beyond.size() + " outlier(s) past the axis: " + String.join(", ", beyond));
        }
    }

    static String rate(double d) {
        return Double.isNaN(d) ? "–" : String.format(Locale.ROOT, "%.3f", d);
    }
}
