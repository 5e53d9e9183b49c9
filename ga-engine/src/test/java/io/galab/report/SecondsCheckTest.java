package io.galab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import io.galab.experiment.ConvergenceGrid;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.RunRecord;
import io.galab.lab.Lab;
import io.galab.lab.TestSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * When seconds are tested and when they are only described, with the reason (docs/reading-the-report.md,
 * "Seconds"): made-up runs of two variants on one puzzle, so that every time is exact.
 */
class SecondsCheckTest {

    @TempDir
    Path dir;

    private Plan plan(int runs) throws Exception {
        Path spec = dir.resolve("timed-" + runs + ".yaml");
        Files.writeString(spec, String.join("\n", "name: timed", "seed: 3", "runs: " + runs,
                "budget: {maxGenerations: 10}", "puzzles: [{set: sudoku/mantere-koljonen, ids: [s01a]}]",
                "variants: [{name: a, algorithm: growth-ga}, {name: b, algorithm: twodoku-ga}]", ""));
        Lab lab = TestSettings.quiet(dir.resolve("out")).lab();
        return lab.plan(spec);
    }

    /** A solved run of {@code wall} µs, {@code cpu} µs of them on the CPU (-1: no CPU time kept). */
    private static RunRecord run(Plan plan, int cell, int run, long wall, long cpu) {
        double[] trace = new double[ConvergenceGrid.of(plan.spec().budget()).size()];
        return new RunRecord(cell, run, run, true, 5, 50, 0, wall / 1000, trace, trace.clone(), new long[0],
                new double[0], wall, "",
                StopReason.SOLVED, cpu < 0 ? Map.of() : Map.of(RunResult.CPU_MICROS, cpu));
    }

    /** Every run with the same times; the runs of cell 1 from the journal where {@code journal}. */
    private static String check(Plan plan, long wall, long cpu, boolean journal, int noCpu) {
        ExperimentResult result = new ExperimentResult(plan, ConvergenceGrid.of(plan.spec().budget()));
        for (Plan.Cell c : plan.cells()) {
            for (int r = 0; r < plan.runs(); r++) {
                RunRecord record = run(plan, c.index(), r, wall, c.index() == 0 && r < noCpu ? -1 : cpu);
                if (journal && c.index() == 1) {
                    result.addFromJournal(record);
                } else {
                    result.add(record);
                }
            }
        }
        List<Plan.Cell> cells = plan.cells();
        return SecondsCheck.descriptive(result, List.of(cells.get(0)), List.of(cells.get(1)));
    }

    @Test
    void secondsAreTestedOnlyWhereTheirCalibrationHolds() throws Exception {
        Plan twelve = plan(12);
        assertNull(check(twelve, 6000, 5000, false, 0), "CPU time on every run, all made now, 12 runs, 5 ms each");
        assertEquals("wall time only: 1 of 24 runs have no CPU time", check(twelve, 6000, 5000, false, 1));
        assertEquals("runs from different builds: 12 made in this build, 12 read from the journal",
                check(twelve, 6000, 5000, true, 0));
        assertEquals("too few runs to time: 8 a variant, under 10", check(plan(8), 6000, 5000, false, 0));
        assertEquals("runs too short to time: a median CPU time of 500 µs, under 1 ms",
                check(twelve, 600, 500, false, 0));
        assertEquals("machine too busy: the runs had the CPU for a median 5% of their wall time, under 10%",
                check(twelve, 100000, 5000, false, 0));
        assertNull(check(twelve, 40000, 5000, false, 0), "a machine that gave the runs 13% of its time");
    }
}
