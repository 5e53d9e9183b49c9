package io.galab.report.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.StopReason;
import io.galab.experiment.ConvergenceGrid;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.PlannedRun;
import io.galab.experiment.RunRecord;
import io.galab.experiment.Shard;
import io.galab.experiment.spec.SpecException;
import io.galab.experiment.run.Batches;
import io.galab.lab.Lab;
import io.galab.lab.TestSettings;
import io.galab.report.gate.GateVerdict.Verdict;
import io.galab.stats.FisherExact;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BiPredicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Gates over a set (docs/gates.md, "Gates over a set"): a pool's summed counts are tested as one cell's,
 * with the same statistics, sequential modes included. The runs are made up, so every count is exact.
 */
class SetGatesTest {

    @TempDir
    Path dir;

    static final List<String> IDS = List.of("s01a", "s01b", "s01c", "s02a", "s02b", "s02c", "s03a", "s03b", "s03c",
            "s04a");

    Plan plan(String gates, int runs) throws Exception {
        Path spec = dir.resolve("pooled.yaml");
        Files.writeString(spec, String.join("\n",
                "name: pooled",
                "seed: 3",
                "runs: " + runs,
                "budget: {maxGenerations: 10}",
                "puzzles:",
                "  - {set: sudoku/mantere-koljonen, ids: [" + String.join(", ", IDS) + "]}",
                "  - {set: twodoku/kaldanis, ids: [hard_1]}",
                "variants:",
                "  - {name: g, algorithm: growth-ga}",
                "gates:",
                gates, ""));
        Lab lab = TestSettings.quiet(dir.resolve("out")).lab();
        return lab.plan(spec);
    }

    /** A run with a flat trace on the plan's convergence grid. */
    static RunRecord record(Plan plan, int cell, int run, boolean solved) {
        double[] trace = new double[ConvergenceGrid.of(plan.spec().budget()).size()];
        return new RunRecord(cell, run, run, solved, 10, 100, solved ? 0 : 1, 1, trace, trace.clone(),
                solved ? StopReason.SOLVED : StopReason.GENERATIONS);
    }

    /** Every run of the plan, solved as {@code solved(puzzle id, run)} says. */
    static ExperimentResult all(Plan plan, BiPredicate<String, Integer> solved) {
        ExperimentResult result = new ExperimentResult(plan, ConvergenceGrid.of(plan.spec().budget()));
        for (Plan.Cell c : plan.cells()) {
            for (int r = 0; r < plan.runs(); r++) {
                result.add(record(plan, c.index(), r, solved.test(c.puzzle().id(), r)));
            }
        }
        return result;
    }

    /** Eight puzzles solved 10/10, s03c and s04a 0/10. */
    static boolean eightOfTen(String id, int run) {
        return !id.equals("s03c") && !id.equals("s04a");
    }

    @Test
    void aSetGateFailsTheSetWhereAPerCellGateFailsOnlyTheTwoPuzzles() throws Exception {
        Plan plan = plan("  - {minSuccessRate: 0.9, over: set}\n  - {minSuccessRate: 0.9}", 10);
        List<GateVerdict> verdicts = Gates.evaluate(all(plan, SetGatesTest::eightOfTen));
        List<GateVerdict> pooled = verdicts.stream().filter(v -> v.source().contains("gates[0]")).toList();
        assertEquals(2, pooled.size(), "one verdict per set: mantere-koljonen and kaldanis");
        GateVerdict set = pooled.get(0);
        assertEquals("set sudoku/mantere-koljonen (10 puzzles)", set.puzzle());
        assertEquals("pooled, set sudoku/mantere-koljonen (10 puzzles), variant g: successRate 80/100 (0.8000),"
                + " expected ≥ 0.9 (pooled.yaml:11 (gates[0]))", set.line());
        assertEquals("80/100 (0.8000)", set.actual());
        assertEquals(Verdict.FAIL, set.verdict());
        assertEquals(Verdict.PASS, pooled.get(1).verdict(), "kaldanis: hard_1 solved 10/10");
        List<String> failedCells = verdicts.stream().filter(v -> v.source().contains("gates[1]"))
                .filter(v -> v.verdict() == Verdict.FAIL).map(GateVerdict::puzzle).toList();
        assertEquals(List.of("s03c", "s04a"), failedCells);
    }

    @Test
    void aSetAtItsRatePassesAndOverVariantPoolsEverySet() throws Exception {
        Plan plan = plan("  - {minSuccessRate: 0.8, over: set}\n  - {minSuccessRate: 0.9, over: variant}", 10);
        List<GateVerdict> verdicts = Gates.evaluate(all(plan, SetGatesTest::eightOfTen));
        assertEquals(Verdict.PASS, verdicts.get(0).verdict(), "80/100 is not below 0.8");
        GateVerdict variant = verdicts.get(2);
        assertEquals("all 11 puzzles", variant.puzzle());
        assertEquals("90/110 (0.8182)", variant.actual());
        assertEquals(Verdict.FAIL, variant.verdict());
    }

    @Test
    void aBaselineGateOverASetComparesTheSummedCounts() throws Exception {
        Plan plan = plan("  - {baseline: baselines/pooled.csv, over: set, puzzles: ['s*']}", 10);
        Files.createDirectories(dir.resolve("baselines"));
        StringBuilder rows = new StringBuilder("spec,puzzle,variant,params,runs,successes,seed,budget\n");
        for (String id : IDS) {
            rows.append("pooled,").append(id).append(",g,,10,10,3,maxGenerations=10;maxEvaluations=0;maxSeconds=0\n");
        }
        Files.writeString(dir.resolve("baselines/pooled.csv"), rows);
        List<GateVerdict> verdicts = Gates.evaluate(all(plan, SetGatesTest::eightOfTen));
        assertEquals(1, verdicts.size());
        GateVerdict v = verdicts.get(0);
        assertEquals(Verdict.FAIL, v.verdict(), v.line());
        GateVerdict.AgainstBaseline check = (GateVerdict.AgainstBaseline) v.check();
        assertEquals(100, check.baseRuns());
        assertEquals(100, check.baseSuccesses());
        assertEquals(80, check.successes());
        assertEquals(FisherExact.less(80, 100, 100, 100), check.p(), 1e-15);
        assertTrue(check.p() < 1e-5, "20 failures against none is significant: p = " + check.p());
    }

    /**
     * Curtail over a set: the runner makes the pool's batches in lock-step and stops every cell of the set
     * at the first batch after which no outcome of the remaining runs can change the pooled verdict; the
     * runs made do not depend on the order in which known runs come in.
     */
    @Test
    void curtailOverASetStopsEveryCellOfThePoolAtTheSameBatch() throws Exception {
        Plan plan = plan("  - {minSuccessRate: 0.9, over: set, puzzles: ['s*'], sequential: curtail}\nbatchSize: 2",
                10);
        int[] made = runUntilSettled(plan, false);
        // the pool of 100 runs fails once more than 10 have failed: 4 after 2 runs each, 8 after 4, 12 after 6
        for (Plan.Cell c : plan.cells()) {
            if (c.puzzle().id().startsWith("s")) {
                assertEquals(6, made[c.index()], c.puzzle().id());
            }
        }
        assertEquals(10, made[10], "hard_1 is not gated: all its runs");
        int[] shuffled = runUntilSettled(plan, true);
        assertEquals(java.util.Arrays.toString(made), java.util.Arrays.toString(shuffled));
    }

    /** Runs the plan through Batches and the built-in rule; with {@code known}, every run is offered at once. */
    static int[] runUntilSettled(Plan plan, boolean known) {
        ExperimentResult result = new ExperimentResult(plan, ConvergenceGrid.of(plan.spec().budget()));
        List<RunRecord> offered = new ArrayList<>();
        if (known) {
            for (Plan.Cell c : plan.cells()) {
                for (int r = 0; r < plan.runs(); r++) {
                    offered.add(record(plan, c.index(), r, eightOfTen(c.puzzle().id(), r)));
                }
            }
            Collections.reverse(offered);
        }
        Batches batches = new Batches(plan, result, Shard.WHOLE, SequentialGates.of(plan), offered);
        for (List<PlannedRun> todo = batches.next(); !todo.isEmpty(); todo = batches.next()) {
            for (PlannedRun p : todo) {
                String id = plan.cells().get(p.cell()).puzzle().id();
                result.add(record(plan, p.cell(), p.run(), eightOfTen(id, p.run())));
            }
        }
        int[] made = new int[plan.cells().size()];
        for (Plan.Cell c : plan.cells()) {
            made[c.index()] = result.runs(c.index());
        }
        return made;
    }

    @Test
    void aTrendGateCannotPoolASet() {
        SpecException e = org.junit.jupiter.api.Assertions.assertThrows(SpecException.class,
                () -> plan("  - {trend: baselines/pooled.csv, over: set}", 10));
        assertTrue(e.getMessage().contains("key 'over': a trend gate follows one cell's rate"), e.getMessage());
    }
}
