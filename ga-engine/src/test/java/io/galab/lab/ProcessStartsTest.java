package io.galab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.galab.algorithm.Algorithms;
import io.galab.experiment.Plan;
import io.galab.experiment.spec.SpecLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The process starts kept beside a journal (docs/external-solvers.md, "Times"): a measured start is kept for its
 * plan; an unmeasured one (NaN) is not, so the next run measures it again instead of showing "–" for good.
 */
class ProcessStartsTest {

    @TempDir
    Path dir;

    private Plan plan() throws IOException {
        Path spec = dir.resolve("spec.yaml");
        Files.writeString(spec, """
                name: starts
                seed: 1
                runs: 1
                budget: {maxSeconds: 1}
                puzzles:
                  - {set: sudoku/mantere-koljonen, ids: [s01a]}
                variants:
                  - {name: exact, algorithm: exact}
                """);
        return Plan.of(new SpecLoader(Algorithms.builtIn()).load(spec), Algorithms.builtIn(),
                Plan.Options.defaults());
    }

    @Test
    void aMeasuredStartIsKeptForItsPlanAndAnUnmeasuredOneIsMeasuredAgain() throws IOException {
        Plan plan = plan();
        Files.writeString(dir.resolve(ProcessStarts.FILE), "plan,variant,millis\n"
                + plan.fingerprint() + ",cadical,421.5\n"
                + plan.fingerprint() + ",cp-sat,NaN\n"
                + "0000000000000000,other,12.0\n");
        assertEquals(Map.of("cadical", 421.5), ProcessStarts.read(dir, plan));
    }
}
