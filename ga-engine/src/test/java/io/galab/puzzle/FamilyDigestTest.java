package io.galab.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.solve.ExactSolver;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The instance families and the generated SudoKubes never change: their filler is frozen
 * ({@link GridFiller}), apart from the exact solver. The digests below (SHA-256 of every instance's givens
 * then solution, a byte a value, first 16 hex digits) were taken from the sets as the exact solver filled
 * them before the filler was split off, and the filler gave the same bytes on every family a committed spec
 * or report uses (136 families from 4x4 to 64x64: docs/puzzle-formats.md, "Instance families") and on 120
 * generated SudoKubes of every difficulty.
 */
class FamilyDigestTest {

    static String digest(List<Puzzle> puzzles) throws Exception {
        MessageDigest d = MessageDigest.getInstance("SHA-256");
        for (Puzzle p : puzzles) {
            for (int v : p.givens()) {
                d.update((byte) v);
            }
            for (int v : p.solution()) {
                d.update((byte) v);
            }
        }
        return HexFormat.of().formatHex(d.digest()).substring(0, 16);
    }

    @Test
    void theFirstInstancesOfEverySizeAreTheOnesTheirSeedNamed() throws Exception {
        String[] expected = {"a7445aa6aff0340c", "f6781ad02a7c77ee", "f4e7f5a661ef5029", "79273d0fb2c56fb6",
            "f0336e80d9f9e0c6", "19fd527cf721bad9", "2f36156d7257cae3"};
        int[] sizes = {4, 9, 16, 25, 36, 49, 64};
        for (int i = 0; i < sizes.length; i++) {
            String name = "family/sudoku" + sizes[i] + "-45";
            assertEquals(expected[i], digest(FamilyGenerator.load(name, 2, 1).puzzles()), name);
        }
    }

    @Test
    void aPhaseTransitionCurveIsTheOneItsSeedNamed() throws Exception {
        List<Puzzle> curve = new ArrayList<>();
        for (int p = 0; p <= 100; p += 5) {
            curve.addAll(FamilyGenerator.load("family/sudoku16-" + p, 3, 16).puzzles());
        }
        assertEquals("c480f377c88c9c57", digest(curve));
    }

    /** The second 36x36 of seed 19 needs a second fill: its first reaches the bound and is drawn again. */
    @Test
    void aFillDrawnAgainIsTheOneItsSeedNamed() throws Exception {
        Geometry g = Geometry.sudoku(6);
        SplittableRandom master = new SplittableRandom(19);
        master.split();
        int bound = FamilyGenerator.FILL_NODES_PER_CELL * g.cellCount();
        assertEquals(null, new GridFiller(g).fill(master.split(), bound), "the first fill reaches its bound");
        assertEquals("dc844feaa036ff72", digest(FamilyGenerator.load("family/sudoku36-50", 2, 19).puzzles()));
    }

    /** The generated SudoKubes take their complete cubes from the same frozen filler. */
    @Test
    void theGeneratedSudokubesAreTheOnesTheirSeedNamed() throws Exception {
        assertEquals("e819fe240987eb29", digest(PuzzleLibrary.load("sudokube/generated-hard", 3, 8).puzzles()));
    }

    /** Every fill is a valid complete grid. */
    @Test
    void aFillIsAValidGrid() {
        for (int box = 2; box <= 5; box++) {
            Geometry g = Geometry.sudoku(box);
            int[] grid = new GridFiller(g).fill(new SplittableRandom(box), Long.MAX_VALUE);
            Puzzle blank = new Puzzle("blank", g, new int[g.cellCount()], null, "", "");
            assertTrue(ExactSolver.isSolution(blank, grid), g.describe());
        }
    }
}
