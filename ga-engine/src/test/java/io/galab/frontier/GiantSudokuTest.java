package io.galab.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunResult;
import io.galab.experiment.spec.SpecException;
import io.galab.lab.TestSettings;
import io.galab.solve.ExactSolver;
import io.galab.solve.Propagation;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every algorithm on a 36x36 (docs/algorithms.md, "Giant Sudokus"): it runs, keeps the givens and
 * writes digits 1..36, and a solution it reports is one; or it refuses at planning with a located
 * reason. Propagation and the exact solver work on 64x64.
 */
class GiantSudokuTest {

    @TempDir
    Path dir;

    static final Puzzle P36 = PuzzleLibrary.load("family/sudoku36-60", 1, 5).puzzles().get(0);

    static Stream<String> ids() {
        return Algorithms.builtIn().inProcess().stream();
    }

    @ParameterizedTest
    @MethodSource("ids")
    void runsA36x36OrRefusesIt(String id) throws Exception {
        Algorithm a = Algorithms.builtIn().get(id);
        Parameters parameters = a.parameters(a.quickParameters());
        String refusal = io.galab.algorithm.ShapeNeed.refusal(a, P36, parameters);
        if (refusal != null) {
            assertTrue(refusal.contains("25x25") && refusal.contains("36x36"), refusal);
            Path spec = dir.resolve("giant.yaml");
            Files.writeString(spec, String.join("\n", "name: giant", "seed: 1", "runs: 1", "budget: {maxSeconds: 1}",
                    "puzzles: [{set: family/sudoku36-60, count: 1, seed: 5}]", "variants:",
                    "  - {name: v, algorithm: " + id + "}", ""));
            SpecException e = assertThrows(SpecException.class, () -> TestSettings.lab(dir.resolve("out"))
                    .plan(spec));
            assertTrue(e.getMessage().startsWith(spec + ":7:") && e.getMessage().contains("cannot run puzzle"
                    + " sudoku36-60-001"), e.getMessage());
            return;
        }
        RunResult r = a.run(P36, parameters, 3, new Budget(3, 0, 20));
        int[] grid = r.bestGrid();
        for (int c = 0; c < grid.length; c++) {
            assertTrue(grid[c] >= 1 && grid[c] <= 36, id + ": value " + grid[c]);
            assertTrue(!P36.isGiven(c) || grid[c] == P36.given(c), id + " changed a given");
        }
        assertEquals(r.solved(), ExactSolver.isSolution(P36, grid), id + ": solved means a solution");
    }

    @Test
    void theGaAndTheExactSolverSolveA36x36AndTheOthersRefuse() {
        Algorithm memetic = Algorithms.builtIn().get("propagating-memetic-ga");
        RunResult r = memetic.run(P36, memetic.parameters(Map.of()), 1, Budget.seconds(30));
        assertTrue(r.solved(), r.toString());
        assertNull(io.galab.algorithm.ShapeNeed.refusal(memetic, P36, memetic.parameters(Map.of())));
        assertTrue(io.galab.algorithm.ShapeNeed.refusal(memetic, P36,
                memetic.parameters(Map.of("representation", "boxPermutation"))) != null);
        assertTrue(new ExactSolver(P36.geometry()).attempt(P36, 0, 30).solution() != null);
        for (String id : new String[] {"twodoku-ga", "purge-ga", "retrievable-ga", "growth-ga", "hybrid-ga"}) {
            Algorithm a = Algorithms.builtIn().get(id);
            assertTrue(io.galab.algorithm.ShapeNeed.refusal(a, P36, a.parameters(Map.of())) != null, id);
        }
    }

    /** 64-bit masks: digit 64 on bit 0 is propagated like any other. */
    @Test
    void propagationAndTheExactSolverHandleDigit64() {
        Puzzle p = PuzzleLibrary.load("family/sudoku64-95", 1, 2).puzzles().get(0);
        Propagation prop = Propagation.of(p, Propagation.Rules.SINGLES);
        assertFalse(prop.contradiction());
        assertTrue(prop.solved(), "95% givens: singles finish it");
        assertTrue(ExactSolver.isSolution(p, prop.grid()));
        int[] solution = new ExactSolver(p.geometry()).attempt(p, 0, 30).solution();
        assertTrue(ExactSolver.isSolution(p, solution));
        long sixtyFours = java.util.Arrays.stream(solution).filter(v -> v == 64).count();
        assertEquals(64, sixtyFours);
    }
}
