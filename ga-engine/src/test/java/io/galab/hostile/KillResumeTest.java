package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.Tuning;
import io.galab.lab.TestSettings;
import io.galab.experiment.ExperimentRunTest;
import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The runner is killed with SIGKILL (a separate JVM, {@code destroyForcibly}) at 10 random points of
 * one experiment; every rerun resumes from the journal, and the final runs.csv equals an uninterrupted
 * run's, apart from millis.
 */
class KillResumeTest {

    @TempDir
    Path dir;

    static final String SPEC = String.join("\n",
            "name: killed",
            "seed: 77",
            "runs: 10",
            "budget: {maxGenerations: 400}",
            "puzzles:",
            "  - {set: twodoku/kaldanis, ids: [easy_1, easy_3, medium_1]}",
            "variants:",
            "  - {name: base, algorithm: twodoku-ga, params: {populationSize: 60}}",
            "  - {name: ls, algorithm: twodoku-ga, params: {populationSize: 60, localSearch: true}}",
            "");

    /** The same experiment under a sequential gate: cells stop after batches of 3 once the verdict is settled. */
    static final String SEQUENTIAL = SPEC + String.join("\n", "batchSize: 3",
            "gates: [{minSuccessRate: 0.5, sequential: curtail, level: warn}]", "");

    /** The CLI's {@code run} (or {@code command}) on the spec, in a JVM of its own. */
    Process start(Path spec, Path out) throws IOException {
        return start("run", spec, out);
    }

    Process start(String command, Path spec, Path out) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), "io.galab.cli.Main", command,
                spec.toString(), "--out", out.toString(), "--threads", "2")
                .redirectErrorStream(true).redirectOutput(dir.resolve("child.log").toFile()).start();
    }

    /**
     * Starts the CLI on the spec again and again, killing it (-9) once the journal holds {@code points[i]}
     * runs; a point already passed is skipped. Returns how many times it was killed mid-experiment.
     */
    int killAt(long[] points, Path spec, Path out, Path journal) throws IOException, InterruptedException {
        return killAt("run", points, spec, out, journal);
    }

    int killAt(String command, long[] points, Path spec, Path out, Path journal) throws IOException,
            InterruptedException {
        int kills = 0;
        for (long point : points) {
            if (journaled(journal) >= point) {
                continue;
            }
            Process p = start(command, spec, out);
            while (p.isAlive() && journaled(journal) < point) {
                Thread.sleep(2);
            }
            if (p.isAlive()) {
                p.destroyForcibly();
                kills++;
            }
            p.waitFor();
        }
        return kills;
    }

    static long journaled(Path journal) throws IOException {
        if (!Files.exists(journal)) {
            return 0;
        }
        byte[] bytes = Files.readAllBytes(journal);
        long lines = 0;
        for (byte b : bytes) {
            lines += b == '\n' ? 1 : 0;
        }
        return Math.max(0, lines - 1);
    }

    @ParameterizedTest(name = "sequential: {0}")
    @ValueSource(booleans = {false, true})
    void killedTenTimesResumesToTheSameRunsCsv(boolean sequential) throws Exception {
        Path spec = dir.resolve("killed.yaml");
        Files.writeString(spec, sequential ? SEQUENTIAL : SPEC);
        Lab lab = TestSettings.quiet(dir.resolve("clean")).lab();
        Lab.SpecRun clean = lab.run(lab.plan(spec), ProgressListener.NONE);
        assertEquals(sequential, clean.result().saved() > 0, "runs saved: " + clean.result().saved());
        Path out = dir.resolve("out");
        Path journal = out.resolve("killed/journal.csv");
        int total = (int) (3 * 2 * 10 - clean.result().saved());
        SplittableRandom random = new SplittableRandom(20261126L);
        long[] points = new long[10];
        for (int i = 0; i < points.length; i++) {
            points[i] = 1 + random.nextInt(total - 2);
        }
        Arrays.sort(points);
        int kills = killAt(points, spec, out, journal);
        assertTrue(kills >= 5, "the runner was killed mid-experiment " + kills + " times");
        assertTrue(journaled(journal) < total, "the experiment is not finished before the last rerun");
        Process last = start(spec, out);
        assertEquals(0, last.waitFor(), Files.readString(dir.resolve("child.log")));
        assertTrue(Files.readString(dir.resolve("child.log")).contains("already in the journal"));
        assertEquals(ExperimentRunTest.withoutMillis(dir.resolve("clean/killed/runs.csv")),
                ExperimentRunTest.withoutMillis(out.resolve("killed/runs.csv")));
        assertEquals(total, journaled(journal) - countStaleOrDuplicate(journal), "each run journaled once");
    }

    /**
     * galab's own GA, killed while it works through hard puzzles: the rerun resumes to the clean run's
     * runs.csv. Its runs take tens of milliseconds, so the kills land mid-experiment.
     */
    @org.junit.jupiter.api.Test
    void galabsOwnGaKilledResumesToTheSameRunsCsv() throws Exception {
        Path spec = dir.resolve("killed.yaml");
        Files.writeString(spec, String.join("\n", "name: killed", "seed: 78", "runs: 10",
                "budget: {maxEvaluations: 300000}", "puzzles:",
                "  - {set: sudoku/forum-hardest, ids: [forum_hardest1106_0001, forum_hardest1106_0002,"
                        + " forum_hardest1106_0003]}",
                "variants: [{name: memetic, algorithm: propagating-memetic-ga}]", ""));
        Lab lab = TestSettings.quiet(dir.resolve("clean")).lab();
        lab.run(lab.plan(spec), ProgressListener.NONE);
        Path out = dir.resolve("out");
        Path journal = out.resolve("killed/journal.csv");
        int kills = killAt(new long[] {3, 9, 16, 22}, spec, out, journal);
        assertTrue(kills >= 1, "the runner was killed mid-experiment " + kills + " times");
        Process last = start(spec, out);
        assertEquals(0, last.waitFor(), Files.readString(dir.resolve("child.log")));
        assertEquals(ExperimentRunTest.withoutMillis(dir.resolve("clean/killed/runs.csv")),
                ExperimentRunTest.withoutMillis(out.resolve("killed/runs.csv")));
    }

    /** Lines beyond the complete runs: none are expected, since a cut-short line is truncated away. */
    static long countStaleOrDuplicate(Path journal) throws IOException {
        List<String> lines = Files.readAllLines(journal);
        java.util.Set<String> keys = new java.util.HashSet<>();
        long dup = 0;
        for (String l : lines.subList(1, lines.size())) {
            String[] f = l.split(",", 3);
            if (!keys.add(f[0] + "," + f[1])) {
                dup++;
            }
        }
        return dup;
    }

    /**
     * A tuning killed (-9) four times while it races resumes from its journal to the race and the result
     * of a tuning never killed (docs/tuning.md, "Reproducible and resumable").
     */
    @org.junit.jupiter.api.Test
    void aKilledTuningResumesToTheSameRace() throws Exception {
        Path spec = dir.resolve("tune.yaml");
        Files.writeString(spec, String.join("\n", "name: killed-tune", "algorithm: twodoku-ga", "space:",
                "  crossoverRate: {type: real, range: [0.05, 0.5]}",
                "  mutationRate: {type: real, range: [0.02, 0.3], log: true}",
                "training: [{set: twodoku/kaldanis, ids: [easy_1, easy_2]}]",
                "test: [{set: twodoku/kaldanis, ids: [easy_3]}]", "budget: {maxExperiments: 100}",
                "runBudget: {maxGenerations: 300}", "testRuns: 3", "seed: 9", ""));
        Tuning lab = TestSettings.quiet().tuning();
        lab.tune(spec, dir.resolve("clean"), line -> { });
        Path out = dir.resolve("out");
        Path journal = out.resolve("killed-tune/journal.csv");
        int kills = killAt("tune", new long[] {10, 35, 60, 85}, spec, out, journal);
        assertTrue(kills >= 1, "the tuning was killed mid-race " + kills + " times");
        Process last = start("tune", spec, out);
        assertEquals(0, last.waitFor(), Files.readString(dir.resolve("child.log")));
        for (String file : List.of("races.csv", "elites.csv", "best.yaml")) {
            assertEquals(Files.readString(dir.resolve("clean/killed-tune/" + file)),
                    Files.readString(out.resolve("killed-tune/" + file)), file);
        }
    }
}
