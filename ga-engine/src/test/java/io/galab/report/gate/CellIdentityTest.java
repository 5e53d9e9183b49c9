package io.galab.report.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import io.galab.report.gate.GateVerdict.Verdict;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A cell is identified by its resolved parameters: a baseline row or a published number spelt
 * otherwise (the paper's alias, 20.0 for an int, a default written out, another order) still matches
 * it, so its gate is never silently off; a row that cannot be read under today's parameters is named,
 * not guessed at; ga:baseline compares and rewrites rows cell by cell.
 */
class CellIdentityTest {

    @TempDir
    Path dir;

    static final String SPEC = String.join("\n",
            "name: old",
            "seed: 9",
            "runs: 4",
            "budget: {maxGenerations: 3}",
            "puzzles: [{set: twodoku/kaldanis, ids: [hard_1]}]",
            "variants: [{name: purge, algorithm: purge-ga, params: {populationSize: 20}}]",
            "gates: [{baseline: baselines/old.csv}]",
            "published: [{puzzle: hard_1, variant: purge, params: \"n=20.0\", successes: 20, runs: 20}]",
            "");

    static final String BUDGET = "maxGenerations=3;maxEvaluations=0;maxSeconds=0";

    Lab lab() {
        return TestSettings.quiet(dir.resolve("out")).lab();
    }

    Path write(String params) throws Exception {
        Path spec = dir.resolve("old.yaml");
        Files.writeString(spec, SPEC);
        Files.createDirectories(dir.resolve("baselines"));
        Files.writeString(dir.resolve("baselines/old.csv"), "spec,puzzle,variant,params,runs,successes,seed,budget\n"
                + "old,hard_1,purge,\"" + params + "\",20,20,9," + BUDGET + "\n");
        return spec;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"n=20", "populationSize=20.0", "populationSize=20;tournamentSize=7",
        "k=7;n=20", "mutationRate=0.050;populationSize=20"})
    void aRowSpeltOtherwiseStillGatesTheCell(String params) throws Exception {
        Path spec = write(params);
        Lab lab = lab();
        Lab.SpecRun run = lab.run(lab.plan(spec), ProgressListener.NONE);
        GateVerdict v = run.verdicts().get(0);
        assertEquals(0, run.result().successes(0), "3 generations of purge-ga never solve hard_1");
        assertEquals(Verdict.FAIL, v.verdict(), v.line());
        assertEquals("at least the baseline's 20/20 (1.0000), or a drop that is not significant (p ≥ 0.05)",
                v.expected());
        assertEquals(1.0, run.analysis().summaries().get(0).published().rate(), "the published number matches too");
        // ga:baseline sees that the new counts would lower the row, whatever its spelling
        Lab.BaselineResult b = lab.baseline(lab.plan(spec), false, ProgressListener.NONE);
        assertFalse(b.written());
        assertEquals(1, b.lowered().size(), b.lowered().toString());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"n=20;mutationRate=5", "populationSize=20;swarmSize=3"})
    void aRowThatCannotBeReadIsNamedAndNotGuessedAt(String params) throws Exception {
        Path spec = write(params);
        Lab lab = lab();
        Lab.SpecRun run = lab.run(lab.plan(spec), ProgressListener.NONE);
        GateVerdict v = run.verdicts().get(0);
        assertEquals(Verdict.WARN, v.verdict());
        assertTrue(v.note().contains("cannot be read under today's parameters") && v.note().contains(params),
                v.note());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"{n: 20}", "{populationSize: 20.0}", "{tournamentSize: 7, n: 20}"})
    void runsInTheJournalAreReusedWhateverTheSpecsSpelling(String params) throws Exception {
        Path spec = write("n=20");
        Lab lab = lab();
        lab.run(lab.plan(spec), ProgressListener.NONE);
        Files.writeString(spec, SPEC.replace("{populationSize: 20}", params));
        long[] already = {-1};
        lab.run(lab.plan(spec), new ProgressListener() {
            @Override
            public void planned(io.galab.experiment.Plan plan, long alreadyDone) {
                already[0] = alreadyDone;
            }
        });
        assertEquals(4, already[0], "every run is reused from the journal");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"n=20", "populationSize=20.0"})
    void gaBaselineRewritesTheRowInCanonicalForm(String params) throws Exception {
        Path spec = write(params);
        Lab lab = lab();
        Lab.BaselineResult b = lab.baseline(lab.plan(spec), true, ProgressListener.NONE);
        assertTrue(b.written());
        assertTrue(Files.readString(dir.resolve("baselines/old.csv")).contains(
                "old,hard_1,purge,populationSize=20,4,0,9,"));
    }
}
