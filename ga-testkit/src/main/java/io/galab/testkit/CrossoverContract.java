package io.galab.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.CrossoverOperator;
import io.galab.algorithm.Representation;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * galab's operator contract for a crossover (docs/extending.md, "Operators"), as a JUnit 5 base class: extend
 * it and return your operator from {@link #operator()}. On 9x9, 16x16, Twodoku and Samurai puzzles, with
 * parents drawn as the operator requires them (any digit in each free cell, or every box a permutation):
 *
 * <ul>
 *   <li>the operator is registered: {@link io.galab.algorithm.Operators} finds it by its id through
 *   {@code ServiceLoader};</li>
 *   <li>a child keeps the givens and holds a digit 1..n in every cell;</li>
 *   <li>where the operator says it keeps box permutations, box-permutation parents give a box-permutation
 *       child (on kinds whose boxes share no cell);</li>
 *   <li>the same parents and seed give the same child, and the parents are left as they were.</li>
 * </ul>
 */
public abstract class CrossoverContract {

    /** The operator under test. */
    protected abstract CrossoverOperator operator();

    /** One puzzle of each kind galab knows: a 9x9, a 16x16, a Twodoku and a Samurai. */
    protected List<Puzzle> puzzles() {
        return OneOfEachKind.PUZZLES;
    }

    @Test
    void itIsRegisteredUnderItsId() {
        Registration.check(operator());
    }

    @Test
    void aChildKeepsTheGivensAndHoldsADigitInEveryCell() {
        for (Puzzle puzzle : puzzles()) {
            for (long seed = 1; seed <= 20; seed++) {
                int[] child = cross(puzzle, seed, operator().requires(), seed * 31);
                int n = puzzle.geometry().n();
                int[] givens = puzzle.givens();
                for (int c = 0; c < child.length; c++) {
                    assertTrue(givens[c] == 0 || child[c] == givens[c], operator().id() + " changed given " + c
                            + " of " + puzzle.id());
                    assertTrue(child[c] >= 1 && child[c] <= n, operator().id() + " wrote " + child[c] + " in cell "
                            + c + " of " + puzzle.id());
                }
            }
        }
    }

    @Test
    void boxPermutationsStayPermutationsWhereTheOperatorSaysSo() {
        if (operator().keeps() != Representation.BOX_PERMUTATIONS) {
            return; // it does not claim to keep them
        }
        for (Puzzle puzzle : puzzles()) {
            if (!Parents.boxesDisjoint(puzzle.geometry())) {
                continue;
            }
            for (long seed = 1; seed <= 20; seed++) {
                int[] child = cross(puzzle, seed, Representation.BOX_PERMUTATIONS, seed * 17);
                assertTrue(Parents.boxesArePermutations(puzzle.geometry(), child), operator().id()
                        + " broke a box permutation on " + puzzle.id() + " (seed " + seed + ")");
            }
        }
    }

    @Test
    void theSameParentsAndSeedGiveTheSameChild() {
        for (Puzzle puzzle : puzzles()) {
            int[] a = cross(puzzle, 7, operator().requires(), 99);
            int[] b = cross(puzzle, 7, operator().requires(), 99);
            assertArrayEquals(a, b, operator().id() + " on " + puzzle.id());
        }
    }

    /** A child of two parents drawn with {@code parentSeed} as {@code members}, crossed with {@code seed}. */
    private int[] cross(Puzzle puzzle, long parentSeed, Representation members, long seed) {
        SplittableRandom draw = new SplittableRandom(parentSeed);
        int[] p1 = Parents.draw(puzzle, members, draw);
        int[] p2 = Parents.draw(puzzle, members, draw);
        int[] p1Before = p1.clone();
        int[] p2Before = p2.clone();
        int[] child = puzzle.givens();
        operator().crossover(puzzle).cross(p1, p2, child, new SplittableRandom(seed));
        assertArrayEquals(p1Before, p1, operator().id() + " changed its first parent");
        assertArrayEquals(p2Before, p2, operator().id() + " changed its second parent");
        assertEquals(puzzle.geometry().cellCount(), child.length);
        return child;
    }

    /** Parents as a slot's members are, drawn from the geometry's own tables (none of galab's GA code). */
    static final class Parents {
        private Parents() {
        }

        static int[] draw(Puzzle puzzle, Representation members, SplittableRandom random) {
            Geometry g = puzzle.geometry();
            int n = g.n();
            int[] grid = puzzle.givens();
            if (members == Representation.GRID) {
                for (int c = 0; c < grid.length; c++) {
                    grid[c] = grid[c] != 0 ? grid[c] : 1 + random.nextInt(n);
                }
                return grid;
            }
            int[][] units = g.unitCellTable();
            for (int u = 0; u < units.length; u++) {
                if (g.unitType(u) != Geometry.UnitType.BOX) {
                    continue;
                }
                boolean[] used = new boolean[n + 1];
                for (int c : units[u]) {
                    used[grid[c]] = true;
                }
                int[] missing = new int[n];
                int k = 0;
                for (int d = 1; d <= n; d++) {
                    if (!used[d]) {
                        missing[k++] = d;
                    }
                }
                for (int i = k - 1; i > 0; i--) {
                    int j = random.nextInt(i + 1);
                    int t = missing[i];
                    missing[i] = missing[j];
                    missing[j] = t;
                }
                int next = 0;
                for (int c : units[u]) {
                    if (grid[c] == 0) {
                        grid[c] = missing[next++];
                    }
                }
            }
            return grid;
        }

        static boolean boxesDisjoint(Geometry g) {
            boolean[] seen = new boolean[g.cellCount()];
            int[][] units = g.unitCellTable();
            for (int u = 0; u < units.length; u++) {
                if (g.unitType(u) == Geometry.UnitType.BOX) {
                    for (int c : units[u]) {
                        if (seen[c]) {
                            return false;
                        }
                        seen[c] = true;
                    }
                }
            }
            return true;
        }

        static boolean boxesArePermutations(Geometry g, int[] grid) {
            int[][] units = g.unitCellTable();
            for (int u = 0; u < units.length; u++) {
                if (g.unitType(u) == Geometry.UnitType.BOX) {
                    long seen = 0;
                    for (int c : units[u]) {
                        seen |= 1L << grid[c];
                    }
                    if (Long.bitCount(seen) != g.n() || (seen & 1) != 0) {
                        return false;
                    }
                }
            }
            return true;
        }
    }
}
