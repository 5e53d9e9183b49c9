package io.galab.algorithm.memetic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Fixtures;
import io.galab.algorithm.common.BoxPermutation;
import io.galab.algorithm.common.Instance;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.Kind;
import io.galab.solve.Propagation;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The decoder of the decoded representation (docs/algorithms.md, "propagating-memetic-ga", step 2). */
class DecoderTest {

    private static final PropagatingMemeticGa.CellOrder FEWEST = PropagatingMemeticGa.CellOrder.FEWEST_CANDIDATES;

    static List<Puzzle> puzzles() {
        List<Puzzle> puzzles = new ArrayList<>(Fixtures.everyKind());
        puzzles.add(PuzzleLibrary.load("sudoku/forum-hardest").get("forum_hardest1106_0001"));
        puzzles.add(PuzzleLibrary.load("sudoku25/waters-generated").get("w25_01"));
        return puzzles;
    }

    private static Decoder decoder(Puzzle puzzle, Propagation.Rules rules, boolean fewest, boolean singles, long seed) {
        Instance instance = new Instance(puzzle);
        Propagation propagation = Propagation.of(puzzle, rules);
        Layout layout = new Layout(instance, propagation, true);
        return new Decoder(layout, propagation.candidates(), puzzle.geometry().peerTable(), instance.cellUnits,
                fewest ? FEWEST : PropagatingMemeticGa.CellOrder.SWEEP, singles,
                0.05, 0, 0, new SplittableRandom(seed), () -> false);
    }

    /**
     * Whatever the genes, a decode keeps the givens, never repeats a digit in a unit, and its penalty
     * is the number of free cells it left empty (negated genes); every gene stays a digit.
     */
    @Test
    void aDecodeNeverRepeatsADigitAndCountsTheEmptyCells() {
        for (Puzzle puzzle : puzzles()) {
            for (boolean fewest : new boolean[] {true, false}) {
                for (boolean singles : new boolean[] {true, false}) {
                    Decoder decoder = decoder(puzzle, Propagation.Rules.NONE, fewest, singles, 7);
                    int[] genes = new int[puzzle.geometry().cellCount()];
                    for (int trial = 0; trial < 20; trial++) {
                        decoder.randomGenes(genes);
                        decoder.mutate(genes, 0.5);
                        int empty = decoder.decode(genes);
                        int negative = 0;
                        for (int c = 0; c < genes.length; c++) {
                            int given = puzzle.givens()[c];
                            assertTrue(given == 0 || genes[c] == given, "a given changed on " + puzzle.id());
                            assertTrue(Math.abs(genes[c]) >= 1 && Math.abs(genes[c]) <= puzzle.geometry().n());
                            negative += genes[c] < 0 ? 1 : 0;
                        }
                        assertEquals(negative, empty, puzzle.id());
                        assertNoRepeats(puzzle, genes);
                    }
                }
            }
        }
    }

    /** Genes that are the solution decode to it, in either cell order; decoding it again changes nothing. */
    @Test
    void theSolutionDecodesToItselfAndDecodingIsIdempotentOnAFullGrid() {
        for (Puzzle puzzle : puzzles()) {
            for (boolean fewest : new boolean[] {true, false}) {
                Decoder decoder = decoder(puzzle, Propagation.Rules.FULL, fewest, true, 3);
                int[] solution = solution(puzzle);
                int[] genes = solution.clone();
                assertEquals(0, decoder.decode(genes), puzzle.id());
                assertArrayEquals(solution, genes);
                assertTrue(ExactSolver.isSolution(puzzle, decoder.grid(genes)));
            }
        }
    }

    /** A decode that fills every cell is a solution (the hard 9x9 from random genes, within a few hundred tries). */
    @Test
    void aFullDecodeIsASolution() {
        Puzzle puzzle = PuzzleLibrary.load("sudoku/top1465").get("top1465_0001");
        Decoder decoder = decoder(puzzle, Propagation.Rules.FULL, true, true, 11);
        int[] genes = new int[puzzle.geometry().cellCount()];
        int[] solution = solution(puzzle);
        int full = 0;
        for (int trial = 0; trial < 300; trial++) {
            decoder.randomGenes(genes);
            if (decoder.decode(genes) == 0) {
                full++;
                assertArrayEquals(solution, genes, "the puzzle has one solution");
            }
        }
        assertTrue(full > 0, "no decode of 300 filled the grid");
    }

    /**
     * The reported grid keeps the decoded digits and completes every box to a permutation; the work is
     * counted: at least a read of each placed cell's units.
     */
    @Test
    void theReportedGridCompletesTheBoxesAndWorkIsCounted() {
        for (Puzzle puzzle : puzzles()) {
            if (puzzle.kind() == Kind.SUDOKUBE) {
                continue; // boxes share edge cells there
            }
            Decoder decoder = decoder(puzzle, Propagation.Rules.NONE, true, true, 5);
            int[] genes = new int[puzzle.geometry().cellCount()];
            decoder.randomGenes(genes);
            decoder.mutate(genes, 1.0);
            long before = decoder.unitScorings;
            decoder.decode(genes);
            int placed = 0;
            for (int c = 0; c < genes.length; c++) {
                placed += puzzle.givens()[c] == 0 && genes[c] > 0 ? 1 : 0;
            }
            assertTrue(decoder.unitScorings - before >= 3L * placed, puzzle.id());
            int[] grid = decoder.grid(genes);
            for (int c = 0; c < grid.length; c++) {
                assertTrue(genes[c] < 0 || grid[c] == genes[c]);
            }
            assertTrue(new BoxPermutation(new Instance(puzzle)).boxesArePermutations(grid), puzzle.id());
        }
    }

    private static int[] solution(Puzzle puzzle) {
        return puzzle.solution() != null ? puzzle.solution()
                : new ExactSolver(puzzle.geometry()).solve(puzzle).orElseThrow();
    }

    static void assertNoRepeats(Puzzle puzzle, int[] genes) {
        int[][] units = puzzle.geometry().unitCellTable();
        for (int[] unit : units) {
            boolean[] seen = new boolean[puzzle.geometry().n() + 1];
            for (int c : unit) {
                if (genes[c] > 0) {
                    assertTrue(!seen[genes[c]], "digit " + genes[c] + " repeated in a unit of " + puzzle.id());
                    seen[genes[c]] = true;
                }
            }
        }
    }

    /**
     * A large grid's buckets of cells by their candidates choose exactly the cell the scan chooses: the
     * same decodes, penalties, work and random draws, on every kind, a 25x25, a 36x36 and a 49x49, with
     * random genes and with one gene in two drawn afresh.
     */
    @Test
    void theBucketsChooseTheCellsTheScanChooses() {
        List<Puzzle> puzzles = new ArrayList<>(puzzles());
        puzzles.add(io.galab.puzzle.FamilyGenerator.generate(6, 0.5, 1, 36, "b").get(0));
        puzzles.add(io.galab.puzzle.FamilyGenerator.generate(7, 0.45, 1, 49, "b").get(0));
        for (Puzzle puzzle : puzzles) {
            Instance instance = new Instance(puzzle);
            Propagation propagation = Propagation.of(puzzle, Propagation.Rules.SINGLES);
            Layout layout = new Layout(instance, propagation, true);
            int[][] peers = puzzle.geometry().peerTable();
            for (boolean singles : new boolean[] {true, false}) {
                Decoder scan = new Decoder(layout, propagation.candidates(), peers, instance.cellUnits, FEWEST, singles,
                        0.05, 0, 0, new SplittableRandom(3), () -> false, Integer.MAX_VALUE);
                Decoder bucketed = new Decoder(layout, propagation.candidates(), peers, instance.cellUnits, FEWEST,
                        singles, 0.05, 0, 0, new SplittableRandom(3), () -> false, 0);
                int[] a = new int[puzzle.geometry().cellCount()];
                int[] b = new int[a.length];
                for (int trial = 0; trial < 6; trial++) {
                    scan.randomGenes(a);
                    bucketed.randomGenes(b);
                    if (trial % 2 == 1) {
                        scan.mutate(a, 0.5);
                        bucketed.mutate(b, 0.5);
                    }
                    assertEquals(scan.decode(a), bucketed.decode(b), puzzle.id());
                    assertArrayEquals(a, b, puzzle.id());
                    assertEquals(scan.unitScorings, bucketed.unitScorings, puzzle.id());
                }
            }
        }
    }
}
