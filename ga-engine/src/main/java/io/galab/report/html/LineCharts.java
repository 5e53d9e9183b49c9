package io.galab.report.html;

import static io.galab.report.html.Svg.esc;
import static io.galab.report.html.Svg.f;
import static io.galab.report.html.Svg.legend;
import static io.galab.report.html.Svg.svgOpen;
import static io.galab.report.html.Svg.text;

import io.galab.experiment.ExperimentResult;
import io.galab.algorithm.Objective;
import io.galab.experiment.Plan;
import io.galab.puzzle.Puzzle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The per-puzzle line charts of a spec's page, as small multiples that share their axes: the
 * convergence of the mean best fitness, and the runtime distribution (the fraction of runs solved by
 * each generation). One line per cell, in the series styles of {@link Svg#stroke}; the generation axis
 * is logarithmic when the data span more than two decades, and ends at the longest run.
 */
final class LineCharts {

    /** Most puzzles drawn (the tables and CSV files list them all). */
    static final int MAX_PUZZLES = 12;

    /** The plot of every panel. */
    private static final PlotArea AREA = new PlotArea(58, 24, 300, 156);

    private LineCharts() {
    }

    /** Draws one cell's line inside the plot area. */
    private interface LineOf {
        String path(Plan.Cell cell);
    }

    private static List<Puzzle> drawn(Plan plan) {
        return plan.puzzles().subList(0, Math.min(MAX_PUZZLES, plan.puzzles().size()));
    }

    /**
     * The cells of each drawn puzzle that have a line, found in one pass over the cells: those with a trace by
     * generation ({@link ExperimentResult#hasTrace}). An external program that prints no counts
     * (docs/external-solvers.md, "External solvers") has no generation axis to be drawn on, nor has a search of
     * one generation such as {@code exact}: a line at its final fitness would read as a search that never moved.
     */
    private static Map<String, List<Plan.Cell>> cellsOf(ExperimentResult result) {
        Map<String, List<Plan.Cell>> cells = new HashMap<>();
        drawn(result.plan()).forEach(p -> cells.put(p.id(), new ArrayList<>()));
        for (Plan.Cell c : result.plan().cells()) {
            List<Plan.Cell> of = cells.get(c.puzzle().id());
            if (of != null && result.hasTrace(c.index())) {
                of.add(c);
            }
        }
        return cells;
    }

    /** The longest run of any drawn cell, in generations (at least 1). */
    private static long longestRun(ExperimentResult result) {
        long longest = 1;
        Map<String, List<Plan.Cell>> cellsOf = cellsOf(result);
        for (Puzzle p : drawn(result.plan())) {
            for (Plan.Cell c : cellsOf.get(p.id())) {
                for (long g : result.generations(c.index())) {
                    longest = Math.max(longest, g);
                }
            }
        }
        return longest;
    }

    private static void panels(StringBuilder h, ExperimentResult result, Svg.Axis x, Svg.Axis y, LineOf line) {
        Plan plan = result.plan();
        h.append("<div class=\"charts\">");
        Map<String, List<Plan.Cell>> cellsOf = cellsOf(result);
        for (Puzzle p : drawn(plan)) {
            List<Plan.Cell> cells = cellsOf.get(p.id());
            int legendWidth = 30 + (int) Math.ceil(6.2 * cells.stream()
                    .mapToInt(c -> (c.variant().name() + " " + c.point()).length()).max().orElse(0));
            StringBuilder s = svgOpen(AREA.right() + 12 + legendWidth, Math.max(AREA.bottom() + 44,
                    40 + 13 * cells.size()));
            s.append(text(AREA.left(), 14, p.id(), "start"));
            AREA.xAxis(s, x);
            AREA.yAxis(s, y);
            for (int k = 0; k < cells.size(); k++) {
                Plan.Cell c = cells.get(k);
                Tag.of(s, "path").attr("d", line.path(c)).attr("fill", "none").series(k).attr("stroke-width", "1.5")
                        .title(Charts.cellLabel(c));
                s.append(legend(AREA.right() + 12, AREA.top() + 13 * k + 4, k, c.variant().name()
                        + (c.point().isEmpty() ? "" : " " + c.point())));
            }
            h.append(s).append("</svg>");
        }
        if (plan.puzzles().size() > MAX_PUZZLES) {
            h.append("<p class=\"meta\">… ").append(plan.puzzles().size() - MAX_PUZZLES)
                    .append(" more puzzles in the CSV files.</p>");
        }
        notDrawn(h, plan, c -> !result.hasGenerations(c.index()), "external programs that print no generation counts");
        notDrawn(h, plan, c -> result.hasGenerations(c.index()) && !result.hasTrace(c.index()),
                "searches that are not GAs and run one generation (their times are in the tables)");
        h.append("</div>\n");
    }

    /** A note naming the variants of the cells {@code left} leaves out of the charts, and why. */
    private static void notDrawn(StringBuilder h, Plan plan, java.util.function.Predicate<Plan.Cell> left,
            String why) {
        String names = plan.cells().stream().filter(left).map(c -> c.variant().name()).distinct()
                .collect(java.util.stream.Collectors.joining(", "));
        if (!names.isEmpty()) {
            h.append("<p class=\"meta\">Not drawn: ").append(esc(names)).append(", ").append(why).append(".</p>");
        }
    }

    /**
     * True when the plan's cells run more than one algorithm: their fitnesses are on different scales (one
     * GA's conflicts, another's empty cells), so convergence is drawn relative to each cell's start.
     */
    static boolean mixedScales(Plan plan) {
        return plan.cells().stream().map(c -> c.algorithm().id()).distinct().count() > 1;
    }

    /** The convergence chart's heading: what its axis measures. */
    static String convergenceTitle(Plan plan) {
        return mixedScales(plan) ? "Convergence: distance to a solved grid by generation, relative to the start"
                : "Convergence: mean best distance to a solved grid by generation";
    }

    /**
     * The mean best per recorded generation, up to the longest run, in the objective's terms: the distance
     * to a solved grid ({@link io.galab.algorithm.Objective#penalty}, 0 when solved), never a fitness to
     * maximise. When the plan mixes algorithms, each cell's distance is divided by its distance at the first
     * recorded generation (1 at the start, 0 when solved), so no chart mixes two fitness scales;
     * convergence.csv keeps each algorithm's own values (docs/reading-the-report.md, "The page").
     */
    static String convergence(ExperimentResult result) {
        long last = longestRun(result);
        boolean relative = mixedScales(result.plan());
        double maxY = relative ? 1 : 0;
        Map<String, List<Plan.Cell>> cellsOf = cellsOf(result);
        for (Puzzle p : drawn(result.plan())) {
            for (Plan.Cell c : cellsOf.get(p.id())) {
                for (int g = 0; g < result.grid().size() && result.grid().point(g) <= last; g++) {
                    maxY = Math.max(maxY, distance(result, c, g, relative));
                }
            }
        }
        Svg.Axis x = Svg.Axis.counts(1, last, "generation");
        Svg.Axis y = Svg.Axis.linear(0, maxY, false, relative ? "distance to solved ÷ distance at start"
                : "mean best distance to solved");
        StringBuilder h = new StringBuilder();
        panels(h, result, x, y, c -> {
            StringBuilder path = new StringBuilder();
            for (int g = 0; g < result.grid().size(); g++) {
                long at = result.grid().point(g);
                if (g > 0 && at > last) {
                    break;
                }
                path.append(g == 0 ? "M" : "L").append(f(AREA.x(x, at))).append(' ')
                        .append(f(AREA.y(y, distance(result, c, g, relative))));
            }
            return path.toString();
        });
        return h.toString();
    }

    /** The cell's mean best distance to a solved grid at grid point g, relative to point 0's when asked. */
    static double distance(ExperimentResult result, Plan.Cell c, int g, boolean relative) {
        Objective objective = c.algorithm().objective(c.puzzle());
        double d = Math.max(0, objective.penalty(result.meanBest(c.index(), g)));
        if (!relative) {
            return d;
        }
        double start = objective.penalty(result.meanBest(c.index(), 0));
        return start <= 0 ? 0 : Math.min(1, d / start);
    }

    /** The runtime ECDF: the fraction of runs solved by each generation, a step line per cell. */
    static String runtimeDistribution(ExperimentResult result) {
        Svg.Axis x = Svg.Axis.counts(1, longestRun(result), "generation");
        Svg.Axis y = Svg.Axis.linear(0, 1, false, "fraction of runs solved");
        StringBuilder h = new StringBuilder();
        panels(h, result, x, y, c -> {
            int n = result.runs(c.index());
            double[] solvedAt = result.successfulGenerations(c.index());
            Arrays.sort(solvedAt);
            double prevY = AREA.y(y, 0);
            StringBuilder path = new StringBuilder("M" + f(AREA.x(x, x.min)) + " " + f(prevY));
            for (int i = 0; i < solvedAt.length; i++) {
                double sx = AREA.x(x, solvedAt[i]);
                double sy = AREA.y(y, (i + 1) / (double) n);
                path.append(" L").append(f(sx)).append(' ').append(f(prevY)).append(" L").append(f(sx)).append(' ')
                        .append(f(sy));
                prevY = sy;
            }
            return path.append(" L").append(f(AREA.x(x, x.max))).append(' ').append(f(prevY)).toString();
        });
        return h.toString();
    }
}
