package io.galab.report.gate;

import io.galab.experiment.Plan;
import io.galab.experiment.spec.Spec;
import io.galab.stats.FisherExact;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The one owner of the gates' rules (docs/gates.md, "Gates"): where a gate's baseline file is
 * and what it holds for a plan, a cell's baseline row, how counts are written, each gate kind's
 * failure rule, and the line a gate draws on the trend chart. {@link Gates}, {@link SequentialGates}
 * and {@link ChangePoints} call it; it calls none of them.
 */
public final class GateRules {

    private GateRules() {
    }

    /**
     * A gate's baseline file as read for a plan: its rows, or the problem that leaves it without any.
     *
     * @param path    the file, resolved against the spec's folder
     * @param rows    its rows by key; empty unless {@code problem} is {@link Problem#NONE}
     * @param problem why the rows cannot be used
     * @param detail  the read error, or the row recorded under another budget, in words
     * @param other   for {@link Problem#OTHER_BUDGET}: the first row of another budget
     */
    public record Baseline(Path path, Map<String, Baselines.Row> rows, Problem problem, String detail,
            Baselines.Row other) {

        /**
         * The cell's row, or null: the row of its puzzle and variant whose parameters resolve to the
         * cell's, whatever their spelling ({@link Plan.Cell#matches}).
         */
        /**
         * A pool's row (docs/gates.md, "Gates over a set"): its cells' rows summed into one (the first
         * row's seed and budget), or null when some cell has none; a pool of one cell is its row.
         */
        public Baselines.Row row(List<Plan.Cell> pool) {
            if (pool.size() == 1) {
                return row(pool.get(0));
            }
            int runs = 0;
            int successes = 0;
            Baselines.Row first = null;
            for (Plan.Cell c : pool) {
                Baselines.Row r = row(c);
                if (r == null) {
                    return null;
                }
                first = first == null ? r : first;
                runs += r.runs();
                successes += r.successes();
            }
            return new Baselines.Row(first.spec(), "", first.variant(), first.params(), runs, successes, first.seed(),
                    first.budget(), first.recorded());
        }

        public Baselines.Row row(Plan.Cell cell) {
            Baselines.Row exact = rows.get(Baselines.Row.key(cell.puzzle().id(), cell.variant().name(), cell.params()));
            if (exact != null) {
                return exact;
            }
            for (Baselines.Row r : rows.values()) {
                if (r.puzzle().equals(cell.puzzle().id()) && r.variant().equals(cell.variant().name())
                        && cell.matches(r.params())) {
                    return r;
                }
            }
            return null;
        }

        /**
         * The params of the rows of the cell's puzzle and variant that resolve under today's parameters but match
         * none of the plan's {@code cells} ("'rate=0.2'"): the variant was recorded under other params, changed in
         * the spec since (docs/gates.md, "A changed variant"). Empty when every such row is some cell's.
         */
        public List<String> otherParams(Plan.Cell cell, List<Plan.Cell> cells) {
            List<String> out = new java.util.ArrayList<>();
            for (Baselines.Row r : rows.values()) {
                if (!r.puzzle().equals(cell.puzzle().id()) || !r.variant().equals(cell.variant().name())
                        || cell.readable(r.params()) != null) {
                    continue;
                }
                boolean someCell = cells.stream().anyMatch(c -> c.puzzle().id().equals(r.puzzle())
                        && c.variant().name().equals(r.variant()) && c.matches(r.params()));
                if (!someCell) {
                    out.add("'" + r.params() + "'");
                }
            }
            return out;
        }

        /**
         * Why the rows of the cell's puzzle and variant that do not resolve under today's parameters
         * cannot be read ("params: reason"), for the warning of a cell without a row; empty when all can.
         */
        public List<String> unreadable(Plan.Cell cell) {
            List<String> out = new java.util.ArrayList<>();
            for (Baselines.Row r : rows.values()) {
                if (r.puzzle().equals(cell.puzzle().id()) && r.variant().equals(cell.variant().name())) {
                    String why = cell.readable(r.params());
                    if (why != null) {
                        out.add("'" + r.params() + "': " + why);
                    }
                }
            }
            return out;
        }
    }

    /** Why a baseline's rows cannot be used. */
    public enum Problem {
        NONE, MISSING, UNREADABLE, OTHER_BUDGET
    }

    /** A gate's baseline file as written in the spec, resolved against the spec's folder. */
    static Path file(Plan plan, String file) {
        return plan.spec().file().toAbsolutePath().getParent().resolve(file).normalize();
    }

    /** Reads the baseline file {@code fileName} (as written in the spec) for the plan. */
    public static Baseline baseline(Plan plan, String fileName) {
        Path file = file(plan, fileName);
        plan.confine(file, "baseline");
        if (!Files.exists(file)) {
            return new Baseline(file, Map.of(), Problem.MISSING, "", null);
        }
        Map<String, Baselines.Row> rows;
        try {
            rows = Baselines.read(file);
        } catch (IOException e) {
            return new Baseline(file, Map.of(), Problem.UNREADABLE, e.getMessage(), null);
        }
        String budget = Baselines.budget(plan.spec().budget());
        for (Baselines.Row row : rows.values()) {
            if (!row.budget().equals(budget)) {
                return new Baseline(file, Map.of(), Problem.OTHER_BUDGET, "the baseline was recorded under another"
                        + " budget; success rates under different budgets are not comparable. Record a new baseline",
                        row);
            }
        }
        return new Baseline(file, rows, Problem.NONE, "", null);
    }

    /**
     * Baseline rows keyed as the plan's cells key them: a row spelt otherwise (an alias, another order,
     * {@code 0.10}) that resolves to a cell's parameters is keyed by the cell's canonical parameters; the
     * other rows keep their own key. So that {@code ga:baseline} compares old and new rows cell by cell,
     * and rewrites them in the canonical form.
     */
    public static Map<String, Baselines.Row> byCell(Plan plan, Map<String, Baselines.Row> rows) {
        Baseline b = new Baseline(null, rows, Problem.NONE, "", null);
        Map<String, Baselines.Row> out = new java.util.LinkedHashMap<>(rows);
        for (Plan.Cell cell : plan.cells()) {
            Baselines.Row r = b.row(cell);
            if (r != null) {
                out.remove(r.key());
                out.put(Baselines.Row.key(cell.puzzle().id(), cell.variant().name(), cell.params()), r);
            }
        }
        return out;
    }

    /** {@code k/n (rate)}, the counts as every report writes them. */
    public static String counts(int k, int n) {
        return k + "/" + n + " (" + String.format(Locale.ROOT, "%.4f", (double) k / n) + ")";
    }

    /**
     * The fixed-n verdict: true when {@code k} successes in {@code n} runs violate the gate ({@code base}:
     * the cell's baseline row, for baseline gates). Monotone: more successes never turn a pass into a fail.
     * A gate decided across builds (trend) never fails on one build's counts: see {@link #trendFails}.
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
                return false;
            }
        });
    }

    /**
     * The trend gate's rule: the last {@code builds} rates (oldest first, this build last) are all below
     * {@code limit}; with fewer builds in the history it cannot fail yet.
     */
    public static boolean trendFails(List<Double> rates, double limit, int builds) {
        return rates.size() >= builds
                && rates.subList(rates.size() - builds, rates.size()).stream().allMatch(r -> r < limit - 1e-12);
    }

    /**
     * The line a gate draws on a cell's trend chart: its minimum rate, or its baseline's rate ({@code base},
     * the cell's row, or null when it has none); null when it draws none.
     */
    static Double threshold(Spec.Gate gate, Baselines.Row base) {
        return gate.accept(new Spec.Gate.Visitor<Double>() {
            @Override
            public Double minSuccessRate(Spec.MinSuccessRateGate g) {
                return g.rate();
            }

            @Override
            public Double baseline(Spec.BaselineGate g) {
                return base == null ? null : base.rate();
            }

            @Override
            public Double trend(Spec.TrendGate g) {
                return base == null ? null : base.rate();
            }
        });
    }

    /** The baseline file a gate reads, as written in the spec, or null for a gate that reads none. */
    public static String baselineFile(Spec.Gate gate) {
        return gate.accept(new Spec.Gate.Visitor<String>() {
            @Override
            public String minSuccessRate(Spec.MinSuccessRateGate g) {
                return null;
            }

            @Override
            public String baseline(Spec.BaselineGate g) {
                return g.file();
            }

            @Override
            public String trend(Spec.TrendGate g) {
                return g.file();
            }
        });
    }
}
