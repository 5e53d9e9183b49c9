package io.galab.solve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.Digits;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import org.junit.jupiter.api.Test;

/**
 * The propagation engine's three modes, made only by their named factories: a search's engine stops at a
 * conflict and undoes to a mark; the decoder's goes on past a conflict, leaving the cell empty; and
 * {@code place} refuses a cell that holds a digit or a digit out of range.
 */
class PropagatorModesTest {

    private static final Geometry G = Geometry.sudoku(3);
    /** A hard puzzle: propagation on its givens leaves cells to fill. */
    private static final Puzzle HARD = PuzzleLibrary.load("sudoku/top1465").get("top1465_0001");

    @Test
    void aSearchsEngineStopsAtAConflictAndUndoesToItsMark() {
        Propagator p = Propagator.forSearch(G);
        assertTrue(p.loadGivens(HARD.givens()) && p.propagate());
        int[] before = p.values().clone();
        long[] candidates = p.candidates().clone();
        int mark = p.mark();
        int empty = firstEmpty(p);
        long cand = p.candidates()[empty];
        int d = Long.numberOfTrailingZeros(cand);
        p.place(empty, d, -1);
        p.propagate();
        p.undo(mark);
        assertArrayEquals(before, p.values(), "the values as at the mark");
        assertArrayEquals(candidates, p.candidates(), "the candidates as at the mark");
        // a digit that is not a candidate: a conflict, and the search's engine stops
        int wrong = Long.numberOfTrailingZeros(~cand & ~1L);
        assertFalse(p.place(empty, wrong, -1), "not a candidate: a conflict");
    }

    @Test
    void theDecodersEngineGoesOnPastAConflict() {
        Propagator p = Propagator.forDecoding(G.n(), G.unitCellTable(), G.cellUnitTable(), G.peerTable());
        assertTrue(p.loadGivens(HARD.givens()));
        int empty = firstEmpty(p);
        long cand = p.candidates()[empty];
        int wrong = Long.numberOfTrailingZeros(~cand & ~1L);
        assertFalse(p.place(empty, wrong, -1), "a conflict is said");
        int other = firstEmpty(p);
        assertTrue(other >= 0, "and the engine can be used on: cells are left to fill");
    }

    @Test
    void placeChecksItsPrecondition() {
        Propagator p = Propagator.forPropagation(G.n(), G.unitCellTable(), G.cellUnitTable(), G.peerTable());
        assertTrue(p.loadGivens(HARD.givens()));
        int given = 0;
        while (HARD.givens()[given] == 0) {
            given++;
        }
        int at = given;
        IllegalStateException held = assertThrows(IllegalStateException.class, () -> p.place(at, 1, -1));
        assertTrue(held.getMessage().contains("already holds"), held.getMessage());
        int empty = firstEmpty(p);
        IllegalStateException range = assertThrows(IllegalStateException.class, () -> p.place(empty, 10, -1));
        assertEquals("place(" + empty + ", 10): no digit 10 of 1..9", range.getMessage());
    }

    /**
     * Random sequences of decisions, propagations and undos on a search's engine (seeded), checked against what
     * is recomputed from scratch: after a propagation without conflict no unit holds a digit twice, no cell
     * keeps a candidate that a peer holds, and a placed cell's only candidate is its digit; after an undo to a
     * mark the values and candidates are those at the mark, whatever was done in between.
     */
    @Test
    void randomPlaceAndUndoSequencesKeepTheStateARecomputationGives() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(20261203L);
        for (Puzzle puzzle : java.util.List.of(HARD, PuzzleLibrary.load("sudoku/top1465").get("top1465_0002"),
                PuzzleLibrary.load("sudoku/top1465").get("top1465_0003"))) {
            Propagator p = Propagator.forSearch(G);
            assertTrue(p.loadGivens(puzzle.givens()) && p.propagate());
            java.util.Deque<int[]> marks = new java.util.ArrayDeque<>();
            java.util.Deque<int[]> valuesAt = new java.util.ArrayDeque<>();
            java.util.Deque<long[]> candidatesAt = new java.util.ArrayDeque<>();
            for (int step = 0; step < 400; step++) {
                int empty = randomEmpty(p, random);
                if (empty >= 0 && (marks.isEmpty() || random.nextInt(3) > 0)) {
                    marks.push(new int[] {p.mark()});
                    valuesAt.push(p.values().clone());
                    candidatesAt.push(p.candidates().clone());
                    long cand = p.candidates()[empty];
                    int k = random.nextInt(Long.bitCount(cand));
                    long m = cand;
                    for (int i = 0; i < k; i++) {
                        m &= m - 1;
                    }
                    if (p.place(empty, Long.numberOfTrailingZeros(m), Propagator.DECISION) && p.propagate()) {
                        consistent(p);
                        continue;
                    }
                }
                if (!marks.isEmpty()) { // a conflict, a full grid or a step back: undo to the last mark
                    p.undo(marks.pop()[0]);
                    assertArrayEquals(valuesAt.pop(), p.values(), "values restored");
                    assertArrayEquals(candidatesAt.pop(), p.candidates(), "candidates restored");
                }
            }
        }
    }

    /** What a from-scratch look at the grid requires after a propagation without conflict. */
    private static void consistent(Propagator p) {
        int[] v = p.values();
        long[] c = p.candidates();
        for (int u = 0; u < G.unitCount(); u++) {
            long seen = 0;
            for (int cell : G.unitCells(u)) {
                if (v[cell] != 0) {
                    assertEquals(0, seen & Digits.bit(v[cell]), "digit " + v[cell] + " twice in " + G.unitName(u));
                    seen |= Digits.bit(v[cell]);
                }
            }
            for (int cell : G.unitCells(u)) {
                if (v[cell] == 0) {
                    assertEquals(0, c[cell] & seen, "cell " + cell + " keeps a digit its unit holds");
                } else {
                    assertEquals(Digits.bit(v[cell]), c[cell], "a placed cell's only candidate is its digit");
                }
            }
        }
    }

    private static int randomEmpty(Propagator p, java.util.SplittableRandom random) {
        int[] v = p.values();
        int count = 0;
        for (int x : v) {
            count += x == 0 ? 1 : 0;
        }
        if (count == 0) {
            return -1;
        }
        int k = random.nextInt(count);
        for (int c = 0; c < v.length; c++) {
            if (v[c] == 0 && k-- == 0) {
                return c;
            }
        }
        return -1;
    }

    private static int firstEmpty(Propagator p) {
        for (int c = 0; c < p.values().length; c++) {
            if (p.values()[c] == 0) {
                return c;
            }
        }
        return -1;
    }
}
