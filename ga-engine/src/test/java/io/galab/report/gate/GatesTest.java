package io.galab.report.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import io.galab.lab.Session;
import io.galab.report.gate.GateVerdict.Verdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The gate semantics of docs/gates.md on real (small) experiments. */
class GatesTest {

    @TempDir
    Path dir;

    /** growth-ga solves s06a every time; twodoku-ga never solves hard_1 in 10 generations. */
    static final String SPEC = String.join("\n",
            "name: gated",
            "seed: 5",
            "runs: 6",
            "budget: {maxGenerations: 10}",
            "puzzles:",
            "  - {set: sudoku/mantere-koljonen, ids: [s06a]}",
            "  - {set: twodoku/kaldanis, ids: [hard_1]}",
            "variants:",
            "  - {name: growth, algorithm: growth-ga}",
            "  - {name: tw, algorithm: twodoku-ga, params: {populationSize: 20}}",
            "gates:",
            "");

    static final String BUDGET = "maxGenerations=10;maxEvaluations=0;maxSeconds=0";

    Lab.SpecRun run(String gates) throws Exception {
        Path spec = dir.resolve("gated.yaml");
        Files.writeString(spec, SPEC + gates);
        Lab lab = TestSettings.quiet(dir.resolve("out")).lab();
        return lab.run(lab.plan(spec), ProgressListener.NONE);
    }

    void baseline(String... rows) throws IOException {
        Files.createDirectories(dir.resolve("baselines"));
        Files.writeString(dir.resolve("baselines/gated.csv"), "spec,puzzle,variant,params,runs,successes,seed,budget\n"
                + String.join("\n", rows) + "\n");
    }

    @Test
    void minSuccessRatePassesAndFailsWithExactCounts() throws Exception {
        Lab.SpecRun r = run("  - {minSuccessRate: 1.0, variants: [growth], puzzles: [s06a]}\n"
                + "  - {minSuccessRate: 0.5, puzzles: [hard_*], variants: [tw]}\n");
        List<GateVerdict> v = r.verdicts();
        assertEquals(2, v.size());
        assertEquals(Verdict.PASS, v.get(0).verdict());
        assertEquals("6/6 (1.0000)", v.get(0).actual());
        assertEquals(Verdict.FAIL, v.get(1).verdict());
        assertEquals("gated, puzzle hard_1, variant tw [populationSize=20]: successRate 0/6 (0.0000), expected ≥ 0.5"
                + " (gated.yaml:13 (gates[1]))", v.get(1).line());
        assertTrue(r.failed());
        assertTrue(Files.readString(r.reportDirectory().resolve("gates.csv")).contains(",fail,"));
    }

    static GateVerdict find(List<GateVerdict> verdicts, String puzzle, String variant) {
        return verdicts.stream().filter(v -> v.puzzle().equals(puzzle) && v.variant().equals(variant)).findFirst()
                .orElseThrow();
    }

    @Test
    void baselineFailsOnASignificantDropAndPassesOtherwise() throws Exception {
        baseline("gated,s06a,growth,,6,6,5," + BUDGET, "gated,hard_1,tw,populationSize=20,6,6,5," + BUDGET,
                "gated,s06a,tw,populationSize=20,6,0,5," + BUDGET, "gated,hard_1,growth,,6,1,5," + BUDGET);
        Lab.SpecRun r = run("  - {baseline: baselines/gated.csv, maxDrop: 0.0, alpha: 0.05}\n");
        List<GateVerdict> v = r.verdicts();
        assertEquals(4, v.size());
        assertEquals(Verdict.PASS, find(v, "s06a", "growth").verdict());
        assertEquals(Verdict.PASS, find(v, "s06a", "tw").verdict());
        assertEquals(Verdict.PASS, find(v, "hard_1", "growth").verdict());
        // 0/6 against 6/6: one-sided Fisher p = 1/C(12,6) = 1/924
        GateVerdict fail = find(v, "hard_1", "tw");
        assertEquals(Verdict.FAIL, fail.verdict());
        assertTrue(fail.note().startsWith("one-sided Fisher p = 0.001082"), fail.note());
        assertEquals("at least the baseline's 6/6 (1.0000), or a drop that is not significant (p ≥ 0.05)",
                fail.expected());
        assertEquals(1, v.stream().filter(x -> x.verdict() == Verdict.FAIL).count());
    }

    @Test
    void aDropWithinMaxDropOrNotSignificantPasses() throws Exception {
        baseline("gated,hard_1,tw,populationSize=20,6,1,5," + BUDGET);
        Lab.SpecRun r = run("  - {baseline: baselines/gated.csv, puzzles: [hard_1], variants: [tw], maxDrop: 0.0}\n");
        assertEquals(1, r.verdicts().size());
        // 0/6 against 1/6: a drop, but p = 0.5 ≥ 0.05
        assertEquals(Verdict.PASS, r.verdicts().get(0).verdict());
        assertFalse(r.failed());
    }

    /**
     * A variant whose params changed under the same name (its baseline rows for the puzzle resolve, but to no cell
     * of the spec) is refused like one of another budget, in and outside CI, not warned of as a missing row; a
     * variant the baseline has no row of at all still only warns outside CI.
     */
    @Test
    void aBaselineRowUnderOtherParamsIsRefusedInAndOutsideCi() throws Exception {
        baseline("gated,s06a,growth,,6,6,5," + BUDGET, "gated,hard_1,growth,,6,6,5," + BUDGET,
                "gated,s06a,tw,populationSize=30,6,6,5," + BUDGET, "gated,hard_1,tw,populationSize=30,6,6,5," + BUDGET);
        for (boolean ci : new boolean[] {false, true}) {
            Path spec = dir.resolve("gated.yaml");
            Files.writeString(spec, SPEC + "  - {baseline: baselines/gated.csv}\n");
            Lab lab = TestSettings.quiet(dir.resolve("out-" + ci)).requireBaselines(ci).lab();
            Lab.SpecRun r = lab.run(lab.plan(spec), ProgressListener.NONE);
            GateVerdict changed = find(r.verdicts(), "s06a", "tw");
            assertEquals(Verdict.REFUSED, changed.verdict(), "CI " + ci + ": " + changed.note());
            assertTrue(changed.has(GateVerdict.WarningKind.OTHER_PARAMS));
            assertTrue(changed.note().contains("recorded under other params ('populationSize=30'), not under"
                    + " 'populationSize=20'; run ga:baseline -Dga.specs=gated"), changed.note());
            assertEquals(Verdict.PASS, find(r.verdicts(), "s06a", "growth").verdict());
            // validate says it before anything runs, in the run's words
            assertTrue(io.galab.report.gate.Gates.baselineRefusals(lab.plan(spec)).stream().anyMatch(
                    l -> l.contains("recorded under other params")), "validate refuses it too");
        }
        // a sweep point added beside recorded ones is a new cell, not a changed variant: no refusal
        baseline("gated,s06a,tw,populationSize=20,6,6,5," + BUDGET, "gated,hard_1,tw,populationSize=20,6,0,5,"
                + BUDGET);
        Path spec = dir.resolve("gated.yaml");
        Files.writeString(spec, SPEC.replace("  - {name: growth, algorithm: growth-ga}\n", "").replace(
                "params: {populationSize: 20}}", "}").replace("gates:", "sweep: {populationSize: [20, 30]}\ngates:")
                + "  - {baseline: baselines/gated.csv}\n");
        Lab lab = TestSettings.quiet(dir.resolve("out-sweep")).lab();
        Lab.SpecRun swept = lab.run(lab.plan(spec), ProgressListener.NONE);
        assertTrue(swept.verdicts().stream().noneMatch(v -> v.verdict() == Verdict.REFUSED), swept.verdicts()
                .toString());
        assertTrue(swept.verdicts().stream().anyMatch(v -> v.has(GateVerdict.WarningKind.NO_BASELINE_ROW)));
    }

    @Test
    void missingBaselineFileOrCellWarnsAndPasses() throws Exception {
        Lab.SpecRun missingFile = run("  - {baseline: baselines/gated.csv}\n");
        assertEquals(1, missingFile.verdicts().size());
        assertEquals(Verdict.WARN, missingFile.verdicts().get(0).verdict());
        assertTrue(missingFile.verdicts().get(0).note().startsWith("no baseline file"));
        assertFalse(missingFile.failed());

        baseline("gated,s06a,growth,,6,6,5," + BUDGET);
        Lab.SpecRun missingCell = run("  - {baseline: baselines/gated.csv, variants: [growth]}\n");
        assertEquals(Verdict.PASS, find(missingCell.verdicts(), "s06a", "growth").verdict());
        GateVerdict noRow = find(missingCell.verdicts(), "hard_1", "growth");
        assertEquals(Verdict.WARN, noRow.verdict());
        assertTrue(noRow.note().contains("has no row for this cell"));
        assertFalse(missingCell.failed());
    }

    @Test
    void whenBaselinesAreRequiredAMissingFileOrRowFailsEachCellNamingTheFileAndTheCommand() throws Exception {
        Path spec = dir.resolve("gated.yaml");
        Files.writeString(spec, SPEC + "  - {baseline: baselines/gated.csv, variants: [growth]}\n");
        Lab strict = TestSettings.quiet(dir.resolve("out"))
                .requireBaselines(true).lab();
        Lab.SpecRun noFile = strict.run(strict.plan(spec), ProgressListener.NONE);
        assertEquals(2, noFile.verdicts().size(), "one failure per gated cell");
        for (GateVerdict v : noFile.verdicts()) {
            assertEquals(Verdict.FAIL, v.verdict());
            assertTrue(v.has(GateVerdict.WarningKind.NO_BASELINE_FILE));
            assertTrue(v.line().contains("variant growth") && v.line().contains("baselines/gated.csv")
                    && v.line().contains("mvn ga:baseline -Dga.specs=gated"), v.line());
        }
        assertTrue(noFile.failed());

        baseline("gated,s06a,growth,,6,6,5," + BUDGET);
        Lab.SpecRun noRow = strict.run(strict.plan(spec), ProgressListener.NONE);
        assertEquals(Verdict.PASS, find(noRow.verdicts(), "s06a", "growth").verdict());
        GateVerdict missing = find(noRow.verdicts(), "hard_1", "growth");
        assertEquals(Verdict.FAIL, missing.verdict());
        assertTrue(missing.note().contains("has no row for this cell; baselines are required"), missing.note());
        assertEquals(true, Session.Builder.requireBaselines(null, java.util.Map.of("CI", "true")));
        assertEquals(false, Session.Builder.requireBaselines(null, java.util.Map.of()));
        assertEquals(false, Session.Builder.requireBaselines(false, java.util.Map.of("CI", "true")));
        assertEquals(true, Session.Builder.requireBaselines(true, java.util.Map.of("CI", "false")));
    }

    @Test
    void baselineFromOtherSeedIsComparedWithAWarning() throws Exception {
        baseline("gated,s06a,growth,,6,6,99," + BUDGET, "gated,hard_1,tw,populationSize=20,6,6,99," + BUDGET);
        Lab.SpecRun r = run("  - {baseline: baselines/gated.csv}\n");
        GateVerdict pass = find(r.verdicts(), "s06a", "growth");
        assertEquals(Verdict.WARN, pass.verdict());
        assertTrue(pass.note().contains("baseline recorded with seed 99, this run uses 5"), pass.note());
        assertEquals(Verdict.FAIL, find(r.verdicts(), "hard_1", "tw").verdict(), "still compared");
    }

    /**
     * A baseline recorded with more runs than the build, as docs/gates.md advises, is compared by Fisher's test
     * (which takes unequal counts) and passes or fails without a warning; one with fewer runs warns.
     */
    @Test
    void aBaselineOfMoreRunsIsComparedWithoutAWarningAndOneOfFewerWarns() throws Exception {
        baseline("gated,s06a,growth,,20,20,5," + BUDGET, "gated,hard_1,tw,populationSize=20,20,20,5," + BUDGET,
                "gated,s06a,tw,populationSize=20,20,0,5," + BUDGET, "gated,hard_1,growth,,20,5,5," + BUDGET);
        Lab.SpecRun r = run("  - {baseline: baselines/gated.csv}\n");
        GateVerdict pass = find(r.verdicts(), "s06a", "growth");
        assertEquals(Verdict.PASS, pass.verdict(), pass.note());
        assertEquals("6/6 (1.0000)", pass.actual());
        assertTrue(pass.expected().contains("20/20"), pass.expected());
        assertEquals(Verdict.FAIL, find(r.verdicts(), "hard_1", "tw").verdict(), "0/6 against 20/20 is compared");
        assertTrue(r.verdicts().stream().noneMatch(v -> v.verdict() == Verdict.WARN), "no warning: " + r.verdicts());
        baseline("gated,s06a,growth,,3,3,5," + BUDGET, "gated,hard_1,tw,populationSize=20,3,3,5," + BUDGET);
        GateVerdict fewer = find(run("  - {baseline: baselines/gated.csv}\n").verdicts(), "s06a", "growth");
        assertEquals(Verdict.WARN, fewer.verdict());
        assertTrue(fewer.note().contains("baseline recorded with 3 runs, fewer than this run's 6"), fewer.note());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"baseline: baselines/gated.csv", "trend: baselines/gated.csv"})
    void aBaselineFromAnotherBudgetIsRefusedByBaselineAndTrendGates(String gate) throws Exception {
        baseline("gated,s06a,growth,,6,6,5,maxGenerations=2000;maxEvaluations=0;maxSeconds=0");
        Lab.SpecRun r = run("  - {" + gate + "}\n");
        assertEquals(1, r.verdicts().size());
        GateVerdict v = r.verdicts().get(0);
        assertEquals(Verdict.REFUSED, v.verdict());
        assertEquals("maxGenerations=2000;maxEvaluations=0;maxSeconds=0", v.actual());
        assertEquals(BUDGET, v.expected());
        assertTrue(v.note().contains("another budget"), v.note());
        assertTrue(r.refused());
    }

    @Test
    void baselinesAreWrittenDeterministicallyAndNeverSilentlyLowered() throws Exception {
        Path spec = dir.resolve("gated.yaml");
        Files.writeString(spec, SPEC.replace("gates:\n", ""));
        Lab lab = TestSettings.quiet(dir.resolve("out")).lab();
        Lab.BaselineResult first = lab.baseline(lab.plan(spec), false, ProgressListener.NONE);
        assertTrue(first.written());
        String written = Files.readString(first.file());
        java.util.regex.Matcher time = java.util.regex.Pattern.compile(",(\\d{4}-\\d\\d-\\d\\dT[0-9:.]+Z)\n").matcher(
                written);
        assertTrue(time.find(), written);
        String recorded = time.group(1);
        assertEquals(String.join("\n", "spec,puzzle,variant,params,runs,successes,seed,budget,recorded",
                "gated,hard_1,growth,,6,2,5," + BUDGET + "," + recorded,
                "gated,hard_1,tw,populationSize=20,6,0,5," + BUDGET + "," + recorded,
                "gated,s06a,growth,,6,6,5," + BUDGET + "," + recorded,
                "gated,s06a,tw,populationSize=20,6,0,5," + BUDGET + "," + recorded, ""), written,
                "one recording time for every row, the same counts as before");
        // pretend the stored baseline was better: a new recording would lower it
        Files.writeString(first.file(), Files.readString(first.file()).replace("gated,hard_1,growth,,6,2,",
                "gated,hard_1,growth,,6,3,"));
        String stored = Files.readString(first.file());
        Lab.BaselineResult refused = lab.baseline(lab.plan(spec), false, ProgressListener.NONE);
        assertFalse(refused.written());
        assertEquals(List.of("hard_1/growth: 3/6 → 2/6"), refused.lowered());
        assertEquals(stored, Files.readString(first.file()));
        Lab.BaselineResult allowed = lab.baseline(lab.plan(spec), true, ProgressListener.NONE);
        assertTrue(allowed.written());
    }
}
