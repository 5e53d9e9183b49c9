package io.galab.report.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.galab.lab.TestSettings;
import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The change points of a gated cell's history (docs/gates.md, "Change points"): named by the
 * first build after the shift, and no longer once a baseline recorded after it accepts the change.
 */
class ChangePointsTest {

    @TempDir
    Path dir;

    private static History.Entry build(int i, int successes) {
        return new History.Entry(Instant.parse("2026-11-2" + i + "T10:00:00Z"), ("c" + i + "0".repeat(38)),
                "0.1.0", "cp", "s01a", "memetic", "", successes, 10, 10, "baseline=pass", "main", "");
    }

    @Test
    void theShiftIsNamedByItsFirstBuildUntilABaselineRecordedAfterItAcceptsIt() throws Exception {
        Files.createDirectories(dir.resolve("baselines"));
        Path spec = dir.resolve("cp.yaml");
        Files.writeString(spec, String.join("\n", "name: cp", "seed: 1", "runs: 2", "budget: {maxGenerations: 5}",
                "puzzles:", "  - {set: sudoku/mantere-koljonen, ids: [s01a]}",
                "variants:", "  - {name: memetic, algorithm: propagating-memetic-ga}",
                "gates:", "  - {baseline: baselines/cp.csv}", ""));
        Lab lab = TestSettings.quiet(dir.resolve("out")).threads(1).lab();
        Lab.SpecRun run = lab.run(lab.plan(spec), ProgressListener.NONE);
        List<History.Entry> history = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            history.add(build(i, i <= 3 ? 10 : 2));
        }
        Path baseline = dir.resolve("baselines/cp.csv");
        String header = "spec,puzzle,variant,params,runs,successes,seed,budget";
        String row = "cp,s01a,memetic,,2,2,1," + Baselines.budget(run.plan().spec().budget());

        // no recording time: the whole history counts
        Files.writeString(baseline, header + "\n" + row + "\n");
        List<String> changes = ChangePoints.changes(run.result(), history);
        assertEquals(1, changes.size(), changes.toString());
        assertEquals("s01a · memetic: 1.00 → 0.20 at c400000 (2 builds ago)", changes.get(0).replaceAll("; p = .*",
                ""));

        // recorded before the shift: still found
        Files.writeString(baseline, header + ",recorded\n" + row + ",2026-11-22T12:00:00Z\n");
        assertEquals(1, ChangePoints.changes(run.result(), history).size());

        // recorded after it (a user accepted the change): the history counts from there, nothing to report
        Files.writeString(baseline, header + ",recorded\n" + row + ",2026-11-24T12:00:00Z\n");
        assertEquals(List.of(), ChangePoints.changes(run.result(), history));

        // a fix (or a revert) on the next build: the line says the cell recovered, on the build that fixed it
        Files.writeString(baseline, header + "\n" + row + "\n");
        history.add(build(7, 10));
        List<String> fixed = ChangePoints.changes(run.result(), history);
        assertEquals(List.of("s01a · memetic: recovered: 1.00 → 0.20 at c400000 (3 builds ago), back to 1.00 at"
                + " c700000 (this build)"), fixed.stream().map(l -> l.replaceAll("; p = .*", "")).toList());
        // the regression alone, one build ago, is still named as a drop
        List<History.Entry> dropped = new ArrayList<>(history.subList(0, 4));
        assertEquals("s01a · memetic: 1.00 → 0.20 at c400000 (this build)", ChangePoints.changes(run.result(),
                dropped).get(0).replaceAll("; p = .*", ""));
        // a build that added no evidence (its runs all read from the journal): never "(this build)"
        assertEquals("s01a · memetic: 1.00 → 0.20 at c400000 (1 build ago)", ChangePoints.changes(run.result(),
                dropped, List.of()).get(0).replaceAll("; p = .*", ""));
        assertEquals("s01a · memetic: 1.00 → 0.20 at c400000 (this build)", ChangePoints.changes(run.result(),
                dropped, List.of(dropped.get(3))).get(0).replaceAll("; p = .*", ""));

        // a revert right after the regression: the return is the last change point, and it is a recovery
        List<History.Entry> reverted = new ArrayList<>();
        for (int i = 1; i <= 8; i++) {
            reverted.add(build(i, i <= 4 || i == 8 ? 7 : 0));
        }
        assertEquals("s01a · memetic: recovered: 0.70 → 0.00 at c500000 (3 builds ago), back to 0.70 at c800000"
                + " (this build)", ChangePoints.changes(run.result(), reverted).get(0).replaceAll("; p = .*", ""));
    }
}
