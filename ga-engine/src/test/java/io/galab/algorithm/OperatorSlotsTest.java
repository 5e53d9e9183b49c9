package io.galab.algorithm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.growth.WatersCrossover;
import io.galab.algorithm.purge.Blockwise;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Operator slots (docs/extending.md, "Operators"): one paper's operator in another paper's GA, the slot's
 * refusals as located messages, and the fingerprint's reach to the operator a spec names.
 */
class OperatorSlotsTest {

    private static final Algorithms ALL = Algorithms.builtIn();

    @Test
    void purgeGasBlockwiseCrossoverRunsInGrowthGaAndChangesItsRuns() {
        Algorithm growth = ALL.get("growth-ga");
        Parameters paper = growth.parameters(Map.of());
        Parameters blockwise = growth.parameters(Map.of("crossover", Blockwise.ID));
        assertEquals(WatersCrossover.ID, paper.getText("crossover"), "the thesis's crossover is the default");
        List<Long> paperEvaluations = new ArrayList<>();
        List<Long> blockwiseEvaluations = new ArrayList<>();
        int solved = 0;
        for (String id : List.of("s01a", "s02a", "s03a")) {
            Puzzle puzzle = PuzzleLibrary.load("sudoku/mantere-koljonen").get(id);
            for (long seed = 1; seed <= 5; seed++) {
                RunResult r = growth.run(puzzle, blockwise, seed, Budget.generations(300));
                int[] grid = r.bestGrid();
                for (int c = 0; c < grid.length; c++) {
                    assertTrue(!puzzle.isGiven(c) || grid[c] == puzzle.given(c), "a given changed on " + id);
                }
                if (r.solved()) {
                    solved++;
                    assertTrue(ExactSolver.isSolution(puzzle, grid), "a solved run's grid is a solution");
                }
                blockwiseEvaluations.add(r.evaluations());
                paperEvaluations.add(growth.run(puzzle, paper, seed, Budget.generations(300)).evaluations());
            }
        }
        assertTrue(solved >= 10, "growth-ga with the blockwise crossover solves easy puzzles: " + solved + " of 15");
        assertNotEquals(paperEvaluations, blockwiseEvaluations, "the slot's operator is the one the runs use");
    }

    @Test
    void aCrossoverThatBreaksBoxPermutationsIsRefusedByPurgeGaWithItsReason() {
        Algorithm purge = ALL.get("purge-ga");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> purge.parameters(Map.of("crossover", WatersCrossover.ID)));
        assertTrue(e.getMessage().startsWith("parameter crossover of purge-ga: 'segment-crossover' keeps only grids"),
                e.getMessage());
        assertTrue(e.getMessage().endsWith("the crossover operators that fit are blockwise-crossover"), e.getMessage());
    }

    @Test
    void anUnknownOperatorIsNamedWithTheOnesThatFit() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ALL.get("growth-ga").parameters(Map.of("crossover", "blockwise")));
        assertTrue(e.getMessage().contains("no operator 'blockwise' is registered; the crossover operators that fit"
                + " are blockwise-crossover, segment-crossover"), e.getMessage());
        assertTrue(e.getMessage().contains("blockwise-crossover"), "a did-you-mean: " + e.getMessage());
        IllegalArgumentException number = assertThrows(IllegalArgumentException.class,
                () -> ALL.get("growth-ga").parameters(Map.of("crossover", 3)));
        assertTrue(number.getMessage().contains("must be the id of a crossover operator"), number.getMessage());
    }

    @Test
    void theFingerprintReachesTheOperatorTheSlotNames() {
        Algorithm growth = ALL.get("growth-ga");
        assertEquals(List.of(WatersCrossover.class), growth.codeRoots(growth.parameters(Map.of())));
        assertEquals(List.of(Blockwise.class), growth.codeRoots(growth.parameters(Map.of("crossover", Blockwise.ID))));
    }

    @Test
    void theRegistryListsTheFittingOperatorsBySlotAndMembers() {
        Operators operators = Operators.visible();
        assertEquals(List.of(Blockwise.ID, WatersCrossover.ID),
                operators.fitting(Operator.Slot.CROSSOVER, Representation.GRID));
        assertEquals(List.of(Blockwise.ID),
                operators.fitting(Operator.Slot.CROSSOVER, Representation.BOX_PERMUTATIONS));
    }
}
