package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.experiment.ExperimentRunTest;
import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import io.galab.lab.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An output folder that cannot be written gives a clear error, and reports already written stay intact. */
class UnwritableOutputTest {

    @TempDir
    Path dir;

    static final String SPEC = "name: out\nseed: 1\nruns: 2\nbudget: {maxGenerations: 20}\n"
            + "puzzles: [{set: sudoku/mantere-koljonen, ids: [s06a]}]\nvariants: [{name: g, algorithm: growth-ga}]\n";

    Session.Builder settings(Path out) {
        return TestSettings.quiet(out).threads(1);
    }

    Lab lab(Path out) {
        return settings(out).lab();
    }

    @Test
    void aFileWhereTheOutputFolderShouldBeIsAClearError() throws IOException {
        Path spec = dir.resolve("out.yaml");
        Files.writeString(spec, SPEC);
        Path blocker = dir.resolve("reports");
        Files.writeString(blocker, "not a folder");
        Lab lab = lab(blocker);
        IOException e = assertThrows(IOException.class, () -> lab.run(lab.plan(spec), ProgressListener.NONE));
        assertEquals("cannot create the report folder " + blocker.resolve("out") + ": Not a directory; reports already"
                + " written are unchanged", e.getMessage());
        assertEquals("not a folder", Files.readString(blocker));
    }

    @Test
    void aFailedReportWriteLeavesTheEarlierReportsIntact() throws Exception {
        Path spec = dir.resolve("out.yaml");
        Files.writeString(spec, SPEC);
        Path out = dir.resolve("reports");
        Lab lab = lab(out);
        lab.run(lab.plan(spec), ProgressListener.NONE);
        Path report = out.resolve("out");
        List<String> runs = ExperimentRunTest.withoutMillis(report.resolve("runs.csv"));
        String html = Files.readString(report.resolve("index.html"));
        // something in the way of summary.csv: a non-empty folder of that name
        Files.delete(report.resolve("summary.csv"));
        Files.createDirectories(report.resolve("summary.csv"));
        Files.writeString(report.resolve("summary.csv/keep"), "x");
        IOException e = assertThrows(IOException.class, () -> lab.run(lab.plan(spec), ProgressListener.NONE));
        assertTrue(e.getMessage().startsWith("cannot write " + report.resolve("summary.csv") + ": "), e.getMessage());
        assertTrue(e.getMessage().endsWith("reports already written are unchanged"), e.getMessage());
        assertEquals(runs, ExperimentRunTest.withoutMillis(report.resolve("runs.csv")), "runs.csv complete");
        // every report is tried and each is whole: the page is rewritten from the same runs, so it says the same
        // but for the provenance's date and wall time
        assertEquals(withoutClock(html), withoutClock(Files.readString(report.resolve("index.html"))),
                "the page is whole, from the same runs");
        try (Stream<Path> files = Files.list(report)) {
            assertFalse(files.anyMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporary file left");
        }
    }

    @Test
    void aHistoryThatCannotBeWrittenIsAWarningAndTheRunStands() throws Exception {
        Path spec = dir.resolve("out.yaml");
        Files.writeString(spec, SPEC + "gates: [{minSuccessRate: 0}]\n");
        Path history = dir.resolve("ga-history.csv");
        Files.createDirectories(history.resolve("in-the-way"));
        Lab lab = settings(dir.resolve("reports")).history(true, history).lab();
        List<String> warnings = new ArrayList<>();
        Lab.SpecRun run = lab.run(lab.plan(spec), new ProgressListener() {
            @Override
            public void warning(String message) {
                warnings.add(message);
            }
        });
        assertFalse(run.failed());
        assertTrue(Files.isRegularFile(dir.resolve("reports/out/index.html")));
        assertTrue(warnings.stream().anyMatch(w -> w.startsWith(history + ": not a regular file")),
                warnings.toString());
        assertTrue(warnings.stream().anyMatch(w -> w.startsWith("cannot append to the history " + history + ": ")
                && w.endsWith("this build is not in the history")), warnings.toString());
    }

    /** A page without its provenance's date and wall time, the two rows that differ between two writings. */
    private static String withoutClock(String html) {
        return html.replaceAll("<code>\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC</code>", "<code>DATE</code>")
                .replaceAll("<code>[0-9.,]+ (s|ms|min|h)</code>", "<code>TIME</code>");
    }
}
