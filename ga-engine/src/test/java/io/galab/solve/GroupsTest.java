package io.galab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.Geometry;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The CDCL search's exactly-one groups on their own: a variable's groups are the groups that list it, and the
 * running count and sum of each group's variables not propagated as false equal a recomputation from scratch
 * after seeded random sequences of losses and regains, so that {@code last} names the one variable left.
 */
class GroupsTest {

    @Test
    void aVariablesGroupsAreThoseThatListIt() {
        for (Geometry g : List.of(Geometry.sudoku(2), Geometry.sudoku(3), Geometry.twodoku())) {
            Groups groups = new Groups(g);
            int[] out = new int[groups.maxCount()];
            for (int v = 0; v < g.cellCount() * g.n(); v++) {
                List<Integer> listed = new ArrayList<>();
                for (int k = 0; k < groups.vars.length; k++) {
                    for (int x : groups.vars[k]) {
                        if (x == v) {
                            listed.add(k);
                        }
                    }
                }
                int count = groups.groupsOf(v, out);
                List<Integer> found = new ArrayList<>();
                for (int i = 0; i < count; i++) {
                    found.add(out[i]);
                }
                assertEquals(listed, found.stream().sorted().toList(), "variable " + v);
            }
        }
    }

    @Test
    void runningCountsAndSumsEqualARecomputation() {
        Geometry g = Geometry.sudoku(3);
        Groups groups = new Groups(g);
        int vars = g.cellCount() * g.n();
        int[] scratch = new int[groups.maxCount()];
        BitSet lost = new BitSet(vars);
        List<Integer> order = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(1203);
        for (int step = 0; step < 20_000; step++) {
            if (order.isEmpty() || random.nextInt(3) > 0) {
                int v = random.nextInt(vars);
                if (lost.get(v)) {
                    continue;
                }
                int count = groups.groupsOf(v, scratch);
                for (int k = 0; k < count; k++) {
                    groups.lose(scratch[k], v);
                }
                lost.set(v);
                order.add(v);
            } else { // regains come back in reverse order, as a search's backjump takes them
                int v = order.remove(order.size() - 1);
                groups.regain(v, scratch);
                lost.clear(v);
            }
            if (step % 500 == 0) {
                check(groups, lost);
            }
        }
        check(groups, lost);
    }

    private static void check(Groups groups, BitSet lost) {
        for (int k = 0; k < groups.vars.length; k++) {
            int alive = 0;
            int sum = 0;
            int last = -1;
            for (int v : groups.vars[k]) {
                if (!lost.get(v)) {
                    alive++;
                    sum += v;
                    last = v;
                }
            }
            assertEquals(alive, groups.alive(k), "group " + k + "'s count");
            if (alive == 1) {
                assertEquals(last, groups.last(k), "group " + k + "'s last variable");
            }
            assertTrue(alive > 1 || alive == 0 || groups.last(k) == sum);
        }
    }

    /**
     * Compaction keeps each group's open variables in their order and drops the fixed ones, and a group's
     * clause names only those: on a 9x9 with every fourth variable fixed, each list is the filtered original.
     */
    @Test
    void compactionKeepsTheOpenVariablesInOrder() {
        Geometry g = Geometry.sudoku(3);
        Groups groups = new Groups(g);
        List<int[]> before = new ArrayList<>();
        for (int[] vars : groups.vars) {
            before.add(vars.clone());
        }
        groups.compact(v -> v % 4 == 0);
        for (int k = 0; k < groups.vars.length; k++) {
            int[] expected = java.util.Arrays.stream(before.get(k)).filter(v -> v % 4 != 0).toArray();
            assertTrue(java.util.Arrays.equals(expected, groups.vars[k]), "group " + k);
            int[] clause = groups.clause(k);
            assertEquals(expected.length, clause.length, "group " + k + "'s clause");
            for (int i = 0; i < clause.length; i++) {
                assertEquals(Placements.holds(expected[i]), clause[i], "group " + k + "'s clause");
            }
        }
    }
}
