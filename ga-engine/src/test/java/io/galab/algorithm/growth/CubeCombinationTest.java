package io.galab.algorithm.growth;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Budget;
import io.galab.puzzle.ExactSolver;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Kind;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.SudokubeGenerator;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Waters' III.D combination makes a valid SudoKube face by face, reproducibly from its seed. */
class CubeCombinationTest {

    @Test
    void seededEdgesAgreeAtTheCornersAndBreakNoUnit() {
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 200; i++) {
            int[] g = CubeCombination.edges(random);
            assertTrue(CubeCombination.consistent(g));
            for (int r = 0; r < 9; r++) {
                for (int c = 0; c < 9; c++) {
                    boolean edge = r == 0 || r == 8 || c == 0 || c == 8;
                    assertEquals(edge, g[r * 9 + c] != 0, "only the four edges are set");
                }
            }
        }
    }

    @Test
    void aCombinedCubeIsAValidSudokubeWithTheDifficultysGivensAndRepeatsFromItsSeed() {
        GrowthGa ga = new GrowthGa();
        Puzzle cube = CubeCombination.combine("c1", SudokubeGenerator.Difficulty.MEDIUM, ga, ga.parameters(Map.of()),
                Budget.generations(2000), 11);
        assertEquals(Kind.SUDOKUBE, cube.kind());
        assertTrue(ExactSolver.isSolution(cube, cube.solution()), "touching edges agree and every face is solved");
        assertEquals(SudokubeGenerator.Difficulty.MEDIUM.givens(), cube.givenCount());
        for (int c = 0; c < cube.givens().length; c++) {
            assertTrue(cube.givens()[c] == 0 || cube.givens()[c] == cube.solution()[c]);
        }
        Puzzle again = CubeCombination.combine("c1", SudokubeGenerator.Difficulty.MEDIUM, ga, ga.parameters(Map.of()),
                Budget.generations(2000), 11);
        assertArrayEquals(cube.givens(), again.givens());
        assertArrayEquals(cube.solution(), again.solution());
        assertEquals(Geometry.sudokube().cellCount(), cube.solution().length);
    }
}
