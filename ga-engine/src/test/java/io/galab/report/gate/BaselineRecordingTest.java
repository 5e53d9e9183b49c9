package io.galab.report.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import io.galab.lab.TestSettings;
import io.galab.report.gate.GateVerdict.Verdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Baselines that agree with their gates (docs/gates.md, "Recording a baseline"): {@code ga:baseline} writes the
 * file the gate reads or refuses naming both paths, rewrites only the rows that changed, never adds a build to
 * the history, and a file that cannot be read is refused in the user's words with how to mend it.
 */
class BaselineRecordingTest {

    @TempDir
    Path dir;

    private Path spec(String gates) throws IOException {
        Path spec = dir.resolve("gated.yaml");
        Files.writeString(spec, GatesTest.SPEC + gates);
        return spec;
    }

    @Test
    void theBaselineIsWrittenWhereTheGateReadsIt() throws Exception {
        // a path a user spelt their own way: the advice's command must write that file, not baselines/gated.csv
        Path spec = spec("  - {baseline: ci/quality-base.csv, maxDrop: 0.1}\n");
        Lab lab = TestSettings.lab(dir.resolve("out"));
        Lab.BaselineResult b = lab.baseline(lab.plan(spec), false, ProgressListener.NONE);
        assertEquals(dir.resolve("ci/quality-base.csv").toAbsolutePath().normalize(), b.file());
        assertTrue(Files.exists(dir.resolve("ci/quality-base.csv")));
        assertFalse(Files.exists(dir.resolve("baselines/gated.csv")));
        Lab.SpecRun run = lab.run(lab.plan(spec), ProgressListener.NONE);
        assertTrue(run.verdicts().stream().allMatch(v -> v.verdict() == Verdict.PASS), run.verdicts().toString());
    }

    @Test
    void aBaselineFolderThatTheGateDoesNotReadIsRefusedNamingBothPaths() throws Exception {
        Path spec = spec("  - {baseline: baselines/gated.csv}\n");
        Lab lab = TestSettings.quiet(dir.resolve("out")).folders(dir.resolve("out"), dir.resolve("elsewhere")).lab();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> lab.baseline(lab.plan(spec), false, ProgressListener.NONE));
        assertTrue(e.getMessage().contains(dir.resolve("baselines/gated.csv").toString()), e.getMessage());
        assertTrue(e.getMessage().contains(dir.resolve("elsewhere/gated.csv").toString()), e.getMessage());
        assertFalse(Files.exists(dir.resolve("elsewhere")), "nothing written, no run made");
        // the folder where the gate reads is accepted
        Lab same = TestSettings.quiet(dir.resolve("out")).folders(dir.resolve("out"), dir.resolve("baselines")).lab();
        assertTrue(same.baseline(same.plan(spec), false, ProgressListener.NONE).written());
        // two gates reading two files: one recording cannot serve both
        Path two = spec("  - {baseline: baselines/gated.csv}\n  - {trend: baselines/other.csv}\n");
        IllegalArgumentException both = assertThrows(IllegalArgumentException.class,
                () -> lab.baseline(lab.plan(two), false, ProgressListener.NONE));
        assertTrue(both.getMessage().contains("other.csv") && both.getMessage().contains("gated.csv"),
                both.getMessage());
    }

    @Test
    void reRecordingRewritesOnlyTheRowsThatChanged() throws Exception {
        Path spec = spec("  - {baseline: baselines/gated.csv}\n");
        Lab lab = TestSettings.lab(dir.resolve("out"));
        Lab.BaselineResult first = lab.baseline(lab.plan(spec), false, ProgressListener.NONE);
        String written = Files.readString(first.file());
        Thread.sleep(5); // a later recording time, were a row rewritten
        lab.baseline(lab.plan(spec), false, ProgressListener.NONE);
        assertEquals(written, Files.readString(first.file()), "the same counts: every line as it was");
        // one row edited to other counts (as if recorded by other code): only that row gets a new time
        String edited = written.replace("gated,s06a,tw,populationSize=20,6,0,", "gated,s06a,tw,populationSize=20,6,1,");
        Files.writeString(first.file(), edited);
        lab.baseline(lab.plan(spec), true, ProgressListener.NONE);
        List<String> before = written.lines().toList();
        List<String> after = Files.readString(first.file()).lines().toList();
        for (int i = 0; i < before.size(); i++) {
            if (before.get(i).startsWith("gated,s06a,tw,")) {
                assertFalse(after.get(i).equals(before.get(i)), "the changed row is recorded anew");
            } else {
                assertEquals(before.get(i), after.get(i), "an unchanged row keeps its line");
            }
        }
    }

    @Test
    void recordingABaselineNeverAddsABuildToTheHistory() throws Exception {
        Path spec = spec("  - {trend: baselines/gated.csv, builds: 3, maxDrop: 0.5}\n");
        Path history = dir.resolve("history.csv");
        Lab lab = TestSettings.quiet(dir.resolve("out")).history(true, history).lab();
        lab.baseline(lab.plan(spec), false, ProgressListener.NONE);
        assertFalse(Files.exists(history), "the baseline's runs are not a build");
        lab.run(lab.plan(spec), ProgressListener.NONE);
        String once = Files.readString(history);
        lab.baseline(lab.plan(spec), false, ProgressListener.NONE);
        lab.run(lab.plan(spec), ProgressListener.NONE);
        assertEquals(once, Files.readString(history), "alternating baseline and run: the same evidence, once");
        Lab.SpecRun again = lab.run(lab.plan(spec), ProgressListener.NONE);
        assertTrue(again.verdicts().stream().allMatch(v -> v.note().contains("1 of 3 builds")),
                again.verdicts().toString());
    }

    @Test
    void aBaselineThatCannotBeReadIsRefusedInTheUsersWordsWithHowToMendIt() throws Exception {
        String header = "spec,puzzle,variant,params,runs,successes,seed,budget,recorded\n";
        String row = "gated,s06a,growth,,6,6,5," + GatesTest.BUDGET + ",2026-11-01T00:00:00Z\n";
        Path file = dir.resolve("b.csv");
        String conflict = header + "<<<<<<< HEAD\n" + row + "=======\n" + row.replace(",6,6,", ",6,5,")
                + ">>>>>>> feature\n";
        List<String[]> cases = List.of(
                new String[] {conflict, "b.csv:2: a git conflict marker ('<<<<<<< HEAD')"},
                new String[] {header + "gated\n", "b.csv:2: the row has 1 value where the header names 9 columns"},
                new String[] {header + row.replace(",6,6,", ",six,6,"), "b.csv:2: runs is 'six', not a whole number"},
                new String[] {header + row.replace(",6,6,", ",6,9,"), "b.csv:2: successes 9 of runs 6"},
                new String[] {header + "gated,\"s06a,growth\n", "b.csv:"},
                new String[] {"spec,puzzle\n" + row, "b.csv:1: the baseline's header lacks column 'variant'"});
        Path spec = spec("  - {baseline: b.csv}\n");
        for (String[] c : cases) {
            Files.writeString(file, c[0]);
            // validate finds it before any run, in the words a run's refusal uses
            List<String> found = Gates.baselineRefusals(TestSettings.lab(dir.resolve("out")).plan(spec));
            assertEquals(1, found.size(), found.toString());
            assertTrue(found.get(0).startsWith("baseline refused: ") && found.get(0).contains(c[1]), found.get(0));
            IOException e = assertThrows(IOException.class, () -> Baselines.read(file), c[1]);
            String message = e.getMessage();
            assertTrue(message.contains(c[1]), message);
            assertTrue(message.contains("mvn ga:baseline"), "says how to mend it: " + message);
            assertFalse(message.contains("CSVRecord") || message.contains("Index for header")
                    || message.contains("For input string"), "no parser text: " + message);
        }
    }

    /** validate names the baseline rows that match no cell of the spec; they are not an error, and not used. */
    @Test
    void rowsOfCellsTheSpecNoLongerHasAreNamed() throws Exception {
        String header = "spec,puzzle,variant,params,runs,successes,seed,budget\n";
        Files.writeString(dir.resolve("b.csv"), header + "gated,s06a,growth,,6,6,5," + GatesTest.BUDGET + "\n"
                + "gated,s99z,growth,,6,6,5," + GatesTest.BUDGET + "\n");
        Path spec = spec("  - {baseline: b.csv}\n");
        io.galab.experiment.Plan plan = TestSettings.lab(dir.resolve("out")).plan(spec);
        assertEquals(List.of(), Gates.baselineRefusals(plan));
        assertEquals(List.of("b.csv: 1 row names no cell of spec gated (puzzle s99z, variant growth): a puzzle or"
                + " variant taken out of it? Such rows are not used"), Gates.baselineStrays(plan));
    }
}
