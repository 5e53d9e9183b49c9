package io.galab.puzzle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    private static int firstEmpty(Propagator p) {
        for (int c = 0; c < p.values().length; c++) {
            if (p.values()[c] == 0) {
                return c;
            }
        }
        return -1;
    }
}
