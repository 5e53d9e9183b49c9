package io.galab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.FPuzzlesJsonTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * {@code solve} on a puzzle file says what {@code validate} would: more than one solution is a note before the run,
 * and a stored solution that contradicts the givens is refused with exit status 2.
 */
class SolveChecksTest extends CommandLineTest {

    /** A valid 9x9 Sudoku grid: (3r + r/3 + c) mod 9 + 1. */
    static int cell(int p) {
        int r = p / 9;
        int c = p % 9;
        return (r * 3 + r / 3 + c) % 9 + 1;
    }

    @Test
    void moreThanOneSolutionIsSaidAndAContradictingStoredSolutionRefused() throws Exception {
        // one given, 5 at r1c1: many solutions
        Path several = dir.resolve("several.json");
        Files.writeString(several, FPuzzlesJsonTest.json(""));
        assertEquals(0, main("solve", several.toString(), "--algorithm", "exact"), err());
        assertTrue(out().contains("note: puzzle 'several' has more than one solution (checked by the exact solver);"
                + " a run stops at any of them"), out());

        // a stored solution that is a Sudoku grid, but with 1 where the given says 5
        String solution = IntStream.range(0, 81).mapToObj(p -> String.valueOf(cell(p))).collect(
                Collectors.joining(", ", ",\n \"solution\": [", "]"));
        Path wrong = dir.resolve("wrong.json");
        Files.writeString(wrong, FPuzzlesJsonTest.json(solution));
        assertEquals(Main.BAD_INPUT, main("solve", wrong.toString(), "--algorithm", "exact"), out());
        assertTrue(err().contains("puzzle 'wrong' has a stored solution that is not a solution of its givens"),
                err());
    }

    /** validate reports every broken puzzle file of a spec, each at its own file, line and column, not the first. */
    @Test
    void validateReportsEveryBrokenPuzzleFile() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("puzzles"));
        Files.writeString(folder.resolve("a.json"), FPuzzlesJsonTest.json(",\n \"diagonal+\": \"true\""));
        Files.writeString(folder.resolve("b.json"), FPuzzlesJsonTest.json(",\n \"size\": 9"));
        Files.writeString(folder.resolve("c.json"), FPuzzlesJsonTest.json(",,"));
        Files.writeString(folder.resolve("d.json"), FPuzzlesJsonTest.json("")); // a good one
        Files.writeString(dir.resolve("s.yaml"), String.join("\n", "name: s", "seed: 1", "runs: 1",
                "budget: {maxGenerations: 10}", "puzzles: [{set: puzzles}]",
                "variants: [{name: g, algorithm: growth-ga}]", ""));
        assertEquals(Main.BAD_INPUT, main("validate", dir.resolve("s.yaml").toString()), out());
        for (String file : new String[] {"a.json:13:", "b.json:13:", "c.json:12:"}) {
            assertTrue(err().contains(file), file + " in " + err());
        }
        assertTrue(!err().contains("d.json"), err());
    }
}
