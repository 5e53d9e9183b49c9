package io.galab.report.html;

import static io.galab.report.html.Svg.esc;
import static io.galab.report.html.Svg.svgOpen;
import static io.galab.report.html.Svg.text;

import io.galab.algorithm.Numbers;
import io.galab.report.PuzzleSets;
import io.galab.report.PuzzleSets.Row;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The page's section of results by puzzle set (docs/reading-the-report.md, "Results by puzzle set"): the
 * table of {@link PuzzleSets} rows, then the runtime distribution of each set: the fraction of
 * (puzzle, run) pairs solved against evaluations, a line per variant (the fixed-target ECDF of COCO
 * and IOHanalyzer).
 */
final class PuzzleSetsPage {

    /** The plot of every panel. */
    private static final PlotArea AREA = new PlotArea(58, 24, 360, 200);
    /** The most sets drawn one panel each. */
    private static final int MAX_PANELS = 12;

    private PuzzleSetsPage() {
    }

    /** The section of the page: the table, then one runtime-distribution panel per set. */
    static String section(List<Row> rows, double maxEvaluations, double maxSeconds) {
        StringBuilder h = new StringBuilder();
        h.append("<h2 id=\"sets\">Results by puzzle set</h2>\n<table><tr><th class=\"l\">set</th><th"
                + " class=\"l\">variant"
                + "</th><th>puzzles</th><th>solved</th><th>rate [95% Wilson]</th><th>ERT (evaluations)</th>"
                + "<th>median evaluations</th><th>median time</th><th>exact solver</th><th title=\"the median time"
                + " to solve over the exact solver's median time on the same puzzles\">time ÷ exact</th>"
                + "<th>propagation alone</th></tr>\n");
        for (Row r : rows) {
            h.append("<tr><td class=\"l\">").append(esc(r.set())).append("</td><td class=\"l\">")
                    .append(esc(r.variant())).append("</td><td>").append(r.puzzles()).append("</td><td>")
                    .append(r.solved()).append('/')
                    .append(r.runs()).append("</td><td>").append(String.format(Locale.ROOT, "%.3f [%.3f, %.3f]",
                            (double) r.solved() / r.runs(), r.low(), r.high())).append("</td><td>")
                    .append(number(r.ert())).append("</td><td>").append(number(r.medianEvaluations())).append(
                    "</td><td>")
                    .append(Double.isNaN(r.medianMillis()) ? "–" : r.medianMillis() == 0 ? "&lt; 1 ms"
                            : r.medianMillis() < 1 ? String.format(Locale.ROOT, "%.0f µs", r.medianMillis() * 1000)
                            : number(r.medianMillis()) + " ms").append("</td><td>")
                    .append(Double.isInfinite(r.exactMicros())
                            ? r.exactBound() > 0 ? "&gt; " + Numbers.report(r.exactBound()) + " s" : "not solved"
                            : Double.isNaN(r.exactMicros()) ? "not timed"
                            : micros(r.exactMicros())).append("</td><td>")
                    .append(Double.isNaN(r.ratio()) || Double.isInfinite(r.exactMicros()) ? "–"
                            : "×" + number(r.ratio()))
                    .append("</td><td>")
                    .append(r.propagationSolves() < 0 ? "–" : r.propagationSolves() + " of " + r.puzzles())
                    .append("</td></tr>\n");
        }
        h.append("</table>\n<p class=\"meta\">ERT: the evaluations of all runs over the runs solved. Median evaluations"
                + " and median time: of all runs, an unsolved one counting as never (\"–\" when fewer than half"
                + " solved; docs/reading-the-report.md, \"Medians\"); times are wall times of single runs on one"
                + " thread. Exact solver: its median time on the same puzzles (the fastest of five solves of each,"
                + " each bounded by "
                + Numbers.report(PuzzleSets.EXACT_SECONDS) + " s, or the runs of the spec's exact variant when it"
                + " has one, \"&gt; limit\" when most were not solved within it; not timed past "
                + PuzzleSets.MAX_TIMED + " puzzles without one); time ÷ exact: the"
                + " median time to solve over it (runs are timed to the microsecond). Propagation alone: the puzzles"
                        + " constraint propagation solves before"
                + " any search, for a variant that propagates.</p>\n");
        fixedBudgets(h, rows, maxSeconds);
        Map<String, List<Row>> bySet = new LinkedHashMap<>();
        for (Row r : rows) {
            bySet.computeIfAbsent(r.set(), k -> new ArrayList<>()).add(r);
        }
        if (bySet.size() > MAX_PANELS) {
            return h.append("<p class=\"meta\">The runtime distribution by set is drawn for at most ").append(
                    MAX_PANELS).append(" sets; this spec has ").append(bySet.size()).append(
                    " (a phase transition's families are drawn by size above).</p>\n").toString();
        }
        // a variant that counts no evaluations is left off this axis: drawn at 0, it would read as never solved
        List<Row> counted = rows.stream().filter(Row::countsEvaluations).toList();
        String left = rows.stream().filter(r -> !r.countsEvaluations()).map(Row::variant).distinct()
                .collect(java.util.stream.Collectors.joining(", "));
        if (counted.isEmpty()) {
            return h.append("<p class=\"meta\">No runtime distribution against evaluations: ").append(esc(left))
                    .append(" count no evaluations; their times are in the table above.</p>\n").toString();
        }
        bySet.clear();
        for (Row r : counted) {
            bySet.computeIfAbsent(r.set(), k -> new ArrayList<>()).add(r);
        }
        h.append("<h2 id=\"set-ecdf\">Runtime distribution by set: fraction of (puzzle, run) pairs solved against"
                + " evaluations</h2>\n<div class=\"charts\">");
        double hi = Math.max(10, maxEvaluations);
        for (Row r : counted) {
            for (double e : r.solvedAt()) {
                hi = Math.max(hi, e);
            }
        }
        Svg.Axis x = Svg.Axis.log(1, hi, "evaluations");
        Svg.Axis y = Svg.Axis.linear(0, 1, false, "fraction of (puzzle, run) pairs solved");
        // a variant keeps its colour in every panel, whichever variants a set has
        List<String> variants = rows.stream().map(Row::variant).distinct().toList();
        for (Map.Entry<String, List<Row>> e : bySet.entrySet()) {
            h.append(ecdf(e.getKey(), e.getValue(), variants, x, y, Row::solvedAt));
        }
        h.append("</div>\n");
        // the same distributions against wall time, which every variant has (an external program too)
        bySet.clear();
        rows.forEach(r -> bySet.computeIfAbsent(r.set(), k -> new ArrayList<>()).add(r));
        double longest = 1;
        for (Row r : rows) {
            for (double t : r.solvedMillis()) {
                longest = Math.max(longest, t);
            }
        }
        Svg.Axis clock = Svg.Axis.log(0.01, Math.max(longest, maxSeconds * 1000), "wall time (ms)");
        h.append("<h3 id=\"set-ecdf-time\">Runtime distribution by set against wall time</h3>\n<div class=\"charts\">");
        for (Map.Entry<String, List<Row>> e : bySet.entrySet()) {
            h.append(ecdf(e.getKey(), e.getValue(), variants, clock, y, Row::solvedMillis));
        }
        h.append("</div>\n");
        if (!left.isEmpty()) {
            h.append("<p class=\"meta\">Not drawn: ").append(esc(left)).append(", which count no evaluations (an"
                    + " external program that prints none); their times are in the table above.</p>\n");
        }
        return h.toString();
    }

    /**
     * The fixed-budget table (COCO's and IOHanalyzer's fixed-budget view): per set and variant, the runs solved
     * within 1 ms, 10 ms, 100 ms and 1 s of wall time each, and within the runs' own limit.
     */
    private static void fixedBudgets(StringBuilder h, List<Row> rows, double maxSeconds) {
        List<Double> budgets = new ArrayList<>();
        for (double b : PhaseCharts.BUDGETS_MS) {
            if (maxSeconds <= 0 || b < maxSeconds * 1000) {
                budgets.add(b);
            }
        }
        h.append("<h3 id=\"set-budgets\">Success at fixed budgets: runs solved within a wall time each</h3>\n")
                .append("<table id=\"fixed-budgets\"><tr><th class=\"l\">set</th><th class=\"l\">variant</th>");
        budgets.forEach(b -> h.append("<th>within ").append(PhaseCharts.budget(b)).append("</th>"));
        h.append("<th>").append(maxSeconds > 0 ? "within " + PhaseCharts.budget(maxSeconds * 1000) + " (the limit)"
                : "within the budget").append("</th></tr>\n");
        for (Row r : rows) {
            h.append("<tr><td class=\"l\">").append(esc(r.set())).append("</td><td class=\"l\">")
                    .append(esc(r.variant())).append("</td>");
            for (double b : budgets) {
                h.append("<td>").append(fraction(r.solvedWithin(b), r.runs())).append("</td>");
            }
            h.append("<td>").append(fraction(r.solved(), r.runs())).append("</td></tr>\n");
        }
        h.append("</table>\n");
    }

    private static String fraction(int k, int n) {
        return String.format(Locale.ROOT, "%d/%d (%.3f)", k, n, n == 0 ? Double.NaN : (double) k / n);
    }

    private static String ecdf(String set, List<Row> rows, List<String> variants, Svg.Axis x, Svg.Axis y,
            java.util.function.Function<Row, double[]> values) {
        int legendWidth = 30 + (int) Math.ceil(6.2 * rows.stream().mapToInt(r -> r.variant().length()).max().orElse(0));
        StringBuilder s = svgOpen(AREA.right() + 12 + legendWidth, Math.max(AREA.bottom() + 44, 40 + 13 * rows.size()));
        s.append(text(AREA.left(), 14, set, "start"));
        AREA.xAxis(s, x);
        AREA.yAxis(s, y);
        for (int k = 0; k < rows.size(); k++) {
            Row r = rows.get(k);
            String path = AREA.ecdfPath(values.apply(r), r.runs(), x, y);
            int colour = variants.indexOf(r.variant());
            Tag.of(s, "path").attr("class", "ecdf").attr("d", path).attr("fill", "none").series(colour)
                    .attr("stroke-width", "1.5").title(r.variant() + ": " + r.solved() + "/" + r.runs());
            s.append(Svg.legend(AREA.right() + 12, AREA.top() + 13 * k + 4, colour, r.variant()));
        }
        return s.append("</svg>").toString();
    }

    /** A time in µs as the page writes it: in ms from 1 ms on (622 ms, 1.5 ms), else in µs (12.3 µs). */
    static String micros(double micros) {
        return micros >= 1000 ? number(micros / 1000) + " ms" : String.format(Locale.ROOT, "%.1f µs", micros);
    }

    private static String number(double d) {
        if (Double.isInfinite(d)) {
            return "∞";
        }
        if (Double.isNaN(d)) {
            return "–";
        }
        return d >= 100 ? String.format(Locale.ROOT, "%,.0f", d) : String.format(Locale.ROOT, "%.1f", d);
    }
}
