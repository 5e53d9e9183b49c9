package io.galab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithms;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.RunExecutor;
import io.galab.experiment.RunExecutors;
import io.galab.lab.Lab;
import io.galab.lab.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Spark executor makes the same runs.csv as the local thread pool, retried tasks included. */
class SparkExecutorTest {

    /** 3 puzzles × 2 variants × 12 runs = 72 runs of three algorithms. */
    static final String SPEC = String.join("\n",
            "name: spark-small",
            "seed: 11",
            "runs: 12",
            "budget: {maxGenerations: 80}",
            "puzzles:",
            "  - set: twodoku/kaldanis",
            "    ids: [easy_3]",
            "  - set: sudoku/mantere-koljonen",
            "    ids: [s06a, s01a]",
            "variants:",
            "  - {name: retrievable, algorithm: retrievable-ga}",
            "  - {name: hybrid, algorithm: hybrid-ga}",
            "gates:",
            "  - {minSuccessRate: 0.0}",
            "");

    @TempDir
    Path dir;

    static Path spec(Path dir) throws IOException {
        return spec(dir, SPEC);
    }

    static Path spec(Path dir, String text) throws IOException {
        Path p = dir.resolve("specs/spark-small.yaml");
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        return p;
    }

    static Path run(Path spec, Path out, RunExecutor executor) throws Exception {
        Session.Builder settings = Session.builder(Algorithms.builtIn()).folders(out, null).threads(2).history(false,
                null);
        Lab lab = (executor == null ? settings : settings.executor(executor)).lab();
        lab.run(lab.plan(spec), ProgressListener.NONE);
        return out.resolve("spark-small");
    }

    /** runs.csv without its last column, millis. */
    static List<String> withoutMillis(Path runsCsv) throws IOException {
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(runsCsv)) {
            out.add(line.substring(0, line.lastIndexOf(',')));
        }
        return out;
    }

    static void assertSameReports(Path expected, Path actual) throws IOException {
        List<String> runs = withoutMillis(expected.resolve("runs.csv"));
        assertEquals(1 + 72, runs.size());
        assertEquals(runs, withoutMillis(actual.resolve("runs.csv")));
        for (String report : List.of("comparisons.csv", "convergence.csv", "gates.csv")) {
            assertEquals(Files.readString(expected.resolve(report)), Files.readString(actual.resolve(report)), report);
        }
    }

    @Test
    void isFoundByNameWithItsSettings() {
        RunExecutor e = RunExecutors.named("spark", getClass().getClassLoader());
        assertTrue(e instanceof SparkExecutor);
        assertTrue(e.withSettings(Map.of(SparkExecutor.MASTER, "local[1]")) instanceof SparkExecutor);
    }

    @Test
    void localTwoEqualsTheThreadPool() throws Exception {
        Path spec = spec(dir);
        Path local = run(spec, dir.resolve("local"), null);
        Path spark = run(spec, dir.resolve("spark"),
                new SparkExecutor().withSettings(Map.of(SparkExecutor.MASTER, "local[2]")));
        assertSameReports(local, spark);
    }

    @Test
    void sequentialGatesStopTheSameCellsAfterTheSameBatches() throws Exception {
        Path spec = spec(dir, SPEC.replace("runs: 12", "runs: 12\nbatchSize: 4\nsequential: curtail")
                .replace("minSuccessRate: 0.0", "minSuccessRate: 0.5, level: warn"));
        Path local = run(spec, dir.resolve("local"), null);
        Path spark = run(spec, dir.resolve("spark"),
                new SparkExecutor().withSettings(Map.of(SparkExecutor.MASTER, "local[2]")));
        List<String> runs = withoutMillis(local.resolve("runs.csv"));
        assertTrue(runs.size() < 1 + 72, "curtail saved runs: " + (runs.size() - 1) + " made");
        assertEquals(runs, withoutMillis(spark.resolve("runs.csv")));
        // the gates' notes say after how many runs each stopped cell was settled
        assertEquals(Files.readString(local.resolve("gates.csv")), Files.readString(spark.resolve("gates.csv")));
    }

    @Test
    void retriedTasksChangeNothing() throws Exception {
        Path spec = spec(dir);
        Path local = run(spec, dir.resolve("local"), null);
        int before = SparkExecutor.injectedFailures();
        // local[2,4]: two threads, and a task may fail up to 4 times before the job fails
        SparkExecutor failing = ((SparkExecutor) new SparkExecutor()
                .withSettings(Map.of(SparkExecutor.MASTER, "local[2,4]"))).failingFirstAttempts();
        Path spark = run(spec, dir.resolve("retried"), failing);
        // 8 partitions (4 × 2 cores), each failed once half-way and ran again
        assertEquals(SparkExecutor.SLICES_PER_CORE * 2, SparkExecutor.injectedFailures() - before);
        assertSameReports(local, spark);
    }
}
