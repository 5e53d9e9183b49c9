package io.galab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.solve.ExactSolver;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A run whose program dies while galab itself is stopping is never a result: stopped by SIGINT or SIGHUP to its
 * process group, or by SIGTERM to the JVM alone, while an external program is in the middle of its second run,
 * galab journals only the first run, never the second as the program's failure, and the rerun makes it
 * (docs/external-solvers.md, "Processes"). 20 times each: the signals and galab's own shutdown race, and every
 * order must give the same journal. Every wait is on an event (a file the program writes, the process's end).
 */
class InterruptedProgramIT {

    private static final int TIMES = 20;

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"INT group", "HUP group", "TERM jvm"})
    void aRunStoppedWithGalabIsRedoneOnResume(String how) throws Exception {
        Puzzle p = PuzzleLibrary.load("sudoku/mantere-koljonen").get("s01a");
        int[] g = new ExactSolver(p.geometry()).solve(p).orElseThrow();
        StringBuilder sol = new StringBuilder();
        for (int i = 0; i < 81; i++) {
            sol.append(g[i]).append(i % 9 == 8 ? "\n" : " ");
        }
        Files.writeString(dir.resolve("sol.txt"), sol);
        // the first run answers; a later one, while 'hang' exists, says it started and sleeps
        Path program = dir.resolve("prog.sh");
        Files.writeString(program, String.join("\n", "#!/bin/sh",
                "if [ -e hang ] && [ -e first-done ]; then touch started; sleep 30; fi",
                "touch first-done", "cat sol.txt", ""));
        Files.setPosixFilePermissions(program, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.writeString(dir.resolve("s.yaml"), String.join("\n", "name: s", "seed: 1", "runs: 2",
                "budget: {maxSeconds: 60}", "puzzles: [{set: sudoku/mantere-koljonen, ids: [s01a]}]",
                "variants: [{name: x, algorithm: external, params: {command: [./prog.sh, \"{puzzle}\"],"
                        + " input: numeric}}]", ""));
        Path journal = dir.resolve("target/ga-reports/s/journal.csv");
        for (int time = 0; time < TIMES; time++) {
            for (String f : List.of("started", "first-done")) {
                Files.deleteIfExists(dir.resolve(f));
            }
            Files.writeString(dir.resolve("hang"), "");
            Files.deleteIfExists(journal);
            Process galab = start("run", "s.yaml", "--threads", "1", "--no-resume");
            while (!Files.exists(dir.resolve("started"))) {
                assertTrue(galab.isAlive(), "galab ended before its second run: " + output(galab));
                Thread.sleep(10);
            }
            String pid = Long.toString(galab.pid());
            List<String> kill = switch (how) {
                case "INT group" -> List.of("kill", "-INT", "--", "-" + pid);
                case "HUP group" -> List.of("kill", "-HUP", "--", "-" + pid);
                default -> List.of("kill", "-TERM", pid);
            };
            assertEquals(0, new ProcessBuilder(kill).start().waitFor());
            assertTrue(galab.waitFor(2, TimeUnit.MINUTES), "galab stops");
            String out = output(galab);
            List<String> runs = Files.readAllLines(journal).stream().skip(1).toList();
            assertEquals(1, runs.size(), how + ", time " + time + ": only the first run is journaled: " + runs
                    + "\n" + out);
            assertTrue(runs.get(0).startsWith("0,"), runs.toString());
            assertTrue(runs.stream().noneMatch(l -> l.contains("program-failed")), runs.toString());
        }
        // the rerun resumes: the first run from the journal, the second made now and solved
        Files.delete(dir.resolve("hang"));
        Process rerun = start("run", "s.yaml", "--threads", "1");
        assertTrue(rerun.waitFor(2, TimeUnit.MINUTES));
        String out = output(rerun);
        assertEquals(0, rerun.exitValue(), out);
        assertTrue(out.contains("1 already in the journal"), out);
        List<String> runs = Files.readAllLines(journal).stream().skip(1).toList();
        assertEquals(2, runs.size(), runs.toString());
        assertTrue(runs.stream().allMatch(l -> l.split(",")[3].equals("true")), runs.toString());
    }

    /** galab's CLI in a process group of its own (setsid), so that a signal to the group reaches galab alone. */
    private Process start(String... args) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // a quick start: 60 JVMs in this test, each a plan and two short runs
        List<String> galab = new java.util.ArrayList<>(List.of(java, "-XX:TieredStopAtLevel=1",
                "-XX:+UseSerialGC", "-Xshare:auto", "-jar", CliJarIT.jar().toString()));
        galab.addAll(List.of(args));
        List<String> command = new java.util.ArrayList<>(List.of("setsid"));
        command.addAll(CliJarIT.withSigintAtDefault(galab));
        return new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("galab.out").toFile()).start();
    }

    private String output(Process p) throws IOException {
        return Files.readString(dir.resolve("galab.out"));
    }
}
