package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.experiment.Plan;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.spec.SpecException;
import io.galab.lab.Lab;
import io.galab.puzzle.FamilyGenerator;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleFormat;
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

    /**
     * A 25x25 with 40% of a complete grid's cells kept and no stored solution: counting its solutions to two
     * takes the oracle more than the check's 200,000 search nodes (measured: about 0.6 s for those nodes), so
     * the count gives up on its nodes, not on the clock: with a {@code checkSeconds} of 30 the outcome does not
     * depend on the machine's speed. The exact variant's search then finds a solution (in 734 nodes), the
     * warning says so and names the bound, and the spec plans and runs. With {@code checkSeconds: 0} the puzzle
     * is not searched at all.
     */
    @Test
    void aPuzzleTheCheckCannotDecideWithinItsBoundIsAWarningAndRuns() throws Exception {
        int[] solution = PuzzleLibrary.load("sudoku25/waters-generated").get("w25_01").solution();
        java.util.SplittableRandom random = new java.util.SplittableRandom(4);
        String symbols = "123456789ABCDEFGHIJKLMNOP";
        StringBuilder grid = new StringBuilder();
        for (int cell = 0; cell < solution.length; cell++) {
            grid.append(random.nextDouble() < 0.40 ? symbols.charAt(solution[cell] - 1) : '.');
            if (cell % 25 == 24) {
                grid.append('\n');
            }
        }
        Files.writeString(dir.resolve("big.txt"), grid.toString());
        Files.writeString(dir.resolve("s.yaml"), spec("big.txt").replace("runs: 1", "runs: 1\ncheckSeconds: 30")
                .replace("maxGenerations: 2", "maxGenerations: 1").replace("hybrid-ga", "propagating-memetic-ga"));
        Plan plan = lab().plan(dir.resolve("s.yaml"));
        assertEquals(1, plan.warnings().size(), plan.warnings().toString());
        assertTrue(plan.warnings().get(0).contains("found a solution, but could not decide within 200000 search"
                + " nodes and 30 s (the spec's checkSeconds) whether it has more than one"), plan.warnings().get(0));
        assertEquals(1, lab().run(plan, ProgressListener.NONE).result().runs(0));

        Files.writeString(dir.resolve("s.yaml"), Files.readString(dir.resolve("s.yaml"))
                .replace("checkSeconds: 30", "checkSeconds: 0"));
        assertEquals(List.of(), lab().plan(dir.resolve("s.yaml")).warnings());
    }

    /**
     * A 36x36 at 50% givens without a stored solution, where neither search decides anything within
     * 200,000 nodes or 0.2 s (the exact variant's clause learning solved none of four such instances in
     * 60 s): the warning says that the check ran out of time, and how long it had, and the spec plans.
     */
    @Test
    void aGiantPuzzleNeitherSearchDecidesIsAWarningThatSaysSo() throws Exception {
        Puzzle giant = FamilyGenerator.load("family/sudoku36-50", 1, 36).puzzles().get(0);
        Files.writeString(dir.resolve("giant.txt"), PuzzleFormat.writeGrid(giant.geometry(), giant.givens()));
        Files.writeString(dir.resolve("s.yaml"), spec("giant.txt").replace("runs: 1", "runs: 1\ncheckSeconds: 0.2")
                .replace("maxGenerations: 2", "maxGenerations: 1").replace("hybrid-ga", "propagating-memetic-ga"));
        Plan plan = lab().plan(dir.resolve("s.yaml"));
        assertEquals(1, plan.warnings().size(), plan.warnings().toString());
        assertTrue(plan.warnings().get(0).contains("the check ran out of time: in 0.2 s (the spec's checkSeconds) the"
                + " exact solver neither found a solution nor showed there is none"), plan.warnings().get(0));
    }
}
