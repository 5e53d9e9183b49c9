package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.experiment.Plan;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.spec.SpecException;
import io.galab.lab.Lab;
import io.galab.puzzle.PuzzleLibrary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A spec's own puzzle files are checked by the exact solver before anything runs. */
class SolvabilityTest {

    @TempDir
    Path dir;

    /** s06a of the Mantere-Koljonen set, which has one solution, as an 81-character line. */
    static String unique() {
        StringBuilder line = new StringBuilder();
        for (int v : PuzzleLibrary.load("sudoku/mantere-koljonen").get("s06a").givens()) {
            line.append(v == 0 ? '.' : (char) ('0' + v));
        }
        return line.toString();
    }

    static String spec(String file) {
        return String.join("\n", "name: solv", "seed: 1", "runs: 1", "budget: {maxGenerations: 2}", "puzzles:",
                "  - {set: " + file + "}", "variants:", "  - {name: h, algorithm: hybrid-ga}", "");
    }

    Lab lab() {
        return TestSettings.quiet(dir.resolve("out")).threads(1).lab();
    }

    @Test
    void aPuzzleWithoutASolutionIsAnErrorAtItsSource() throws Exception {
        // row 1 holds 1..8, so r1c9 must be 9, but column 9 already has a 9 (no two givens conflict)
        Files.writeString(dir.resolve("p.txt"), "# two puzzles: the second at line 4 has no solution\n"
                + "fine " + unique() + "\n\n" + "broken 12345678." + "........9" + ".".repeat(63) + "\n");
        Files.writeString(dir.resolve("s.yaml"), spec("p.txt"));
        SpecException e = assertThrows(SpecException.class, () -> lab().plan(dir.resolve("s.yaml")));
        assertTrue(e.getMessage().contains("s.yaml:6:") && e.getMessage().contains("puzzle 'broken' at ")
                && e.getMessage().contains("p.txt:4 has no solution"), e.getMessage());
    }

    @Test
    void anUnsolvableGridPuzzleIsNamedWithItsFileLineAndId() throws Exception {
        // r1c3 must be 3 or 4, and column 3 holds both below it; no two givens conflict
        Files.writeString(dir.resolve("tiny.txt"), "# a 4x4 grid\n12..\n....\n..3.\n..4.\n");
        Files.writeString(dir.resolve("s.yaml"), spec("tiny.txt"));
        SpecException e = assertThrows(SpecException.class, () -> lab().plan(dir.resolve("s.yaml")));
        assertTrue(e.getMessage().contains("puzzle 'tiny' at ")
                && e.getMessage().contains("tiny.txt:2 has no solution"),
                e.getMessage());
    }

    @Test
    void aPuzzleWithSeveralSolutionsWarnsAndRuns() throws Exception {
        Files.createDirectories(dir.resolve("ps"));
        Files.writeString(dir.resolve("ps/a-unique.txt"), unique() + "\n");
        Files.writeString(dir.resolve("ps/b-open.txt"), "123456789" + ".".repeat(72) + "\n");
        Files.writeString(dir.resolve("s.yaml"), spec("ps"));
        Plan plan = lab().plan(dir.resolve("s.yaml"));
        assertEquals(1, plan.warnings().size(), plan.warnings().toString());
        assertTrue(plan.warnings().get(0).contains("has more than one solution"), plan.warnings().toString());
        List<String> told = new ArrayList<>();
        lab().run(plan, new ProgressListener() {
            @Override
            public void warning(String message) {
                told.add(message);
            }
        });
        assertTrue(told.contains(plan.warnings().get(0)), "the run says it too: " + told);
        assertTrue(plan.warnings().get(0).contains("puzzle 'b-open' at ") && plan.warnings().get(0).contains(
                "b-open.txt:1 has more than one solution"), plan.warnings().toString());
    }
}
