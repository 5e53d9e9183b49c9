package io.galab.algorithm.memetic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.Digits;
import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.common.Instance;
import io.galab.puzzle.FamilyGenerator;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.solve.ExactSolver;
import io.galab.solve.Placements;
import io.galab.solve.Propagation;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The decoder's learnt nogoods (docs/algorithms.md, "propagating-memetic-ga", "Nogoods"). */
class NogoodsTest {

    /**
     * A nogood follows from the rules and the givens: no solution makes all its placements, and a digit
     * removed for good is in no solution. A wrong analysis (a reason misread, a literal dropped) learns
     * nogoods that cut solutions off, so they are checked against solutions found without them, by the
     * exact solver from ten seeds, on a 25x25 at 50% givens with many solutions.
     */
    @Test
    void noNogoodCutsOffASolution() {
        Puzzle p = FamilyGenerator.load("family/sudoku25-50", 1, 7).puzzles().get(0);
        Decoder decoder = decoder(p, 100_000, 1);
        int[] genes = new int[p.geometry().cellCount()];
        for (int i = 0; i < 400; i++) {
            decoder.fresh(genes, null);
        }
        Nogoods nogoods = decoder.nogoods();
        long[] candidates = decoder.startCandidates();
        Set<List<Integer>> solutions = new HashSet<>();
        int n = p.geometry().n();
        int checked = 0;
        for (long seed = 1; seed <= 10; seed++) {
            int[] s = new ExactSolver(p.geometry()).solveRandom(p.givens(), new SplittableRandom(seed)).orElseThrow();
            solutions.add(Arrays.stream(s).boxed().toList());
            for (int c = 0; c < s.length; c++) {
                assertTrue((candidates[c] & Digits.bit(s[c])) != 0, "a digit of a solution was removed from cell " + c);
            }
            List<int[]> kept = nogoods.nogoods();
            for (int k = 0; k < kept.size(); k++) {
                int[] lits = kept.get(k);
                assertTrue(Arrays.stream(lits).anyMatch(l -> s[Placements.keyCell(l, n)] != Placements.keyDigit(l, n)),
                        "nogood " + k + " holds in a solution: " + Arrays.toString(lits));
                checked++;
            }
        }
        assertTrue(solutions.size() > 5, "the puzzle has many solutions: " + solutions.size() + " of 10 differ");
        assertTrue(nogoods.size() > 100, "nogoods learnt: " + nogoods.size());
        assertTrue(checked > 1000);
    }

    /**
     * On a 64x64 the digit 64 is bit 0 of a cell's candidates: the analysis of a cell emptied by the removal of
     * 64 and of 1 must read the removal of 64 where the decoder recorded it, as the literal (cell, 64), not as a
     * digit 0, or it marks the wrong placement and drops the true reason from the nogood.
     */
    @Test
    void theAnalysisReadsTheDigit64OfA64x64() {
        Geometry g = Geometry.sudoku(8);
        long[] start = new long[g.cellCount()];
        Arrays.fill(start, -1L);
        start[0] = 1L << 1 | 1L; // digits 1 and 64
        Nogoods nogoods = new Nogoods(64, g.cellCount(), g.unitCellTable(), start, 100, false);
        nogoods.start();
        nogoods.decide();
        nogoods.placed(100, 5, Nogoods.DECISION);
        nogoods.decide();
        nogoods.removed(0, 64, nogoods.placed(200, 64, Nogoods.DECISION));
        nogoods.decide();
        nogoods.removed(0, 1, nogoods.placed(300, 1, Nogoods.DECISION));
        assertEquals(-1, nogoods.learn(0));
        int[] learnt = nogoods.nogoods().get(0);
        Arrays.sort(learnt);
        assertArrayEquals(new int[] {Placements.key(200, 64, 64), Placements.key(300, 1, 64)}, learnt);
    }

    /** Past its capacity the store keeps the shorter half; what it keeps stays watched and sound. */
    @Test
    void theStoreKeepsItsCapacity() {
        Puzzle p = FamilyGenerator.load("family/sudoku25-50", 1, 7).puzzles().get(0);
        Decoder decoder = decoder(p, 40, 2);
        int[] genes = new int[p.geometry().cellCount()];
        int most = 0;
        for (int i = 0; i < 300; i++) {
            decoder.fresh(genes, null);
            most = Math.max(most, decoder.nogoods().size());
        }
        assertTrue(most <= 41, "at most the capacity and the decode's own: " + most);
        assertTrue(decoder.nogoods().size() >= 20);
    }

    /** Off by default: the parameter's default learns nothing, and a run with nogoods is reproducible. */
    @Test
    void aRunWithNogoodsIsReproducibleAndSolves() {
        Algorithm ga = Algorithms.builtIn().get("propagating-memetic-ga");
        Puzzle p = FamilyGenerator.load("family/sudoku25-45", 1, 3).puzzles().get(0);
        Map<String, Object> with = Map.of("nogoods", 5000);
        RunResult a = ga.run(p, ga.parameters(with), 11, Budget.evaluations(20_000_000));
        RunResult b = ga.run(p, ga.parameters(with), 11, Budget.evaluations(20_000_000));
        assertTrue(a.solved());
        assertTrue(ExactSolver.isSolution(p, a.bestGrid()));
        assertEquals(a, b);
        assertEquals(0, ga.parameters(Map.of()).getInt("nogoods"));
    }

    /**
     * {@code cellOrder: conflicts} breaks the decoder's ties by the analyses' activity: with nogoods its run solves,
     * is reproducible and is not the fewest-candidates run; without nogoods there is no activity, and the run is
     * the fewest-candidates run exactly.
     */
    @Test
    void theConflictOrderActsThroughTheNogoods() {
        Algorithm ga = Algorithms.builtIn().get("propagating-memetic-ga");
        Puzzle p = FamilyGenerator.load("family/sudoku25-45", 1, 3).puzzles().get(0);
        Budget budget = Budget.evaluations(20_000_000);
        RunResult a = ga.run(p, ga.parameters(Map.of("nogoods", 5000, "cellOrder", "conflicts")), 11, budget);
        RunResult b = ga.run(p, ga.parameters(Map.of("nogoods", 5000, "cellOrder", "conflicts")), 11, budget);
        RunResult fewest = ga.run(p, ga.parameters(Map.of("nogoods", 5000)), 11, budget);
        assertTrue(a.solved());
        assertTrue(ExactSolver.isSolution(p, a.bestGrid()));
        assertEquals(a, b);
        assertTrue(a.evaluations() != fewest.evaluations(), "the activity changes the decodes");
        assertEquals(ga.run(p, ga.parameters(Map.of()), 5, budget),
                ga.run(p, ga.parameters(Map.of("cellOrder", "conflicts")), 5, budget));
    }

    private static Decoder decoder(Puzzle p, int capacity, long seed) {
        Instance instance = new Instance(p);
        Propagation propagation = Propagation.of(p, Propagation.Rules.FULL);
        Layout layout = new Layout(instance, propagation, true);
        return new Decoder(layout, propagation.candidates(), p.geometry().peerTable(), instance.cellUnits,
                PropagatingMemeticGa.CellOrder.FEWEST_CANDIDATES, true,
                0.05, 0, capacity, new SplittableRandom(seed), () -> false);
    }
}
