package io.galab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A project's own algorithm on the CLI's paths (docs/extending.md, "Your algorithm outside Maven"):
 * {@code --classpath} puts its classes beside galab's for every command, and the rerun hint a failed run
 * prints is a command that works as printed, with the class path and the puzzle's set filled in. The
 * algorithm is compiled here: its adapter in {@code org.nc.sudoku.galab}, its solver in {@code org.nc.sudoku}.
 */
class ProjectClasspathTest {

    @TempDir
    Path dir;

    /** The adapter: exact's search through the solver, which throws on the puzzle it is told to. */
    static final String ADAPTER = String.join("\n",
            "package org.nc.sudoku.galab;",
            "import io.galab.algorithm.*;",
            "import io.galab.puzzle.Puzzle;",
            "import java.util.List;",
            "public final class OwnSolver implements Algorithm {",
            "  public String id() { return \"own-solver\"; }",
            "  public String source() { return \"a project's own\"; }",
            "  public List<Parameter> parameters() { return Algorithms.builtIn().get(\"exact\").parameters(); }",
            "  public RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget) {",
            "    return org.nc.sudoku.Solver.solve(puzzle, parameters, seed, budget);",
            "  }",
            "}", "");

    static final String SOLVER = String.join("\n",
            "package org.nc.sudoku;",
            "import io.galab.algorithm.*;",
            "import io.galab.puzzle.Puzzle;",
            "public final class Solver {",
            "  public static RunResult solve(Puzzle puzzle, Parameters parameters, long seed, Budget budget) {",
            "    if (puzzle.id().equals(\"FAIL\")) { throw new IllegalStateException(\"solver bug\"); }",
            "    return Algorithms.builtIn().get(\"exact\").run(puzzle, parameters, seed, budget);",
            "  }",
            "}", "");

    /** Compiles the two packages and the service file into a classes folder, as a project's build would. */
    static Path compile(Path dir, String solver) throws Exception {
        Path src = dir.resolve("src");
        Path classes = dir.resolve("classes");
        Files.createDirectories(src.resolve("org/nc/sudoku/galab"));
        Files.createDirectories(classes.resolve("META-INF/services"));
        Files.writeString(src.resolve("org/nc/sudoku/galab/OwnSolver.java"), ADAPTER);
        Files.writeString(src.resolve("org/nc/sudoku/Solver.java"), solver);
        Files.writeString(classes.resolve("META-INF/services/io.galab.algorithm.Algorithm"),
                "org.nc.sudoku.galab.OwnSolver\n");
        int status = ToolProvider.getSystemJavaCompiler().run(null, null, null, "-cp",
                System.getProperty("java.class.path"), "-d", classes.toString(),
                src.resolve("org/nc/sudoku/galab/OwnSolver.java").toString(),
                src.resolve("org/nc/sudoku/Solver.java").toString());
        assertEquals(0, status, "the project compiles");
        return classes;
    }

    private String[] galab(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new Main(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).execute(args);
        return new String[] {String.valueOf(status), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void everyCommandSeesAProjectsOwnAlgorithmThroughTheClassPath() throws Exception {
        Path classes = compile(dir, SOLVER.replace("\"FAIL\"", "\"s06a\""));
        String cp = classes.toString();
        String[] list = galab("--classpath", cp, "list", "algorithms");
        assertEquals("0", list[0], list[2]);
        assertTrue(list[1].contains("own-solver"), list[1]);
        assertEquals("2", galab("list", "params", "own-solver")[0], "without the class path it is unknown");
        Path spec = dir.resolve("own.yaml");
        Files.writeString(spec, String.join("\n", "name: own", "seed: 3", "runs: 2", "budget: {maxGenerations: 100}",
                "puzzles: [{set: sudoku/mantere-koljonen, ids: [s01a, s06a]}]",
                "variants: [{name: mine, algorithm: own-solver, params: {search: cdcl}}]", ""));
        assertEquals("0", galab("validate", spec.toString(), "--classpath", cp)[0], "after the command too");

        // a run that fails prints a rerun hint that works as printed: it fails the same way, exit 4
        String[] run = galab("--classpath", cp, "run", spec.toString(), "--out", dir.resolve("out").toString());
        assertEquals("4", run[0], run[1] + run[2]);
        Matcher hint = Pattern.compile("rerun that run alone with: (galab .*)").matcher(run[2]);
        assertTrue(hint.find(), run[2]);
        String command = hint.group(1);
        assertTrue(command.startsWith("galab --classpath '" + cp + "' solve 'sudoku/mantere-koljonen:s06a'"
                + " --algorithm own-solver --param 'search=cdcl' --seed "), command);
        String[] again = galab(words(command.substring("galab ".length())));
        assertEquals("4", again[0], "the hint reruns the same failure: " + again[1] + again[2]);
        assertTrue(again[2].contains("solver bug"), again[2]);
        // the same hint on a puzzle that does not fail solves it
        String[] other = galab(words(command.substring("galab ".length()).replace(":s06a", ":s01a")));
        assertEquals("0", other[0], other[1] + other[2]);
        assertTrue(other[1].contains("checked by the exact solver: valid solution"), other[1]);
    }

    @Test
    void aClassPathEntryThatDoesNotExistIsNamed() {
        String[] r = galab("--classpath", dir.resolve("target/classes").toString(), "list", "algorithms");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("--classpath: '" + dir.resolve("target/classes") + "': no such file or folder"),
                r[2]);
    }

    /** A command line split as a POSIX shell splits it: words, with single quotes kept together. */
    static String[] words(String line) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("'([^']*)'|(\\S+)").matcher(line);
        while (m.find()) {
            out.add(m.group(1) != null ? m.group(1) : m.group(2));
        }
        return out.toArray(String[]::new);
    }
}
