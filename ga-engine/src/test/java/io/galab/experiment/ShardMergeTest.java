package io.galab.experiment;

import io.galab.lab.TestSettings;
import io.galab.experiment.distribute.Shards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.Lab;
import io.galab.lab.Session;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Job arrays: shards 0..K−1 merged equal one machine's run, and broken sets of shards are refused. */
class ShardMergeTest {

    @TempDir
    Path dir;

    Path spec() throws Exception {
        Path p = dir.resolve("specs/small.yaml");
        Files.createDirectories(p.getParent());
        Files.writeString(p, ExperimentRunTest.SPEC);
        return p;
    }

    Session.Builder settings(Path out) {
        return TestSettings.quiet(out);
    }

    Lab lab(Path out) {
        return settings(out).lab();
    }

    List<Path> shards(Path spec, int k) throws Exception {
        List<Path> dirs = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            Path out = dir.resolve("shard-" + i);
            Lab lab = settings(out).shard(new Shard(i, k)).lab();
            lab.run(lab.plan(spec), ProgressListener.NONE);
            assertTrue(Files.isRegularFile(out.resolve("small/" + Shards.FILE)));
            dirs.add(out);
        }
        return dirs;
    }

    @Test
    void mergedShardsEqualASingleMachineRun() throws Exception {
        Path spec = spec();
        Lab single = lab(dir.resolve("single"));
        single.run(single.plan(spec), ProgressListener.NONE);
        List<Path> dirs = shards(spec, 3);
        // each shard holds a third of the 24 runs
        assertEquals(1 + 8, Files.readAllLines(dir.resolve("shard-0/small/runs.csv")).size());
        Lab.SpecRun merged = settings(dir.resolve("merged")).merging().merge(dirs);
        assertEquals(ExperimentRunTest.withoutMillis(dir.resolve("single/small/runs.csv")),
                ExperimentRunTest.withoutMillis(merged.reportDirectory().resolve("runs.csv")));
        for (String report : List.of("comparisons.csv", "convergence.csv", "gates.csv")) {
            assertEquals(ExperimentRunTest.withoutTimes(dir.resolve("single/small/" + report)),
                    ExperimentRunTest.withoutTimes(merged.reportDirectory().resolve(report)), report);
        }
    }

    /** A Jigsaw spec's shards and their merge equal one machine's run, the puzzles' variant column included. */
    @Test
    void aJigsawSpecsMergedShardsEqualASingleMachineRun() throws Exception {
        Path p = dir.resolve("specs/small.yaml");
        Files.createDirectories(p.getParent());
        Files.writeString(p, String.join("\n", "name: small", "seed: 3", "runs: 4", "budget: {maxGenerations: 40}",
                "puzzles:", "  - set: jigsaw/galab-jigsaw", "    ids: [jg_02, jg_03]", "variants:",
                "  - {name: memetic, algorithm: propagating-memetic-ga}", "  - {name: hybrid, algorithm: hybrid-ga}",
                ""));
        Lab single = lab(dir.resolve("single"));
        single.run(single.plan(p), ProgressListener.NONE);
        List<Path> dirs = shards(p, 3);
        Lab.SpecRun merged = settings(dir.resolve("merged")).merging().merge(dirs);
        List<String> runs = ExperimentRunTest.withoutMillis(dir.resolve("single/small/runs.csv"));
        assertEquals(1 + 2 * 2 * 4, runs.size());
        assertTrue(runs.get(1).contains(",jigsaw:"), runs.get(1));
        assertEquals(runs, ExperimentRunTest.withoutMillis(merged.reportDirectory().resolve("runs.csv")));
    }

    @Test
    void incompleteOrInconsistentShardsAreRefused() throws Exception {
        Path spec = spec();
        List<Path> dirs = shards(spec, 3);
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> settings(dir.resolve("m")).merging().merge(dirs.subList(0, 2)));
        assertEquals("shards missing: 2/3", missing.getMessage());
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> settings(dir.resolve("m")).merging().merge(List.of(dirs.get(0), dirs.get(0), dirs.get(1))));
        assertTrue(twice.getMessage().startsWith("shard 0/3 given twice"), twice.getMessage());
        // a gap: drop two runs from shard 1's journal
        Path journal = dirs.get(1).resolve("small/journal.csv");
        List<String> lines = Files.readAllLines(journal);
        Files.write(journal, lines.subList(0, lines.size() - 2));
        IllegalArgumentException gap = assertThrows(IllegalArgumentException.class,
                () -> settings(dir.resolve("m")).merging().merge(dirs));
        assertTrue(gap.getMessage().startsWith("2 run(s) missing, for example run "), gap.getMessage());
        assertTrue(gap.getMessage().endsWith("(shard 1/3 in " + dirs.get(1).resolve("small") + "): rerun that shard;"
                + " it resumes from its journal"), gap.getMessage());
        // another plan: a shard of the same spec under another seed
        Files.writeString(spec, ExperimentRunTest.SPEC.replace("seed: 3", "seed: 4"));
        Lab other = settings(dir.resolve("other")).shard(new Shard(1, 3)).lab();
        other.run(other.plan(spec), ProgressListener.NONE);
        IllegalArgumentException plan = assertThrows(IllegalArgumentException.class,
                () -> settings(dir.resolve("m")).merging().merge(List.of(dirs.get(0), dir.resolve("other"),
                        dirs.get(2))));
        assertTrue(plan.getMessage().contains("was run for another plan"), plan.getMessage());
    }

    @Test
    void anExecutorThatRetriesOrDuplicatesRunsChangesNothing() throws Exception {
        Path spec = spec();
        Lab plain = lab(dir.resolve("plain"));
        plain.run(plain.plan(spec), ProgressListener.NONE);
        RunExecutor flaky = new RunExecutor() {
            @Override
            public String name() {
                return "retrying";
            }

            @Override
            public void execute(Plan plan, List<PlannedRun> batch, int threads, Consumer<RunRecord> results) {
                ConvergenceGrid grid = ConvergenceGrid.of(plan.spec().budget());
                for (int i = batch.size() - 1; i >= 0; i--) {
                    // every run is made twice, as a retried task would be, and delivered twice
                    RunRecord first = RunMaker.execute(plan, grid, batch.get(i));
                    RunRecord retry = RunMaker.execute(plan, grid, batch.get(i));
                    results.accept(first);
                    results.accept(retry);
                }
            }
        };
        Lab retrying = settings(dir.resolve("retrying")).executor(flaky).lab();
        retrying.run(retrying.plan(spec), ProgressListener.NONE);
        assertEquals(ExperimentRunTest.withoutMillis(dir.resolve("plain/small/runs.csv")),
                ExperimentRunTest.withoutMillis(dir.resolve("retrying/small/runs.csv")));
        assertEquals(1 + 24, Files.readAllLines(dir.resolve("retrying/small/journal.csv")).size(), "journaled once");
    }
}
