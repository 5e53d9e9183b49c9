package io.galab.report;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.spec.Spec;
import io.galab.stats.CellStatistics;
import io.galab.stats.FriedmanRanking;
import io.galab.stats.PairedTests;
import io.galab.stats.Proportions;
import io.galab.stats.PublishedVerdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.Consumer;
import java.util.Map;

/**
 * The statistics of a finished experiment: a summary per cell (with the published numbers beside it)
 * and the pairwise comparisons of variants per puzzle and parameter point: five tests, Holm-adjusted
 * across the spec, and three effect sizes (the difference of success rates with Newcombe's interval,
 * and the Vargha–Delaney A12 of the generations of successful runs and of the evaluations of all runs).
 */
public final class Analysis {

    /**
     * One cell's summary row, with the verdicts against the published numbers (each null when the paper
     * did not publish that number for the cell).
     */
    public record Summary(Plan.Cell cell, CellStatistics stats, Spec.Published published, PublishedVerdict rateVerdict,
            PublishedVerdict generationsVerdict) {
    }

    /**
     * One comparison row: a test (with its p-value, Holm-adjusted across the spec) or an effect size
     * (p-values NaN; {@code low} and {@code high} its 95% interval where it has one, else NaN). {@code puzzle}
     * is the puzzle set's name where the comparisons are per set ({@link #csvBySet}).
     */
    public record Comparison(String puzzle, String point, String variantA, String variantB, String test,
            double statistic, double pValue, double adjustedPValue, double low, double high) {
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
        PublishedVerdict generations = pub == null || pub.meanGenerations() == null ? null
                : PublishedVerdict.generations(result.successfulGenerations(cell.index()), pub.meanGenerations());
        return new Summary(cell, stats, pub, rate, generations);
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

    /**
     * The pairwise comparisons of the variants: per puzzle and sweep point, or, when {@code bySet}, per puzzle
     * set and sweep point, each variant's runs on the set's puzzles pooled (McNemar pairs run r of a puzzle
     * with run r of the same puzzle).
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
        List<PairedTests.TestResult> tests = new ArrayList<>();
        List<String[]> keys = new ArrayList<>();
        List<Effect> effects = new ArrayList<>();
        for (Map.Entry<String, Map<String, List<Plan.Cell>>> group : groups.entrySet()) {
            List<List<Plan.Cell>> variants = List.copyOf(group.getValue().values());
            String where = group.getKey().substring(0, group.getKey().indexOf('\u0000'));
            for (int i = 0; i < variants.size(); i++) {
                for (int j = i + 1; j < variants.size(); j++) {
                    Pooled a = Pooled.of(result, variants.get(i), variants.get(j));
                    Pooled b = Pooled.of(result, variants.get(j), variants.get(i));
                    Plan.Cell first = variants.get(i).get(0);
                    String[] key = {where, first.point(), first.variant().name(),
                            variants.get(j).get(0).variant().name()};
                    for (PairedTests.TestResult t : List.of(PairedTests.fisher(a.successes, a.runs, b.successes,
                            b.runs), PairedTests.mcnemar(a.paired, b.paired), PairedTests.welch(a.generations,
                            b.generations), PairedTests.mannWhitney(a.generations, b.generations),
                            PairedTests.brownForsythe(a.generations, b.generations))) {
                        tests.add(t);
                        keys.add(key);
                    }
                    effects.add(new Effect(key, "rate-difference", Proportions.difference(a.successes, a.runs,
                            b.successes, b.runs)));
                    effects.add(new Effect(key, "a12-generations", new double[] {PairedTests.a12(a.generations,
                            b.generations), Double.NaN, Double.NaN}));
                    effects.add(new Effect(key, "a12-evaluations", new double[] {PairedTests.a12(a.evaluations,
                            b.evaluations), Double.NaN, Double.NaN}));
                }
            }
        }
        double[] p = tests.stream().mapToDouble(PairedTests.TestResult::pValue).toArray();
        double[] adjusted = PairedTests.holm(p);
        List<Comparison> out = new ArrayList<>();
        for (int i = 0; i < tests.size(); i++) {
            String[] k = keys.get(i);
            PairedTests.TestResult t = tests.get(i);
            out.add(new Comparison(k[0], k[1], k[2], k[3], t.test(), t.statistic(), t.pValue(), adjusted[i], Double.NaN,
                    Double.NaN));
        }
        for (Effect e : effects) {
            out.add(new Comparison(e.key[0], e.key[1], e.key[2], e.key[3], e.name, e.value[0], Double.NaN, Double.NaN,
                    e.value[1], e.value[2]));
        }
        return out;
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
     * One variant's runs over some cells, pooled for a comparison with another variant's cells: its successes
     * and runs, the solved flags of the runs paired with the other's (the runs both made of each puzzle both
     * ran), the generations of its successful runs and the evaluations of all its runs.
     */
    private record Pooled(int successes, int runs, boolean[] paired, double[] generations, double[] evaluations) {

        static Pooled of(ExperimentResult result, List<Plan.Cell> cells, List<Plan.Cell> other) {
            Map<String, Plan.Cell> theirs = new HashMap<>();
            other.forEach(c -> theirs.put(c.puzzle().id(), c));
            int successes = 0;
            int runs = 0;
            List<boolean[]> paired = new ArrayList<>();
            List<double[]> generations = new ArrayList<>();
            List<double[]> evaluations = new ArrayList<>();
            for (Plan.Cell c : cells) {
                boolean[] solved = result.solved(c.index());
                successes += result.successes(c.index());
                runs += solved.length;
                Plan.Cell match = theirs.get(c.puzzle().id());
                if (match != null) {
                    paired.add(Arrays.copyOf(solved, Math.min(solved.length, result.solved(match.index()).length)));
                }
                generations.add(result.successfulGenerations(c.index()));
                evaluations.add(Analysis.evaluations(result, c));
            }
            boolean[] flags = new boolean[paired.stream().mapToInt(f -> f.length).sum()];
            int at = 0;
            for (boolean[] f : paired) {
                System.arraycopy(f, 0, flags, at, f.length);
                at += f.length;
            }
            return new Pooled(successes, runs, flags, concat(generations), concat(evaluations));
        }

        private static double[] concat(List<double[]> parts) {
            return parts.stream().flatMapToDouble(Arrays::stream).toArray();
        }
    }

    /** An effect size of one pair: {value, low, high}. */
    private record Effect(String[] key, String name, double[] value) {
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
