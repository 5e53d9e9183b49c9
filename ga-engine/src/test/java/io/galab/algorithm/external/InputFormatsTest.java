package io.galab.algorithm.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.Geometry;
import io.galab.puzzle.PuzzleFormat;
import io.galab.puzzle.PuzzleLibrary;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A program's input format must hold the puzzle's units (docs/puzzle-formats.md, "Variants"): the numeric formats
 * hold digits alone, so a variant written in them would reach the program as a plain Sudoku; galab's format writes
 * the variant's header, and reads back the same units.
 */
class InputFormatsTest {

    @Test
    void aVariantIsRefusedWhereTheFormatHoldsDigitsAloneAndWrittenWithItsUnitsInGalabs() {
        for (String set : List.of("windoku/galab-windoku", "jigsaw/galab-jigsaw", "sudoku-x/galab-x")) {
            Geometry g = PuzzleLibrary.load(set).puzzles().get(0).geometry();
            for (ExternalSolver.Input input : List.of(ExternalSolver.Input.NUMERIC, ExternalSolver.Input.LLOYD_AMOS)) {
                String refusal = ExternalSolver.inputRefusal(g, input);
                assertTrue(refusal != null && refusal.contains("so the program would solve a plain Sudoku; use input:"
                        + " galab"), set + " " + input + ": " + refusal);
            }
            assertNull(ExternalSolver.inputRefusal(g, ExternalSolver.Input.GALAB), set);
            String written = PuzzleFormat.writeGrid(g, new int[g.cellCount()]);
            assertTrue(written.startsWith("# "), "the header first: " + written);
        }
        Geometry plain = Geometry.sudoku9();
        for (ExternalSolver.Input input : ExternalSolver.Input.values()) {
            assertNull(ExternalSolver.inputRefusal(plain, input), input.name());
        }
        assertEquals(27, plain.unitCount());
    }
}
