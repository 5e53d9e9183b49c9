package io.galab.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.SelectionOperator;
import io.galab.puzzle.Puzzle;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * galab's operator contract for a selection (docs/extending.md, "Operators"), as a JUnit 5 base class: extend
 * it and return your operator from {@link #operator()}. On populations of 2 to 200 members with seeded random
 * penalties:
 *
 * <ul>
 *   <li>the operator is registered: {@link io.galab.algorithm.Operators} finds it by its id through
 *   {@code ServiceLoader};</li>
 *   <li>it returns a member of the population, never the excluded one, and leaves the penalties as they were;</li>
 *   <li>the same penalties and seed give the same parents;</li>
 *   <li>over many draws, it picks the best member more often than the worst (a selection selects).</li>
 * </ul>
 *
 * The operator is made with {@link #parameters()}: purge-ga's defaults unless overridden.
 */
public abstract class SelectionContract {

    /** The operator under test. */
    protected abstract SelectionOperator operator();

    /** The GA parameters the operator is made with: purge-ga's defaults. */
    protected Parameters parameters() {
        return Algorithms.builtIn().get("purge-ga").parameters(Map.of());
    }

    private SelectionOperator.Selection made() {
        Puzzle puzzle = OneOfEachKind.PUZZLES.get(0);
        return operator().selection(puzzle, parameters());
    }

    @Test
    void itIsRegisteredUnderItsId() {
        Registration.check(operator());
    }

    @Test
    void itReturnsAMemberNeverTheExcludedOneAndLeavesThePenalties() {
        SplittableRandom draw = new SplittableRandom(5);
        for (int count : new int[] {2, 3, 7, 50, 200}) {
            double[] penalty = penalties(count, draw);
            double[] before = penalty.clone();
            SelectionOperator.Selection s = made();
            for (int t = 0; t < 200; t++) {
                int exclude = t % 2 == 0 ? -1 : t % count;
                int i = s.select(penalty, count, exclude, draw);
                assertTrue(i >= 0 && i < count, operator().id() + " returned " + i + " of " + count + " members");
                assertNotEquals(exclude, i, operator().id() + " returned the excluded member " + exclude);
            }
            assertEquals(java.util.Arrays.toString(before), java.util.Arrays.toString(penalty),
                    operator().id() + " changed the penalties");
        }
    }

    @Test
    void theSamePenaltiesAndSeedGiveTheSameParents() {
        double[] penalty = penalties(100, new SplittableRandom(9));
        int[] a = parents(penalty, 99);
        int[] b = parents(penalty, 99);
        assertEquals(java.util.Arrays.toString(a), java.util.Arrays.toString(b), operator().id());
    }

    @Test
    void theBestIsPickedMoreOftenThanTheWorst() {
        double[] penalty = new double[20];
        for (int i = 0; i < penalty.length; i++) {
            penalty[i] = i; // member 0 is the best, member 19 the worst
        }
        int[] picks = new int[penalty.length];
        for (int i : parents(penalty, 3)) {
            picks[i]++;
        }
        assertTrue(picks[0] > picks[19], operator().id() + " picked the best " + picks[0] + " times and the worst "
                + picks[19] + " times in 2000 draws");
    }

    private int[] parents(double[] penalty, long seed) {
        SelectionOperator.Selection s = made();
        SplittableRandom random = new SplittableRandom(seed);
        int[] out = new int[2000];
        for (int t = 0; t < out.length; t++) {
            out[t] = s.select(penalty, penalty.length, -1, random);
        }
        return out;
    }

    private static double[] penalties(int count, SplittableRandom draw) {
        double[] p = new double[count];
        for (int i = 0; i < count; i++) {
            p[i] = draw.nextInt(30);
        }
        return p;
    }
}
