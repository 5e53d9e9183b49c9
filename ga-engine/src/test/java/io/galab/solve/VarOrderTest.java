package io.galab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The decision order on its own: the heap against a plain scan of the activities. After random bumps, takes and
 * restores, the next variable is always an unassigned one of highest activity (bumps count conflicts: one per
 * analysis), assigned variables are passed over, and every variable comes out once until it is restored.
 */
class VarOrderTest {

    @Test
    void nextIsAnUnassignedVariableOfHighestActivity() {
        SplittableRandom random = new SplittableRandom(3);
        for (int round = 0; round < 50; round++) {
            int vars = 5 + random.nextInt(200);
            VarOrder order = new VarOrder(vars, new SplittableRandom(round));
            int[] bumps = new int[vars];
            byte[] literalValue = new byte[2 * vars];
            Set<Integer> out = new HashSet<>();
            for (int step = 0; step < 400; step++) {
                int v = random.nextInt(vars);
                switch (random.nextInt(4)) {
                    case 0, 1 -> {
                        order.bump(v);
                        bumps[v]++;
                    }
                    case 2 -> { // assign v: it may still be in the heap, and must be passed over
                        literalValue[Placements.holds(v)] = 1;
                        literalValue[Placements.lacks(v)] = -1;
                    }
                    default -> { // unassign v and restore it
                        literalValue[Placements.holds(v)] = 0;
                        literalValue[Placements.lacks(v)] = 0;
                        order.restore(v);
                        out.remove(v);
                    }
                }
                if (random.nextInt(5) == 0) {
                    int best = -1;
                    for (int w = 0; w < vars; w++) { // the most bumps among the unassigned ones not yet taken
                        if (literalValue[Placements.holds(w)] == 0 && !out.contains(w)
                                && (best < 0 || bumps[w] > bumps[best])) {
                            best = w;
                        }
                    }
                    int next = order.next(literalValue);
                    if (best < 0) {
                        assertEquals(-1, next, "none left");
                    } else {
                        assertEquals(bumps[best], bumps[next], "round " + round + ": a variable of the most bumps");
                        assertEquals(0, literalValue[Placements.holds(next)], "an unassigned variable");
                        assertTrue(out.add(next), "taken once until restored");
                    }
                }
            }
        }
    }

    /** The seed orders the first choices: every variable comes out once, and two seeds order them differently. */
    @Test
    void theSeedOrdersTheFirstChoices() {
        List<List<Integer>> orders = new ArrayList<>();
        for (long seed : new long[] {1, 2}) {
            VarOrder order = new VarOrder(100, new SplittableRandom(seed));
            byte[] literalValue = new byte[200];
            List<Integer> taken = new ArrayList<>();
            for (int v; (v = order.next(literalValue)) >= 0;) {
                taken.add(v);
            }
            assertEquals(100, new HashSet<>(taken).size());
            orders.add(taken);
        }
        assertTrue(!orders.get(0).equals(orders.get(1)), "two seeds, two orders");
    }
}
