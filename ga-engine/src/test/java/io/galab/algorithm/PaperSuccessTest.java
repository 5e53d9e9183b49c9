package io.galab.algorithm;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.solve.ExactSolver;
import io.galab.puzzle.Puzzle;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each algorithm, at its paper's defaults and budget, solves Twodoku easy_3 and Mantere–Koljonen s06a
 * in at least 18 of 20 seeded runs, and every reported solution is valid.
 */
class PaperSuccessTest {

    static Stream<Arguments> cases() {
        Stream.Builder<Arguments> b = Stream.builder();
        for (String id : Algorithms.builtIn().inProcess()) {
            b.add(Arguments.of(id, "twodoku/kaldanis", "easy_3"));
            b.add(Arguments.of(id, "sudoku/mantere-koljonen", "s06a"));
        }
        return b.build();
    }

    @ParameterizedTest(name = "{0} on {2}")
    @MethodSource("cases")
    void solvesAtLeast18Of20(String id, String set, String puzzleId) {
        Algorithm algorithm = Algorithms.builtIn().get(id);
        Puzzle puzzle = Fixtures.library(set, puzzleId);
        Parameters defaults = algorithm.parameters(Map.of());
        int solved = 0;
        for (int run = 0; run < 20; run++) {
            RunResult r = algorithm.run(puzzle, defaults, 7000 + run, algorithm.paperBudget());
            if (r.solved()) {
                assertTrue(ExactSolver.isSolution(puzzle, r.bestGrid()));
                solved++;
            }
        }
        assertTrue(solved >= 18, id + " solved " + puzzleId + " in " + solved + " of 20 runs");
    }
}
