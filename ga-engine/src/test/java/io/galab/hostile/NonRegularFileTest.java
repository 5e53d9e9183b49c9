package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.algorithm.Algorithms;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.spec.SpecException;
import io.galab.experiment.spec.SpecLoader;
import io.galab.lab.Lab;
import io.galab.report.gate.GateVerdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Named pipes where galab expects files: a read would block until someone writes to the pipe, so
 * every reader refuses a non-regular file with a located message. The timeout only guards the build
 * against a hang; it measures nothing.
 */
@Timeout(120)
class NonRegularFileTest {

    @TempDir
    Path dir;

    private Path fifo(String name) throws IOException, InterruptedException {
        Path p = dir.resolve(name);
        Process mkfifo = new ProcessBuilder("mkfifo", p.toString()).inheritIO().start();
        assertEquals(0, mkfifo.waitFor(), "mkfifo");
        return p;
    }

    @Test
    void aSpecThatIsAPipeIsRefused() throws Exception {
        Path spec = fifo("spec.yaml");
        SpecException e = assertThrows(SpecException.class, () -> new SpecLoader(Algorithms.builtIn()).load(spec));
        assertTrue(e.getMessage().contains("spec.yaml:1:1: not a regular file"), e.getMessage());
    }

    @Test
    void aPuzzleSetThatIsAPipeIsRefusedWhereTheSpecNamesIt() throws Exception {
        fifo("puzzles.txt");
        Path spec = dir.resolve("s.yaml");
        Files.writeString(spec, String.join("\n", "name: s", "seed: 1", "runs: 1", "budget: {maxGenerations: 5}",
                "puzzles: [{set: puzzles.txt}]", "variants: [{name: g, algorithm: growth-ga}]", ""));
        Lab lab = TestSettings.quiet(dir.resolve("out")).threads(1).lab();
        SpecException e = assertThrows(SpecException.class, () -> lab.plan(spec));
        assertTrue(e.getMessage().contains("puzzles.txt:1:1: not a regular file"), e.getMessage());
    }

    @Test
    void aBaselineThatIsAPipeIsRefusedAsAGateVerdict() throws Exception {
        Files.createDirectories(dir.resolve("baselines"));
        fifo("baselines/s.csv");
        Path spec = dir.resolve("s.yaml");
        Files.writeString(spec, String.join("\n", "name: s", "seed: 1", "runs: 1", "budget: {maxGenerations: 5}",
                "puzzles: [{set: sudoku/mantere-koljonen, ids: [s06a]}]", "variants: [{name: g, algorithm: growth-ga}]",
                "gates: [{baseline: baselines/s.csv}]", ""));
        Lab lab = TestSettings.quiet(dir.resolve("out")).threads(1).lab();
        Lab.SpecRun run = lab.run(lab.plan(spec), ProgressListener.NONE);
        assertEquals(GateVerdict.Verdict.REFUSED, run.verdicts().get(0).verdict());
        assertTrue(run.verdicts().get(0).note().contains("not a regular file"), run.verdicts().get(0).note());
    }

    @Test
    void aJournalThatIsAPipeStopsTheRunWithAMessage() throws Exception {
        Path spec = dir.resolve("s.yaml");
        Files.writeString(spec, String.join("\n", "name: s", "seed: 1", "runs: 1", "budget: {maxGenerations: 5}",
                "puzzles: [{set: sudoku/mantere-koljonen, ids: [s06a]}]", "variants: [{name: g, algorithm: growth-ga}]",
                ""));
        Files.createDirectories(dir.resolve("out/s"));
        fifo("out/s/journal.csv");
        Lab lab = TestSettings.quiet(dir.resolve("out")).threads(1).lab();
        IOException e = assertThrows(IOException.class, () -> lab.run(lab.plan(spec), ProgressListener.NONE));
        assertTrue(e.getMessage().contains("not a regular file"), e.getMessage());
    }
}
