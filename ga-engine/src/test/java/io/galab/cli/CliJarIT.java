package io.galab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CLI jar that the package phase builds works as a program of its own. An integration test
 * (failsafe): it runs after the jar exists.
 */
class CliJarIT {

    static Path jar() {
        return Path.of(System.getProperty("galab.cli.jar"));
    }

    static String[] run(Path dir, String... args) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String[] command = new String[args.length + 3];
        command[0] = java;
        command[1] = "-jar";
        command[2] = jar().toString();
        System.arraycopy(args, 0, command, 3, args.length);
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(2, TimeUnit.MINUTES));
        return new String[] {String.valueOf(p.exitValue()), output};
    }

    @Test
    void validateRunAndSolveFromTheShadedJar(@TempDir Path dir) throws Exception {
        assertTrue(Files.isRegularFile(jar()), "built by ga-engine's package phase: " + jar());
        Files.writeString(dir.resolve("s.yaml"), String.join("\n", "name: s", "seed: 1", "runs: 2",
                "budget: {maxGenerations: 20}", "puzzles: [{set: sudoku/mantere-koljonen, ids: [s06a]}]",
                "variants: [{name: g, algorithm: growth-ga}]", "gates: [{minSuccessRate: 1.0}]", ""));
        String[] validate = run(dir, "validate", "s.yaml");
        assertEquals("0", validate[0], validate[1]);
        String[] run = run(dir, "run", "s.yaml", "--threads", "1");
        assertEquals("0", run[0], run[1]);
        assertTrue(Files.isRegularFile(dir.resolve("target/ga-reports/s/index.html")));
        Files.writeString(dir.resolve("bad.yaml"), "name: bad\nruns: x\n");
        String[] bad = run(dir, "validate", "bad.yaml");
        assertEquals("2", bad[0], bad[1]);
        assertTrue(bad[1].startsWith("error: bad.yaml:2:7: key 'runs'") || bad[1].contains("bad.yaml:"), bad[1]);
        String[] solve = run(dir, "solve", "twodoku/kaldanis:easy_3", "--algorithm", "twodoku-ga", "--seed", "2");
        assertEquals("0", solve[0], solve[1]);
        assertTrue(solve[1].contains("checked by the exact solver: valid solution"), solve[1]);
    }

    /**
     * The command with SIGINT at its default disposition: a build started in the background of a non-interactive
     * shell inherits SIGINT ignored, and a JVM leaves an ignored SIGINT ignored, so a test of Ctrl-C would find no
     * handler. python3 resets it and execs the command, which keeps the pid.
     */
    static List<String> withSigintAtDefault(List<String> command) {
        List<String> out = new java.util.ArrayList<>(List.of("python3", "-c", "import os, signal, sys;"
                + " signal.signal(signal.SIGINT, signal.SIG_DFL); os.execv(sys.argv[1], sys.argv[1:])"));
        out.addAll(command);
        return out;
    }

    /**
     * Ctrl-C (SIGINT) during a run on the thread pool says what is kept and exits 130, and the rerun resumes
     * from the journal; the same hook speaks for Spark, whose own shutdown would otherwise end in an internal
     * error.
     */
    @Test
    void ctrlCSaysWhatIsKeptAndTheRerunResumes(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("long.yaml"), String.join("\n", "name: long", "seed: 1", "runs: 400",
                "budget: {maxGenerations: 2000}", "puzzles: [{set: sudoku/mantere-koljonen, ids: [s10a, s10b]}]",
                "variants: [{name: g, algorithm: retrievable-ga}]", "")); // runs of 0.1-0.5 s: growth-ga's end at once
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(withSigintAtDefault(List.of(java, "-jar", jar().toString(), "run",
                "long.yaml", "--threads", "1"))).directory(dir.toFile()).redirectErrorStream(true).start();
        java.io.BufferedReader lines = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream(),
                StandardCharsets.UTF_8));
        StringBuilder output = new StringBuilder();
        Path journal = dir.resolve("target/ga-reports/long/journal.csv");
        // signal once some runs are journaled (not a clock: the journal's lines)
        while (!Files.exists(journal) || Files.readAllLines(journal).size() < 3) {
            assertTrue(p.isAlive(), "the run ended before it was interrupted: " + output);
            Thread.sleep(50);
        }
        assertEquals(0, new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor());
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            output.append(line).append('\n');
        }
        assertTrue(p.waitFor(1, TimeUnit.MINUTES));
        assertEquals(130, p.exitValue(), output.toString());
        assertTrue(output.toString().contains("interrupted: the runs finished so far are kept in the journal; run"
                + " again to resume"), output.toString());
        assertTrue(!output.toString().contains("internal error"), output.toString());
        long kept = Files.readAllLines(journal).size() - 1;
        assertTrue(kept >= 2, "runs kept: " + kept);
    }
}
