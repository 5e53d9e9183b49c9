package io.galab.experiment.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.experiment.ExperimentRunTest;
import io.galab.experiment.Plan;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ETA from each cell's measured cost (two Twodoku puzzles and one Sudoku, two variants). */
class CostModelTest {

    @TempDir
    Path dir;

    private static int cell(Plan plan, String puzzle, String variant) {
        return plan.cells().stream().filter(c -> c.puzzle().id().equals(puzzle) && c.variant().name().equals(variant))
                .findFirst().orElseThrow().index();
    }

    @Test
    void unstartedCellsCostWhatTheirLikesCostAndTheSumIsSharedByTheParallelism() throws Exception {
        Path spec = dir.resolve("small.yaml");
        Files.writeString(spec, ExperimentRunTest.SPEC);
        Plan plan = TestSettings.quiet(dir).threads(1).lab().plan(spec);
        long[] remaining = new long[plan.cells().size()];
        java.util.Arrays.fill(remaining, plan.runs());
        CostModel cost = new CostModel(plan, remaining);
        assertTrue(Double.isInfinite(cost.secondsLeft(1)), "nothing measured yet");
        int easyBaseline = cell(plan, "easy_3", "baseline");
        int easyHybrid = cell(plan, "easy_3", "hybrid");
        cost.finished(easyBaseline, 100);
        cost.finished(easyBaseline, 100);
        cost.finished(easyHybrid, 10);
        cost.finished(easyHybrid, 10);
        // left: easy_3 2×100 + 2×10; medium_1 (a Twodoku too) 4×100 + 4×10; s06a (no Sudoku measured: any
        // kind) 4×100 + 4×10 = 1100 ms of run time; 220 ms were done in 0.22 s, so one run at a time
        assertEquals(1.1, cost.secondsLeft(0.22), 1e-9);
        assertEquals(0.55, cost.secondsLeft(0.11), 1e-9, "two runs at a time halve it");
        cost.finished(cell(plan, "s06a", "baseline"), 300);
        // s06a's baseline is measured now: 3 × 300 instead of 3 × 100 left for it
        assertEquals(1.6, cost.secondsLeft(0.52), 1e-9);
    }
}
