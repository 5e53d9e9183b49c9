package io.galab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A time limit beside a count limit makes galab's own runs depend on the machine: the plan says so. */
class TimeLimitWarningTest {

    @TempDir
    Path dir;

    Plan plan(String budget) throws Exception {
        Path spec = dir.resolve("s.yaml");
        Files.writeString(spec, String.join("\n", "name: s", "seed: 1", "runs: 1", "budget: " + budget,
                "puzzles: [{set: sudoku/mantere-koljonen, ids: [s01a]}]",
                "variants: [{name: ga, algorithm: twodoku-ga}]", ""));
        return TestSettings.lab(dir.resolve("out")).plan(spec);
    }

    @Test
    void maxSecondsBesideMaxGenerationsIsWarnedAbout() throws Exception {
        List<String> warnings = plan("{maxGenerations: 100, maxSeconds: 30}").warnings();
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("budget: maxSeconds 30 beside maxGenerations: a run that reaches the"
                + " time limit first stops where the machine's speed put it, so the runs are no longer reproducible"),
                warnings.get(0));
        assertEquals(List.of(), plan("{maxGenerations: 100}").warnings());
        assertEquals(List.of(), plan("{maxSeconds: 30}").warnings(), "a time limit alone is the user's choice");
    }
}
