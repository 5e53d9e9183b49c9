package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.experiment.ExperimentRunTest;
import io.galab.experiment.Plan;
import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A journal record edited by hand is not a result: its checksum no longer matches, and one whose checksum
 * was made to fit is still checked against the budget. Either way the run is redone.
 */
class JournalRecordTest {

    @TempDir
    Path dir;

    @Test
    void anEditedRecordIsRedoneWithAWarning() throws Exception {
        Path spec = spec();
        Lab lab = lab();
        lab.run(lab.plan(spec), ProgressListener.NONE);
        Path runs = dir.resolve("out/s/runs.csv");
        List<String> before = ExperimentRunTest.withoutMillis(runs);
        Path journal = dir.resolve("out/s/journal.csv");
        List<String> original = Files.readAllLines(journal);
        // edited by hand: the checksum no longer matches
        List<String> lines = new ArrayList<>(original);
        String[] f = lines.get(1).split(",", -1);
        f[4] = "400"; // generations
        lines.set(1, String.join(",", f));
        Files.write(journal, lines);
        List<String> warnings = rerun(lab, spec, 1);
        assertTrue(warnings.stream().anyMatch(w -> w.contains("journal.csv:2: a journal line whose checksum does not"
                + " match")), warnings.toString());
        assertEquals(before, ExperimentRunTest.withoutMillis(runs),
                "the redone run gives the same result");
        // edited with the checksum made to fit: the budget check still refuses it
        lines = new ArrayList<>(original);
        f = lines.get(1).split(",", -1);
        f[4] = "400";
        String body = String.join(",", List.of(f).subList(0, f.length - 1));
        CRC32 crc = new CRC32();
        crc.update(body.getBytes(StandardCharsets.UTF_8));
        lines.set(1, body + "," + String.format("%08x", crc.getValue()));
        Files.write(journal, lines);
        warnings = rerun(lab, spec, 1);
        assertTrue(warnings.stream().anyMatch(w -> w.contains("journal.csv:2: a record of 400 generations under a"
                + " budget of 40")), warnings.toString());
        assertEquals(before, ExperimentRunTest.withoutMillis(runs),
                "the redone run gives the same result");
    }

    /**
     * A journal written before runs kept their improvements and microseconds (ten fields a line) is still read: no run
     * is redone.
     */
    @Test
    void aJournalFromBeforeImprovementsIsReadAsItIs() throws Exception {
        Path spec = spec();
        Lab lab = lab();
        lab.run(lab.plan(spec), ProgressListener.NONE);
        Path journal = dir.resolve("out/s/journal.csv");
        List<String> lines = new ArrayList<>(Files.readAllLines(journal));
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split(",", -1);
            assertEquals(17, f.length, "fields, improvements, microseconds, note, outcome, counters, checksum: "
                    + lines.get(i));
            assertTrue(f[15].matches("cpuMicros=\\d+ eliteReinitialisations=\\d+ eliteReplacements=\\d+"
                    + " localSearchSwaps=\\d+"),
                    "the run's counters in name order: " + f[15]);
            assertTrue(!f[10].isEmpty() && f[10].split(" ").length == f[11].split(" ").length, lines.get(i));
            String body = String.join(",", List.of(f).subList(0, 10));
            CRC32 crc = new CRC32();
            crc.update(body.getBytes(StandardCharsets.UTF_8));
            lines.set(i, body + "," + String.format("%08x", crc.getValue()));
        }
        Files.write(journal, lines);
        List<String> warnings = rerun(lab, spec, 2);
        assertTrue(warnings.isEmpty(), warnings.toString());
    }

    /**
     * A run's counters read back as they were written, and a counters field that is not {@code name=value} pairs
     * (with its checksum made to fit) is an unreadable line: the run is redone, with a warning naming the line.
     */
    @Test
    void countersAreReadBackAndAMalformedCountersFieldIsRedone() throws Exception {
        Path spec = spec();
        Lab lab = lab();
        Lab.SpecRun first = lab.run(lab.plan(spec), ProgressListener.NONE);
        Path journal = dir.resolve("out/s/journal.csv");
        List<String> lines = new ArrayList<>(Files.readAllLines(journal));
        String[] f = lines.get(1).split(",", -1);
        long swaps = Long.parseLong(f[15].replaceAll(".*localSearchSwaps=(\\d+).*", "$1"));
        Lab.SpecRun again = lab.run(lab.plan(spec), ProgressListener.NONE);
        int cell = Integer.parseInt(f[0]);
        int run = Integer.parseInt(f[1]);
        assertEquals(swaps, again.result().counter(cell, run, "localSearchSwaps"), "read back from the journal");
        assertEquals(first.result().counter(cell, run, "localSearchSwaps"),
                again.result().counter(cell, run, "localSearchSwaps"));
        f[15] = "localSearchSwaps";
        String body = String.join(",", List.of(f).subList(0, f.length - 1));
        lines.set(1, body + "," + io.galab.experiment.run.Journal.crc(body));
        Files.write(journal, lines);
        List<String> warnings = rerun(lab, spec, 1);
        assertTrue(warnings.stream().anyMatch(w -> w.contains("journal.csv:2: unreadable journal line skipped")),
                warnings.toString());
    }

    /** Two runs of twodoku-ga on hard_1. */
    private Path spec() throws Exception {
        Path spec = dir.resolve("s.yaml");
        Files.writeString(spec, String.join("\n", "name: s", "seed: 1", "runs: 2", "budget: {maxGenerations: 40}",
                "puzzles: [{set: twodoku/kaldanis, ids: [hard_1]}]",
                "variants: [{name: t, algorithm: twodoku-ga, params: {populationSize: 10}}]", ""));
        return spec;
    }

    private Lab lab() {
        return TestSettings.quiet(dir.resolve("out")).threads(1).lab();
    }

    /** Runs the spec again; checks how many runs were taken from the journal; returns the warnings. */
    private static List<String> rerun(Lab lab, Path spec, long expectedDone) throws Exception {
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
        assertEquals(expectedDone, resumed[0], "the edited record is not taken as a result");
        return warnings;
    }
}
