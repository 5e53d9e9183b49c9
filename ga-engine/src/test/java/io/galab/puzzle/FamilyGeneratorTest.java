package io.galab.puzzle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.solve.ExactSolver;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Instance families (docs/puzzle-formats.md, "Instance families"): the fraction, the grid, reproducibility. */
class FamilyGeneratorTest {

    /**
     * Lloyd &amp; Amos's count of givens: ⌈p·n²⌉ (their files keep 282 at 25x25 45%, 37 at 9x9 45%, 32 at 25x25
     * 5%, 45 at 9x9 55%), under a name of its own; the family without it keeps round(p·n²) and is drawn as
     * before.
     */
    @Test
    void theLloydAmosFamiliesKeepTheCeilingOfTheFraction() {
        int[][] cases = {{5, 45, 282, 281}, {3, 45, 37, 36}, {5, 5, 32, 31}, {3, 55, 45, 45}};
        for (int[] c : cases) {
            int n = c[0] * c[0];
            String name = FamilyGenerator.PREFIX + n + "-" + c[1];
            Puzzle la = FamilyGenerator.load(name + FamilyGenerator.LLOYD_AMOS_SUFFIX, 2, 7).puzzles().get(1);
            Puzzle round = FamilyGenerator.load(name, 2, 7).puzzles().get(1);
            assertEquals(c[2], la.givenCount(), name + "-la");
            assertEquals(c[3], round.givenCount(), name);
            assertEquals(true, FamilyGenerator.family(name + FamilyGenerator.LLOYD_AMOS_SUFFIX).ceil());
        }
        assertEquals(true, PuzzleLibrary.has("family/sudoku25-45-la"));
        assertEquals(null, FamilyGenerator.family("family/sudoku25-45-lax"));
    }

    @Test
    void eachInstanceKeepsExactlyTheFractionOfACompleteGrid() {
        for (int box = 2; box <= Geometry.MAX_BOX; box++) {
            int n = box * box;
            // the giant sizes once each: a 49x49's complete grid takes a search of about 2 s
            for (int percent : box <= 5 ? new int[] {0, 5, 45, 100} : new int[] {45}) {
                int count = box <= 5 ? 3 : 1;
                PuzzleSet set = PuzzleLibrary.load("family/sudoku" + n + "-" + percent, count, 7);
                assertEquals(count, set.puzzles().size());
                for (Puzzle p : set.puzzles()) {
                    int given = 0;
                    for (int v : p.givens()) {
                        given += v == 0 ? 0 : 1;
                    }
                    assertEquals(Math.round(percent / 100.0 * n * n), given, p.id());
                    assertTrue(ExactSolver.isSolution(p, p.solution()), "the stored grid is complete and valid");
                    for (int c = 0; c < n * n; c++) {
                        assertTrue(p.givens()[c] == 0 || p.givens()[c] == p.solution()[c], "givens from the grid");
                    }
                }
            }
        }
    }

    /**
     * A fill whose digit order sends the search into its heavy tail is drawn again, not waited for: the
     * second grid of the 25x25 family of seed 6 and the sixth of the 36x36 family of seed 360 (which ran
     * for minutes before the bound) need more than the bound on their first fill, and the families
     * still come out valid and reproducible.
     */
    @Test
    void aFillInTheHeavyTailIsDrawnAgainNotWaitedFor() {
        int[][] cases = {{5, 6, 1}, {6, 360, 5}};
        for (int[] c : cases) {
            int box = c[0];
            int cells = box * box * box * box;
            SplittableRandom master = new SplittableRandom(c[1]);
            for (int i = 0; i < c[2]; i++) {
                master.split();
            }
            int[] first = new GridFiller(Geometry.sudoku(box)).fill(master.split(),
                    (long) FamilyGenerator.FILL_NODES_PER_CELL * cells);
            assertTrue(first == null, "the first fill fits the bound: not a tail case");
            List<Puzzle> family = FamilyGenerator.generate(box, 0.45, c[2] + 1, c[1], "tail");
            for (Puzzle p : family) {
                assertTrue(ExactSolver.isSolution(p, p.solution()), p.id());
            }
            List<Puzzle> again = FamilyGenerator.generate(box, 0.45, c[2] + 1, c[1], "tail");
            assertArrayEquals(family.get(c[2]).givens(), again.get(c[2]).givens());
        }
    }

    @Test
    void aFamilyIsReproducibleAndGrowsWithoutChangingItsFirstInstances() {
        List<Puzzle> a = PuzzleLibrary.load("family/sudoku16-40", 3, 11).puzzles();
        List<Puzzle> b = PuzzleLibrary.load("family/sudoku16-40", 5, 11).puzzles();
        for (int i = 0; i < 3; i++) {
            assertArrayEquals(a.get(i).givens(), b.get(i).givens());
            assertEquals(a.get(i).id(), b.get(i).id());
        }
        assertEquals("sudoku16-40-001", a.get(0).id());
        assertFalse(java.util.Arrays.equals(a.get(0).givens(), a.get(1).givens()), "instances differ");
        assertNotEquals(java.util.Arrays.toString(a.get(0).givens()),
                java.util.Arrays.toString(PuzzleLibrary.load("family/sudoku16-40", 1, 12).puzzles().get(0).givens()),
                "another seed, another family");
    }

    @Test
    void namesThatAreNoFamilyAreRefused() {
        assertTrue(PuzzleLibrary.has("family/sudoku25-45") && PuzzleLibrary.isGenerated("family/sudoku9-0"));
        // a side that is no square is a family of its usual boxes (2×5 for 10); a prime side has none
        assertTrue(PuzzleLibrary.has("family/sudoku10-45"));
        for (String name : new String[] {"family/sudoku11-45", "family/sudoku81-45", "family/sudoku9-101",
                "family/sudoku9", "family/sudoku9-4.5"}) {
            assertFalse(PuzzleLibrary.has(name), name);
        }
        assertThrows(IllegalArgumentException.class, () -> FamilyGenerator.load("family/sudoku81-45", 1, 1));
    }

    /** A 64x64's complete grid is a shuffled pattern: valid, different per seed, and the same for one seed. */
    @Test
    void theShuffledPatternIsAValidGridThatVariesWithTheSeed() {
        Geometry g = Geometry.sudoku(8);
        int[] a = FamilyGenerator.shuffledPattern(8, new java.util.SplittableRandom(1));
        int[] b = FamilyGenerator.shuffledPattern(8, new java.util.SplittableRandom(2));
        Puzzle blank = new Puzzle("blank", g, new int[g.cellCount()]);
        assertTrue(ExactSolver.isSolution(blank, a) && ExactSolver.isSolution(blank, b));
        assertFalse(java.util.Arrays.equals(a, b));
        assertTrue(java.util.Arrays.equals(a, FamilyGenerator.shuffledPattern(8, new java.util.SplittableRandom(1))));
        Puzzle p = PuzzleLibrary.load("family/sudoku64-45", 1, 3).puzzles().get(0);
        assertEquals(Math.round(0.45 * 4096), 4096 - java.util.Arrays.stream(p.givens()).filter(v -> v == 0).count());
        assertTrue(ExactSolver.isSolution(p, p.solution()));
    }

    /**
     * Balanced holes (docs/puzzle-formats.md, "Instance families"): the fraction kept exactly, every row,
     * column and box with ⌊H/n⌋ or ⌈H/n⌉ of the H blanks, the givens from the stored grid, and the uniform
     * family of the same name, count and seed keeps its grids but not its holes.
     */
    @Test
    void balancedHolesGiveEveryUnitAsManyBlanksToWithinOne() {
        for (int box = 2; box <= 6; box++) {
            int n = box * box;
            for (int percent : box <= 5 ? new int[] {0, 3, 33, 45, 50, 71, 100} : new int[] {45}) {
                String name = "family/sudoku" + n + "-" + percent + FamilyGenerator.BALANCED_SUFFIX;
                assertTrue(FamilyGenerator.isFamily(name) && PuzzleLibrary.has(name), name);
                List<Puzzle> set = PuzzleLibrary.load(name, 2, 5).puzzles();
                List<Puzzle> uniform = PuzzleLibrary.load("family/sudoku" + n + "-" + percent, 2, 5).puzzles();
                long holes = n * n - Math.round(percent / 100.0 * n * n);
                for (int i = 0; i < set.size(); i++) {
                    Puzzle p = set.get(i);
                    Geometry g = p.geometry();
                    assertArrayEquals(uniform.get(i).solution(), p.solution(), "the same complete grid: " + p.id());
                    assertEquals(holes, java.util.Arrays.stream(p.givens()).filter(v -> v == 0).count(), p.id());
                    assertTrue(ExactSolver.isSolution(p, p.solution()));
                    for (int u = 0; u < g.unitCount(); u++) {
                        int blanks = 0;
                        for (int c : g.unitCells(u)) {
                            blanks += p.givens()[c] == 0 ? 1 : 0;
                            assertTrue(p.givens()[c] == 0 || p.givens()[c] == p.solution()[c]);
                        }
                        assertTrue(blanks == holes / n || blanks == holes / n + 1 && holes % n != 0,
                                p.id() + ": " + g.unitName(u) + " has " + blanks + " blanks of " + holes);
                    }
                    if (holes % n != 0 && holes > n) {
                        assertNotEquals(java.util.Arrays.toString(uniform.get(i).givens()),
                                java.util.Arrays.toString(p.givens()));
                    }
                }
                assertArrayEquals(set.get(0).givens(), PuzzleLibrary.load(name, 1, 5).puzzles().get(0).givens(),
                        "reproducible, and the first instances do not change when the count grows");
            }
        }
        // a uniform pattern of the same size is not balanced: its rows' blanks spread wider
        Puzzle u = PuzzleLibrary.load("family/sudoku25-45", 1, 5).puzzles().get(0);
        int min = Integer.MAX_VALUE;
        int max = 0;
        for (int r = 0; r < 25; r++) {
            int blanks = 0;
            for (int c = 0; c < 25; c++) {
                blanks += u.givens()[r * 25 + c] == 0 ? 1 : 0;
            }
            min = Math.min(min, blanks);
            max = Math.max(max, blanks);
        }
        assertTrue(max - min > 1, "uniform holes: " + min + " to " + max + " blanks a row");
        assertFalse(FamilyGenerator.isFamily("family/sudoku9-45-balanced-balanced"));
        assertFalse(FamilyGenerator.isFamily("family/sudoku9-balanced"));
    }
}
