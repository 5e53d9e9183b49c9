package io.galab.testkit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.MutationOperator;
import io.galab.algorithm.PaperMutation;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.Representation;
import io.galab.puzzle.Puzzle;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The operator contract catches what it promises to: each broken mutation fails the check that names its fault. */
class BrokenMutationsFailTest {

    private enum Fault { GIVENS, PERMUTATIONS, SEED, NOTHING, UNREGISTERED }

    /** What the unseeded mutation draws from instead of its random stream: two calls never agree. */
    private static final AtomicInteger CALLS = new AtomicInteger();

    /** Does its fault: moves a given, sets a free cell to another digit, ignores the seed, or changes nothing. */
    private static MutationOperator broken(Fault fault) {
        return new PaperMutation("broken-" + fault.name().toLowerCase(java.util.Locale.ROOT),
                fault == Fault.PERMUTATIONS ? Representation.BOX_PERMUTATIONS : Representation.GRID,
                Representation.BOX_PERMUTATIONS, "a test's broken mutation") {
            @Override
            public Mutation mutation(Puzzle puzzle, Parameters parameters) {
                int n = puzzle.geometry().n();
                return (member, moves, random) -> {
                    int free = FirstCell.of(puzzle, false);
                    switch (fault) {
                        case GIVENS -> moves.swap(FirstCell.of(puzzle, true), free);
                        case PERMUTATIONS -> moves.set(free, member[free] % n + 1);
                        case SEED -> moves.set(free, 1 + CALLS.getAndIncrement() % n); // a draw of its own
                        case UNREGISTERED -> moves.set(free, 1 + random.nextInt(n));
                        default -> {
                        }
                    }
                };
            }
        };
    }

    private static MutationContract contract(Fault fault) {
        MutationOperator o = broken(fault);
        return new MutationContract() {
            @Override
            protected MutationOperator operator() {
                return o;
            }
        };
    }

    @Test
    void aMovedGivenABrokenPermutationAnUnseededDrawANoOpAndAMissingRegistrationAreCaught() {
        AssertionFailedError givens = assertThrows(AssertionFailedError.class,
                () -> contract(Fault.GIVENS).aMutantKeepsTheGivensAndHoldsADigitInEveryCell());
        assertTrue(givens.getMessage().contains("moved given cell"), givens.getMessage());
        AssertionFailedError boxes = assertThrows(AssertionFailedError.class,
                () -> contract(Fault.PERMUTATIONS).boxPermutationsStayPermutationsWhereTheOperatorSaysSo());
        assertTrue(boxes.getMessage().contains("broke a box permutation"), boxes.getMessage());
        assertThrows(AssertionFailedError.class,
                () -> contract(Fault.SEED).theSameMemberAndSeedGiveTheSameMutantAndSomeSeedChangesIt());
        AssertionFailedError nothing = assertThrows(AssertionFailedError.class,
                () -> contract(Fault.NOTHING).theSameMemberAndSeedGiveTheSameMutantAndSomeSeedChangesIt());
        assertTrue(nothing.getMessage().contains("changed no member"), nothing.getMessage());
        IllegalArgumentException unregistered = assertThrows(IllegalArgumentException.class,
                () -> contract(Fault.UNREGISTERED).itIsRegisteredUnderItsId());
        assertTrue(unregistered.getMessage().contains("no operator 'broken-unregistered' is registered"),
                unregistered.getMessage());
    }
}
