package io.galab.experiment;

import io.galab.experiment.run.ExperimentRunner;
import io.galab.experiment.spec.SpecLoader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.RunResult;
import io.galab.puzzle.Puzzle;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A user algorithm that claims a wrong grid is solved is caught by the oracle, with a clear message. */
class LyingAlgorithmTest {

    /** Reports its blank-filled grid as solved. */
    public static final class Liar implements Algorithm {
        @Override
        public String id() {
            return "liar";
        }

        @Override
        public String source() {
            return "test";
        }

        @Override
        public List<Parameter> parameters() {
            return List.of();
        }

        @Override
        public RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget) {
            RunControl control = new RunControl(budget);
            control.record(0, 0);
            int[] grid = puzzle.givens();
            for (int c = 0; c < grid.length; c++) {
                grid[c] = grid[c] == 0 ? 1 : grid[c];
            }
            return control.finish(true, 0, grid, Map.of());
        }
    }

    @TempDir
    Path dir;

    @Test
    void anInvalidSolutionStopsTheExperimentWithAClearMessage() throws Exception {
        Path services = dir.resolve("cp/META-INF/services");
        Files.createDirectories(services);
        Files.writeString(services.resolve(Algorithm.class.getName()), Liar.class.getName() + "\n");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.resolve("cp").toUri().toURL()},
                getClass().getClassLoader())) {
            Algorithms algorithms = Algorithms.load(loader);
            Path spec = dir.resolve("liar.yaml");
            Files.writeString(spec, "name: liar\nseed: 1\nruns: 1\nbudget: {maxGenerations: 5}\n"
                    + "puzzles: [{set: sudoku/mantere-koljonen, ids: [s06a]}]\nvariants: [{name: l, algorithm:"
                            + " liar}]\n");
            Plan plan = Plan.of(new SpecLoader(algorithms).load(spec), algorithms, Plan.Options.defaults());
            IllegalStateException e = assertThrows(IllegalStateException.class,
                    () -> new ExperimentRunner(plan, dir.resolve("out"),
                            ExperimentRunner.Options.local(1)).run(ProgressListener.NONE));
            assertEquals("liar reported an invalid solution for s06a (seed " + plan.seed(plan.cells().get(0), 0) + ")",
                    e.getMessage());
        }
    }
}
