package io.galab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The clause store on its own: random clauses, variables set one at a time and propagated, and after each step
 * the two-watched-literal invariant read from the clauses as {@link ClauseStore#get} returns them (a watched
 * literal false only when the other is true), every unit implied and every conflict reported. The store keeps a
 * clause's watched two apart from the clause and visits a clause whose other watch is true without reading it;
 * a copy that went stale would show here as a clause watched by a false literal beside an open one.
 */
class ClauseStoreTest {

    private static final int VARS = 40;

    @Test
    void propagationKeepsTheWatchInvariantAndImpliesEveryUnit() {
        SplittableRandom random = new SplittableRandom(17);
        int satisfied = 0;
        int conflicts = 0;
        for (int round = 0; round < 300; round++) {
            byte[] value = new byte[2 * VARS];
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            ClauseStore store = new ClauseStore(2 * VARS);
            ClauseStore.Literals literals = new ClauseStore.Literals() {
                @Override
                public int value(int literal) {
                    return value[literal];
                }

                @Override
                public boolean imply(int literal, int clause) {
                    if (value[literal] == -1) {
                        return false;
                    }
                    if (value[literal] == 0) {
                        value[literal] = 1;
                        value[Placements.negate(literal)] = -1;
                        queue.add(Placements.negate(literal));
                    }
                    return true;
                }
            };
            int clauses = 60 + random.nextInt(140);
            for (int k = 0; k < clauses; k++) {
                int[] lits = random.ints(2 + random.nextInt(3), 0, VARS).distinct()
                        .map(v -> random.nextBoolean() ? Placements.holds(v) : Placements.lacks(v)).toArray();
                if (lits.length >= 2) {
                    store.add(lits, lits.length);
                }
            }
            boolean conflict = false;
            while (!conflict) {
                int open = openVariable(value, random);
                if (open < 0) {
                    break;
                }
                int lit = random.nextBoolean() ? Placements.holds(open) : Placements.lacks(open);
                value[lit] = 1;
                value[Placements.negate(lit)] = -1;
                queue.add(Placements.negate(lit));
                while (!queue.isEmpty() && !conflict) {
                    int[] c = store.propagate(queue.poll(), literals);
                    if (c != null) {
                        for (int q : c) {
                            assertEquals(-1, value[q], "a conflict's literals are all false");
                        }
                        conflict = true;
                        conflicts++;
                    }
                }
                if (!conflict) {
                    satisfied += checkInvariant(store, value);
                }
            }
            assertTrue(store.watchesHold(), "every kept clause in its two watched literals' lists");
        }
        assertTrue(satisfied > 1000 && conflicts > 50,
                "clauses satisfied at checks " + satisfied + ", conflicts " + conflicts);
    }

    /**
     * Every clause: a watched literal false only when the other is true (with blocking literals, only when a
     * literal is true); returns the clauses satisfied.
     */
    private static int checkInvariant(ClauseStore store, byte[] value) {
        int satisfied = 0;
        for (int k = 0; k < store.added(); k++) {
            int[] c = store.get(k);
            boolean anyTrue = false;
            int notFalse = 0;
            for (int q : c) {
                anyTrue |= value[q] == 1;
                notFalse += value[q] != -1 ? 1 : 0;
            }
            assertNotEquals(0, notFalse, "a clause all false without a conflict reported");
            if (anyTrue) {
                satisfied++;
            } else {
                assertTrue(notFalse >= 2, "a unit left unimplied: " + java.util.Arrays.toString(c));
            }
            if (value[c[0]] == -1 || value[c[1]] == -1) {
                assertTrue(value[c[0]] == 1 || value[c[1]] == 1,
                        "a false watch beside an open one: " + java.util.Arrays.toString(c));
            }
        }
        return satisfied;
    }

    private static int openVariable(byte[] value, SplittableRandom random) {
        int start = random.nextInt(VARS);
        for (int i = 0; i < VARS; i++) {
            int v = (start + i) % VARS;
            if (value[Placements.holds(v)] == 0) {
                return v;
            }
        }
        return -1;
    }
}
