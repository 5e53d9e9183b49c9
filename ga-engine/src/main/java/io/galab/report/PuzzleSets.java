package io.galab.report;

import io.galab.algorithm.Budget;
import io.galab.algorithm.memetic.PropagatingMemeticGa;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.spec.Spec;
import io.galab.solve.ExactSolver;
import io.galab.solve.Propagation;
import io.galab.puzzle.Puzzle;
import io.galab.stats.CellStatistics;
import io.galab.stats.Proportions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Results by puzzle set (docs/reading-the-report.md, "Results by puzzle set"), for a spec whose puzzles come
 * from several sets, such as the hard-set benchmark: per set and variant the success rate with its
 * Wilson interval, the ERT in evaluations, the median evaluations and time of all runs (an unsolved one
 * as never), the exact solver's median time on the same puzzles and the ratio of the two, and, for a
 * variant that propagates constraints (a {@code propagation} parameter other than {@code none}), how many
 * of its puzzles propagation alone solves. The rows only: {@code report.html.PuzzleSetsPage} draws them.
 */
public final class PuzzleSets {

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
     * @param ert              evaluations of all runs / runs solved (infinite when none; NaN when some run did not
     *                         count its evaluations)
     * @param medianEvaluations median evaluations of all runs, an unsolved one as never (NaN when fewer than half
     *                          solved: {@link CellStatistics#medianOfRuns})
     * @param medianMillis     median wall time of all runs, in ms, likewise
     * @param exactMicros      the exact solver's median time on the same puzzles, in µs (infinite when it did
     *                         not solve most of them within {@code exactBound})
     * @param exactBound       the seconds past which the exact solver's time counts as infinite: the spec's
     *                         time limit when every puzzle's time is its exact variant's runs, else the
     *                         column's own bound, {@link #EXACT_SECONDS}; 0 when the runs were limited by
     *                         more than time (evaluations or generations), so no time can be named
     * @param propagationSolves puzzles propagation alone solves, or -1 when the variant does not propagate
     * @param solvedAt         evaluations of each solved run, ascending
     * @param solvedMillis     wall time of each solved run in ms, ascending
     */
    public record Row(String set, String variant, int puzzles, int runs, int solved, double low, double high,
            double ert,
            double medianEvaluations, double medianMillis, double exactMicros, double exactBound,
            int propagationSolves, double[] solvedAt, double[] solvedMillis) {

        /** The runs solved within {@code millis} of wall time each: the count at that fixed budget. */
        public int solvedWithin(double millis) {
            return CellStatistics.countAtMost(solvedMillis, millis);
        }

        /** Whether every run of the row counted its evaluations (an external program may print none). */
        public boolean countsEvaluations() {
            return !Double.isNaN(ert);
        }

        /**
         * Median time to solve over the exact solver's median time; NaN when nothing was solved or the
         * median is 0 (a journal from before runs kept microseconds, of runs under a millisecond).
         */
        public double ratio() {
            return medianMillis > 0 ? medianMillis * 1000 / exactMicros : Double.NaN;
        }
    }

    private PuzzleSets() {
    }

    /** True when the spec's puzzles come from more than one set. */
    public static boolean applies(Plan plan) {
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
    public static List<Row> rows(ExperimentResult result) {
        return rows(result, message -> { });
    }

    /** The rows; {@code stage} hears how the exact-solver timings go, at most every two seconds. */
    public static List<Row> rows(ExperimentResult result, Consumer<String> stage) {
        Plan plan = result.plan();
        // by instance: a plan's cells share its puzzles, and hashing a puzzle reads all its cells
        Map<Puzzle, Double> fromRuns = exactRuns(result);
        Map<Puzzle, Double> exact = new IdentityHashMap<>(fromRuns);
        Budget budget = plan.spec().budget();
        // the runs' limit is a time to name only when time alone limited them
        double runsBound = budget.maxGenerations() == 0 && budget.maxEvaluations() == 0 ? budget.maxSeconds() : 0;
        // whether propagation alone solves each puzzle of a variant that propagates: what its runs recorded, and
        // where no run did (a journal from before counters were kept), found again on every core at once, the
        // one part of the table whose cost grows with the puzzles (docs/experiments.md, "Reports at scale")
        Map<String, Boolean> propagated = new java.util.concurrent.ConcurrentHashMap<>();
        List<Plan.Cell> unrecorded = new ArrayList<>();
        for (Plan.Cell c : plan.cells()) {
            Propagation.Rules rules = rules(c);
            Boolean recorded = rules == null ? null : recorded(result, c);
            if (recorded != null) {
                propagated.putIfAbsent(rules + "\u0000" + c.puzzle().id(), recorded);
            } else if (rules != null) {
                unrecorded.add(c);
            }
        }
        unrecorded.parallelStream().forEach(c -> {
            Propagation.Rules rules = rules(c);
            propagated.computeIfAbsent(rules + "\u0000" + c.puzzle().id(),
                    k -> Propagation.of(c.puzzle(), rules).solved());
        });
        List<Row> rows = new ArrayList<>();
        long[] lastSaid = {System.nanoTime()};
        // each (set, variant)'s cells, in plan order, found in one pass
        Map<String, List<Plan.Cell>> bySetAndVariant = new HashMap<>();
        for (Plan.Cell c : plan.cells()) {
            bySetAndVariant.computeIfAbsent(plan.source(c.puzzle()) + "\u0000" + c.variant().name(),
                    k -> new ArrayList<>()).add(c);
        }
        for (String set : sets(plan)) {
            for (Spec.Variant v : plan.spec().variants()) {
                List<Plan.Cell> cells = bySetAndVariant.getOrDefault(set + "\u0000" + v.name(), List.of());
                if (!cells.isEmpty()) {
                    double bound = cells.stream().allMatch(c -> fromRuns.containsKey(c.puzzle())) ? runsBound
                            : EXACT_SECONDS;
                    rows.add(row(result, set, v, cells, exact, bound, propagated));
                    long now = System.nanoTime();
                    if (now - lastSaid[0] > 2_000_000_000L) {
                        lastSaid[0] = now;
                        stage.accept("timing the exact solver for the set table: " + exact.size() + " of "
                                + plan.puzzles().size() + " puzzles");
                    }
                }
            }
        }
        return rows;
    }

    private static Row row(ExperimentResult result, String set, Spec.Variant v, List<Plan.Cell> cells,
            Map<Puzzle, Double> exact, double exactBound, Map<String, Boolean> propagated) {
        int runs = 0;
        int solved = 0;
        long evaluations = 0;
        List<Double> solvedEvaluations = new ArrayList<>();
        List<Double> solvedMillis = new ArrayList<>();
        double[] exactTimes = new double[cells.size()];
        int solvedAlone = 0;
        boolean unknown = false;
        Propagation.Rules rules = rules(cells.get(0));
        boolean propagates = rules != null;
        for (int i = 0; i < cells.size(); i++) {
            Plan.Cell c = cells.get(i);
            int n = result.runs(c.index());
            for (int r = 0; r < n; r++) {
                runs++;
                // an external solver that prints no evaluations: the set's evaluation columns are unknown
                unknown |= result.evaluations(c.index(), r) < 0;
                evaluations += result.evaluations(c.index(), r);
                if (result.solved(c.index(), r)) {
                    solved++;
                    solvedEvaluations.add((double) result.evaluations(c.index(), r));
                    solvedMillis.add(result.micros(c.index(), r) / 1000.0);
                }
            }
            exactTimes[i] = result.plan().puzzles().size() > MAX_TIMED ? exact.getOrDefault(c.puzzle(), Double.NaN)
                    : exact.computeIfAbsent(c.puzzle(), PuzzleSets::exactMicros);
            if (propagates && propagated.computeIfAbsent(rules + "\u0000" + c.puzzle().id(),
                    k -> Propagation.of(c.puzzle(), rules).solved())) {
                solvedAlone++;
            }
        }
        double[] ci = Proportions.wilson(solved, runs);
        double[] at = unknown ? new double[0]
                : solvedEvaluations.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double[] times = solvedMillis.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return new Row(set, v.name(), cells.size(), runs, solved, ci[0], ci[1],
                unknown ? Double.NaN : solved == 0 ? Double.POSITIVE_INFINITY : (double) evaluations / solved,
                unknown ? Double.NaN : CellStatistics.medianOfRuns(at, runs), CellStatistics.medianOfRuns(times, runs),
                CellStatistics.median(exactTimes), exactBound, propagates ? solvedAlone : -1, at, times);
    }

    /**
     * Whether propagation on the givens solved the cell's puzzle, as the first of its runs that counted it says
     * ({@link PropagatingMemeticGa#PROPAGATION_SOLVED}); null when none did.
     */
    private static Boolean recorded(ExperimentResult result, Plan.Cell c) {
        for (int r = 0; r < result.runs(c.index()); r++) {
            Long solved = result.has(c.index(), r) ? result.counter(c.index(), r,
                    PropagatingMemeticGa.PROPAGATION_SOLVED) : null;
            if (solved != null) {
                return solved != 0;
            }
        }
        return null;
    }

    /** The propagation a cell's variant runs on the givens, or null when it runs none (or has no such parameter). */
    private static Propagation.Rules rules(Plan.Cell c) {
        Object given = c.parameters().asMap().get("propagation");
        return given == null || "none".equals(String.valueOf(given)) ? null
                : "singles".equals(String.valueOf(given)) ? Propagation.Rules.SINGLES : Propagation.Rules.FULL;
    }

    /** The most puzzles the timing column solves itself; past them only an {@code exact} variant's runs time it. */
    public static final int MAX_TIMED = 200;

    /**
     * The timing column from the spec's own {@code exact} variant, when it has one: each puzzle's median
     * time over its runs (infinite when none solved), so that the report does not solve again what the
     * runs solved.
     */
    private static Map<Puzzle, Double> exactRuns(ExperimentResult result) {
        Map<Puzzle, Double> out = new IdentityHashMap<>();
        for (Plan.Cell c : result.plan().cells()) {
            if (!c.algorithm().id().equals("exact") || result.runs(c.index()) == 0) {
                continue;
            }
            List<Double> times = new ArrayList<>();
            for (int r = 0; r < result.runs(c.index()); r++) {
                times.add(result.solved(c.index(), r) ? result.micros(c.index(), r) : Double.POSITIVE_INFINITY);
            }
            double m = CellStatistics.median(times.stream().mapToDouble(Double::doubleValue).sorted().toArray());
            out.merge(c.puzzle(), m, Math::min);
        }
        return out;
    }

    /** The longest the timing column's exact solver may search one puzzle, in seconds. */
    public static final double EXACT_SECONDS = 2;

    /**
     * The exact solver's time to solve the puzzle, in µs, computed once per puzzle of a report: the
     * fastest of five solves after one warm-up, each bounded by {@link #EXACT_SECONDS}; a puzzle the
     * warm-up cannot solve within the bound is infinite ("> 2 s" on the page), and one that takes more
     * than 0.1 s is timed by the warm-up alone, so that the column costs at most a few seconds a puzzle.
     */
    private static double exactMicros(Puzzle p) {
        ExactSolver solver = new ExactSolver(p.geometry());
        long t0 = System.nanoTime();
        if (solver.attempt(p, 0, EXACT_SECONDS).solution() == null) {
            return Double.POSITIVE_INFINITY;
        }
        long best = System.nanoTime() - t0;
        for (int i = 0; i < 5 && best < 100_000_000L; i++) {
            long t = System.nanoTime();
            solver.attempt(p, 0, EXACT_SECONDS);
            best = Math.min(best, System.nanoTime() - t);
        }
        return best / 1000.0;
    }
}
