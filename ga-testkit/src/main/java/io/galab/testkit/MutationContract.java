package io.galab.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithms;
import io.galab.algorithm.MutationOperator;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.Representation;
import io.galab.puzzle.Puzzle;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * galab's operator contract for a mutation (docs/extending.md, "Operators"), as a JUnit 5 base class: extend it
 * and return your operator from {@link #operator()}. On 9x9, 16x16, Twodoku and Samurai puzzles, with members
 * drawn as the operator requires them (any digit in each free cell, or every box a permutation):
 *
 * <ul>
 *   <li>the operator is registered: {@link io.galab.algorithm.Operators} finds it by its id through
 *   {@code ServiceLoader};</li>
 *   <li>it changes a member only through its moves, never a given, and leaves a digit 1..n in every cell;</li>
 *   <li>where the operator says it keeps box permutations, a box-permutation member stays one (on kinds whose
 *       boxes share no cell);</li>
 *   <li>the same member and seed give the same mutant, and some seed changes the member.</li>
 * </ul>
 *
 * The operator is made with {@link #parameters()}: purge-ga's defaults unless overridden, which name every
 * parameter galab's own mutations read ({@code mutationRate}, {@code swaps}, {@code swapsInOneBox}).
 */
public abstract class MutationContract {

    /** The operator under test. */
    protected abstract MutationOperator operator();

    /** The GA parameters the operator is made with: purge-ga's defaults. */
    protected Parameters parameters() {
        return Algorithms.builtIn().get("purge-ga").parameters(Map.of());
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
    void aMutantKeepsTheGivensAndHoldsADigitInEveryCell() {
        for (Puzzle puzzle : puzzles()) {
            for (long seed = 1; seed <= 20; seed++) {
                int[] mutant = mutate(puzzle, seed, operator().requires(), seed * 31);
                int n = puzzle.geometry().n();
                for (int c = 0; c < mutant.length; c++) {
                    assertTrue(!puzzle.isGiven(c) || mutant[c] == puzzle.given(c), operator().id()
                            + " changed given " + c + " of " + puzzle.id());
                    assertTrue(mutant[c] >= 1 && mutant[c] <= n, operator().id() + " left " + mutant[c]
                            + " in cell " + c + " of " + puzzle.id());
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
            if (!CrossoverContract.Parents.boxesDisjoint(puzzle.geometry())) {
                continue;
            }
            for (long seed = 1; seed <= 20; seed++) {
                int[] mutant = mutate(puzzle, seed, Representation.BOX_PERMUTATIONS, seed * 17);
                assertTrue(CrossoverContract.Parents.boxesArePermutations(puzzle.geometry(), mutant), operator().id()
                        + " broke a box permutation on " + puzzle.id() + " (seed " + seed + ")");
            }
        }
    }

    @Test
    void theSameMemberAndSeedGiveTheSameMutantAndSomeSeedChangesIt() {
        for (Puzzle puzzle : puzzles()) {
            assertArrayEquals(mutate(puzzle, 7, operator().requires(), 99), mutate(puzzle, 7, operator().requires(),
                    99), operator().id() + " on " + puzzle.id());
            int[] member = CrossoverContract.Parents.draw(puzzle, operator().requires(), new SplittableRandom(7));
            boolean changed = false;
            for (long seed = 1; seed <= 50 && !changed; seed++) {
                changed = !java.util.Arrays.equals(member, mutate(puzzle, 7, operator().requires(), seed));
            }
            assertTrue(changed, operator().id() + " changed no member of " + puzzle.id() + " in 50 seeds");
        }
    }

    /** A member drawn with {@code memberSeed} as {@code members}, mutated with {@code seed}. */
    private int[] mutate(Puzzle puzzle, long memberSeed, Representation members, long seed) {
        int[] member = CrossoverContract.Parents.draw(puzzle, members, new SplittableRandom(memberSeed));
        operator().mutation(puzzle, parameters()).mutate(member, new CheckedMoves(puzzle, member),
                new SplittableRandom(seed));
        return member;
    }

    /** Moves that apply to the member and fail the test on a given cell or a digit outside 1..n. */
    private final class CheckedMoves implements MutationOperator.Moves {
        private final Puzzle puzzle;
        private final int[] member;

        CheckedMoves(Puzzle puzzle, int[] member) {
            this.puzzle = puzzle;
            this.member = member;
        }

        @Override
        public void swap(int x, int y) {
            free(x);
            free(y);
            int t = member[x];
            member[x] = member[y];
            member[y] = t;
        }

        @Override
        public void set(int cell, int digit) {
            free(cell);
            assertTrue(digit >= 1 && digit <= puzzle.geometry().n(), operator().id() + " set " + digit + " in cell "
                    + cell + " of " + puzzle.id());
            member[cell] = digit;
        }

        private void free(int cell) {
            assertFalse(puzzle.isGiven(cell), operator().id() + " moved given cell " + cell + " of " + puzzle.id());
        }
    }
}
