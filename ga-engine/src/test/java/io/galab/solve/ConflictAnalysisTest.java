package io.galab.solve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.galab.puzzle.Geometry;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The conflict analysis on its own, on implication graphs written out by hand: the clause learnt at the first
 * unique implication point, its asserting literal first and its second highest level's literal second, the
 * level to jump back to, a literal that its reason makes redundant dropped by the minimisation, and the
 * reasons of the puzzle's rules, a group's clause and a pair of one group.
 */
class ConflictAnalysisTest {

    private static final Geometry GEOMETRY = Geometry.sudoku(2);
    private static final int VARS = GEOMETRY.cellCount() * GEOMETRY.n();

    /** A search's assignment written out by hand: the trail, each variable's level and reason. */
    private final int[] level = new int[VARS];
    private final int[] reason = new int[VARS];
    private final int[] trail = new int[VARS];
    private int top;
    private final ClauseStore clauses = new ClauseStore(2 * VARS);
    private final ConflictAnalysis analysis = new ConflictAnalysis(level, reason, trail, new Groups(GEOMETRY),
            clauses, new VarOrder(VARS, new SplittableRandom(1)));

    private void set(int literal, int atLevel, int why) {
        level[Placements.varOf(literal)] = atLevel;
        reason[Placements.varOf(literal)] = why;
        trail[top++] = literal;
    }

    private int clause(int... lits) {
        return Reason.clause(clauses.add(lits, lits.length));
    }

    private static int x(int v) {
        return Placements.holds(v);
    }

    private static int not(int v) {
        return Placements.lacks(v);
    }

    @Test
    void learnsTheFirstUniqueImplicationPointAndJumpsToTheSecondHighestLevel() {
        set(x(0), 1, Reason.NONE); // decision
        set(x(1), 2, Reason.NONE); // decision
        set(x(2), 2, clause(x(2), not(0), not(1))); // x0 ∧ x1 → x2
        set(x(3), 2, clause(x(3), not(1), not(2))); // x1 ∧ x2 → x3
        // the conflict ¬x2 ∨ ¬x3: both at level 2; x1, the decision, is the only point every path crosses
        int[] learnt = analysis.analyse(new int[] {not(2), not(3)}, 2, top);
        assertArrayEquals(new int[] {not(1), not(0)}, learnt, "¬x1 asserted, ¬x0 from level 1");
        assertEquals(1, analysis.backLevel());
    }

    @Test
    void theUniquePointIsTheDecisionOnlyWhenNoImpliedLiteralCutsEveryPath() {
        set(x(0), 1, Reason.NONE);
        set(x(1), 2, Reason.NONE);
        set(x(2), 2, clause(x(2), not(1))); // x1 → x2
        set(x(3), 2, clause(x(3), not(2))); // x2 → x3
        set(x(4), 2, clause(x(4), not(2), not(0))); // x2 ∧ x0 → x4
        // ¬x3 ∨ ¬x4 meets both paths at x2, not at the decision x1
        int[] learnt = analysis.analyse(new int[] {not(3), not(4)}, 2, top);
        assertArrayEquals(new int[] {not(2), not(0)}, learnt);
        assertEquals(1, analysis.backLevel());
    }

    @Test
    void aLiteralItsReasonImpliesFromTheClauseIsDropped() {
        set(x(0), 1, Reason.NONE);
        set(x(5), 1, clause(x(5), not(0))); // x0 → x5, at level 1
        set(x(1), 2, Reason.NONE);
        set(x(2), 2, clause(x(2), not(1), not(0), not(5))); // x1 ∧ x0 ∧ x5 → x2
        // learnt before minimising: ¬x1 ∨ ¬x0 ∨ ¬x5; ¬x5 follows from ¬x0 by x5's reason
        int[] learnt = analysis.analyse(new int[] {not(2), not(1)}, 2, top);
        assertArrayEquals(new int[] {not(1), not(0)}, learnt);
        assertEquals(1, analysis.backLevel());
    }

    @Test
    void aGroupReasonGivesItsOtherVariables() {
        int[] vars = new Groups(GEOMETRY).vars[0]; // one exactly-one group: one of its four variables holds
        int o = 0;
        while (contains(vars, o)) {
            o++;
        }
        set(x(o), 1, Reason.NONE); // a decision outside the group
        set(not(vars[1]), 1, Reason.NONE);
        set(not(vars[2]), 1, Reason.NONE);
        set(not(vars[3]), 2, Reason.NONE); // level 2's decision
        set(x(vars[0]), 2, Reason.group(0)); // the group's last variable not false holds
        // ¬x(v0) ∨ x(v3) ∨ ¬x(o): resolved through the group's clause x(v0) ∨ x(v1) ∨ x(v2) ∨ x(v3)
        int[] learnt = analysis.analyse(new int[] {not(vars[0]), x(vars[3]), not(o)}, 2, top);
        assertArrayEquals(sortedTail(new int[] {x(vars[3]), not(o), x(vars[1]), x(vars[2])}), sortedTail(learnt));
        assertEquals(1, analysis.backLevel());
    }

    @Test
    void aPairReasonGivesTheVariableThatHolds() {
        set(x(0), 1, Reason.NONE);
        set(x(1), 2, Reason.NONE);
        set(not(2), 2, Reason.pair(1)); // x1 holds, so x2, which shares a group with it, does not
        int[] learnt = analysis.analyse(new int[] {x(2), not(1), not(0)}, 2, top);
        assertArrayEquals(new int[] {not(1), not(0)}, learnt);
        assertEquals(1, analysis.backLevel());
    }

    /**
     * Random implication graphs (each implied variable has a reason with a variable of its own level, as a
     * search's propagation gives): every literal the minimisation keeps, other than decisions, must not follow
     * from the clause's other literals, checked by a plain recursive walk that remembers nothing between
     * literals. The analysis's walk remembers the variables found to follow and those found not to; one that
     * remembered too many as not following would keep a literal that follows, and fails here.
     */
    @Test
    void theMinimisedClauseKeepsNoLiteralThatFollowsFromTheOthers() {
        SplittableRandom random = new SplittableRandom(71);
        int minimised = 0;
        for (int round = 0; round < 2000; round++) {
            java.util.Arrays.fill(level, 0);
            java.util.Arrays.fill(reason, Reason.NONE);
            top = 0;
            ClauseStore store = new ClauseStore(2 * VARS);
            ConflictAnalysis fresh = new ConflictAnalysis(level, reason, trail, new Groups(GEOMETRY), store,
                    new VarOrder(VARS, new SplittableRandom(round)));
            int levels = 2 + random.nextInt(5);
            int v = 0;
            for (int lv = 1; lv <= levels; lv++) {
                int decision = v++;
                set(x(decision), lv, Reason.NONE);
                int implied = 1 + random.nextInt(6);
                for (int i = 0; i < implied; i++) {
                    int y = v++;
                    int[] lits = new int[2 + random.nextInt(3)];
                    lits[0] = x(y);
                    // one antecedent of its own level, the others from anywhere before it
                    int from = top - 1 - random.nextInt(i + 1);
                    lits[1] = Placements.negate(trail[from]);
                    for (int j = 2; j < lits.length; j++) {
                        lits[j] = Placements.negate(trail[random.nextInt(top)]);
                    }
                    int[] distinct = java.util.Arrays.stream(lits).distinct().toArray();
                    if (distinct.length < 2) {
                        distinct = new int[] {x(y), Placements.negate(trail[top - 1])};
                    }
                    set(x(y), lv, Reason.clause(store.add(distinct, distinct.length)));
                }
            }
            // a conflict among the last level's variables and any others
            int[] conflict = new int[2 + random.nextInt(3)];
            conflict[0] = Placements.negate(trail[top - 1]);
            for (int j = 1; j < conflict.length; j++) {
                conflict[j] = Placements.negate(trail[random.nextInt(top)]);
            }
            conflict = java.util.Arrays.stream(conflict).distinct().toArray();
            int[] learnt = fresh.analyse(conflict, levels, top);
            java.util.Set<Integer> inClause = new java.util.HashSet<>();
            for (int q : learnt) {
                inClause.add(Placements.varOf(q));
            }
            for (int i = 1; i < learnt.length; i++) {
                int y = Placements.varOf(learnt[i]);
                if (reason[y] != Reason.NONE) {
                    org.junit.jupiter.api.Assertions.assertFalse(follows(y, y, inClause, store),
                            "round " + round + ": literal " + learnt[i] + " of " + java.util.Arrays.toString(learnt)
                                    + " follows from the others");
                    minimised++;
                }
            }
        }
        org.junit.jupiter.api.Assertions.assertTrue(minimised > 100, "implied literals kept and checked: " + minimised);
    }

    /** Whether y's value follows from the clause's variables: every reason's literal, recursively, in it. */
    private boolean follows(int y, int root, java.util.Set<Integer> inClause, ClauseStore store) {
        for (int q : store.get(Reason.index(reason[y]))) {
            int z = Placements.varOf(q);
            if (z == y || level[z] == 0 || z != root && inClause.contains(z)) {
                continue;
            }
            if (reason[z] == Reason.NONE || !follows(z, root, inClause, store)) {
                return false;
            }
        }
        return true;
    }

    private static boolean contains(int[] xs, int x) {
        for (int y : xs) {
            if (y == x) {
                return true;
            }
        }
        return false;
    }

    /** The clause with its literals after the first two sorted, for a comparison that does not rest on their order. */
    private static int[] sortedTail(int[] lits) {
        int[] out = lits.clone();
        java.util.Arrays.sort(out, 2, out.length);
        return out;
    }
}
