package io.galab.report;

import io.galab.algorithm.Numbers;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.Spec;
import io.galab.report.GateVerdict.Verdict;
import io.galab.stats.FisherExact;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Evaluates a spec's gates (docs/experiments.md, "Gates") on a finished experiment.
 *
 * <ul>
 *   <li>{@code minSuccessRate}: a cell fails when successes / runs is below the value, compared on the
 *       exact counts.</li>
 *   <li>{@code baseline}: a cell fails when its rate is below the baseline's by more than maxDrop <em>and</em>
 *       the one-sided Fisher exact test of "fewer successes than the baseline" gives p &lt; alpha. A
 *       missing file or cell warns; a baseline with other runs or seed is compared with a warning; one
 *       recorded under another budget is refused.</li>
 * </ul>
 */
public final class Gates {

    private Gates() {
    }

    /** All verdicts of all the spec's gates, without a history (trend gates see this build alone). */
    public static List<GateVerdict> evaluate(ExperimentResult result) {
        return evaluate(result, List.of());
    }

    /** All verdicts of all the spec's gates; {@code history} holds the earlier builds, for trend gates. */
    public static List<GateVerdict> evaluate(ExperimentResult result, List<History.Entry> history) {
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
                    return Gates.baseline(result, baseline, source, sequential);
                }

                @Override
                public List<GateVerdict> trend(Spec.TrendGate trend) {
                    return Trends.verdicts(result, trend, source, history);
                }
            });
            verdicts.addAll(gate.scope().level() == Spec.Level.WARN ? found.stream().map(Gates::warnOnly).toList() : found);
        }
        return verdicts;
    }

    /** Under {@code level: warn} a violation is reported as a warning that says so, and never fails the build. */
    static GateVerdict warnOnly(GateVerdict v) {
        if (v.verdict() != Verdict.FAIL) {
            return v;
        }
        String note = "violated, but the gate has level: warn" + (v.note().isEmpty() ? "" : "; " + v.note());
        return new GateVerdict(v.spec(), v.gate(), v.puzzle(), v.variant(), v.params(), v.metric(), v.actual(),
                v.expected(), Verdict.WARN, v.source(), note);
    }

    /**
     * The fixed-n verdict: true when {@code k} successes in {@code n} runs violate the gate ({@code base}:
     * the cell's baseline row, for baseline gates). Monotone: more successes never turn a pass into a fail.
     */
    public static boolean fails(Spec.Gate gate, Baselines.Row base, int k, int n) {
        return gate.accept(new Spec.Gate.Visitor<Boolean>() {
            @Override
            public Boolean minSuccessRate(Spec.MinSuccessRateGate g) {
                // compare exact counts: k/n < rate ⇔ k < rate·n (with a tolerance for the decimal rate)
                return k < g.rate() * n - 1e-9;
            }

            @Override
            public Boolean baseline(Spec.BaselineGate g) {
                double drop = base.rate() - (double) k / n;
                return drop > g.maxDrop() + 1e-12 && FisherExact.less(k, n, base.successes(), base.runs()) < g.alpha();
            }

            @Override
            public Boolean trend(Spec.TrendGate g) {
                return false; // decided across builds (Trends), never by one build's counts
            }
        });
    }

    /**
     * The verdict of a gate on a cell: a sequential gate's settled decision where it has one, else the
     * fixed-n verdict on all the plan's runs, counting runs not made as failures (for a cell stopped by
     * curtail this is the verdict all runs would give).
     */
    private static SequentialGates.Decision verdict(ExperimentResult result, Spec.Gate gate, Plan.Cell cell, Baselines.Row base,
            SequentialGates sequential) {
        SequentialGates.Decision d = sequential.decide(gate, cell, result.solved(cell.index()));
        if (d != null && !d.why().isEmpty()) {
            return d;
        }
        int n = result.plan().runs();
        return new SequentialGates.Decision(fails(gate, base, result.successes(cell.index()), n), n, "");
    }

    static String counts(int k, int n) {
        return k + "/" + n + " (" + String.format(Locale.ROOT, "%.4f", (double) k / n) + ")";
    }

    private static List<GateVerdict> minSuccessRate(ExperimentResult result, Spec.MinSuccessRateGate gate,
            String source, SequentialGates sequential) {
        List<GateVerdict> verdicts = new ArrayList<>();
        Plan plan = result.plan();
        for (Plan.Cell cell : plan.cells()) {
            if (!Plan.checks(gate, cell)) {
                continue;
            }
            int k = result.successes(cell.index());
            int n = result.runs(cell.index());
            SequentialGates.Decision v = verdict(result, gate, cell, null, sequential);
            verdicts.add(new GateVerdict(plan.spec().name(), gate.describe(), cell.puzzle().id(), cell.variant().name(),
                    cell.params(), "successRate", counts(k, n), "≥ " + Numbers.report(gate.rate()),
                    v.fails() ? Verdict.FAIL : Verdict.PASS, source, v.why()));
        }
        return verdicts;
    }

    /**
     * The baseline rows a gate compares with (its file as written in the spec), or null after adding the
     * verdict that says why there are none: no file (a warning: the gate is skipped), or a file that
     * cannot be read or was recorded under another budget (refused).
     */
    static Map<String, Baselines.Row> baselineRows(Plan plan, Spec.Gate gate, String fileName, String source,
            List<GateVerdict> verdicts) {
        Path file = SequentialGates.file(plan, fileName);
        String name = plan.spec().name();
        if (!Files.exists(file)) {
            verdicts.add(new GateVerdict(name, gate.describe(), "", "", "", "baseline", "missing", "a baseline file",
                    Verdict.WARN, source, "no baseline file " + file + "; record one with ga:baseline (or the CLI's"
                            + " baseline command); the gate is skipped"));
            return null;
        }
        Map<String, Baselines.Row> rows;
        try {
            rows = Baselines.read(file);
        } catch (IOException e) {
            verdicts.add(new GateVerdict(name, gate.describe(), "", "", "", "baseline", "unreadable", "a baseline file",
                    Verdict.REFUSED, source, e.getMessage()));
            return null;
        }
        String budget = Baselines.budget(plan.spec().budget());
        for (Baselines.Row row : rows.values()) {
            if (!row.budget().equals(budget)) {
                verdicts.add(new GateVerdict(name, gate.describe(), row.puzzle(), row.variant(), row.params(), "budget",
                        row.budget(), budget, Verdict.REFUSED, file.getFileName().toString(),
                        "the baseline was recorded under another budget; success rates under different budgets are"
                                + " not comparable. Record a new baseline"));
                return null;
            }
        }
        return rows;
    }

    /** The cell's baseline row, or null after adding a warning that the baseline has none. */
    static Baselines.Row baselineRow(ExperimentResult result, Spec.Gate gate, Map<String, Baselines.Row> rows,
            String fileName, Plan.Cell cell, String source, List<GateVerdict> verdicts) {
        Baselines.Row base = rows.get(Baselines.Row.key(cell.puzzle().id(), cell.variant().name(), cell.params()));
        if (base == null) {
            verdicts.add(new GateVerdict(result.plan().spec().name(), gate.describe(), cell.puzzle().id(),
                    cell.variant().name(), cell.params(), "successRate", counts(result.successes(cell.index()),
                            result.runs(cell.index())), "a baseline row", Verdict.WARN, source, "the baseline "
                            + Path.of(fileName).getFileName() + " has no row for this cell; not compared"));
        }
        return base;
    }

    private static List<GateVerdict> baseline(ExperimentResult result, Spec.BaselineGate gate, String source,
            SequentialGates sequential) {
        List<GateVerdict> verdicts = new ArrayList<>();
        Plan plan = result.plan();
        Spec spec = plan.spec();
        String name = spec.name();
        Path file = SequentialGates.file(plan, gate.file());
        Map<String, Baselines.Row> rows = baselineRows(plan, gate, gate.file(), source, verdicts);
        if (rows == null) {
            return verdicts;
        }
        for (Plan.Cell cell : plan.cells()) {
            if (!Plan.checks(gate, cell)) {
                continue;
            }
            Baselines.Row base = baselineRow(result, gate, rows, gate.file(), cell, source, verdicts);
            if (base == null) {
                continue;
            }
            int k = result.successes(cell.index());
            int n = result.runs(cell.index());
            // what makes a passing cell a warning: a baseline recorded with other runs or another seed
            List<String> warnings = new ArrayList<>();
            if (base.runs() != plan.runs() && n == plan.runs()) {
                warnings.add("baseline recorded with " + base.runs() + " runs, this run has " + n);
            }
            if (base.seed() != spec.seed()) {
                warnings.add("baseline recorded with seed " + base.seed() + ", this run uses " + spec.seed());
            }
            SequentialGates.Decision v = verdict(result, gate, cell, base, sequential);
            List<String> notes = new ArrayList<>();
            notes.add(String.format(Locale.ROOT, "one-sided Fisher p = %.4g", FisherExact.less(k, n, base.successes(),
                    base.runs())));
            if (!v.why().isEmpty()) {
                notes.add(v.why());
            }
            notes.addAll(warnings);
            String expected = "≥ " + counts(base.successes(), base.runs()) + " − " + Numbers.report(gate.maxDrop())
                    + ", or p ≥ " + Numbers.report(gate.alpha());
            Verdict verdict = v.fails() ? Verdict.FAIL : !warnings.isEmpty() ? Verdict.WARN : Verdict.PASS;
            verdicts.add(new GateVerdict(name, gate.describe(), cell.puzzle().id(), cell.variant().name(), cell.params(),
                    "successRate", counts(k, n), expected, verdict, source + ", baseline " + file.getFileName(),
                    String.join("; ", notes)));
        }
        return verdicts;
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
