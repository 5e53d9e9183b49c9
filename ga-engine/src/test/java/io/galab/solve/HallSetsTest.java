package io.galab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.Digits;
import io.galab.puzzle.Geometry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@link HallSets} on its own: grids of literal values set by hand and at random, its removals and
 * explanations against what the all-different constraint allows, worked out by trying every choice (a cell keeps
 * a digit exactly when some choice of distinct open digits for the unit's cells gives it that digit).
 */
class HallSetsTest {

    private static final Geometry G = Geometry.sudoku(2); // 4x4: units of 4 cells, digits 1..4

    /**
     * Row 0's cells 0 and 1 hold only 1 and 2: a naked pair of their row and their box, which removes 1 and 2 from
     * cells 2 and 3 (the row) and 4 and 5 (the box); cells 4 and 5, left with 3 and 4, are a pair of row 1 in turn.
     */
    @Test
    void aNakedPairRemovesItsDigitsFromTheRestOfItsUnitWithTheirExplanation() {
        byte[] values = new byte[2 * 16 * 4];
        int[] level = new int[16 * 4];
        Arrays.fill(level, 1);
        falsify(values, 0, 3, 4);
        falsify(values, 1, 3, 4);
        List<int[]> removed = run(values, level, new ArrayList<>());
        TreeSet<String> got = new TreeSet<>();
        for (int[] r : removed) {
            got.add(Placements.cell(r[0], 4) + ":" + Placements.digit(r[0], 4));
        }
        assertEquals(new TreeSet<>(List.of("2:1", "2:2", "3:1", "3:2", "4:1", "4:2", "5:1", "5:2",
                "6:3", "6:4", "7:3", "7:4")), got);
        for (int[] r : removed) {
            assertHallSet(G, Arrays.copyOfRange(r, 1, r.length), r[0], values);
        }
    }

    /**
     * Three cells of row 0 with only 1 and 2 open, with their other rows and columns full: no matching, and the
     * conflict names the three cells' 3s and 4s.
     */
    @Test
    void threeCellsOnTwoDigitsAreAConflictOverTheirOtherDigits() {
        byte[] values = new byte[2 * 16 * 4];
        int[] level = new int[16 * 4];
        Arrays.fill(level, 1);
        falsify(values, 0, 3, 4);
        falsify(values, 2, 3, 4);
        falsify(values, 3, 3, 4);
        List<int[]> conflicts = new ArrayList<>();
        run(values, level, conflicts);
        assertEquals(1, conflicts.size());
        int[] clause = conflicts.get(0).clone();
        int[][] shape = shape(G, clause);
        assertTrue(shape[0].length + shape[1].length > 4, "more cells than digits: " + Arrays.toString(clause));
        assertTrue(sharedUnit(G, shape[0]), "the cells share a unit");
        for (int q : clause) {
            assertEquals(-1, values[q]);
        }
    }

    /**
     * The body of a removal of variable v is a Hall set's: the literals "h holds f" for the cells h of a set R
     * sharing a unit with v's cell (not in R) and the digits f outside a set of |R| digits that holds v's digit,
     * every one false.
     */
    private static void assertHallSet(Geometry g, int[] body, int v, byte[] values) {
        int n = g.n();
        int[][] shape = shape(g, body);
        assertEquals(n, shape[0].length + shape[1].length, "|R| cells on the n − |R| digits they lack");
        assertEquals(shape[0].length * shape[1].length, body.length, "every (cell, digit) of the product");
        for (int f : shape[1]) {
            assertTrue(f != Placements.digit(v, n), "the removed digit is among the Hall set's digits");
        }
        int[] withV = Arrays.copyOf(shape[0], shape[0].length + 1);
        withV[shape[0].length] = Placements.cell(v, n);
        assertTrue(sharedUnit(g, withV), "the Hall set and the cell share a unit");
        for (int q : body) {
            assertEquals(-1, values[q], "an explanation's literal is false");
        }
    }

    /** The cells and the digits named by literals "cell holds digit", each sorted. */
    private static int[][] shape(Geometry g, int[] lits) {
        TreeSet<Integer> cells = new TreeSet<>();
        TreeSet<Integer> digits = new TreeSet<>();
        for (int q : lits) {
            assertTrue(Placements.isHolds(q));
            cells.add(Placements.cell(Placements.varOf(q), g.n()));
            digits.add(Placements.digit(Placements.varOf(q), g.n()));
        }
        return new int[][] {cells.stream().mapToInt(Integer::intValue).toArray(),
            digits.stream().mapToInt(Integer::intValue).toArray()};
    }

    private static boolean sharedUnit(Geometry g, int[] cells) {
        for (int[] unit : g.unitCellTable()) {
            if (Arrays.stream(cells).allMatch(c -> Arrays.stream(unit).anyMatch(x -> x == c))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Random removals on the 4x4 and a 9x9 (seeded): after the Hall sets' fixpoint each unit's open digits are
     * exactly those some assignment of distinct open digits gives (brute force), or the run found a conflict and
     * some unit has no such assignment; every explanation's body is false and its clause holds in every such
     * assignment of the unit it came from.
     */
    @Test
    void removesExactlyWhatNoAssignmentOfTheUnitAllowsAndExplainsIt() {
        int fixpoints = 0;
        int conflictsSeen = 0;
        int removedSeen = 0;
        for (Geometry g : List.of(G, Geometry.sudoku(3))) {
            int n = g.n();
            SplittableRandom random = new SplittableRandom(5);
            for (int t = 0; t < 400; t++) {
                byte[] values = new byte[2 * g.cellCount() * n];
                int[] level = new int[g.cellCount() * n];
                Arrays.fill(level, 1);
                double p = 0.2 + 0.5 * random.nextDouble();
                for (int v = 0; v < g.cellCount() * n; v++) {
                    if (random.nextDouble() < p) {
                        values[Placements.holds(v)] = -1;
                        values[Placements.lacks(v)] = 1;
                    }
                }
                List<int[]> conflicts = new ArrayList<>();
                List<int[]> removed = run(g, values, level, conflicts);
                removedSeen += removed.size();
                for (int[] r : removed) {
                    assertHallSet(g, Arrays.copyOfRange(r, 1, r.length), r[0], values);
                }
                if (!conflicts.isEmpty()) {
                    conflictsSeen++;
                    int[][] shape = shape(g, conflicts.get(0));
                    assertTrue(shape[0].length + shape[1].length > n && sharedUnit(g, shape[0]));
                    for (int q : conflicts.get(0)) {
                        assertEquals(-1, values[q], "a conflict's literal is false");
                    }
                    continue;
                }
                fixpoints++;
                for (int[] unit : g.unitCellTable()) {
                    long[] allowed = allowed(unit, values, n);
                    assertNotNull(allowed, "a unit without an assignment was not found");
                    for (int i = 0; i < unit.length; i++) {
                        for (int d = 1; d <= n; d++) {
                            boolean open = values[Placements.holds(Placements.variable(unit[i], d, n))] != -1;
                            assertEquals((allowed[i] >>> d - 1 & 1) != 0, open, "cell " + unit[i] + " digit " + d);
                        }
                    }
                }
            }
        }
        assertTrue(fixpoints > 100 && conflictsSeen > 100, fixpoints + " fixpoints, " + conflictsSeen + " conflicts");
        assertTrue(removedSeen > 100, "removals: " + removedSeen);
    }

    /** Runs the Hall sets to their fixpoint on the 4x4, applying each removal; the removals (variable, body…). */
    private static List<int[]> run(byte[] values, int[] level, List<int[]> conflicts) {
        return run(G, values, level, conflicts);
    }

    private static List<int[]> run(Geometry g, byte[] values, int[] level, List<int[]> conflicts) {
        HallSets hall = new HallSets(g, values, level);
        List<int[]> removed = new ArrayList<>();
        List<Integer> pending = new ArrayList<>();
        HallSets.Removals out = (v, b) -> {
            int[] body = hall.body(b);
            int[] r = new int[body.length + 1];
            r[0] = v;
            System.arraycopy(body, 0, r, 1, body.length);
            removed.add(r);
            pending.add(v);
        };
        while (true) {
            int[] conflict = hall.propagate(out, 0);
            if (conflict != null) {
                conflicts.add(conflict);
                return removed;
            }
            if (pending.isEmpty()) {
                return removed;
            }
            for (int v : pending) {
                values[Placements.holds(v)] = -1;
                values[Placements.lacks(v)] = 1;
                hall.lose(v);
            }
            pending.clear();
        }
    }

    /** Per cell of the unit, the digits some assignment of distinct open digits gives it; null when none exists. */
    private static long[] allowed(int[] unit, byte[] values, int n) {
        long[] open = new long[unit.length];
        for (int i = 0; i < unit.length; i++) {
            for (int d = 1; d <= n; d++) {
                if (values[Placements.holds(Placements.variable(unit[i], d, n))] != -1) {
                    open[i] |= Digits.ascendingBit(d);
                }
            }
        }
        if (!matches(open)) {
            return null;
        }
        long[] allowed = new long[unit.length];
        for (int i = 0; i < unit.length; i++) {
            for (long m = open[i]; m != 0; m &= m - 1) {
                long[] fixed = open.clone();
                fixed[i] = Long.lowestOneBit(m);
                allowed[i] |= matches(fixed) ? Long.lowestOneBit(m) : 0;
            }
        }
        return allowed;
    }

    /** Whether distinct digits can be given to all cells, each from its open ones: by trying every choice. */
    private static boolean matches(long[] open) {
        return extend(open, 0, 0);
    }

    private static boolean extend(long[] open, int i, long used) {
        if (i == open.length) {
            return true;
        }
        for (long m = open[i] & ~used; m != 0; m &= m - 1) {
            if (extend(open, i + 1, used | Long.lowestOneBit(m))) {
                return true;
            }
        }
        return false;
    }

    private static void falsify(byte[] values, int cell, int... digits) {
        for (int d : digits) {
            int v = Placements.variable(cell, d, 4);
            values[Placements.holds(v)] = -1;
            values[Placements.lacks(v)] = 1;
        }
    }

    private static int lit(int cell, int digit) {
        return Placements.holds(Placements.variable(cell, digit, 4));
    }
}
