package io.galab.report;

import io.galab.algorithm.Numbers;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.Spec;
import io.galab.stats.CellStatistics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * The self-contained HTML page of one spec (no external URL, no script; charts are inline SVG), and the
 * top-level index linking every spec's page. Every string from a spec or a puzzle file is escaped.
 */
public final class HtmlReport {

    private static final String[] PALETTE = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b",
        "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"};
    /** Most puzzles drawn in the per-puzzle charts (the tables list them all). */
    static final int MAX_CHART_PUZZLES = 12;

    private HtmlReport() {
    }

    /** Escapes text for HTML content and attribute values. */
    public static String esc(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(s.length() + 16);
        for (char c : s.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    private static String f(double d) {
        return String.format(Locale.ROOT, "%.1f", d);
    }

    private static String rate(double d) {
        return Double.isNaN(d) ? "–" : String.format(Locale.ROOT, "%.3f", d);
    }

    private static String gen(double d) {
        return Double.isNaN(d) ? "–" : Double.isInfinite(d) ? "∞" : String.format(Locale.ROOT, "%.1f", d);
    }

    /** Writes {@code index.html} of one spec. */
    public static void write(Path file, Analysis analysis, List<GateVerdict> verdicts) throws IOException {
        AtomicFiles.write(file, page(analysis, verdicts));
    }

    static String page(Analysis analysis, List<GateVerdict> verdicts) {
        ExperimentResult result = analysis.result();
        Plan plan = result.plan();
        Spec spec = plan.spec();
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
                .append("<title>").append(esc(spec.name())).append(" — galab</title>").append(STYLE).append("</head><body>\n");
        h.append("<p class=\"nav\"><a href=\"../index.html\">all specs</a></p>");
        h.append("<h1>").append(esc(spec.title().isEmpty() ? spec.name() : spec.title())).append("</h1>\n");
        h.append("<p class=\"meta\">spec <code>").append(esc(spec.name())).append("</code>");
        if (!spec.source().isEmpty()) {
            h.append(" · source: ").append(esc(spec.source()));
        }
        h.append(" · seed ").append(spec.seed()).append(" · ").append(esc(plan.describe())).append(" · budget ")
                .append(esc(Baselines.budget(spec.budget()))).append("</p>\n");
        long failed = verdicts.stream().filter(v -> v.verdict() == GateVerdict.Verdict.FAIL).count();
        long refused = verdicts.stream().filter(v -> v.verdict() == GateVerdict.Verdict.REFUSED).count();
        h.append("<p class=\"headline ").append(failed + refused > 0 ? "bad" : "good").append("\">")
                .append(verdicts.isEmpty() ? "No gates." : failed + refused > 0
                        ? failed + " gate check(s) failed" + (refused > 0 ? ", " + refused + " baseline(s) refused" : "")
                        : "All " + verdicts.size() + " gate checks passed.")
                .append("</p>\n");

        summaryTable(h, analysis);
        gatesTable(h, verdicts);
        h.append("<h2>Success rate with 95% Wilson interval</h2>\n").append(successChart(analysis));
        heatMaps(h, analysis);
        h.append("<h2>Convergence: mean best fitness per generation</h2>\n");
        perPuzzle(h, plan, p -> convergenceChart(result, p));
        h.append("<h2>Generations of successful runs</h2>\n").append(boxPlots(analysis));
        h.append("<h2>Runtime distribution: fraction solved by generation</h2>\n");
        perPuzzle(h, plan, p -> ecdfChart(result, p));
        h.append("<p class=\"meta\">Files: <a href=\"runs.csv\">runs.csv</a> · <a href=\"summary.csv\">summary.csv</a> · ")
                .append("<a href=\"comparisons.csv\">comparisons.csv</a> · <a href=\"convergence.csv\">convergence.csv</a> · ")
                .append("<a href=\"gates.csv\">gates.csv</a></p>\n</body></html>\n");
        return h.toString();
    }

    private static final String STYLE = "<style>body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#222}"
            + "table{border-collapse:collapse;margin:8px 0 20px}td,th{border:1px solid #ccc;padding:3px 7px;text-align:right}"
            + "td.l,th.l{text-align:left}th{background:#f3f3f3}.meta{color:#555}.headline{font-weight:bold;padding:6px 10px}"
            + ".good{background:#e6f4e6}.bad{background:#fbe3e3}.pass{color:#17702a}.fail{color:#b00020;font-weight:bold}"
            + ".warn{color:#a05a00}.refused{color:#b00020;font-weight:bold}svg{background:#fff;border:1px solid #ddd;margin:4px}"
            + "svg text{font:11px sans-serif}.charts{display:flex;flex-wrap:wrap}</style>";

    private static void summaryTable(StringBuilder h, Analysis analysis) {
        h.append("<h2>Summary</h2>\n<table><tr><th class=\"l\">puzzle</th><th class=\"l\">variant</th><th class=\"l\">params</th>")
                .append("<th>successes</th><th>rate</th><th>95% CI</th><th>published rate</th><th>mean gen.</th>")
                .append("<th>published mean gen.</th><th>SD</th><th>median</th><th>min</th><th>max</th><th>ERT</th>")
                .append("<th>mean ms</th><th class=\"l\">vs published rate</th><th class=\"l\">vs published mean</th></tr>\n");
        for (Analysis.Summary s : analysis.summaries()) {
            CellStatistics st = s.stats();
            Double pubRate = s.published() == null ? null : s.published().rate();
            Double pubMean = s.published() == null ? null : s.published().meanGenerations();
            h.append("<tr><td class=\"l\">").append(esc(s.cell().puzzle().id())).append("</td><td class=\"l\">")
                    .append(esc(s.cell().variant().name())).append("</td><td class=\"l\">").append(esc(s.cell().params()))
                    .append("</td><td>").append(st.successes()).append('/').append(st.runs()).append("</td><td>")
                    .append(rate(st.successRate())).append("</td><td>[").append(rate(st.ciLow())).append(", ")
                    .append(rate(st.ciHigh())).append("]</td><td>").append(pubRate == null ? "" : rate(pubRate))
                    .append("</td><td>").append(gen(st.meanGenerations())).append("</td><td>")
                    .append(pubMean == null ? "" : gen(pubMean)).append("</td><td>").append(gen(st.sdGenerations()))
                    .append("</td><td>").append(gen(st.medianGenerations())).append("</td><td>")
                    .append(gen(st.minGenerations())).append("</td><td>").append(gen(st.maxGenerations()))
                    .append("</td><td>").append(gen(st.ert())).append("</td><td>").append(gen(st.meanMillis()))
                    .append("</td><td class=\"l\">").append(esc(s.rateVerdict() == null ? "" : s.rateVerdict().toString()))
                    .append("</td><td class=\"l\">")
                    .append(esc(s.generationsVerdict() == null ? "" : s.generationsVerdict().toString()))
                    .append("</td></tr>\n");
        }
        h.append("</table>\n");
    }

    private static void gatesTable(StringBuilder h, List<GateVerdict> verdicts) {
        h.append("<h2>Gates</h2>\n");
        if (verdicts.isEmpty()) {
            h.append("<p>The spec declares no gates.</p>\n");
            return;
        }
        h.append("<table><tr><th class=\"l\">verdict</th><th class=\"l\">gate</th><th class=\"l\">puzzle</th>")
                .append("<th class=\"l\">variant</th><th class=\"l\">params</th><th class=\"l\">metric</th><th>actual</th>")
                .append("<th>expected</th><th class=\"l\">source</th><th class=\"l\">note</th></tr>\n");
        for (GateVerdict v : verdicts) {
            h.append("<tr><td class=\"l ").append(v.verdict().label()).append("\">").append(v.verdict().label())
                    .append("</td><td class=\"l\">").append(esc(v.gate())).append("</td><td class=\"l\">")
                    .append(esc(v.puzzle())).append("</td><td class=\"l\">").append(esc(v.variant()))
                    .append("</td><td class=\"l\">").append(esc(v.params())).append("</td><td class=\"l\">")
                    .append(esc(v.metric())).append("</td><td>").append(esc(v.actual())).append("</td><td>")
                    .append(esc(v.expected())).append("</td><td class=\"l\">").append(esc(v.source()))
                    .append("</td><td class=\"l\">").append(esc(v.note())).append("</td></tr>\n");
        }
        h.append("</table>\n");
    }

    private static String cellLabel(Plan.Cell c) {
        return c.puzzle().id() + " · " + c.variant().name() + (c.point().isEmpty() ? "" : " · " + c.point());
    }

    /** Dots at the success rate, whiskers over the Wilson interval, a hollow diamond at the published rate. */
    private static String successChart(Analysis analysis) {
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
    private static void heatMaps(StringBuilder h, Analysis analysis) {
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

    private interface PuzzleChart {
        String draw(String puzzle);
    }

    private static void perPuzzle(StringBuilder h, Plan plan, PuzzleChart chart) {
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
    private static String convergenceChart(ExperimentResult result, String puzzle) {
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
    private static String ecdfChart(ExperimentResult result, String puzzle) {
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
            java.util.Arrays.sort(solvedAt);
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

    private static String boxPlots(Analysis analysis) {
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

    // ------------------------------------------------------------------ SVG helpers

    private static StringBuilder svgOpen(int w, int h) {
        return new StringBuilder(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">", w, h, w, h));
    }

    private static String line(double x1, double y1, double x2, double y2, String color) {
        return String.format(Locale.ROOT, "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"%s\"/>", f(x1), f(y1),
                f(x2), f(y2), color);
    }

    private static String text(double x, double y, String s, String anchor) {
        return String.format(Locale.ROOT, "<text x=\"%s\" y=\"%s\" text-anchor=\"%s\">%s</text>", f(x), f(y), anchor,
                esc(s));
    }

    private static String legend(double x, double y, String color, String label) {
        return String.format(Locale.ROOT, "<rect x=\"%s\" y=\"%s\" width=\"10\" height=\"3\" fill=\"%s\"/>", f(x), f(y - 4),
                color) + text(x + 14, y, label, "start");
    }

    private static void axes(StringBuilder s, int left, int top, int pw, int ph, String xLabel, long minX, long maxX,
            double maxY) {
        s.append(line(left, top + ph, left + pw, top + ph, "#444")).append(line(left, top, left, top + ph, "#444"));
        for (int t = 0; t <= 4; t++) {
            double x = left + pw * t / 4.0;
            double y = top + ph - ph * t / 4.0;
            s.append(text(x, top + ph + 14, Numbers.report(Math.round(minX + (maxX - minX) * t / 4.0)), "middle"));
            s.append(text(left - 4, y + 4, Numbers.report(Math.round(maxY * t / 4.0 * 100) / 100.0), "end"));
        }
        s.append(text(left + pw / 2.0, top + ph + 30, xLabel, "middle"));
    }

    // ------------------------------------------------------------------ top-level index

    /** Writes {@code index.html} in the output folder, linking every spec page found there. */
    public static void writeIndex(Path outputDirectory) throws IOException {
        List<Path> specs = new ArrayList<>();
        if (Files.isDirectory(outputDirectory)) {
            try (Stream<Path> list = Files.list(outputDirectory)) {
                list.filter(p -> Files.isRegularFile(p.resolve("index.html"))).sorted().forEach(specs::add);
            }
        }
        StringBuilder h = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<title>galab reports</title>" + STYLE + "</head><body>\n<h1>galab reports</h1>\n");
        if (specs.isEmpty()) {
            h.append("<p>No reports yet.</p>");
        } else {
            h.append("<table><tr><th class=\"l\">spec</th><th class=\"l\">gates</th></tr>\n");
            for (Path p : specs) {
                String name = p.getFileName().toString();
                String gates = gateSummary(p.resolve("gates.csv"));
                h.append("<tr><td class=\"l\"><a href=\"").append(esc(name)).append("/index.html\">").append(esc(name))
                        .append("</a></td><td class=\"l\">").append(esc(gates)).append("</td></tr>\n");
            }
            h.append("</table>\n");
        }
        h.append("</body></html>\n");
        AtomicFiles.write(outputDirectory.resolve("index.html"), h.toString());
    }

    /** "all 12 checks pass" or "2 of 12 checks fail", from a spec's gates.csv verdict column. */
    private static String gateSummary(Path gatesCsv) throws IOException {
        if (!Files.exists(gatesCsv)) {
            return "";
        }
        int fail = 0;
        int total = 0;
        try (var parser = org.apache.commons.csv.CSVParser.parse(gatesCsv, java.nio.charset.StandardCharsets.UTF_8,
                org.apache.commons.csv.CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get())) {
            for (var record : parser) {
                total++;
                String verdict = record.get("verdict");
                if (verdict.equals(GateVerdict.Verdict.FAIL.label()) || verdict.equals(GateVerdict.Verdict.REFUSED.label())) {
                    fail++;
                }
            }
        }
        return total == 0 ? "no gates" : fail == 0 ? "all " + total + " checks pass" : fail + " of " + total + " checks fail";
    }
}
