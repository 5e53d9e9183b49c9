package io.galab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.galab.lab.TestSettings;
import io.galab.algorithm.Algorithms;
import io.galab.lab.Lab;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every registered algorithm gives the same runs.csv (apart from millis) on 1 thread and on 2. */
class ThreadIndependenceTest {

    @TempDir
    Path dir;

    static List<String> ids() {
        return Algorithms.builtIn().inProcess();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ids")
    void oneThreadAndTwoGiveTheSameRuns(String id) throws Exception {
        Path spec = dir.resolve("threads.yaml");
        // exact's one search is not bounded by generations (Algorithm.unbounded): a node bound ends it
        String budget = "budget: {maxGenerations: 15" + (id.equals("exact") ? ", maxEvaluations: 100000}" : "}");
        Files.writeString(spec, String.join("\n", "name: threads", "seed: 11", "runs: 4", budget, "puzzles:",
                "  - {set: sudoku/mantere-koljonen, ids: [s06a, s16]}", "  - {set: twodoku/kaldanis, ids: [medium_1]}",
                "variants:", "  - {name: v, algorithm: " + id + "}", ""));
        for (int threads : new int[] {1, 2}) {
            Lab lab = TestSettings.quiet(dir.resolve("t" + threads)).threads(threads).lab();
            lab.run(lab.plan(spec), ProgressListener.NONE);
        }
        assertEquals(ExperimentRunTest.withoutMillis(dir.resolve("t1/threads/runs.csv")),
                ExperimentRunTest.withoutMillis(dir.resolve("t2/threads/runs.csv")));
    }
}
