package io.galab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Locked candidates on their own: the pairs of units of a 9x9 (each box with each line it crosses, both ways,
 * each digit), every explanation satisfied by solutions (so the clauses the analysis reads follow from the
 * puzzle), and the running counts equal to a recount from scratch after seeded random losses and regains.
 */
class IntersectionsTest {

    @Test
    void aNineByNineHasEachBoxWithEachLineItCrossesBothWaysForEachDigit() {
        Geometry g = Geometry.sudoku(3);
        Intersections x = Intersections.of(g, new Groups(g));
        assertEquals(9 * 6 * 2 * 9, x.outside.length, "9 boxes, 6 lines each, both ways, 9 digits");
        for (int p = 0; p < x.outside.length; p++) {
            assertEquals(6, x.outside[p].length);
            assertEquals(6, x.target[p].length);
        }
    }

    @Test
    void everyExplanationHoldsInSolutions() {
        for (Geometry g : List.of(Geometry.sudoku(3), Geometry.sudokuX(3), Geometry.sudoku(4))) {
            Intersections x = Intersections.of(g, new Groups(g));
            SplittableRandom random = new SplittableRandom(5);
            for (int s = 0; s < 5; s++) {
                int[] solution = new CdclSearch(g, random.split(), SearchBound.none())
                        .solve(new int[g.cellCount()], 100);
                assertTrue(ExactSolver.isSolution(new Puzzle("blank", g, new int[g.cellCount()]), solution));
                for (int p = 0; p < x.outside.length; p++) {
                    for (int w : x.target[p]) {
                        assertTrue(holds(x.clause(p, w), solution, g.n()), g.kind() + " pair " + p + " var " + w);
                    }
                }
            }
        }
    }

    @Test
    void theCountsEqualARecountAfterLossesAndRegains() {
        Geometry g = Geometry.sudokuX(3);
        Intersections x = Intersections.of(g, new Groups(g));
        int vars = g.cellCount() * g.n();
        SplittableRandom random = new SplittableRandom(9);
        BitSet lost = new BitSet();
        int[] order = new int[vars];
        int size = 0;
        for (int step = 0; step < 5_000; step++) {
            if (size > 0 && random.nextInt(3) == 0) { // undo the latest loss, as a backjump does
                int v = order[--size];
                lost.clear(v);
                x.regain(v);
            } else {
                int v = random.nextInt(vars);
                if (lost.get(v)) {
                    continue;
                }
                lost.set(v);
                order[size++] = v;
                for (int i = x.from(v); i < x.to(v); i++) {
                    x.lose(x.pair(i));
                }
            }
            if (step % 250 == 0) {
                for (int p = 0; p < x.outside.length; p++) {
                    int alive = 0;
                    for (int v : x.outside[p]) {
                        alive += lost.get(v) ? 0 : 1;
                    }
                    assertEquals(alive, x.alive(p), "pair " + p + " after step " + step);
                }
            }
        }
    }

    private static boolean holds(int[] clause, int[] grid, int n) {
        for (int l : clause) {
            int v = Placements.varOf(l);
            boolean placed = grid[Placements.cell(v, n)] == Placements.digit(v, n);
            if (placed == Placements.isHolds(l)) {
                return true;
            }
        }
        return false;
    }
}
