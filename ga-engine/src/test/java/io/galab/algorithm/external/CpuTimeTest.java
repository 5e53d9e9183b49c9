package io.galab.algorithm.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.experiment.ExperimentResult;
import io.galab.lab.Lab;
import io.galab.lab.TestSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each run's CPU time (docs/reading-the-report.md, "Seconds"): an external program's is its process tree's, as its
 * watchdog's shell counts it, so a program that sleeps uses almost none of its wall time and one that computes
 * uses some; an algorithm in galab's JVM has its thread's, never more than its wall time; and runs.csv has both.
 */
class CpuTimeTest {

    @TempDir
    Path dir;

    @Test
    void theShellsTimesAreReadAsTheChildrensUserAndSystemTime() throws Exception {
        Path times = dir.resolve("times.txt");
        Files.writeString(times, "0m0.010000s 0m0.004000s\n1m2.500000s 0m0.250000s\n");
        assertEquals(62.75, SolverProcess.cpuSeconds(times), 1e-9);
        Files.writeString(times, "0m0.01s 0m0.00s\n");
        assertTrue(Double.isNaN(SolverProcess.cpuSeconds(times)), "no children's line: unknown");
        assertTrue(Double.isNaN(SolverProcess.cpuSeconds(dir.resolve("absent.txt"))));
    }

    @Test
    void aSleepingProgramUsesLittleCpuAndAComputingOneSome() throws Exception {
        ExternalProcessesTest helper = new ExternalProcessesTest();
        helper.dir = dir;
        helper.solution();
        helper.program("sleeps.sh", "sleep 0.5", "cat sol.txt");
        helper.program("computes.sh", "i=0", "while [ $i -lt 300000 ]; do i=$((i + 1)); done", "cat sol.txt");
        Path spec = helper.spec("cpu", 2, "{maxSeconds: 60}",
                ExternalProcessesTest.variant("sleeps", "[./sleeps.sh, \"{puzzle}\"]"),
                ExternalProcessesTest.variant("computes", "[./computes.sh, \"{puzzle}\"]"),
                "  - {name: growth, algorithm: growth-ga, params: {}}");
        Lab.SpecRun run = TestSettings.run(spec, dir.resolve("out"));
        ExperimentResult r = run.result();
        for (var cell : run.plan().cells()) {
            for (int i = 0; i < 2; i++) {
                long cpu = r.cpuMicros(cell.index(), i);
                long wall = r.micros(cell.index(), i);
                String what = cell.variant().name() + " run " + i + ": cpu " + cpu + " µs, wall " + wall + " µs";
                assertTrue(cpu >= 0, what);
                switch (cell.variant().name()) {
                    // the sleep is wall time only: its CPU is the shell's start and cat's, a small part of it
                    case "sleeps" -> assertTrue(wall >= 500_000 && cpu < wall / 2, what);
                    case "computes" -> assertTrue(cpu > 0, what);
                    default -> assertTrue(cpu <= wall + 1_000, "a thread's CPU time within its wall time: " + what);
                }
            }
        }
        String header = Files.readAllLines(run.reportDirectory().resolve("runs.csv")).get(0);
        assertTrue(header.endsWith(",cpuMillis"), header);
    }
}
