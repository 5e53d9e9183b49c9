package io.galab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A project's solver whose mode is set by an environment variable, a system property, or a system property the
 * spec does not declare (docs/experiments.md, "What the fingerprint covers"), run through the CLI jar with the
 * journal kept between builds. Declared, a change to "off" fails the gate and names what changed, and setting it
 * back takes the runs back from the journal kept aside. Undeclared, the change is invisible to the fingerprint and
 * the runs are read back; {@code --no-resume} then makes every run and fails the gate. An integration test
 * (failsafe): it runs after the jar exists.
 */
class DeclaredInputsIT {

    private static final String SOLVER = String.join("\n",
            "package com.acme;",
            "public final class Modal implements io.galab.algorithm.Algorithm {",
            "  public String id() { return \"modal\"; }",
            "  public String source() { return \"a project's solver\"; }",
            "  public java.util.List<io.galab.algorithm.Parameter> parameters() { return java.util.List.of(); }",
            "  public io.galab.algorithm.RunResult run(io.galab.puzzle.Puzzle p, io.galab.algorithm.Parameters q,",
            "      long seed, io.galab.algorithm.Budget b) {",
            "    boolean off = \"off\".equals(System.getenv(\"SOLVER_MODE\"))",
            "        || \"off\".equals(System.getProperty(\"solver.mode\"))",
            "        || \"off\".equals(System.getProperty(\"solver.hidden\"));",
            "    var g = io.galab.algorithm.Algorithms.builtIn().get(\"growth-ga\");",
            "    return g.run(p, g.parameters(java.util.Map.of()), seed, off ? new io.galab.algorithm.Budget(1, 0, 0)"
                    + " : b);",
            "  }",
            "}", "");

    @Test
    void declaredValuesRedoTheirCellsAndNoResumeMakesEveryRun(@TempDir Path dir) throws Exception {
        Path src = dir.resolve("src/com/acme/Modal.java");
        Files.createDirectories(src.getParent());
        Files.writeString(src, SOLVER);
        Path classes = Files.createDirectories(dir.resolve("classes"));
        javax.tools.JavaCompiler javac = javax.tools.ToolProvider.getSystemJavaCompiler();
        assertEquals(0, javac.run(null, null, null, "-cp", CliJarIT.jar().toString(), "-d", classes.toString(),
                src.toString()), "the project's solver compiles");
        Files.createDirectories(classes.resolve("META-INF/services"));
        Files.writeString(classes.resolve("META-INF/services/io.galab.algorithm.Algorithm"), "com.acme.Modal\n");
        Files.writeString(dir.resolve("s.yaml"), String.join("\n", "name: s", "seed: 1", "runs: 2",
                "budget: {maxGenerations: 20}", "puzzles: [{set: sudoku/mantere-koljonen, ids: [s06a]}]",
                "inputs: {env: [SOLVER_MODE], properties: [solver.mode]}",
                "variants: [{name: modal, algorithm: modal}]", "gates: [{minSuccessRate: 1.0}]", ""));

        String[] first = run(dir, List.of(), Map.of());
        assertEquals("0", first[0], first[1]);

        // declared property: the change redoes the cell and fails the gate; setting it back takes the runs back
        String[] property = run(dir, List.of("-Dsolver.mode=off"), Map.of());
        assertEquals("1", property[0], property[1]);
        assertTrue(property[1].contains("system property solver.mode changed"), property[1]);
        String[] back = run(dir, List.of(), Map.of());
        assertEquals("0", back[0], back[1]);
        assertTrue(back[1].contains("2 runs of variant 'modal' made earlier by the same code, puzzles and parameters"
                + " are taken from journal.stale-"), back[1]);

        // declared environment variable: the same
        String[] env = run(dir, List.of(), Map.of("SOLVER_MODE", "off"));
        assertEquals("1", env[0], env[1]);
        assertTrue(env[1].contains("environment SOLVER_MODE changed"), env[1]);
        String[] envBack = run(dir, List.of(), Map.of());
        assertEquals("0", envBack[0], envBack[1]);
        assertTrue(envBack[1].contains("are taken from journal.stale-"), envBack[1]);

        // undeclared: the fingerprint cannot see it, so the runs are read back and the gate holds ...
        String[] hidden = run(dir, List.of("-Dsolver.hidden=off"), Map.of());
        assertEquals("0", hidden[0], hidden[1]);
        // ... and --no-resume makes every run in this build, reading no journal, stale or not
        String[] scratch = run(dir, List.of("-Dsolver.hidden=off"), Map.of(), "--no-resume");
        assertEquals("1", scratch[0], scratch[1]);
        assertTrue(scratch[1].contains("resume off: 2 made, 0 read"), scratch[1]);
        assertFalse(scratch[1].contains("taken from"), scratch[1]);
        String summary = Files.readString(dir.resolve("target/ga-reports/summary.md"));
        assertTrue(summary.contains("resume off: 2 made, 0 read"), summary);
    }

    /** Runs {@code galab run s.yaml} in {@code dir} with JVM options and environment; returns exit status, output. */
    private static String[] run(Path dir, List<String> jvm, Map<String, String> env, String... more)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvm);
        command.addAll(List.of("-jar", CliJarIT.jar().toString(), "run", "s.yaml", "--classpath", "classes",
                "--threads", "1"));
        command.addAll(List.of(more));
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        builder.environment().remove("SOLVER_MODE");
        builder.environment().remove("CI");
        builder.environment().putAll(env);
        Process p = builder.start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(2, TimeUnit.MINUTES));
        return new String[] {String.valueOf(p.exitValue()), output};
    }
}
