package io.galab.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithms;
import io.galab.algorithm.LocalSearchOperator;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.Representation;
import io.galab.puzzle.Puzzle;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * galab's operator contract for a local search (docs/extending.md, "Operators"), as a JUnit 5 base class: extend
 * it and return your operator from {@link #operator()}. On 9x9, 16x16, Twodoku and Samurai puzzles, with members
 * drawn as the operator requires them:
 *
 * <ul>
 *   <li>the operator is registered: {@link io.galab.algorithm.Operators} finds it by its id through
 *   {@code ServiceLoader};</li>
 *   <li>an improved member keeps the givens and holds a digit 1..n in every cell;</li>
 *   <li>where the operator says it keeps box permutations, a box-permutation member stays one;</li>
 *   <li>it reports its moves: a changed member is never reported as 0 moves, which the GA would not score
 *       anew;</li>
 *   <li>the same member and seed give the same result.</li>
 * </ul>
 *
 * The operator is made with {@link #parameters()}: twodoku-ga's defaults unless overridden.
 */
public abstract class LocalSearchContract {

    /** The operator under test. */
    protected abstract LocalSearchOperator operator();

    /** The GA parameters the operator is made with: twodoku-ga's defaults. */
    protected Parameters parameters() {
        return Algorithms.builtIn().get("twodoku-ga").parameters(Map.of());
    }

    /** One puzzle of each kind galab knows: a 9x9, a 16x16, a Twodoku and a Samurai. */
    protected List<Puzzle> puzzles() {
        return OneOfEachKind.PUZZLES;
    }

    @Test
    void itIsRegisteredUnderItsId() {
        Registration.check(operator());
    }

    @Test
    void anImprovedMemberKeepsTheGivensItsBoxesAndTellsItsMoves() {
        boolean boxes = operator().keeps() == Representation.BOX_PERMUTATIONS;
        for (Puzzle puzzle : puzzles()) {
            LocalSearchOperator.Search search = operator().search(puzzle, parameters());
            for (long seed = 1; seed <= 20; seed++) {
                Representation members = boxes ? Representation.BOX_PERMUTATIONS : operator().requires();
                int[] member = CrossoverContract.Parents.draw(puzzle, members, new SplittableRandom(seed));
                int[] before = member.clone();
                int moves = search.improve(member, new SplittableRandom(seed * 7));
                assertTrue(moves >= 0, operator().id() + " reported " + moves + " moves");
                // a member changed is a move reported, so the GA scores it anew; a move may leave the member as it
                // was (the reference code's search swaps cells that can hold one digit)
                assertTrue(moves > 0 || Arrays.equals(before, member), operator().id() + " reported no move on "
                        + puzzle.id() + " and changed the member");
                for (int c = 0; c < member.length; c++) {
                    assertTrue(!puzzle.isGiven(c) || member[c] == puzzle.given(c), operator().id()
                            + " changed given " + c + " of " + puzzle.id());
                    assertTrue(member[c] >= 1 && member[c] <= puzzle.geometry().n(), operator().id() + " left "
                            + member[c] + " in cell " + c + " of " + puzzle.id());
                }
                if (boxes && CrossoverContract.Parents.boxesDisjoint(puzzle.geometry())) {
                    assertTrue(CrossoverContract.Parents.boxesArePermutations(puzzle.geometry(), member),
                            operator().id() + " broke a box permutation on " + puzzle.id());
                }
            }
        }
    }

    @Test
    void theSameMemberAndSeedGiveTheSameResult() {
        for (Puzzle puzzle : puzzles()) {
            int[] a = CrossoverContract.Parents.draw(puzzle, operator().requires(), new SplittableRandom(3));
            int[] b = a.clone();
            operator().search(puzzle, parameters()).improve(a, new SplittableRandom(11));
            operator().search(puzzle, parameters()).improve(b, new SplittableRandom(11));
            assertArrayEquals(a, b, operator().id() + " on " + puzzle.id());
        }
    }
}
