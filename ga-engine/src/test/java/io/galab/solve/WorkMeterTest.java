package io.galab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The work meter's counts on fixed puzzles, checked against what the engine did as its events tell it: every
 * placement (a given's too) reads its cell's units, every hidden single placed was checked first, and the
 * total is the sum of the named counts. The pinned totals are the counts every committed report's
 * evaluations rest on (docs/experiments.md, "What an evaluation is"): a change to the engine that moves them
 * moves budgets and ERT, and must be re-recorded and named.
 */
class WorkMeterTest {

    /** The counts of galab 0.1.0 at d586815, before the meter: the meter moved none. */
    private static final long PINNED_HARD_SINGLES = 60;
    private static final long PINNED_HARD_FULL = 1382;
    private static final long PINNED_EASY_SINGLES = 387;

    @Test
    void placementsReadTheirCellsUnitsAndHiddenSinglesAreCheckedFirst() {
        List<Puzzle> fixed = new ArrayList<>();
        fixed.add(PuzzleLibrary.load("sudoku/top1465").get("top1465_0001"));
        fixed.add(PuzzleLibrary.load("sudoku/mantere-koljonen").get("s01a"));
        fixed.addAll(PuzzleLibrary.load("twodoku/kaldanis").puzzles().subList(0, 2));
        for (Puzzle puzzle : fixed) {
            Geometry g = puzzle.geometry();
            Propagator engine = Propagator.forPropagation(g.n(), g.unitCellTable(), g.cellUnitTable(), g.peerTable());
            int[] hiddenPlaced = new int[1];
            engine.events(new PropagatorEvents() {
                @Override
                public int placing(int cell, int digit, int reason) {
                    hiddenPlaced[0] += reason >= 0 ? 1 : 0;
                    return reason;
                }
            });
            assertTrue(engine.loadGivens(puzzle.givens()) && engine.propagate(), puzzle.id());
            WorkMeter meter = engine.meter();
            long placedCells = 0;
            long unitsOfPlaced = 0;
            for (int c = 0; c < g.cellCount(); c++) {
                if (engine.values()[c] != 0) {
                    placedCells++;
                    unitsOfPlaced += g.cellUnitTable()[c].length;
                }
            }
            assertEquals(placedCells, meter.placements(), puzzle.id() + ": one placement a placed cell");
            assertEquals(unitsOfPlaced, meter.placementReads(), puzzle.id() + ": each placement reads its units");
            assertTrue(meter.hiddenSingles() >= hiddenPlaced[0], puzzle.id() + ": a hidden single placed was checked");
            assertEquals(meter.placementReads() + meter.hiddenSingles(), meter.unitReads(), puzzle.id());
            assertEquals(0, meter.passReads() + meter.scanReads(), "the engine alone makes no passes or scans");
        }
    }

    @Test
    void theCountsOnFixedPuzzlesArePinned() {
        Puzzle hard = PuzzleLibrary.load("sudoku/top1465").get("top1465_0001");
        Puzzle easy = PuzzleLibrary.load("sudoku/mantere-koljonen").get("s01a");
        assertEquals(PINNED_HARD_SINGLES, Propagation.of(hard, Propagation.Rules.SINGLES).unitReads());
        assertEquals(PINNED_HARD_FULL, Propagation.of(hard, Propagation.Rules.FULL).unitReads());
        assertEquals(PINNED_EASY_SINGLES, Propagation.of(easy, Propagation.Rules.SINGLES).unitReads());
        // with no rules, only the givens are placed: 3 units each
        assertEquals(3L * easy.givenCount(), Propagation.of(easy, Propagation.Rules.NONE).unitReads());
    }

    @Test
    void aScanCountsTheUnitsItsCellsFillRoundedUp() {
        WorkMeter meter = new WorkMeter(9);
        meter.scanned(0);
        assertEquals(0, meter.unitReads());
        meter.scanned(9);
        meter.scanned(10);
        meter.scanned(1);
        assertEquals(1 + 2 + 1, meter.scanReads());
        meter.unitsRead(5);
        meter.placed(3);
        meter.hiddenSingle();
        assertEquals(4 + 5 + 3 + 1, meter.unitReads());
        assertEquals(1, meter.placements());
        assertThrows(IllegalArgumentException.class, () -> new WorkMeter(0));
    }
}
