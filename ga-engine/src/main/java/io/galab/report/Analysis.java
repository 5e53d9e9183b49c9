package io.galab.report;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.spec.Spec;
import io.galab.stats.CellStatistics;
import io.galab.stats.CensoredRuntimes;
import io.galab.stats.FriedmanRanking;
import io.galab.stats.PairedTests;
import io.galab.stats.Proportions;
import io.galab.stats.PublishedVerdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.Map;

/**
 * The statistics of a finished experiment: a summary per cell (with the published numbers beside it)
 * and the pairwise comparisons of variants per puzzle and parameter point: one test per question (success;
 * runtime in evaluations and in seconds, every run counted), Holm-adjusted per question across the spec, with
 * effect sizes ({@link #compare}).
 */
public final class Analysis {

    /**
     * One cell's summary row, with the verdicts against the published numbers (each null when the paper
     * did not publish that number for the cell).
     */
    public record Summary(Plan.Cell cell, CellStatistics stats, Spec.Published published, PublishedVerdict rateVerdict,
            PublishedVerdict generationsVerdict, PublishedVerdict ertVerdict) {
    }

    /**
     * One comparison row: a test (with its p-value, Holm-adjusted across the spec within its measure) or an
     * effect size (p-values NaN; {@code low} and {@code high} its 95% interval where it has one, else NaN), of
     * one measure: {@link #SUCCESS}, {@link #EVALUATIONS}, {@link #SECONDS} or, described only,
     * {@link #GENERATIONS}. {@code puzzle} is the puzzle set's name where the comparisons are per set
     * ({@link #csvBySet}). {@code note} says why a measure is described rather than tested ({@link
     * SecondsCheck}), "" otherwise; such a row's test is {@link #DESCRIPTIVE}.
     */
    public record Comparison(String puzzle, String point, String variantA, String variantB, String test,
            double statistic, double pValue, double adjustedPValue, double low, double high, String measure,
            String note) {

        public Comparison(String puzzle, String point, String variantA, String variantB, String test,
                double statistic, double pValue, double adjustedPValue, double low, double high, String measure) {
            this(puzzle, point, variantA, variantB, test, statistic, pValue, adjustedPValue, low, high, measure, "");
        }

        /** True for the row that stands for a test not made (seconds not calibrated), with its reason in the note. */
        public boolean isDescriptive() {
            return test.equals(DESCRIPTIVE);
        }

        /** True for a test (a p-value), false for an effect size or a description. */
        public boolean isTest() {
            return !Double.isNaN(pValue);
        }
    }

    /**
     * The most cells whose page gives a row, a mark or a test per cell; past them it gives one per puzzle set,
     * and the per-cell rows stay in the CSV files (docs/experiments.md, "Reports at scale").
     */
    public static final int PAGE_CELLS = 500;

    /**
     * Whether the page gives its rows per puzzle set: past {@link #PAGE_CELLS} cells whatever the spec says (a
     * page of a row per cell would not be read), or below them when the spec asks ({@code detail: sets}).
     */
    public static boolean bySet(Plan plan) {
        Spec.Detail d = plan.spec().detail();
        return d == Spec.Detail.SETS || plan.cells().size() > PAGE_CELLS;
    }

    /** Whether comparisons.csv and convergence.csv give rows per set: as the page, unless the spec asks for cells. */
    public static boolean csvBySet(Plan plan) {
        return bySet(plan) && plan.spec().detail() != Spec.Detail.CELLS;
    }

    /** Least variants and puzzles for a ranking across puzzles. */
    public static final int RANKING_VARIANTS = 3;
    public static final int RANKING_PUZZLES = 5;

    private final ExperimentResult result;
    private final List<Summary> summaries;
    private final List<Comparison> comparisons;
    private final FriedmanRanking ranking;
    /** Results by puzzle set, or empty when the puzzles come from one set and the page gives cells. */
    private final List<PuzzleSets.Row> sets;

    private Analysis(ExperimentResult result, List<Summary> summaries, List<Comparison> comparisons,
            FriedmanRanking ranking, Consumer<String> stage) {
        this.result = result;
        // once, so that the page and sets.csv show the same exact-solver times
        this.sets = PuzzleSets.applies(result.plan()) || bySet(result.plan()) ? PuzzleSets.rows(result, stage)
                : List.of();
        this.summaries = List.copyOf(summaries);
        this.comparisons = List.copyOf(comparisons);
        this.ranking = ranking;
    }

    public static Analysis of(ExperimentResult result) {
        return of(result, message -> { });
    }

    /** The analysis; {@code stage} hears of a slow stage, at most every two seconds (the exact-solver timings). */
    public static Analysis of(ExperimentResult result, Consumer<String> stage) {
        Plan plan = result.plan();
        // each cell's statistics on every core at once, in plan order: with tens of thousands of cells this is
        // a large part of the report stage (docs/experiments.md, "Reports at scale")
        List<Summary> summaries = plan.cells().parallelStream().map(cell -> summary(result, cell)).toList();
        return new Analysis(result, summaries, compare(result, csvBySet(plan)), rank(plan, summaries), stage);
    }

    /** One cell's statistics and its verdicts against the published numbers. */
    private static Summary summary(ExperimentResult result, Plan.Cell cell) {
        CellStatistics stats = CellStatistics.of(result.solved(cell.index()), result.generations(cell.index()),
                result.millis(cell.index()));
        Spec.Published pub = published(result.plan().spec(), cell);
        // a verdict only for what the paper published: "not comparable" is kept for a published number
        // that cannot be compared (too few successful runs)
        PublishedVerdict rate = pub == null || pub.rate() == null ? null : PublishedVerdict.rate(stats.successes(),
                stats.runs(), pub.successes(), pub.runs(), pub.rate());
        double[] solved = result.successfulGenerations(cell.index());
        PublishedVerdict generations = pub == null || pub.meanGenerations() == null ? null
                : PublishedVerdict.generations(stats.successes(), stats.runs(), solved, pub.successes(), pub.runs(),
                        pub.rate(), pub.meanGenerations());
        // like with like: the expected running time of every run, on both sides (docs/reading-the-report.md)
        PublishedVerdict ert = pub == null || stats.runs() == 0 ? null : PublishedVerdict.ert(stats.successes(),
                stats.runs(), solved, pub.successes(), pub.runs(), pub.rate(), pub.meanGenerations(),
                result.plan().spec().budget().maxGenerations());
        return new Summary(cell, stats, pub, rate, generations, ert);
    }

    private static Spec.Published published(Spec spec, Plan.Cell cell) {
        for (Spec.Published p : spec.published()) {
            if (p.puzzle().equals(cell.puzzle().id()) && p.variant().equals(cell.variant().name())
                    && (p.params() == null || p.params().equals(cell.point()) || cell.matches(p.params()))) {
                return p;
            }
        }
        return null;
    }

    /** The measures the comparisons answer on, each a question of its own with its own Holm family. */
    public static final String SUCCESS = "success";
    public static final String EVALUATIONS = "evaluations";
    public static final String SECONDS = "seconds";
    /** Generations of the solved runs: described, never tested (a mean over solved runs is not runtime). */
    public static final String GENERATIONS = "generations of solved runs";
    /** The test name of a question described, not tested, on a pair ({@link SecondsCheck}): its note says why. */
    public static final String DESCRIPTIVE = "descriptive";

    /**
     * The pairwise comparisons of the variants (docs/reading-the-report.md, "Comparing variants"): per puzzle
     * and sweep point, or, when {@code bySet}, per puzzle set and sweep point, each variant's runs on the set's
     * puzzles pooled. Two questions, one test each: success (McNemar's exact test where the runs pair up by
     * seed, as galab's common random numbers make them, else Fisher's) and runtime, in evaluations and in
     * seconds, every run counted and the unsolved ones censored at the budget ({@link CensoredRuntimes}: the
     * signed-rank test where the runs pair up, else Mann–Whitney); seconds only where their calibration holds
     * ({@link SecondsCheck}), else a {@link #DESCRIPTIVE} row with the reason. Holm's correction runs per measure,
     * across every pair and puzzle of the spec. Effect sizes: the rate difference with the interval of the same
     * design as the test (paired, {@link Proportions#pairedDifference}, where McNemar's test pairs the runs, else
     * Newcombe's), and A12 on evaluations and on seconds; A12 of the generations of solved runs is given as a
     * description only.
     */
    private static List<Comparison> compare(ExperimentResult result, boolean bySet) {
        Plan plan = result.plan();
        // (puzzle or set, point) -> variant -> its cells there
        Map<String, Map<String, List<Plan.Cell>>> groups = new LinkedHashMap<>();
        for (Plan.Cell cell : plan.cells()) {
            String where = bySet ? plan.source(cell.puzzle()) : cell.puzzle().id();
            groups.computeIfAbsent(where + "\u0000" + cell.point(), k -> new LinkedHashMap<>())
                    .computeIfAbsent(cell.variant().name(), k -> new ArrayList<>()).add(cell);
        }
        Map<String, List<Comparison>> tested = new LinkedHashMap<>();
        for (String measure : List.of(SUCCESS, EVALUATIONS, SECONDS)) {
            tested.put(measure, new ArrayList<>());
        }
        List<Comparison> effects = new ArrayList<>();
        for (Map.Entry<String, Map<String, List<Plan.Cell>>> group : groups.entrySet()) {
            List<List<Plan.Cell>> variants = List.copyOf(group.getValue().values());
            String where = group.getKey().substring(0, group.getKey().indexOf('\u0000'));
            for (int i = 0; i < variants.size(); i++) {
                for (int j = i + 1; j < variants.size(); j++) {
                    Pair pair = Pair.of(result, variants.get(i), variants.get(j));
                    Plan.Cell first = variants.get(i).get(0);
                    String[] k = {where, first.point(), first.variant().name(),
                        variants.get(j).get(0).variant().name()};
                    PairedTests.TestResult success = pair.paired ? PairedTests.mcnemar(pair.aSolved, pair.bSolved)
                            : PairedTests.fisher(pair.a.successes, pair.a.runs, pair.b.successes, pair.b.runs);
                    tested.get(SUCCESS).add(row(k, SUCCESS, success));
                    // the interval of the same design as the test: paired where McNemar's test pairs the runs
                    double[] rate = pair.paired ? Proportions.pairedDifference(pair.aSolved, pair.bSolved)
                            : Proportions.difference(pair.a.successes, pair.a.runs, pair.b.successes, pair.b.runs);
                    effects.add(new Comparison(k[0], k[1], k[2], k[3], "rate-difference", rate[0], Double.NaN,
                            Double.NaN, rate[1], rate[2], SUCCESS));
                    if (pair.evaluations) {
                        tested.get(EVALUATIONS).add(row(k, EVALUATIONS, pair.runtime(true)));
                        effects.add(new Comparison(k[0], k[1], k[2], k[3], "a12", CensoredRuntimes.a12(
                                pair.a.evaluations, pair.a.solved, pair.b.evaluations, pair.b.solved), Double.NaN,
                                Double.NaN, Double.NaN, Double.NaN, EVALUATIONS));
                    }
                    // seconds are tested only where their calibration holds, else described with the reason
                    String untimed = SecondsCheck.descriptive(result, variants.get(i), variants.get(j));
                    if (untimed == null) {
                        tested.get(SECONDS).add(row(k, SECONDS, pair.runtime(false)));
                    } else {
                        effects.add(new Comparison(k[0], k[1], k[2], k[3], DESCRIPTIVE, Double.NaN, Double.NaN,
                                Double.NaN, Double.NaN, Double.NaN, SECONDS, untimed));
                    }
                    effects.add(new Comparison(k[0], k[1], k[2], k[3], "a12", CensoredRuntimes.a12(pair.a.seconds,
                            pair.a.solved, pair.b.seconds, pair.b.solved), Double.NaN, Double.NaN, Double.NaN,
                            Double.NaN, SECONDS));
                    effects.add(new Comparison(k[0], k[1], k[2], k[3], "a12", PairedTests.a12(pair.a.generations,
                            pair.b.generations), Double.NaN, Double.NaN, Double.NaN, Double.NaN, GENERATIONS));
                }
            }
        }
        List<Comparison> out = new ArrayList<>();
        for (List<Comparison> family : tested.values()) {
            double[] adjusted = PairedTests.holm(family.stream().mapToDouble(Comparison::pValue).toArray());
            for (int i = 0; i < family.size(); i++) {
                Comparison c = family.get(i);
                out.add(new Comparison(c.puzzle(), c.point(), c.variantA(), c.variantB(), c.test(), c.statistic(),
                        c.pValue(), adjusted[i], Double.NaN, Double.NaN, c.measure()));
            }
        }
        out.addAll(effects);
        return out;
    }

    /**
     * The comparisons by pair of variants at a puzzle (or set) and point, in their order, each row keyed
     * "measure/test" for its test (made or described) and "measure/name" for an effect: what the page's pairs table
     * and the headline read.
     */
    public static Map<String, Map<String, Comparison>> byPair(List<Comparison> comparisons) {
        Map<String, Map<String, Comparison>> pairs = new LinkedHashMap<>();
        for (Comparison c : comparisons) {
            String key = c.puzzle() + "\u0000" + c.point() + "\u0000" + c.variantA() + "\u0000" + c.variantB();
            pairs.computeIfAbsent(key, k -> new LinkedHashMap<>()).put(c.measure() + "/" + (c.isTest()
                    || c.isDescriptive() ? "test" : c.test()), c);
        }
        return pairs;
    }

    private static Comparison row(String[] k, String measure, PairedTests.TestResult t) {
        return new Comparison(k[0], k[1], k[2], k[3], t.test(), t.statistic(), t.pValue(), Double.NaN, Double.NaN,
                Double.NaN, measure);
    }

    /**
     * With at least 3 variants and 5 puzzles, every variant on every puzzle, the variants ranked on every
     * puzzle and sweep point (a data set) by success rate, then ERT, in wall time where a variant reports no
     * generations (docs/reading-the-report.md, "Rankings");
     * null otherwise.
     */
    private static FriedmanRanking rank(Plan plan, List<Summary> summaries) {
        List<Spec.Variant> variants = plan.spec().variants();
        if (variants.size() < RANKING_VARIANTS || plan.puzzles().size() < RANKING_PUZZLES
                || variants.stream().anyMatch(v -> !v.puzzles().isEmpty())) {
            return null;
        }
        Map<String, Summary[]> sets = new LinkedHashMap<>();
        for (Summary s : summaries) {
            sets.computeIfAbsent(s.cell().puzzle().id() + "\u0000" + s.cell().point(),
                    k -> new Summary[variants.size()])
                    [variants.indexOf(s.cell().variant())] = s;
        }
        List<Comparator<Integer>> order = new ArrayList<>();
        for (Summary[] set : sets.values()) {
            boolean counted = Arrays.stream(set).noneMatch(s -> Double.isNaN(s.stats().ert()));
            order.add(Comparator.<Integer>comparingDouble(j -> -set[j].stats().successRate())
                    .thenComparingDouble(j -> counted ? set[j].stats().ert() : timeErt(set[j].stats())));
        }
        return FriedmanRanking.of(variants.stream().map(Spec.Variant::name).toList(), order);
    }

    /**
     * The ERT in wall time ({@link Proportions#ert}, on the milliseconds of all runs): what ranks a data
     * set where a variant reports no generations (an external program), whose ERT in generations is
     * unknown and would otherwise rank it last whatever it did.
     */
    private static double timeErt(CellStatistics stats) {
        return Proportions.ert(Math.round(stats.meanMillis() * stats.runs()), stats.successes());
    }

    /**
     * One variant's runs over some cells, pooled: its successes and runs, and per run (in cell order) whether it
     * solved, its evaluations and seconds, with the generations of its solved runs.
     */
    private record Pooled(int successes, int runs, boolean[] solved, double[] evaluations, double[] seconds,
            double[] generations) {

        static Pooled of(ExperimentResult result, List<Plan.Cell> cells) {
            int successes = 0;
            List<boolean[]> solved = new ArrayList<>();
            List<double[]> evaluations = new ArrayList<>();
            List<double[]> seconds = new ArrayList<>();
            List<double[]> generations = new ArrayList<>();
            for (Plan.Cell c : cells) {
                successes += result.successes(c.index());
                solved.add(result.solved(c.index()));
                evaluations.add(Analysis.evaluations(result, c));
                seconds.add(result.seconds(c.index()));
                generations.add(result.successfulGenerations(c.index()));
            }
            boolean[] flags = new boolean[solved.stream().mapToInt(f -> f.length).sum()];
            int at = 0;
            for (boolean[] f : solved) {
                System.arraycopy(f, 0, flags, at, f.length);
                at += f.length;
            }
            return new Pooled(successes, flags.length, flags, concat(evaluations), concat(seconds),
                    concat(generations));
        }

        private static double[] concat(List<double[]> parts) {
            return parts.stream().flatMapToDouble(Arrays::stream).toArray();
        }
    }

    /**
     * Two variants' runs at one puzzle (or set) and point: each pooled, and whether they pair up: the same
     * algorithm, the same puzzles, the same number of runs of each, and run r of each puzzle from the same seed
     * in both, which galab's seeds give unless a variant draws its own ({@code seedStream}); then run i of A
     * and run i of B are the pair the paired tests take. Two algorithms given one seed make unrelated runs, so
     * their runs are compared unpaired: a paired test of n pairs cannot go below 2/2ⁿ (0.002 for 10 runs),
     * which no correction across a spec's pairs survives, where the unpaired test of unrelated samples can.
     */
    private static final class Pair {
        final Pooled a;
        final Pooled b;
        final boolean paired;
        final boolean evaluations;
        final boolean[] aSolved;
        final boolean[] bSolved;

        private Pair(Pooled a, Pooled b, boolean paired, boolean evaluations) {
            this.a = a;
            this.b = b;
            this.paired = paired;
            this.evaluations = evaluations;
            this.aSolved = a.solved;
            this.bSolved = b.solved;
        }

        static Pair of(ExperimentResult result, List<Plan.Cell> aCells, List<Plan.Cell> bCells) {
            boolean paired = aCells.size() == bCells.size();
            for (int c = 0; paired && c < aCells.size(); c++) {
                Plan.Cell x = aCells.get(c);
                Plan.Cell y = bCells.get(c);
                int n = result.runs(x.index());
                paired = x.puzzle().id().equals(y.puzzle().id()) && n == result.runs(y.index())
                        && x.algorithm().id().equals(y.algorithm().id());
                for (int r = 0; paired && r < n; r++) {
                    paired = result.seed(x.index(), r) == result.seed(y.index(), r);
                }
            }
            boolean evaluations = Stream.concat(aCells.stream(), bCells.stream()).allMatch(
                    c -> result.hasEvaluations(c.index()));
            return new Pair(Pooled.of(result, aCells), Pooled.of(result, bCells), paired, evaluations);
        }

        /** The runtime test in evaluations ({@code true}) or seconds: paired where the runs pair up. */
        PairedTests.TestResult runtime(boolean inEvaluations) {
            double[] x = inEvaluations ? a.evaluations : a.seconds;
            double[] y = inEvaluations ? b.evaluations : b.seconds;
            return paired ? CensoredRuntimes.paired(x, a.solved, y, b.solved)
                    : CensoredRuntimes.unpaired(x, a.solved, y, b.solved);
        }
    }

    /** The fitness evaluations of every run of a cell (solved or not). */
    private static double[] evaluations(ExperimentResult result, Plan.Cell cell) {
        double[] e = new double[result.runs(cell.index())];
        for (int r = 0; r < e.length; r++) {
            e[r] = result.evaluations(cell.index(), r);
        }
        return e;
    }

    public ExperimentResult result() {
        return result;
    }

    public List<Summary> summaries() {
        return summaries;
    }

    public List<Comparison> comparisons() {
        return comparisons;
    }

    /** The ranking across puzzles, or null when the spec has fewer than 3 variants or 5 puzzles. */
    public FriedmanRanking ranking() {
        return ranking;
    }

    /** Results by puzzle set (docs/reading-the-report.md, "Results by puzzle set"); empty for a single set. */
    public List<PuzzleSets.Row> sets() {
        return sets;
    }
}
