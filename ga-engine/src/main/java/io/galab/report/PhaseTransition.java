package io.galab.report;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.puzzle.FamilyGenerator;
import io.galab.stats.CellStatistics;
import io.galab.stats.Proportions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Lewis's easy–hard–easy figure (J. Heuristics 2007) from a spec whose puzzles come from instance
 * families (docs/reading-the-report.md, "Phase transition"): for each size, variant and fraction of givens, the
 * success rate with its 95% Wilson interval and the median time to solve, and per size and variant the
 * runtime distribution over every run of that size.
 *
 * @param points one per (size, variant, fraction), by size, then variant in spec order, then fraction; a
 *               variant's runs on families of balanced holes are a variant of their own, its name followed
 *               by {@link #BALANCED}
 * @param ecdfs  one per (size, variant): the sorted times of its solved runs and its runs
 */
public record PhaseTransition(List<Point> points, List<Ecdf> ecdfs) {

    /**
     * One fraction of one size for one variant.
     *
     * @param n            the grid's side
     * @param variant      the variant's name
     * @param percent      the percentage of cells given
     * @param runs         runs made
     * @param solved       runs solved
     * @param low          the success rate's 95% Wilson interval, low end
     * @param high         high end
     * @param medianMillis the median time to solve over all runs, an unsolved run counting as never: NaN
     *                     when fewer than half the runs solved
     * @param solvedMillis the wall times of the solved runs, ascending
     */
    public record Point(int n, String variant, int percent, int runs, int solved, double low, double high,
            double medianMillis, double[] solvedMillis) {

        /** The runs solved within {@code millis} of wall time: the success rate at that fixed budget, times runs. */
        public int solvedWithin(double millis) {
            return CellStatistics.countAtMost(solvedMillis, millis);
        }
    }

    /**
     * The runtime distribution of one variant over every run of one size.
     *
     * @param n       the grid's side
     * @param variant the variant's name
     * @param runs    its runs of that size
     * @param millis  the wall times of the solved ones, ascending
     * @param evaluations the evaluations of the solved ones, ascending; empty when the variant counts none
     */
    public record Ecdf(int n, String variant, int runs, double[] millis, double[] evaluations) {
    }

    /**
     * Each curve's hardest fraction of givens: per size and variant (in the order of {@link #points}), the
     * fraction whose runs solved least often, ties going to the longest median time to solve (a fraction
     * without a median, where fewer than half solved, counting as the longest). Where holes are balanced a
     * curve is a variant of its own ({@link #BALANCED}), so the two say where the peak moves.
     */
    public List<Point> hardest() {
        Map<String, Point> by = new LinkedHashMap<>();
        for (Point p : points) {
            by.merge(p.n() + "\u0000" + p.variant(), p, (a, b) -> harder(b, a) ? b : a);
        }
        return List.copyOf(by.values());
    }

    private static boolean harder(Point a, Point b) {
        double ra = (double) a.solved() / a.runs();
        double rb = (double) b.solved() / b.runs();
        if (ra != rb) {
            return ra < rb;
        }
        double ma = Double.isNaN(a.medianMillis()) ? Double.POSITIVE_INFINITY : a.medianMillis();
        double mb = Double.isNaN(b.medianMillis()) ? Double.POSITIVE_INFINITY : b.medianMillis();
        return ma > mb;
    }

    /** What follows a variant's name on the curve of its runs on families of balanced holes. */
    public static final String BALANCED = ", balanced holes";
    /** A curve of families with Lloyd &amp; Amos's count of givens ({@code -la}), beside the others. */
    public static final String LLOYD_AMOS = ", L&A givens";

    /** The figure's data, or null when no size has two or more fractions of givens. */
    public static PhaseTransition of(ExperimentResult result) {
        Plan plan = result.plan();
        // (n, variant) -> percent -> the runs' times, unsolved as +infinity
        Map<Integer, Map<String, TreeMap<Integer, List<Double>>>> by = new TreeMap<>();
        // (n, variant) -> the evaluations of its solved runs; a cell without counts empties it (an external program)
        Map<String, List<Double>> evaluations = new LinkedHashMap<>();
        Map<String, Boolean> counted = new LinkedHashMap<>();
        Map<String, java.util.Optional<FamilyGenerator.Family>> families = new java.util.HashMap<>();
        for (Plan.Cell cell : plan.cells()) {
            FamilyGenerator.Family f = families.computeIfAbsent(plan.source(cell.puzzle()),
                    set -> java.util.Optional.ofNullable(FamilyGenerator.family(set))).orElse(null);
            if (f == null) {
                continue;
            }
            // a family of balanced holes is a curve of its own beside the uniform one (docs/puzzle-formats.md)
            String curve = cell.variant().name() + (f.holes() == FamilyGenerator.Holes.BALANCED ? BALANCED : "")
                    + (f.ceil() ? LLOYD_AMOS : "");
            List<Double> times = by.computeIfAbsent(f.n(), k -> new LinkedHashMap<>())
                    .computeIfAbsent(curve, k -> new TreeMap<>())
                    .computeIfAbsent(f.percent(), k -> new ArrayList<>());
            String key = f.n() + "\u0000" + curve;
            List<Double> solvedAt = evaluations.computeIfAbsent(key, k -> new ArrayList<>());
            counted.merge(key, result.hasEvaluations(cell.index()), Boolean::logicalAnd);
            for (int r = 0; r < result.runs(cell.index()); r++) {
                if (result.has(cell.index(), r)) {
                    if (result.solved(cell.index(), r)) {
                        solvedAt.add((double) result.evaluations(cell.index(), r));
                    }
                    times.add(result.solved(cell.index(), r) ? result.micros(cell.index(), r) / 1000.0
                            : Double.POSITIVE_INFINITY);
                }
            }
        }
        if (by.values().stream().noneMatch(v -> v.values().stream().anyMatch(p -> p.size() >= 2))) {
            return null;
        }
        List<Point> points = new ArrayList<>();
        List<Ecdf> ecdfs = new ArrayList<>();
        by.forEach((n, variants) -> variants.forEach((variant, fractions) -> {
            List<Double> solvedTimes = new ArrayList<>();
            int total = 0;
            for (Map.Entry<Integer, List<Double>> e : fractions.entrySet()) {
                double[] t = e.getValue().stream().mapToDouble(Double::doubleValue).sorted().toArray();
                int solved = (int) Arrays.stream(t).filter(Double::isFinite).count();
                double[] ci = Proportions.wilson(solved, t.length);
                double median = CellStatistics.medianOfRuns(Arrays.copyOf(t, solved), t.length);
                points.add(new Point(n, variant, e.getKey(), t.length, solved, ci[0], ci[1], median,
                        Arrays.copyOf(t, solved)));
                total += t.length;
                Arrays.stream(t).filter(Double::isFinite).forEach(solvedTimes::add);
            }
            String key = n + "\u0000" + variant;
            ecdfs.add(new Ecdf(n, variant, total, solvedTimes.stream().mapToDouble(Double::doubleValue).sorted()
                    .toArray(), counted.get(key) ? evaluations.get(key).stream().mapToDouble(Double::doubleValue)
                    .sorted().toArray() : new double[0]));
        }));
        return new PhaseTransition(points, ecdfs);
    }
}
