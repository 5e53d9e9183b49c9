package io.galab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MainTest {

    @TempDir
    Path dir;

    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();

    int main(String... args) {
        return new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true,
                StandardCharsets.UTF_8)).execute(args);
    }

    String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    static final String SPEC = String.join("\n",
            "name: cli",
            "seed: 1",
            "runs: 3",
            "budget: {maxGenerations: 5}",
            "puzzles:",
            "  - {set: twodoku/kaldanis, ids: [hard_1]}",
            "variants:",
            "  - {name: tw, algorithm: twodoku-ga, params: {populationSize: 10}}",
            "");

    @Test
    void validatePasses() throws Exception {
        Path spec = dir.resolve("cli.yaml");
        Files.writeString(spec, SPEC);
        assertEquals(0, main("validate", spec.toString()));
        assertTrue(out().contains(spec + ": ok, 1 cells × 3 runs = 3 runs"), out());
    }

    @Test
    void badInputExitsTwoWithTheMessageAndNoStackTrace() throws Exception {
        Path spec = dir.resolve("cli.yaml");
        Files.writeString(spec, SPEC.replace("runs: 3", "runs: -1"));
        assertEquals(2, main("run", spec.toString(), "--out", dir.resolve("out").toString()));
        assertEquals("error: " + spec + ":3:7: key 'runs': expected an integer from 1 to 1000000, found -1\n", err());
        assertFalse(err().contains("\tat "));
        assertEquals(2, main("frobnicate"));
        assertEquals(2, main("run", dir.resolve("missing.yaml").toString()));
    }

    @Test
    void aViolatedGateExitsOneWithOneLinePerViolationAndTheReportLast() throws Exception {
        Path spec = dir.resolve("cli.yaml");
        Files.writeString(spec, SPEC + "gates:\n  - minSuccessRate: 1.0\n");
        Path reports = dir.resolve("out");
        assertEquals(1, main("run", spec.toString(), "--out", reports.toString(), "--threads", "2"));
        List<String> lines = List.of(err().split("\n"));
        assertEquals("1 gate violation(s):", lines.get(0));
        assertEquals("cli, puzzle hard_1, variant tw [populationSize=10]: successRate 0/3 (0.0000), expected ≥ 1"
                + " (cli.yaml:10 (gates[0]))", lines.get(1));
        assertEquals("report: " + reports.resolve("cli/index.html"), lines.get(lines.size() - 1));
        assertTrue(out().contains("cli: 1 cells × 3 runs = 3 runs"), out());
    }

    @Test
    void solvePrintsProgressAndTheCheckedGrid() {
        assertEquals(0, main("solve", "sudoku/mantere-koljonen:s06a", "--algorithm", "growth-ga", "--seed", "3"));
        assertTrue(out().contains("generation 0: best "), out());
        assertTrue(out().contains("checked by the exact solver: valid solution"), out());
        assertEquals(2, main("solve", "sudoku/mantere-koljonen:s06a", "--algorithm", "growth-gaa"));
        assertTrue(err().contains("unknown algorithm 'growth-gaa'"), err());
    }
}
