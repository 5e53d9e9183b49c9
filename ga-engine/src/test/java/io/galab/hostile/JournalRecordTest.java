package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithms;
import io.galab.experiment.Plan;
import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A journal record edited into something the budget cannot give is not a result: the run is redone. */
class JournalRecordTest {

    @TempDir
    Path dir;

    @Test
    void aRecordPastTheGenerationBudgetIsRedoneWithAWarning() throws Exception {
        Path spec = dir.resolve("s.yaml");
        Files.writeString(spec, String.join("\n", "name: s", "seed: 1", "runs: 2", "budget: {maxGenerations: 40}",
                "puzzles: [{set: twodoku/kaldanis, ids: [hard_1]}]",
                "variants: [{name: t, algorithm: twodoku-ga, params: {populationSize: 10}}]", ""));
        Lab lab = new Lab(Algorithms.builtIn(), new Lab.Options(dir.resolve("out"), null, 1, null, true, null, false));
        lab.run(lab.plan(spec), ProgressListener.NONE);
        Path runs = dir.resolve("out/s/runs.csv");
        String before = Files.readString(runs).replaceAll(",\\d+\\n", "\n"); // without millis
        Path journal = dir.resolve("out/s/journal.csv");
        List<String> lines = new ArrayList<>(Files.readAllLines(journal));
        String[] f = lines.get(1).split(",", -1);
        f[4] = "400"; // generations
        lines.set(1, String.join(",", f));
        Files.write(journal, lines);
        List<String> warnings = new ArrayList<>();
        long[] resumed = new long[1];
        lab.run(lab.plan(spec), new ProgressListener() {
            @Override
            public void planned(Plan plan, long alreadyDone) {
                resumed[0] = alreadyDone;
            }

            @Override
            public void warning(String message) {
                warnings.add(message);
            }
        });
        assertEquals(1, resumed[0], "the edited record is not taken as a result");
        assertTrue(warnings.stream().anyMatch(w -> w.contains("journal.csv:2: a record of 400 generations under a"
                + " budget of 40")), warnings.toString());
        assertEquals(before, Files.readString(runs).replaceAll(",\\d+\\n", "\n"), "the redone run gives the same result");
    }
}
