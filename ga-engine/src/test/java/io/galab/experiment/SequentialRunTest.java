package io.galab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.lab.Lab;
import io.galab.lab.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sequential gates in real runs: curtail saves runs and gives the fixed-n verdicts; the runs made are
 * the same for any thread count, for shards merged, after an interruption, and when runs is raised.
 */
class SequentialRunTest {

    @TempDir
    Path dir;

    static final String SPEC = String.join("\n",
            "name: seq",
            "seed: 5",
            "runs: 20",
            "batchSize: 5",
            "sequential: curtail",
            "budget: {maxGenerations: 300}",
            "puzzles:",
            "  - {set: sudoku/mantere-koljonen, ids: [s01a, s10a]}",
            "variants:",
            "  - {name: tw, algorithm: twodoku-ga, params: {populationSize: 20}}",
            "  - {name: purge, algorithm: purge-ga}",
            "gates:",
            "  - {minSuccessRate: 0.6}",
            "  - {minSuccessRate: 0.2, puzzles: [s01a]}",
            "");

    Path spec(String name, String text) throws IOException {
        Path p = dir.resolve(name + ".yaml");
        Files.writeString(p, text);
        return p;
    }

    static Session.Builder settings(Path out, int threads) {
        return TestSettings.quiet(out).threads(threads);
    }

    static Lab lab(Path out, int threads) {
        return settings(out, threads).lab();
    }

    static Lab.SpecRun run(Path spec, Path out, int threads) throws Exception {
        Lab lab = lab(out, threads);
        return lab.run(lab.plan(spec), ProgressListener.NONE);
    }

    /** gates.csv without the note column: the verdicts, which must not depend on stopping early. */
    static List<String> verdicts(Path gates) throws IOException {
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(gates)) {
            String[] f = line.split(",", -1);
            out.add(f[2] + "," + f[3] + "," + f[1] + "," + f[8]);
        }
        return out;
    }

    /**
     * The switch for a full reproduction ({@code --full}, {@code -Dga.sequential=false}): the committed spec as it
     * is, every run of every cell made, the same runs as a spec with sequential gates off; after a curtailed
     * build, the full one adds the runs the curtailed cells did not make, reading the rest from the journal.
     */
    @Test
    void theFullSwitchMakesEveryRunOfACommittedSpecAsItIs() throws Exception {
        Path spec = spec("seq", SPEC);
        Lab.SpecRun curtailed = run(spec, dir.resolve("out"), 2);
        assertTrue(curtailed.result().saved() > 0);
        Lab fullLab = settings(dir.resolve("out"), 2).full(true).lab();
        Plan plan = fullLab.plan(spec);
        assertTrue(plan.cells().stream().noneMatch(plan::sequential), "no cell is sequential");
        Lab.SpecRun full = fullLab.run(plan, ProgressListener.NONE);
        assertEquals(0, full.result().saved());
        assertEquals(plan.totalRuns(), full.result().count());
        Lab.SpecRun off = run(spec("off", SPEC.replace("name: seq", "name: off").replace("sequential: curtail",
                "sequential: off")), dir.resolve("off"), 2);
        assertEquals(ExperimentRunTest.withoutMillis(dir.resolve("off/off/runs.csv")).stream()
                .map(l -> l.replaceFirst("^off,", "seq,")).toList(),
                ExperimentRunTest.withoutMillis(dir.resolve("out/seq/runs.csv")));
        assertEquals(verdicts(dir.resolve("off/off/gates.csv")).size(), verdicts(dir.resolve("out/seq/gates.csv"))
                .size());
    }

    @Test
    void curtailSavesRunsAndGivesTheFixedNVerdicts() throws Exception {
        Lab.SpecRun seq = run(spec("seq", SPEC), dir.resolve("seq"), 2);
        Lab.SpecRun full = run(spec("seq", SPEC.replace("sequential: curtail", "sequential: off")), dir.resolve("full"),
                2);
        assertEquals(0, full.result().saved());
        assertTrue(seq.result().saved() >= 15, "saved " + seq.result().saved());
        assertEquals(verdicts(dir.resolve("full/seq/gates.csv")), verdicts(dir.resolve("seq/seq/gates.csv")));
        // the runs made are each cell's first runs, identical to those of the full experiment
        List<String> all = ExperimentRunTest.withoutMillis(dir.resolve("full/seq/runs.csv"));
        List<String> made = ExperimentRunTest.withoutMillis(dir.resolve("seq/seq/runs.csv"));
        assertTrue(all.containsAll(made));
        assertEquals(all.size() - seq.result().saved(), made.size());
        for (Plan.Cell c : seq.plan().cells()) {
            int m = seq.result().runs(c.index());
            assertEquals(m == 20, seq.result().stopped(c.index()).isEmpty());
            assertEquals(0, m % 5, "whole batches");
        }
        // a baseline recorded from stopped cells records the runs they made
        Lab lab = lab(dir.resolve("seq"), 2);
        Lab.BaselineResult baseline = lab.baseline(lab.plan(spec("seq", SPEC)), true, ProgressListener.NONE);
        for (Plan.Cell c : seq.plan().cells()) {
            assertTrue(baseline.rows().stream().anyMatch(r -> r.puzzle().equals(c.puzzle().id())
                    && r.variant().equals(c.variant().name()) && r.runs() == seq.result().runs(c.index())));
        }
        List<String> summary = Files.readAllLines(dir.resolve("seq/seq/summary.csv"));
        assertTrue(summary.stream().anyMatch(l -> l.contains(",20,\"curtail: ")), String.join("\n", summary));
    }

    @Test
    void theRunsMadeDoNotDependOnThreadsShardsInterruptionsOrRaisingRuns() throws Exception {
        Path spec = spec("seq", SPEC);
        run(spec, dir.resolve("t1"), 1);
        List<String> one = ExperimentRunTest.withoutMillis(dir.resolve("t1/seq/runs.csv"));
        run(spec, dir.resolve("t2"), 2);
        assertEquals(one, ExperimentRunTest.withoutMillis(dir.resolve("t2/seq/runs.csv")), "2 threads");
        // shards: each sequential cell goes whole to one shard
        List<Path> shards = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Path out = dir.resolve("shard-" + i);
            Lab lab = settings(out, 1).shard(new Shard(i, 3)).lab();
            lab.run(lab.plan(spec), ProgressListener.NONE);
            shards.add(out);
        }
        Lab.SpecRun merged = settings(dir.resolve("merged"), 1).merging().merge(shards);
        assertEquals(one, ExperimentRunTest.withoutMillis(merged.reportDirectory().resolve("runs.csv")), "shards");
        assertEquals(Files.readString(dir.resolve("t1/seq/gates.csv")), Files.readString(merged.reportDirectory()
                .resolve("gates.csv")));
        // interrupted: the journal cut to its first lines; the rerun makes the same runs
        Path journal = dir.resolve("t2/seq/journal.csv");
        List<String> lines = Files.readAllLines(journal);
        Files.write(journal, lines.subList(0, 7));
        run(spec, dir.resolve("t2"), 2);
        assertEquals(one, ExperimentRunTest.withoutMillis(dir.resolve("t2/seq/runs.csv")), "resumed");
        // raising runs later extends the experiment as a fresh one with more runs would run it
        Path fewer = spec("seq", SPEC.replace("runs: 20", "runs: 10"));
        run(fewer, dir.resolve("raised"), 2);
        run(spec("seq", SPEC), dir.resolve("raised"), 2);
        assertEquals(one, ExperimentRunTest.withoutMillis(dir.resolve("raised/seq/runs.csv")), "raised");
    }
}
