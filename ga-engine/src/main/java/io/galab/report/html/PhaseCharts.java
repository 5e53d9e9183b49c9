package io.galab.report.html;

import static io.galab.report.html.Svg.f;
import static io.galab.report.html.Svg.svgOpen;
import static io.galab.report.html.Svg.text;

import io.galab.report.PhaseTransition;
import io.galab.report.PhaseTransition.Ecdf;
import io.galab.report.PhaseTransition.Point;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The page's phase-transition section (docs/reading-the-report.md, "Phase transition"): Lewis's easy–hard–easy
 * figure, one panel per size: the success rate with its 95% Wilson band and the median time to solve
 * against the fraction of givens, one line per variant; then the runtime distribution per size.
 */
final class PhaseCharts {

    /** The plot of every panel. */
    private static final PlotArea AREA = new PlotArea(62, 24, 330, 190);

    private PhaseCharts() {
    }

    /** The fixed budgets below the runs' own limit, in ms (COCO's and IOHanalyzer's fixed-budget view). */
    static final double[] BUDGETS_MS = {1, 10, 100, 1000};

    private static final String BUDGET_NOTE = "The view of COCO's and IOHanalyzer's fixed-budget plots: where every"
            + " run solves within the limit (the success-rate panels above), a smaller budget shows which fractions"
            + " are hard.";

    /** Each size's hardest fraction per curve, in a sentence: where the peak is, and where balanced holes move it. */
    private static void hardest(StringBuilder h, PhaseTransition phase) {
        Map<Integer, List<String>> bySize = new LinkedHashMap<>();
        phase.hardest().forEach(p -> bySize.computeIfAbsent(p.n(), k -> new ArrayList<>()).add(p.variant() + " "
                + p.percent() + "%"));
        h.append("<p class=\"note\" id=\"phase-hardest\">The hardest fraction of givens of each curve (its fewest"
                + " runs solved, then its longest median time to solve): ").append(Svg.esc(bySize.entrySet().stream()
                .map(e -> e.getKey() + "x" + e.getKey() + ": " + String.join(", ", e.getValue()))
                .collect(java.util.stream.Collectors.joining("; ")))).append(".</p>\n");
    }

    /**
     * The section; {@code limitSeconds} is the runs' time limit (0: none), the last budget, which the success-rate
     * panels show.
     */
    static String section(PhaseTransition phase, double limitSeconds) {
        Map<Integer, List<Point>> bySize = new LinkedHashMap<>();
        phase.points().forEach(p -> bySize.computeIfAbsent(p.n(), k -> new ArrayList<>()).add(p));
        Set<String> variantSet = new LinkedHashSet<>();
        phase.points().forEach(p -> variantSet.add(p.variant()));
        List<String> variants = List.copyOf(variantSet);
        StringBuilder h = new StringBuilder();
        h.append("<h2 id=\"phase-transition\">Phase transition: success rate and median time to solve against the"
                + " fraction of givens</h2>\n<p class=\"note\">Two panels per size; one line per variant. Left: the"
                + " success rate, the band its 95% Wilson interval. Right: the median wall time of all runs, an"
                + " unsolved run counting as never solved, so a fraction where fewer than half the runs solved has"
                + " no point. Lewis's easy–hard–easy curve is the dip in the first and the peak in the second.</p>\n"
                + "<div class=\"charts\">");
        Svg.Axis x = Svg.Axis.linear(0, 1, false, "fraction of cells given");
        Svg.Axis rate = Svg.Axis.linear(0, 1, false, "success rate");
        double hi = 10;
        for (Point p : phase.points()) {
            hi = Math.max(hi, Double.isNaN(p.medianMillis()) ? 0 : p.medianMillis() * 1000);
        }
        Svg.Axis time = Svg.Axis.log(1, hi, "median time to solve (µs)");
        // a size's two panels side by side: its success rate, then its median time to solve
        bySize.forEach((n, points) -> h.append(panel(n + "x" + n + ": success rate", points, variants, x, rate,
                p -> (double) p.solved() / p.runs(), true, Double.NaN)).append(panel(n + "x" + n
                + ": median time to solve", points, variants, x, time, p -> p.medianMillis() * 1000, false,
                Double.NaN)));
        List<Double> budgets = new ArrayList<>();
        for (double b : BUDGETS_MS) {
            if (limitSeconds <= 0 || b < limitSeconds * 1000) {
                budgets.add(b);
            }
        }
        h.append("</div>\n");
        hardest(h, phase);
        h.append("<h3 id=\"phase-budgets\">Success rate at fixed budgets: the fraction of runs solved within ")
                .append(budgets.stream().map(PhaseCharts::budget).collect(java.util.stream.Collectors.joining(", ")))
                .append(" of wall time, against the fraction of givens</h3>\n<p class=\"note\">").append(BUDGET_NOTE)
                .append("</p>\n<div class=\"charts\">");
        bySize.forEach((n, points) -> budgets.forEach(b -> h.append(panel(n + "x" + n + ": solved within "
                + budget(b), points, variants, x, rate, p -> (double) p.solvedWithin(b) / p.runs(), false, b))));
        h.append("</div>\n<h3 id=\"phase-ecdf\">Runtime distribution by size: fraction of runs solved against"
                + " wall time, over every fraction of givens</h3>\n<div class=\"charts\">");
        double longest = 10;
        for (Ecdf e : phase.ecdfs()) {
            for (double t : e.millis()) {
                longest = Math.max(longest, t * 1000);
            }
        }
        Svg.Axis clock = Svg.Axis.log(1, longest, "wall time (µs)");
        Map<Integer, List<Ecdf>> ecdfs = new LinkedHashMap<>();
        phase.ecdfs().forEach(e -> ecdfs.computeIfAbsent(e.n(), k -> new ArrayList<>()).add(e));
        ecdfs.forEach((n, list) -> h.append(ecdf(n, list, variants, clock, Ecdf::millis, 1000)));
        // the same against evaluations, for the variants that count them (an external program may not)
        double most = 10;
        for (Ecdf e : phase.ecdfs()) {
            for (double v : e.evaluations()) {
                most = Math.max(most, v);
            }
        }
        Svg.Axis counts = Svg.Axis.log(1, most, "evaluations");
        h.append("</div>\n<h3 id=\"phase-ecdf-evaluations\">Runtime distribution by size: fraction of runs solved"
                + " against evaluations, over every fraction of givens</h3>\n<div class=\"charts\">");
        ecdfs.forEach((n, list) -> h.append(ecdf(n, list.stream().filter(e -> e.evaluations().length > 0
                || e.millis().length == 0).toList(), variants, counts, Ecdf::evaluations, 1)));
        return h.append("</div>\n").toString();
    }

    /** A budget's words: "10 ms", "1 s". */
    static String budget(double millis) {
        return millis >= 1000 ? Svg.Axis.tickLabel(millis / 1000) + " s" : Svg.Axis.tickLabel(millis) + " ms";
    }

    /**
     * One panel: {@code value} of each point against the fraction of givens, a line per variant; with a
     * {@code budgetMs} (else NaN) each mark's title counts the runs solved within it.
     */
    private static String panel(String title, List<Point> points, List<String> variants, Svg.Axis x, Svg.Axis y,
            java.util.function.ToDoubleFunction<Point> value, boolean band, double budgetMs) {
        StringBuilder s = svgOpen(AREA.right() + 16 + legendWidth(variants), AREA.bottom() + 44);
        s.append(text(AREA.left(), 14, title, "start"));
        AREA.xAxis(s, x);
        AREA.yAxis(s, y);
        for (int k = 0; k < variants.size(); k++) {
            String v = variants.get(k);
            List<Point> line = points.stream().filter(p -> p.variant().equals(v)).toList();
            if (line.isEmpty()) {
                continue;
            }
            if (band) {
                StringBuilder area = new StringBuilder();
                for (int i = 0; i < line.size(); i++) {
                    area.append(i == 0 ? "M" : " L").append(f(AREA.x(x, line.get(i).percent() / 100.0))).append(' ')
                            .append(f(AREA.y(y, line.get(i).high())));
                }
                for (int i = line.size() - 1; i >= 0; i--) {
                    area.append(" L").append(f(AREA.x(x, line.get(i).percent() / 100.0))).append(' ')
                            .append(f(AREA.y(y, line.get(i).low())));
                }
                Tag.of(s, "path").attr("class", "band").attr("d", area + " Z").attr("fill", Svg.color(k))
                        .attr("fill-opacity", "0.15").attr("stroke", "none").end();
            }
            StringBuilder path = new StringBuilder();
            boolean pen = false;
            for (Point p : line) {
                double at = value.applyAsDouble(p);
                if (Double.isNaN(at)) {
                    pen = false;
                    continue;
                }
                path.append(pen ? " L" : " M").append(f(AREA.x(x, p.percent() / 100.0))).append(' ')
                        .append(f(AREA.y(y, at)));
                pen = true;
                Tag.of(s, "circle").attr("cx", AREA.x(x, p.percent() / 100.0)).attr("cy", AREA.y(y, at))
                        .attr("r", "2.2").attr("fill", Svg.color(k)).title(v + ", " + p.percent() + "% given: "
                                + (Double.isNaN(budgetMs) ? p.solved() + "/" + p.runs() + " solved"
                                + (Double.isNaN(p.medianMillis()) ? "" : String.format(Locale.ROOT, ", median %.3g ms",
                                p.medianMillis())) : p.solvedWithin(budgetMs) + "/" + p.runs() + " solved within "
                                + budget(budgetMs)));
            }
            if (path.length() > 0) {
                Tag.of(s, "path").attr("class", "phase").attr("d", path.toString().strip()).attr("fill", "none")
                        .series(k).attr("stroke-width", "1.5").end();
            }
            s.append(Svg.legend(AREA.right() + 16, AREA.top() + 13 * k + 4, k, v));
        }
        return s.append("</svg>").toString();
    }

    /** One size's distributions: {@code values} of each variant's solved runs, times {@code scale}, on x. */
    private static String ecdf(int n, List<Ecdf> list, List<String> variants, Svg.Axis x,
            java.util.function.Function<Ecdf, double[]> values, double scale) {
        Svg.Axis y = Svg.Axis.linear(0, 1, false, "fraction of runs solved");
        StringBuilder s = svgOpen(AREA.right() + 16 + legendWidth(variants), AREA.bottom() + 44);
        s.append(text(AREA.left(), 14, n + "x" + n + ": all fractions", "start"));
        AREA.xAxis(s, x);
        AREA.yAxis(s, y);
        for (Ecdf e : list) {
            int k = variants.indexOf(e.variant());
            double[] t = values.apply(e);
            String path = AREA.ecdfPath(java.util.Arrays.stream(t).map(v -> v * scale).toArray(), e.runs(), x, y);
            Tag.of(s, "path").attr("class", "ecdf").attr("d", path).attr("fill", "none").series(k)
                    .attr("stroke-width", "1.5").title(e.variant() + ": " + t.length + "/" + e.runs() + " solved");
            s.append(Svg.legend(AREA.right() + 16, AREA.top() + 13 * k + 4, k, e.variant()));
        }
        return s.append("</svg>").toString();
    }

    private static int legendWidth(List<String> variants) {
        return 30 + (int) Math.ceil(6.2 * variants.stream().mapToInt(String::length).max().orElse(0));
    }
}
