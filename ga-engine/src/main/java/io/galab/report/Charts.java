package io.galab.report;

import static io.galab.report.Svg.PALETTE;
import static io.galab.report.Svg.axes;
import static io.galab.report.Svg.esc;
import static io.galab.report.Svg.f;
import static io.galab.report.Svg.legend;
import static io.galab.report.Svg.line;
import static io.galab.report.Svg.svgOpen;
import static io.galab.report.Svg.text;

import io.galab.algorithm.Numbers;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.Spec;
import io.galab.stats.CellStatistics;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * The charts of a spec's HTML page, as inline SVG: success rates with their intervals, heat maps over
 * two-parameter sweeps, convergence and runtime-distribution lines per puzzle, and box plots of the
 * generations of successful runs.
 */
final class Charts {

    /** Most puzzles drawn in the per-puzzle charts (the tables list them all). */
    static final int MAX_CHART_PUZZLES = 12;

    private Charts() {
    }

    static String cellLabel(Plan.Cell c) {
        return c.puzzle().id() + " · " + c.variant().name() + (c.point().isEmpty() ? "" : " · " + c.point());
    }

    /** Dots at the success rate, whiskers over the Wilson interval, a hollow diamond at the published rate. */
    static String successChart(Analysis analysis) {
        List<Analysis.Summary> rows = analysis.summaries();
        int left = labelWidth(rows);
        int width = 420;
        int rowH = 16;
        int height = 30 + rows.size() * rowH + 20;
        StringBuilder s = svgOpen(left + width + 30, height);
        for (int t = 0; t <= 4; t++) {
            double x = left + width * t / 4.0;
            s.append(line(x, 20, x, height - 20, "#eee")).append(text(x, height - 6, Numbers.report(t / 4.0), "middle"));
        }
        for (int i = 0; i < rows.size(); i++) {
            Analysis.Summary r = rows.get(i);
            double y = 30 + i * rowH;
            CellStatistics st = r.stats();
            String color = PALETTE[variantIndex(analysis.result().plan(), r.cell()) % PALETTE.length];
            s.append(text(left - 6, y + 4, cellLabel(r.cell()), "end"));
            s.append(line(left + width * st.ciLow(), y, left + width * st.ciHigh(), y, color));
            s.append(line(left + width * st.ciLow(), y - 4, left + width * st.ciLow(), y + 4, color));
            s.append(line(left + width * st.ciHigh(), y - 4, left + width * st.ciHigh(), y + 4, color));
            s.append(String.format(Locale.ROOT, "<circle cx=\"%s\" cy=\"%s\" r=\"4\" fill=\"%s\"><title>%s</title></circle>",
                    f(left + width * st.successRate()), f(y), color, esc(st.successes() + "/" + st.runs())));
            Double pub = r.published() == null ? null : r.published().rate();
            if (pub != null) {
                double x = left + width * pub;
                s.append(String.format(Locale.ROOT,
                        "<path d=\"M%s %s l5 5 l-5 5 l-5 -5 z\" fill=\"none\" stroke=\"#000\"><title>published %s</title></path>",
                        f(x), f(y - 5), esc(rate(pub))));
            }
        }
        s.append(text(left, 14, "● galab (whiskers: 95% Wilson CI)   ◇ published", "start"));
        return s.append("</svg>\n").toString();
    }

    /** Room for the longest row label at about 6.5 px a character. */
    private static int labelWidth(List<Analysis.Summary> rows) {
        int longest = 10;
        for (Analysis.Summary r : rows) {
            longest = Math.max(longest, cellLabel(r.cell()).length());
        }
        return Math.min(700, 16 + (int) Math.ceil(longest * 6.5));
    }

    private static int variantIndex(Plan plan, Plan.Cell cell) {
        return plan.spec().variants().indexOf(cell.variant());
    }

    /** Heat maps of success rate over two-parameter sweeps, one per puzzle and variant. */
    static void heatMaps(StringBuilder h, Analysis analysis) {
        Spec spec = analysis.result().plan().spec();
        if (spec.sweep().size() != 2) {
            return;
        }
        List<String> keys = new ArrayList<>(spec.sweep().keySet());
        List<Object> rowsV = spec.sweep().get(keys.get(0));
        List<Object> colsV = spec.sweep().get(keys.get(1));
        h.append("<h2>Success rate over ").append(esc(keys.get(0))).append(" × ").append(esc(keys.get(1)))
                .append("</h2>\n<div class=\"charts\">");
        Map<String, List<Analysis.Summary>> groups = new LinkedHashMap<>();
        for (Analysis.Summary s : analysis.summaries()) {
            groups.computeIfAbsent(s.cell().puzzle().id() + " · " + s.cell().variant().name(), k -> new ArrayList<>()).add(s);
        }
        for (Map.Entry<String, List<Analysis.Summary>> g : groups.entrySet()) {
            int cw = 70;
            int ch = 28;
            int left = 110;
            int top = 50;
            StringBuilder s = svgOpen(left + cw * colsV.size() + 10, top + ch * rowsV.size() + 10);
            s.append(text(4, 14, g.getKey(), "start"));
            s.append(text(left, 32, keys.get(1) + " →", "start"));
            s.append(text(4, 32, keys.get(0) + " ↓", "start"));
            for (int c = 0; c < colsV.size(); c++) {
                s.append(text(left + c * cw + cw / 2.0, top - 4, String.valueOf(colsV.get(c)), "middle"));
            }
            int i = 0;
            for (int r = 0; r < rowsV.size(); r++) {
                s.append(text(left - 6, top + r * ch + ch / 2.0 + 4, String.valueOf(rowsV.get(r)), "end"));
                for (int c = 0; c < colsV.size(); c++) {
                    Analysis.Summary cell = g.getValue().get(i++);
                    double rate = cell.stats().successRate();
                    int shade = (int) Math.round(255 - 180 * rate);
                    s.append(String.format(Locale.ROOT,
                            "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"rgb(%d,%d,255)\" stroke=\"#fff\"/>",
                            left + c * cw, top + r * ch, cw, ch, shade, shade));
                    s.append(text(left + c * cw + cw / 2.0, top + r * ch + ch / 2.0 + 4,
                            cell.stats().successes() + "/" + cell.stats().runs(), "middle"));
                }
            }
            h.append(s).append("</svg>");
        }
        h.append("</div>\n");
    }

    interface PuzzleChart {
        String draw(String puzzle);
    }

    static void perPuzzle(StringBuilder h, Plan plan, PuzzleChart chart) {
        h.append("<div class=\"charts\">");
        int drawn = 0;
        for (var p : plan.puzzles()) {
            if (drawn++ == MAX_CHART_PUZZLES) {
                h.append("<p class=\"meta\">… ").append(plan.puzzles().size() - MAX_CHART_PUZZLES)
                        .append(" more puzzles in the CSV files.</p>");
                break;
            }
            h.append(chart.draw(p.id()));
        }
        h.append("</div>\n");
    }

    private static List<Plan.Cell> cellsOf(Plan plan, String puzzle) {
        return plan.cells().stream().filter(c -> c.puzzle().id().equals(puzzle)).toList();
    }

    /** Draws one cell's line inside the plot area (left, top, width pw, height ph). */
    private interface LineOf {
        String path(Plan.Cell cell, int left, int top, int pw, int ph);
    }

    /** A line chart of one puzzle: one line per cell, the legend to the right of the plot. */
    private static String lineChart(String puzzle, List<Plan.Cell> cells, long maxX, double maxY, LineOf line) {
        int left = 50;
        int top = 24;
        int pw = 300;
        int ph = 156;
        int w = left + pw + 10 + legendWidth(cells);
        int hgt = Math.max(220, 40 + 12 * cells.size());
        StringBuilder s = svgOpen(w, hgt);
        s.append(text(left, 14, puzzle, "start"));
        axes(s, left, top, pw, ph, "generation", 0, maxX, maxY);
        int k = 0;
        for (Plan.Cell c : cells) {
            String color = PALETTE[k % PALETTE.length];
            s.append("<path d=\"").append(line.path(c, left, top, pw, ph)).append("\" fill=\"none\" stroke=\"")
                    .append(color).append("\" stroke-width=\"1.5\"><title>").append(esc(cellLabel(c)))
                    .append("</title></path>");
            s.append(legend(left + pw + 12, top + 12 * k, color, c.variant().name() + (c.point().isEmpty() ? ""
                    : " " + c.point())));
            k++;
        }
        return s.append("</svg>").toString();
    }

    private static int legendWidth(List<Plan.Cell> cells) {
        int longest = 0;
        for (Plan.Cell c : cells) {
            longest = Math.max(longest, (c.variant().name() + " " + c.point()).length());
        }
        return 24 + (int) Math.ceil(longest * 6.2);
    }

    /** Mean best fitness per generation, one line per cell. */
    static String convergenceChart(ExperimentResult result, String puzzle) {
        List<Plan.Cell> cells = cellsOf(result.plan(), puzzle);
        double maxY = 0;
        for (Plan.Cell c : cells) {
            for (int g = 0; g < result.grid().size(); g++) {
                maxY = Math.max(maxY, result.meanBest(c.index(), g));
            }
        }
        double top = maxY <= 0 ? 1 : maxY;
        long maxX = Math.max(1, result.grid().point(result.grid().size() - 1));
        return lineChart(puzzle, cells, maxX, top, (c, left, y0, pw, ph) -> {
            StringBuilder path = new StringBuilder();
            for (int g = 0; g < result.grid().size(); g++) {
                double x = left + pw * result.grid().point(g) / (double) maxX;
                double y = y0 + ph - ph * result.meanBest(c.index(), g) / top;
                path.append(g == 0 ? "M" : "L").append(f(x)).append(' ').append(f(y));
            }
            return path.toString();
        });
    }

    /** The runtime ECDF: the fraction of runs solved by each generation, one step line per cell. */
    static String ecdfChart(ExperimentResult result, String puzzle) {
        List<Plan.Cell> cells = cellsOf(result.plan(), puzzle);
        long longest = 1;
        for (Plan.Cell c : cells) {
            for (long g : result.generations(c.index())) {
                longest = Math.max(longest, g);
            }
        }
        long maxX = longest;
        int n = result.plan().runs();
        return lineChart(puzzle, cells, maxX, 1, (c, left, top, pw, ph) -> {
            double[] solvedAt = result.successfulGenerations(c.index());
            Arrays.sort(solvedAt);
            StringBuilder path = new StringBuilder("M" + f(left) + " " + f(top + ph));
            double prevY = top + ph;
            for (int i = 0; i < solvedAt.length; i++) {
                double x = left + pw * solvedAt[i] / maxX;
                double y = top + ph - ph * (i + 1) / (double) n;
                path.append(" L").append(f(x)).append(' ').append(f(prevY)).append(" L").append(f(x)).append(' ')
                        .append(f(y));
                prevY = y;
            }
            return path.append(" L").append(f(left + pw)).append(' ').append(f(prevY)).toString();
        });
    }

    static String boxPlots(Analysis analysis) {
        ExperimentResult result = analysis.result();
        List<Analysis.Summary> rows = analysis.summaries();
        double maxX = 1;
        for (Analysis.Summary r : rows) {
            if (!Double.isNaN(r.stats().maxGenerations())) {
                maxX = Math.max(maxX, r.stats().maxGenerations());
            }
        }
        int left = labelWidth(rows);
        int width = 420;
        int rowH = 18;
        int height = 30 + rows.size() * rowH + 24;
        StringBuilder s = svgOpen(left + width + 30, height);
        for (int t = 0; t <= 4; t++) {
            double x = left + width * t / 4.0;
            s.append(line(x, 20, x, height - 22, "#eee")).append(text(x, height - 8, Numbers.report(Math.round(maxX * t / 4.0)),
                    "middle"));
        }
        Percentile percentile = new Percentile();
        for (int i = 0; i < rows.size(); i++) {
            Analysis.Summary r = rows.get(i);
            double y = 30 + i * rowH;
            s.append(text(left - 6, y + 4, cellLabel(r.cell()), "end"));
            double[] g = result.successfulGenerations(r.cell().index());
            if (g.length == 0) {
                s.append(text(left + 4, y + 4, "no successful run", "start"));
                continue;
            }
            percentile.setData(g);
            double q1 = percentile.evaluate(25);
            double med = percentile.evaluate(50);
            double q3 = percentile.evaluate(75);
            String color = PALETTE[variantIndex(result.plan(), r.cell()) % PALETTE.length];
            double xMin = left + width * r.stats().minGenerations() / maxX;
            double xMax = left + width * r.stats().maxGenerations() / maxX;
            s.append(line(xMin, y, xMax, y, color));
            s.append(String.format(Locale.ROOT, "<rect x=\"%s\" y=\"%s\" width=\"%s\" height=\"10\" fill=\"%s\" fill-opacity=\"0.25\""
                    + " stroke=\"%s\"/>", f(left + width * q1 / maxX), f(y - 5), f(Math.max(1, width * (q3 - q1) / maxX)),
                    color, color));
            s.append(line(left + width * med / maxX, y - 5, left + width * med / maxX, y + 5, "#000"));
        }
        s.append(text(left, 14, "generations (box: quartiles, bar: median, line: min–max)", "start"));
        return s.append("</svg>\n").toString();
    }


    private static String rate(double d) {
        return Double.isNaN(d) ? "–" : String.format(Locale.ROOT, "%.3f", d);
    }
}
