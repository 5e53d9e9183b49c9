package io.galab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.experiment.distribute.Shards;
import io.galab.lab.Lab;
import io.galab.lab.TestSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With resume off a spec starts from scratch (docs/experiments.md, "Running, resuming and progress"): every run is
 * made in this build, no journal is read, neither {@code journal.csv} nor one kept aside under the same
 * fingerprint, and the old journal stays on disk as the next {@code journal.stale-N.csv}. A merge of shards reads
 * each shard's own journal alone.
 */
class ResumeOffTest {

    @TempDir
    Path dir;

    private static final String SPEC = String.join("\n", "name: fresh", "seed: 3", "runs: 3",
            "budget: {maxGenerations: 30}", "puzzles: [{set: sudoku/mantere-koljonen, ids: [s01a, s06a]}]",
            "variants: [{name: g, algorithm: growth-ga}]", "");

    /** What the listener was told, as lines. */
    private static final class Told implements ProgressListener {
        final List<String> warnings = new ArrayList<>();

        @Override
        public void warning(String message) {
            warnings.add(message);
        }
    }

    @Test
    void resumeOffMakesEveryRunAndReadsNoJournalStaleOrNot() throws Exception {
        Path spec = dir.resolve("fresh.yaml");
        Files.writeString(spec, SPEC);
        Path out = dir.resolve("out");
        Lab lab = TestSettings.quiet(out).lab();
        Lab.SpecRun first = lab.run(lab.plan(spec), ProgressListener.NONE);
        Path folder = first.reportDirectory();
        List<String> runs = Files.readAllLines(folder.resolve("runs.csv"));
        // a journal of the same fingerprint kept aside, as a change and its revert leave one
        Files.copy(folder.resolve("journal.csv"), folder.resolve("journal.stale-1.csv"));

        Lab fresh = TestSettings.quiet(out).resume(false).lab();
        Told told = new Told();
        Lab.SpecRun again = fresh.run(fresh.plan(spec), told);
        ExperimentResult r = again.result();
        for (int c = 0; c < r.plan().cells().size(); c++) {
            assertEquals(0, r.fromJournal(c), "cell " + c + " read nothing from a journal");
            assertEquals(3, r.madeNow(c), "cell " + c + " made every run");
        }
        assertTrue(told.warnings.stream().anyMatch(w -> w.startsWith("resume is off: every run is made in this"
                + " build and no journal is read (the previous journal is kept as journal.stale-2.csv)")),
                told.warnings.toString());
        assertTrue(told.warnings.stream().noneMatch(w -> w.contains("taken from")), told.warnings.toString());
        assertTrue(Files.isRegularFile(folder.resolve("journal.stale-1.csv")), "the old journals stay on disk");
        assertTrue(Files.isRegularFile(folder.resolve("journal.stale-2.csv")));
        // the same runs, made again: a run is a pure function of its cell and seed
        assertEquals(Timeless.withoutTimes(runs), Timeless.withoutTimes(Files.readAllLines(
                folder.resolve("runs.csv"))));
        // resuming again reads the journal this build wrote
        Lab.SpecRun resumed = lab.run(lab.plan(spec), ProgressListener.NONE);
        assertEquals(0, resumed.result().madeNow(0));
    }

    @Test
    void aMergeReadsEachShardsJournalAloneNeverOneKeptAside() throws Exception {
        Path spec = dir.resolve("fresh.yaml");
        Files.writeString(spec, SPEC);
        List<Path> shards = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Path out = dir.resolve("shards/" + i);
            Lab lab = TestSettings.quiet(out).shard(Shard.parse(i + "/2")).lab();
            lab.run(lab.plan(spec), ProgressListener.NONE);
            shards.add(out.resolve("fresh"));
        }
        // shard 1's journal emptied to its header, with its runs in a journal kept aside: the merge must not use them
        Path journal = shards.get(1).resolve("journal.csv");
        Files.copy(journal, shards.get(1).resolve("journal.stale-1.csv"));
        String text = Files.readString(journal);
        Files.writeString(journal, text.substring(0, text.indexOf('\n') + 1));
        Lab lab = TestSettings.quiet(dir.resolve("merged")).lab();
        List<Shards.Info> infos = new ArrayList<>();
        for (Path s : shards) {
            infos.add(Shards.read(s));
        }
        IllegalArgumentException missing = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> Shards.merge(lab.plan(spec), infos,
                        io.galab.report.gate.SequentialGates.of(lab.plan(spec))));
        assertTrue(missing.getMessage().contains("run(s) missing"), missing.getMessage());
    }

    /** Runs without their timing columns (millis, cpuMillis). */
    private static final class Timeless {
        static List<String> withoutTimes(List<String> lines) {
            List<String> header = List.of(lines.get(0).split(","));
            List<Integer> keep = new ArrayList<>();
            for (int i = 0; i < header.size(); i++) {
                if (!header.get(i).toLowerCase(java.util.Locale.ROOT).contains("millis")) {
                    keep.add(i);
                }
            }
            List<String> out = new ArrayList<>();
            for (String l : lines) {
                String[] f = l.split(",", -1);
                out.add(String.join(",", keep.stream().map(i -> i < f.length ? f[i] : "").toList()));
            }
            return out;
        }
    }
}
