package io.galab.algorithm.memetic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.Digits;
import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import io.galab.algorithm.common.Instance;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.FamilyGenerator;
import io.galab.solve.Propagation;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/**
 * The tabu search on partial grids of the decoded representation (docs/algorithms.md, "Tabu search on
 * partial grids").
 */
class PartialColTest {

    private static List<Puzzle> puzzles() {
        List<Puzzle> puzzles = new ArrayList<>(DecoderTest.puzzles());
        puzzles.add(FamilyGenerator.generate(6, 0.5, 1, 36, "giant").get(0));
        return puzzles;
    }

    /** A decoder with its tabu search, and the candidates the search keeps to. */
    private record Setup(Decoder decoder, PartialCol search, long[] candidates) {
        static Setup of(Puzzle puzzle, Propagation.Rules rules, long seed, BooleanSupplier stopped) {
            Instance instance = new Instance(puzzle);
            Propagation propagation = Propagation.of(puzzle, rules);
            Layout layout = new Layout(instance, propagation, true);
            SplittableRandom random = new SplittableRandom(seed);
            int[][] peers = puzzle.geometry().peerTable();
            Decoder decoder = new Decoder(layout, propagation.candidates(), peers, instance.cellUnits,
                    PropagatingMemeticGa.CellOrder.FEWEST_CANDIDATES, true,
                    0.05, 0, 0, random, () -> false);
            return new Setup(decoder, new PartialCol(layout, propagation.candidates(), peers, instance.cellUnits,
                    random, stopped), propagation.candidates());
        }
    }

    /**
     * From any decoded member, the search keeps a legal partial grid: the givens stay, no digit repeats
     * in a unit, every digit is among its cell's candidates, and its penalty is the number of empty
     * cells, never more than the decode left.
     */
    @Test
    void theSearchKeepsALegalPartialGridAndNeverWorsensTheDecode() {
        for (Puzzle puzzle : puzzles()) {
            Setup setup = Setup.of(puzzle, Propagation.Rules.NONE, 7, () -> false);
            int[] genes = new int[puzzle.geometry().cellCount()];
            for (int trial = 0; trial < 5; trial++) {
                setup.decoder().randomGenes(genes);
                setup.decoder().mutate(genes, 0.5);
                int decoded = setup.decoder().decode(genes);
                int empty = setup.search().search(genes, 300);
                assertTrue(empty <= decoded, puzzle.id() + ": " + empty + " empty after, " + decoded + " before");
                int negative = 0;
                for (int c = 0; c < genes.length; c++) {
                    int given = puzzle.givens()[c];
                    assertTrue(given == 0 || genes[c] == given, "a given changed on " + puzzle.id());
                    assertTrue(genes[c] < 0 || (setup.candidates()[c] & Digits.bit(genes[c])) != 0, puzzle.id());
                    negative += genes[c] < 0 ? 1 : 0;
                }
                assertEquals(negative, empty, puzzle.id());
                DecoderTest.assertNoRepeats(puzzle, genes);
            }
        }
    }

    /**
     * On a hard 9x9 with one solution, after propagation on the givens (the GA's default), the search from a
     * decode that left cells empty fills the grid: the solution.
     */
    @Test
    void theSearchCompletesAHardNineByNine() {
        Puzzle puzzle = PuzzleLibrary.load("sudoku/top1465").get("top1465_0001");
        int[] solution = new ExactSolver(puzzle.geometry()).solve(puzzle).orElseThrow();
        Setup setup = Setup.of(puzzle, Propagation.Rules.FULL, 13, () -> false);
        int[] genes = new int[puzzle.geometry().cellCount()];
        int decoded;
        do {
            setup.decoder().randomGenes(genes);
            decoded = setup.decoder().decode(genes);
        } while (decoded == 0);
        assertEquals(0, setup.search().search(genes, 1_000_000), "cells left empty after 10^6 steps");
        assertArrayEquals(solution, genes);
    }

    /** The same seed gives the same search; the search asks whether the budget is spent, and stops when it is. */
    @Test
    void theSearchIsReproducibleAndStopsWhenTheBudgetIsSpent() {
        Puzzle puzzle = PuzzleLibrary.load("sudoku25/waters-generated").get("w25_01");
        int[][] results = new int[2][];
        for (int k = 0; k < 2; k++) {
            Setup setup = Setup.of(puzzle, Propagation.Rules.NONE, 21, () -> false);
            int[] genes = new int[puzzle.geometry().cellCount()];
            setup.decoder().randomGenes(genes);
            setup.decoder().decode(genes);
            setup.search().search(genes, 2000);
            results[k] = genes;
        }
        assertArrayEquals(results[0], results[1]);

        AtomicInteger asked = new AtomicInteger();
        Setup setup = Setup.of(puzzle, Propagation.Rules.NONE, 21, () -> asked.incrementAndGet() > 0);
        int[] genes = new int[puzzle.geometry().cellCount()];
        setup.decoder().randomGenes(genes);
        int decoded = setup.decoder().decode(genes);
        assertTrue(decoded > 0, "a random decode of the 25x25 leaves cells empty");
        int empty = setup.search().search(genes, Integer.MAX_VALUE);
        assertEquals(1, asked.get(), "the search goes on after the budget is spent");
        assertTrue(empty <= decoded);
    }

    /**
     * In the GA, a search of many steps stops inside a generation when the run's evaluations are spent:
     * the run ends on its evaluation budget, over it by the rest of its generation's decodes (a few hundred
     * evaluations), where the 10^8 steps of one search would make millions.
     */
    @Test
    void aLongSearchInTheGaStopsAtTheRunsEvaluationBudget() {
        Algorithm ga = Algorithms.builtIn().get(PropagatingMemeticGa.ID);
        Puzzle puzzle = PuzzleLibrary.load("family/sudoku25-45", 1, 3).puzzles().get(0);
        RunResult r = ga.run(puzzle, ga.parameters(Map.of("tabuSteps", 100_000_000)), 5, Budget.evaluations(20_000));
        if (!r.solved()) {
            assertEquals(StopReason.EVALUATIONS, r.stopReason(), r.toString());
        }
        assertTrue(r.evaluations() < 20_000 + 5_000, r.toString());
        assertEquals(r.solved(), ExactSolver.isSolution(puzzle, r.bestGrid()));
    }
}
