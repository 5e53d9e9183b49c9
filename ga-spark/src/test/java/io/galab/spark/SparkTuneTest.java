package io.galab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.galab.algorithm.Algorithms;
import io.galab.lab.Tuning;
import io.galab.lab.Session;
import io.galab.experiment.RunExecutor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A tuning on Spark races exactly as on the local thread pool (docs/tuning.md, "Executors"). */
class SparkTuneTest {

    static final String TUNE = String.join("\n",
            "name: spark-tune",
            "algorithm: hybrid-ga",
            "space:",
            "  aging: {type: real, range: [0.05, 2.0], log: true}",
            "  lowMutationRate: {type: real, range: [0.2, 1.0]}",
            "training: [{set: sudoku/mantere-koljonen, ids: [s01a, s06a]}]",
            "test: [{set: sudoku/mantere-koljonen, ids: [s02a]}]",
            "budget: {maxExperiments: 80}",
            "runBudget: {maxGenerations: 60}",
            "testRuns: 2",
            "seed: 3",
            "");

    @TempDir
    Path dir;

    private String tune(Path out, RunExecutor executor) throws Exception {
        Path spec = dir.resolve("tune/spark-tune.yaml");
        Files.createDirectories(spec.getParent());
        Files.writeString(spec, TUNE);
        Session.Builder b = Session.builder(Algorithms.builtIn()).threads(2).history(false, null);
        Tuning lab = (executor == null ? b : b.executor(executor)).tuning();
        lab.tune(spec, out, line -> { });
        return Files.readString(out.resolve("spark-tune/races.csv"))
                + Files.readString(out.resolve("spark-tune/elites.csv"));
    }

    @Test
    void aTuningOnSparkRacesAsOnThreads() throws Exception {
        String local = tune(dir.resolve("local"), null);
        String spark = tune(dir.resolve("spark"), new SparkExecutor().withSettings(Map.of(SparkExecutor.MASTER,
                "local[2]")));
        assertEquals(local, spark);
    }
}
