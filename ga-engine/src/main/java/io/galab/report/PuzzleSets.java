package io.galab.report;

import static io.galab.report.Svg.esc;
import static io.galab.report.Svg.f;
import static io.galab.report.Svg.svgOpen;
import static io.galab.report.Svg.text;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.spec.Spec;
import io.galab.puzzle.ExactSolver;
import io.galab.puzzle.Propagation;
import io.galab.puzzle.Puzzle;
import io.galab.stats.CellStatistics;
import io.galab.stats.Proportions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Results by puzzle set (docs/experiments.md, "Results by puzzle set"), for a spec whose puzzles come
 * from several sets, such as the hard-set benchmark: per set and variant the success rate with its
 * Wilson interval, the ERT in evaluations, the median evaluations and time of the solved runs, the
 * exact solver's median time on the same puzzles and the ratio of the two, and, for a variant that
 * propagates constraints (a {@code propagation} parameter other than {@code none}), how many of its
 * puzzles propagation alone solves; and the runtime distribution of each set: the fraction of
 * (puzzle, run) pairs solved against evaluations, a line per variant (the fixed-target ECDF of COCO
 * and IOHanalyzer).
 */
final class PuzzleSets {

    private static final int LEFT = 58;
    private static final int TOP = 24;
    private static final int PW = 360;
    private static final int PH = 200;

    /**
     * One variant on one set.
     *
     * @param set              the set as the spec names it
     * @param variant          the variant's name
     * @param puzzles          the set's puzzles the variant ran on
     * @param runs             runs made
     * @param solved           runs solved
     * @param low              Wilson 95% interval, low end
     * @param high             and high end
     * @param ert              evaluations of all runs / runs solved (infinite when none)
     * @param medianEvaluations median evaluations of the solved runs (NaN when none)
     * @param medianMillis     median wall time of the solved runs, in ms (NaN when none)
     * @param exactMicros      the exact solver's median time on the same puzzles, in µs
     * @param propagationSolves puzzles propagation alone solves, or -1 when the variant does not propagate
     * @param solvedAt         evaluations of each solved run, ascending
     */
    record Row(String set, String variant, int puzzles, int runs, int solved, double low, double high, double ert,
            double medianEvaluations, double medianMillis, double exactMicros, int propagationSolves,
            double[] solvedAt) {

        /**
         * Median time to solve over the exact solver's median time; NaN when nothing was solved or the
         * median is 0 (a journal from before runs kept microseconds, of runs under a millisecond).
         */
        double ratio() {
            return medianMillis > 0 ? medianMillis * 1000 / exactMicros : Double.NaN;
        }
    }

    private PuzzleSets() {
    }

    /** True when the spec's puzzles come from more than one set. */
    static boolean applies(Plan plan) {
        return sets(plan).size() > 1;
    }

    private static Set<String> sets(Plan plan) {
        Set<String> sets = new LinkedHashSet<>();
        for (Puzzle p : plan.puzzles()) {
            sets.add(plan.source(p));
        }
        return sets;
    }

    /** The rows, by set in spec order, then by variant in spec order. */
    static List<Row> rows(ExperimentResult result) {
        Plan plan = result.plan();
        Map<Puzzle, Double> exact = new HashMap<>();
        Map<String, Boolean> propagated = new HashMap<>();
        List<Row> rows = new ArrayList<>();
        for (String set : sets(plan)) {
            for (Spec.Variant v : plan.spec().variants()) {
                List<Plan.Cell> cells = plan.cells().stream().filter(c -> c.variant() == v
                        && plan.source(c.puzzle()).equals(set)).toList();
                if (!cells.isEmpty()) {
                    rows.add(row(result, set, v, cells, exact, propagated));
                }
            }
        }
        return rows;
    }

    private static Row row(ExperimentResult result, String set, Spec.Variant v, List<Plan.Cell> cells,
            Map<Puzzle, Double> exact, Map<String, Boolean> propagated) {
        int runs = 0;
        int solved = 0;
        long evaluations = 0;
        List<Double> solvedEvaluations = new ArrayList<>();
        List<Double> solvedMillis = new ArrayList<>();
        double[] exactTimes = new double[cells.size()];
        int solvedAlone = 0;
        Object given = cells.get(0).parameters().asMap().get("propagation");
        boolean propagates = given != null && !"none".equals(String.valueOf(given));
        Propagation.Rules rules = "singles".equals(String.valueOf(given)) ? Propagation.Rules.SINGLES
                : Propagation.Rules.FULL;
        for (int i = 0; i < cells.size(); i++) {
            Plan.Cell c = cells.get(i);
            int n = result.runs(c.index());
            for (int r = 0; r < n; r++) {
                runs++;
                evaluations += result.evaluations(c.index(), r);
                if (result.solved(c.index(), r)) {
                    solved++;
                    solvedEvaluations.add((double) result.evaluations(c.index(), r));
                    solvedMillis.add(result.micros(c.index(), r) / 1000.0);
                }
            }
            exactTimes[i] = exact.computeIfAbsent(c.puzzle(), PuzzleSets::exactMicros);
            if (propagates && propagated.computeIfAbsent(rules + "\u0000" + c.puzzle().id(),
                    k -> Propagation.of(c.puzzle(), rules).solved())) {
                solvedAlone++;
            }
        }
        double[] ci = Proportions.wilson(solved, runs);
        double[] at = solvedEvaluations.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return new Row(set, v.name(), cells.size(), runs, solved, ci[0], ci[1],
                solved == 0 ? Double.POSITIVE_INFINITY : (double) evaluations / solved, CellStatistics.median(at),
                CellStatistics.median(solvedMillis.stream().mapToDouble(Double::doubleValue).toArray()), CellStatistics.median(exactTimes),
                propagates ? solvedAlone : -1, at);
    }

    /** The exact solver's time to solve the puzzle, in µs: the fastest of five solves after one warm-up. */
    private static double exactMicros(Puzzle p) {
        ExactSolver solver = new ExactSolver(p.geometry());
        solver.solve(p);
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            long t = System.nanoTime();
            solver.solve(p);
            best = Math.min(best, System.nanoTime() - t);
        }
        return best / 1000.0;
    }


    /** The section of the page: the table, then one runtime-distribution panel per set. */
    static String section(List<Row> rows, double maxEvaluations) {
        StringBuilder h = new StringBuilder();
        h.append("<h2 id=\"sets\">Results by puzzle set</h2>\n<table><tr><th class=\"l\">set</th><th class=\"l\">variant"
                + "</th><th>puzzles</th><th>solved</th><th>rate [95% Wilson]</th><th>ERT</th><th>median evals</th>"
                + "<th>median time</th><th>exact solver</th><th>ratio</th><th>propagation alone</th></tr>\n");
        for (Row r : rows) {
            h.append("<tr><td class=\"l\">").append(esc(r.set())).append("</td><td class=\"l\">").append(esc(r.variant()))
                    .append("</td><td>").append(r.puzzles()).append("</td><td>").append(r.solved()).append('/')
                    .append(r.runs()).append("</td><td>").append(String.format(Locale.ROOT, "%.3f [%.3f, %.3f]",
                            (double) r.solved() / r.runs(), r.low(), r.high())).append("</td><td>")
                    .append(number(r.ert())).append("</td><td>").append(number(r.medianEvaluations())).append("</td><td>")
                    .append(Double.isNaN(r.medianMillis()) ? "–" : r.medianMillis() == 0 ? "&lt; 1 ms"
                            : r.medianMillis() < 1 ? String.format(Locale.ROOT, "%.0f µs", r.medianMillis() * 1000)
                            : number(r.medianMillis()) + " ms").append("</td><td>")
                    .append(String.format(Locale.ROOT, "%.1f µs", r.exactMicros())).append("</td><td>")
                    .append(Double.isNaN(r.ratio()) ? "–" : "×" + number(r.ratio())).append("</td><td>")
                    .append(r.propagationSolves() < 0 ? "–" : r.propagationSolves() + " of " + r.puzzles())
                    .append("</td></tr>\n");
        }
        h.append("</table>\n<p class=\"meta\">ERT: the evaluations of all runs over the runs solved. Median evals"
                + " and median time: of the solved runs; times are wall times of single runs on one thread. Exact"
                + " solver: its median time on the same puzzles (the fastest of five solves of each); ratio: the"
                + " median time to solve over it (runs are timed to the microsecond). Propagation alone: the puzzles constraint propagation solves before"
                + " any search, for a variant that propagates.</p>\n");
        h.append("<h2 id=\"set-ecdf\">Runtime distribution by set: fraction of (puzzle, run) pairs solved against"
                + " evaluations</h2>\n<div class=\"charts\">");
        Map<String, List<Row>> bySet = new LinkedHashMap<>();
        for (Row r : rows) {
            bySet.computeIfAbsent(r.set(), k -> new ArrayList<>()).add(r);
        }
        double hi = Math.max(10, maxEvaluations);
        for (Row r : rows) {
            for (double e : r.solvedAt()) {
                hi = Math.max(hi, e);
            }
        }
        Svg.Axis x = Svg.Axis.log(1, hi, "evaluations");
        Svg.Axis y = Svg.Axis.linear(0, 1, false, "fraction of (puzzle, run) pairs solved");
        for (Map.Entry<String, List<Row>> e : bySet.entrySet()) {
            h.append(ecdf(e.getKey(), e.getValue(), x, y));
        }
        return h.append("</div>\n").toString();
    }

    private static String ecdf(String set, List<Row> rows, Svg.Axis x, Svg.Axis y) {
        int legendWidth = 30 + (int) Math.ceil(6.2 * rows.stream().mapToInt(r -> r.variant().length()).max().orElse(0));
        StringBuilder s = svgOpen(LEFT + PW + 12 + legendWidth, Math.max(TOP + PH + 44, 40 + 13 * rows.size()));
        s.append(text(LEFT, 14, set, "start"));
        Svg.xAxis(s, x, LEFT, TOP, PW, PH);
        Svg.yAxis(s, y, LEFT, TOP, PW, PH);
        for (int k = 0; k < rows.size(); k++) {
            Row r = rows.get(k);
            double prevY = py(y, 0);
            StringBuilder path = new StringBuilder("M" + f(px(x, x.min)) + " " + f(prevY));
            for (int i = 0; i < r.solvedAt().length; i++) {
                double sx = px(x, Math.max(x.min, r.solvedAt()[i]));
                double sy = py(y, (i + 1) / (double) r.runs());
                path.append(" L").append(f(sx)).append(' ').append(f(prevY)).append(" L").append(f(sx)).append(' ')
                        .append(f(sy));
                prevY = sy;
            }
            path.append(" L").append(f(px(x, x.max))).append(' ').append(f(prevY));
            s.append("<path class=\"ecdf\" d=\"").append(path).append("\" fill=\"none\" ").append(Svg.stroke(k))
                    .append(" stroke-width=\"1.5\"><title>").append(esc(r.variant() + ": " + r.solved() + "/" + r.runs()))
                    .append("</title></path>");
            s.append(Svg.legend(LEFT + PW + 12, TOP + 13 * k + 4, k, r.variant()));
        }
        return s.append("</svg>").toString();
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

    private static double px(Svg.Axis axis, double v) {
        return LEFT + PW * axis.fraction(v);
    }

    private static double py(Svg.Axis axis, double v) {
        return TOP + PH - PH * axis.fraction(v);
    }
}
