package io.galab.lab;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.solve.ExactSolver;
import io.galab.puzzle.Kind;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import io.galab.puzzle.PuzzleSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The library's generated N×N sets are what their recipe makes from their seeds (docs/puzzle-formats.md,
 * "Generated N×N sets"): a few puzzles are made again and equal the committed files, and each has one
 * solution, the stored one.
 */
class GeneratedSetsTest {

    @ParameterizedTest
    @CsvSource({"4, 1", "4, 10", "5, 1"})
    void aPuzzleMadeAgainFromItsSeedEqualsTheCommittedOne(int boxSize, int index) {
        PuzzleSet set = PuzzleLibrary.load(GeneratedSets.setName(boxSize));
        assertEquals(10, set.size());
        Puzzle made = GeneratedSets.puzzle(boxSize, index);
        Puzzle stored = set.get(made.id());
        assertEquals(Kind.SUDOKU, stored.kind());
        assertEquals(boxSize * boxSize, stored.geometry().n());
        assertArrayEquals(stored.givens(), made.givens(), made.id());
        assertArrayEquals(stored.solution(), made.solution(), made.id());
        assertTrue(new ExactSolver(stored.geometry()).countSolutions(stored, 2).isUnique(), made.id());
        assertTrue(ExactSolver.isSolution(stored, stored.solution()), made.id());
        // every given is the solution's digit
        for (int c = 0; c < stored.givens().length; c++) {
            assertTrue(stored.givens()[c] == 0 || stored.givens()[c] == stored.solution()[c]);
        }
    }
}
