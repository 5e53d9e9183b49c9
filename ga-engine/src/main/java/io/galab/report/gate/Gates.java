package io.galab.report.gate;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.StoppingRule;
import io.galab.experiment.spec.Spec;
import io.galab.report.gate.GateVerdict.AgainstBaseline;
import io.galab.report.gate.GateVerdict.BaselineFile;
import io.galab.report.gate.GateVerdict.Budget;
import io.galab.report.gate.GateVerdict.Cell;
import io.galab.report.gate.GateVerdict.MinRate;
import io.galab.report.gate.GateVerdict.NoBaselineRow;
import io.galab.report.gate.GateVerdict.Trend;
import io.galab.report.gate.GateVerdict.Verdict;
import io.galab.report.gate.GateVerdict.Warning;
import io.galab.report.gate.GateVerdict.WarningKind;
import io.galab.stats.FisherExact;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Evaluates a spec's gates (docs/gates.md, "Gates") on a finished experiment: one verdict per
 * checked cell, per gate kind, with the rules of {@link GateRules}.
 *
 * <ul>
 *   <li>{@code minSuccessRate}: a cell fails when successes / runs is below the value, compared on the
 *       exact counts.</li>
 *   <li>{@code baseline}: a cell fails when its rate is below the baseline's by more than maxDrop <em>and</em>
 *       the one-sided Fisher exact test of "fewer successes than the baseline" gives p &lt; alpha. A
 *       missing file or cell warns; a baseline with other runs or seed is compared with a warning; one
 *       recorded under another budget is refused.</li>
 *   <li>{@code trend}: a cell fails when each of its last {@code builds} builds (earlier ones from the
 *       history, then this one) has a rate below the baseline's by more than maxDrop.</li>
 * </ul>
 */
public final class Gates {

    private Gates() {
    }

    /** All verdicts of all the spec's gates, without a history (trend gates see this build alone). */
    public static List<GateVerdict> evaluate(ExperimentResult result) {
        return evaluate(result, List.of(), false);
    }

    /**
     * All verdicts of all the spec's gates; {@code history} holds the earlier builds, for trend gates.
     * With {@code requireBaselines} (on CI: docs/gates.md, "Baselines on CI"), a missing baseline
     * file or row fails the cell instead of warning.
     */
    public static List<GateVerdict> evaluate(ExperimentResult result, List<History.Entry> history,
            boolean requireBaselines) {
        Plan plan = result.plan();
        Spec spec = plan.spec();
        SequentialGates sequential = SequentialGates.of(plan);
        List<GateVerdict> verdicts = new ArrayList<>();
        for (int g = 0; g < spec.gates().size(); g++) {
            Spec.Gate gate = spec.gates().get(g);
            String source = spec.file().getFileName() + ":" + gate.scope().at().line() + " (gates[" + g + "])";
            List<GateVerdict> found = gate.accept(new Spec.Gate.Visitor<List<GateVerdict>>() {
                @Override
                public List<GateVerdict> minSuccessRate(Spec.MinSuccessRateGate min) {
                    return Gates.minSuccessRate(result, min, source, sequential);
                }

                @Override
                public List<GateVerdict> baseline(Spec.BaselineGate baseline) {
                    return Gates.baseline(result, baseline, source, sequential, requireBaselines);
                }

                @Override
                public List<GateVerdict> trend(Spec.TrendGate trend) {
                    return Gates.trend(result, trend, source, history, requireBaselines);
                }
            });
            verdicts.addAll(gate.scope().level() == Spec.Level.WARN
                    ? found.stream().map(Gates::warnOnly).toList() : found);
        }
        return verdicts;
    }

    /**
     * What the spec's baseline files give before any run is made: each refusal a run would report ("baseline
     * refused: …", a git conflict marker, a short row, a value that is not a number, a row of another budget),
     * in the same words, so that {@code validate} finds them (docs/gates.md, "Baselines").
     */
    public static List<String> baselineRefusals(Plan plan) {
        Spec spec = plan.spec();
        ExperimentResult none = new ExperimentResult(plan, io.galab.experiment.ConvergenceGrid.of(spec.budget()));
        List<String> out = new ArrayList<>();
        java.util.Set<String> files = new java.util.HashSet<>();
        for (int g = 0; g < spec.gates().size(); g++) {
            Spec.Gate gate = spec.gates().get(g);
            String file = GateRules.baselineFile(gate);
            if (file == null || !files.add(file)) {
                continue;
            }
            String source = spec.file().getFileName() + ":" + gate.scope().at().line() + " (gates[" + g + "])";
            List<GateVerdict> verdicts = new ArrayList<>();
            GateRules.Baseline b = baselineOf(none, gate, file, source, verdicts, false);
            for (List<Plan.Cell> pool : b == null ? List.<List<Plan.Cell>>of() : plan.pools(gate)) {
                rowOf(none, gate, b, pool, source, verdicts, false); // a variant recorded under other params
            }
            for (GateVerdict v : verdicts) {
                if (v.verdict() == Verdict.REFUSED) {
                    out.add("baseline refused: " + v.line());
                }
            }
        }
        return out;
    }

    /**
     * The rows of the spec's baseline files that name no cell of the spec (a puzzle or variant taken out, a row
     * spelt for another spec): one warning per file, with how many and the first few; they are never used.
     */
    public static List<String> baselineStrays(Plan plan) {
        List<String> out = new ArrayList<>();
        java.util.Set<String> files = new java.util.HashSet<>();
        for (Spec.Gate gate : plan.spec().gates()) {
            String file = GateRules.baselineFile(gate);
            if (file == null || !files.add(file)) {
                continue;
            }
            GateRules.Baseline b = GateRules.baseline(plan, file);
            if (b.problem() != GateRules.Problem.NONE) {
                continue;
            }
            java.util.Set<Baselines.Row> used = new java.util.HashSet<>();
            for (Plan.Cell c : plan.cells()) {
                Baselines.Row r = b.row(c);
                if (r != null) {
                    used.add(r);
                }
            }
            List<String> strays = b.rows().values().stream().filter(r -> !used.contains(r))
                    .map(r -> "puzzle " + r.puzzle() + ", variant " + r.variant()
                            + (r.params().isEmpty() ? "" : " [" + r.params() + "]")).toList();
            if (!strays.isEmpty()) {
                out.add(b.path().getFileName() + ": " + strays.size() + " row" + (strays.size() == 1 ? " names"
                        : "s name") + " no cell of spec " + plan.spec().name() + " (" + String.join("; ",
                        strays.subList(0, Math.min(3, strays.size()))) + (strays.size() > 3 ? "; …" : "")
                        + "): a puzzle or variant taken out of it? Such rows are not used");
            }
        }
        return out;
    }

    /** Under {@code level: warn} a violation is reported as a warning that says so, and never fails the build. */
    static GateVerdict warnOnly(GateVerdict v) {
        return v.verdict() != Verdict.FAIL ? v : v.with(Verdict.WARN, new Warning(WarningKind.LEVEL_WARN,
                "violated, but the gate has level: warn"));
    }

    /**
     * The verdict of a gate on a pool of cells (one cell, per cell): a sequential gate's settled decision
     * where it has one, else the fixed-n verdict on all the plan's runs, counting runs not made as failures
     * (for a cell stopped by curtail this is the verdict all runs would give).
     */
    private static SequentialGates.Decision verdict(ExperimentResult result, Spec.Gate gate, List<Plan.Cell> pool,
            Baselines.Row base, SequentialGates sequential) {
        SequentialGates.Decision d = pool.size() == 1 && gate.scope().over() == Spec.Over.CELL
                ? sequential.decide(gate, pool.get(0), result.solved(pool.get(0).index()))
                : sequential.pooled(gate, pool, result.plan().runs(), runs(result)).decision();
        if (d != null && !d.why().isEmpty()) {
            return d;
        }
        int n = result.plan().runs() * pool.size();
        return new SequentialGates.Decision(GateRules.fails(gate, base, successes(result, pool), n), n, "");
    }

    /** The finished result's runs, as the stopping rule reads them. */
    private static StoppingRule.Runs runs(ExperimentResult result) {
        return new StoppingRule.Runs() {
            @Override
            public boolean[] solved(int cell, int upTo) {
                return result.solvedPrefix(cell, Math.min(upTo, result.runs(cell)));
            }

            @Override
            public int stoppedAt(int cell) {
                return result.runs(cell) < result.plan().runs() ? result.runs(cell) : -1;
            }

            @Override
            public boolean here(int cell) {
                return true;
            }
        };
    }

    private static int successes(ExperimentResult result, List<Plan.Cell> pool) {
        return pool.stream().mapToInt(c -> result.successes(c.index())).sum();
    }

    private static int runs(ExperimentResult result, List<Plan.Cell> pool) {
        return pool.stream().mapToInt(c -> result.runs(c.index())).sum();
    }

    /**
     * What a verdict names: the cell, or for a pool its set (or "all N puzzles"), variant and parameters.
     */
    private static Cell cell(Plan plan, Spec.Gate gate, List<Plan.Cell> pool) {
        Plan.Cell first = pool.get(0);
        if (gate.scope().over() == Spec.Over.CELL) {
            return cell(first);
        }
        String count = pool.size() + (pool.size() == 1 ? " puzzle" : " puzzles");
        String name = gate.scope().over() == Spec.Over.SET ? "set " + plan.source(first.puzzle()) + " (" + count + ")"
                : "all " + count;
        return new Cell(name, first.variant().name(), first.params());
    }

    private static Cell cell(Plan.Cell c) {
        return new Cell(c.puzzle().id(), c.variant().name(), c.params());
    }

    private static List<GateVerdict> minSuccessRate(ExperimentResult result, Spec.MinSuccessRateGate gate,
            String source, SequentialGates sequential) {
        List<GateVerdict> verdicts = new ArrayList<>();
        Plan plan = result.plan();
        for (List<Plan.Cell> pool : plan.pools(gate)) {
            SequentialGates.Decision v = verdict(result, gate, pool, null, sequential);
            verdicts.add(new GateVerdict(plan.spec().name(), gate.describe(), cell(plan, gate, pool),
                    new MinRate(successes(result, pool), runs(result, pool), gate.rate()),
                    v.fails() ? Verdict.FAIL : Verdict.PASS, source, v.why(), List.of()));
        }
        return verdicts;
    }

    /**
     * The gate's baseline, or null after adding the verdict that says why there is none: no file (a
     * warning: the gate is skipped), or a file that cannot be read or was recorded under another budget
     * (refused).
     */
    private static GateRules.Baseline baselineOf(ExperimentResult result, Spec.Gate gate, String fileName,
            String source, List<GateVerdict> verdicts, boolean required) {
        Plan plan = result.plan();
        GateRules.Baseline b = GateRules.baseline(plan, fileName);
        String name = plan.spec().name();
        switch (b.problem()) {
            case NONE -> {
                return b;
            }
            case MISSING -> {
                if (required) {
                    // on CI a missing baseline fails every cell the gate checks, each named
                    for (List<Plan.Cell> pool : plan.pools(gate)) {
                        verdicts.add(new GateVerdict(name, gate.describe(), cell(plan, gate, pool), new NoBaselineRow(
                                successes(result, pool), runs(result, pool)), Verdict.FAIL, source, "",
                                List.of(new Warning(WarningKind.NO_BASELINE_FILE, "no baseline file " + b.path()
                                        + "; baselines are required" + recordIt(plan)))));
                    }
                } else {
                    verdicts.add(new GateVerdict(name, gate.describe(), Cell.NONE, new BaselineFile(false),
                            Verdict.WARN, source, "", List.of(new Warning(WarningKind.NO_BASELINE_FILE,
                                    "no baseline file " + b.path() + "; record one with ga:baseline (or the CLI's"
                                            + " baseline command); the gate is skipped"))));
                }
            }
            case UNREADABLE -> verdicts.add(new GateVerdict(name, gate.describe(), Cell.NONE, new BaselineFile(true),
                    Verdict.REFUSED, source, "", List.of(new Warning(WarningKind.UNREADABLE_BASELINE, b.detail()))));
            case OTHER_BUDGET -> {
                Baselines.Row row = b.other();
                verdicts.add(new GateVerdict(name, gate.describe(), new Cell(row.puzzle(), row.variant(), row.params()),
                        new Budget(row.budget(), Baselines.budget(plan.spec().budget())), Verdict.REFUSED,
                        b.path().getFileName().toString(), "", List.of(new Warning(WarningKind.OTHER_BUDGET,
                                b.detail()))));
            }
        }
        return null;
    }

    /**
     * The pool's baseline row (its cells' rows summed), or null after adding a verdict that the baseline
     * lacks a row for one of its cells: a warning, or, when baselines are required, a failure.
     */
    private static Baselines.Row rowOf(ExperimentResult result, Spec.Gate gate, GateRules.Baseline baseline,
            List<Plan.Cell> pool, String source, List<GateVerdict> verdicts, boolean required) {
        Baselines.Row base = baseline.row(pool);
        if (base == null) {
            Plan.Cell cell = pool.stream().filter(c -> baseline.row(c) == null).findFirst().orElseThrow();
            List<String> other = baseline.otherParams(cell, result.plan().cells());
            if (!other.isEmpty()) {
                // the variant changed under the same name: refused like another budget, in and outside CI
                verdicts.add(new GateVerdict(result.plan().spec().name(), gate.describe(), cell(result.plan(), gate,
                        pool), new NoBaselineRow(successes(result, pool), runs(result, pool)), Verdict.REFUSED,
                        source, "", List.of(new Warning(WarningKind.OTHER_PARAMS, "the baseline " + baseline.path()
                                + " has puzzle " + cell.puzzle().id() + " of variant '" + cell.variant().name()
                                + "' recorded under other params (" + String.join("; ", other) + "), not under "
                                + (cell.params().isEmpty() ? "its defaults" : "'" + cell.params() + "'")
                                + "; run ga:baseline -Dga.specs=" + result.plan().spec().name() + " (CLI: baseline "
                                + result.plan().spec().file().getFileName() + ") to record this variant"))));
                return null;
            }
            List<String> unreadable = baseline.unreadable(cell);
            String older = unreadable.isEmpty() ? "" : " (its row(s) for this puzzle and variant cannot be read under"
                    + " today's parameters, written under an older vocabulary?, and are not guessed at: "
                    + String.join("; ", unreadable) + ")";
            String which = pool.size() == 1 ? "this cell" : "puzzle " + cell.puzzle().id() + " of this pool";
            verdicts.add(new GateVerdict(result.plan().spec().name(), gate.describe(), cell(result.plan(), gate, pool),
                    new NoBaselineRow(successes(result, pool), runs(result, pool)),
                    required ? Verdict.FAIL : Verdict.WARN, source, "", List.of(new Warning(WarningKind.NO_BASELINE_ROW,
                            "the baseline " + baseline.path() + " has no row for " + which + older + "; " + (required
                                    ? "baselines are required" + recordIt(result.plan()) : "not compared")))));
        }
        return base;
    }

    /** How to record the missing baseline, and how to switch the requirement off. */
    private static String recordIt(Plan plan) {
        String name = plan.spec().name();
        return " (CI=true or ga.requireBaselines=true): record it with mvn ga:baseline -Dga.specs=" + name
                + " (CLI: baseline " + plan.spec().file().getFileName() + "), or set ga.requireBaselines=false";
    }

    /** A gate's verdict on one pool (one cell, per cell) that has a baseline row. */
    @FunctionalInterface
    private interface RowVerdict {
        GateVerdict of(List<Plan.Cell> pool, Baselines.Row base, String source);
    }

    /**
     * The verdicts of a gate that compares cells with its baseline file: what the file's problems give,
     * and for each cell the gate checks, no row (a warning, or a failure when required) or
     * {@code verdict} on its row, with the baseline file named in the source.
     */
    private static List<GateVerdict> againstRows(ExperimentResult result, Spec.Gate gate, String fileName,
            String source, boolean required, RowVerdict verdict) {
        List<GateVerdict> verdicts = new ArrayList<>();
        GateRules.Baseline baseline = baselineOf(result, gate, fileName, source, verdicts, required);
        if (baseline == null) {
            return verdicts;
        }
        String withFile = source + ", baseline " + baseline.path().getFileName();
        for (List<Plan.Cell> pool : result.plan().pools(gate)) {
            Baselines.Row base = rowOf(result, gate, baseline, pool, source, verdicts, required);
            if (base != null) {
                verdicts.add(verdict.of(pool, base, withFile));
            }
        }
        return verdicts;
    }

    private static List<GateVerdict> baseline(ExperimentResult result, Spec.BaselineGate gate, String source,
            SequentialGates sequential, boolean required) {
        Plan plan = result.plan();
        Spec spec = plan.spec();
        return againstRows(result, gate, gate.file(), source, required, (pool, base, from) -> {
            int k = successes(result, pool);
            int n = runs(result, pool);
            // what makes a passing cell a warning: a baseline recorded with fewer runs than this build's, or
            // another seed. More runs are what docs/gates.md advises: Fisher's test takes unequal counts.
            List<Warning> warnings = new ArrayList<>();
            if (base.runs() < plan.runs() * pool.size() && n == plan.runs() * pool.size()) {
                warnings.add(new Warning(WarningKind.OTHER_RUNS, "baseline recorded with " + base.runs()
                        + " runs, fewer than this run's " + n + ": record it with at least as many"));
            }
            if (base.seed() != spec.seed()) {
                warnings.add(new Warning(WarningKind.OTHER_SEED, "baseline recorded with seed " + base.seed()
                        + ", this run uses " + spec.seed()));
            }
            SequentialGates.Decision v = verdict(result, gate, pool, base, sequential);
            Verdict verdict = v.fails() ? Verdict.FAIL : !warnings.isEmpty() ? Verdict.WARN : Verdict.PASS;
            return new GateVerdict(spec.name(), gate.describe(), cell(plan, gate, pool), new AgainstBaseline(k, n,
                    base.successes(), base.runs(), gate.maxDrop(), gate.alpha(), FisherExact.less(k, n,
                            base.successes(), base.runs())), verdict, from, v.why(), warnings);
        });
    }

    private static List<GateVerdict> trend(ExperimentResult result, Spec.TrendGate gate, String source,
            List<History.Entry> history, boolean required) {
        Plan plan = result.plan();
        Map<String, List<History.Entry>> byCell = History.byCell(history);
        return againstRows(result, gate, gate.file(), source, required, (pool, base, from) -> {
            Plan.Cell cell = pool.get(0); // a trend gate is per cell
            List<Double> rates = new ArrayList<>();
            List<History.Entry> earlier = new ArrayList<>(History.forCell(byCell, plan, cell));
            int k = result.successes(cell.index());
            int n = result.runs(cell.index());
            if (!earlier.isEmpty()
                    && History.sameEvidence(earlier.get(earlier.size() - 1), History.evidence(plan, cell, k, n))) {
                earlier.remove(earlier.size() - 1); // this build is that record's runs again: counted once
            }
            for (History.Entry e : earlier.subList(Math.max(0, earlier.size() - (gate.builds() - 1)), earlier.size())) {
                rates.add(e.rate());
            }
            rates.add((double) result.successes(cell.index()) / result.runs(cell.index()));
            boolean fail = GateRules.trendFails(rates, base.rate() - gate.maxDrop(), gate.builds());
            List<Warning> warnings = rates.size() < gate.builds() ? List.of(new Warning(WarningKind.SHORT_HISTORY,
                    rates.size() + " of " + gate.builds() + " builds in the history so far")) : List.of();
            return new GateVerdict(plan.spec().name(), gate.describe(), cell(cell), new Trend(rates,
                    base.successes(), base.runs(), gate.maxDrop(), gate.builds()), fail ? Verdict.FAIL : Verdict.PASS,
                    from, "", warnings);
        });
    }

    /** True when a verdict fails the build. */
    public static boolean failed(List<GateVerdict> verdicts) {
        return verdicts.stream().anyMatch(v -> v.verdict() == Verdict.FAIL);
    }

    /** True when a baseline was refused (a configuration error). */
    public static boolean refused(List<GateVerdict> verdicts) {
        return verdicts.stream().anyMatch(v -> v.verdict() == Verdict.REFUSED);
    }
}
