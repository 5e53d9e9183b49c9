package io.galab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The one encoding of a placement: every (cell, digit) of a grid has its own variable, key, packed removal and
 * two literals, each read back to the same cell and digit, up to 64x64; a literal's negation is its other
 * literal.
 */
class PlacementsTest {

    @Test
    void everyCellAndDigitRoundTripsThroughItsVariableLiteralsAndKey() {
        for (int n : new int[] {4, 9, 16, 25, 64}) {
            int cells = n * n;
            Set<Integer> variables = new HashSet<>();
            Set<Integer> keys = new HashSet<>();
            for (int c = 0; c < cells; c += Math.max(1, cells / 97)) {
                for (int d = 1; d <= n; d++) {
                    int v = Placements.variable(c, d, n);
                    assertTrue(v >= 0 && v < cells * n, "variables are 0 .. cells·n − 1");
                    assertEquals(c, Placements.cell(v, n));
                    assertEquals(d, Placements.digit(v, n));
                    int holds = Placements.holds(v);
                    int lacks = Placements.lacks(v);
                    assertTrue(Placements.isHolds(holds));
                    assertFalse(Placements.isHolds(lacks));
                    assertEquals(v, Placements.varOf(holds));
                    assertEquals(v, Placements.varOf(lacks));
                    assertEquals(lacks, Placements.negate(holds));
                    assertEquals(holds, Placements.negate(lacks));
                    int key = Placements.key(c, d, n);
                    assertEquals(c, Placements.keyCell(key, n));
                    assertEquals(d, Placements.keyDigit(key, n));
                    assertEquals(Placements.variable(c, d, n), Placements.keyVariable(key, n));
                    assertTrue(key >= 0 && key < Placements.keys(cells, n), "keys are 0 .. keys(cells, n) − 1");
                    int packed = Placements.packed(c, d);
                    assertEquals(c, Placements.packedCell(packed));
                    assertEquals(d, Placements.packedDigit(packed));
                    assertTrue(packed >= 0, "a packed removal is never a trail's placement (negative)");
                    assertTrue(variables.add(v), "one variable per (cell, digit)");
                    assertTrue(keys.add(key), "one key per (cell, digit)");
                }
            }
        }
    }
}
