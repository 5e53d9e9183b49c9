package io.galab.report.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import io.galab.lab.TestSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded runs of unchanged code are the same evidence (docs/gates.md, "Solver-quality trend"):
 * builds that read every run from the journal add no history record, a trend gate does not count them
 * as builds, and the change-point test sees each piece of evidence once.
 */
class SameEvidenceTest {

    @TempDir
    Path dir;

    private static final String SPEC = String.join("\n", "name: same", "seed: 4", "runs: 10",
            "budget: {maxGenerations: 5}", "puzzles: [{set: sudoku/mantere-koljonen, ids: [s06a]}]",
            "variants: [{name: h, algorithm: hybrid-ga}]",
            "gates: [{trend: baselines/same.csv, builds: 3, maxDrop: 0.05}]", "");

    @Test
    void rerunsFromTheJournalAreOneBuild() throws Exception {
        Path spec = dir.resolve("same.yaml");
        Files.writeString(spec, SPEC);
        Files.createDirectories(dir.resolve("baselines"));
        // a baseline far above what 5 generations reach, so that every build is below it
        Files.writeString(dir.resolve("baselines/same.csv"), "spec,puzzle,variant,params,runs,successes,seed,budget\n"
                + "same,s06a,h,,10,10,4,maxGenerations=5;maxEvaluations=0;maxSeconds=0\n");
        Path history = dir.resolve("history.csv");
        Lab lab = TestSettings.quiet(dir.resolve("out")).history(true, history).lab();
        Lab.SpecRun first = null;
        Lab.SpecRun last = null;
        for (int build = 0; build < 3; build++) {
            last = lab.run(lab.plan(spec), ProgressListener.NONE);
            first = first == null ? last : first;
        }
        List<History.Entry> entries = History.read(history).entries();
        assertEquals(1, last.verdicts().size(), last.verdicts().toString());
        assertEquals(1, entries.size(), "three builds of the same runs are one record: " + entries);
        assertTrue(entries.get(0).successes() < 10);
        assertEquals(GateVerdict.Verdict.PASS, last.verdicts().get(0).verdict(),
                "one build below the baseline is not three: " + last.verdicts().get(0));
        assertEquals(first.changes(), last.changes(), "the change-point test sees the same evidence");

        // new evidence (another seed) is a new build
        Files.writeString(spec, SPEC.replace("seed: 4", "seed: 5"));
        lab.run(lab.plan(spec), ProgressListener.NONE);
        List<History.Entry> after = History.read(history).entries();
        assertEquals(2, after.size());
        assertNotEquals(after.get(0).evidence(), after.get(1).evidence());
    }
}
