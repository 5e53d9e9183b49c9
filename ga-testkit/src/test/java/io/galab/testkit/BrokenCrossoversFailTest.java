package io.galab.testkit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.CrossoverOperator;
import io.galab.algorithm.PaperCrossover;
import io.galab.algorithm.Representation;
import io.galab.puzzle.Puzzle;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The operator contract catches what it promises to: each broken crossover fails the check that names its fault. */
class BrokenCrossoversFailTest {

    private enum Fault { GIVENS, PERMUTATIONS, SEED, UNREGISTERED }

    /** What the unseeded crossover draws from instead of its random stream: two calls never agree. */
    private static final AtomicInteger CALLS = new AtomicInteger();

    /** Copies parent 1, then does its fault: writes a given, swaps two cells across boxes, or ignores the seed. */
    private static CrossoverOperator broken(Fault fault) {
        return new PaperCrossover("broken-" + fault.name().toLowerCase(java.util.Locale.ROOT),
                fault == Fault.PERMUTATIONS ? Representation.BOX_PERMUTATIONS : Representation.GRID,
                Representation.BOX_PERMUTATIONS, "a test's broken crossover") {
            @Override
            public Crossover crossover(Puzzle puzzle) {
                return (p1, p2, child, random) -> {
                    System.arraycopy(p1, 0, child, 0, child.length);
                    int n = puzzle.geometry().n();
                    int given = FirstCell.of(puzzle, true);
                    int free = FirstCell.of(puzzle, false);
                    switch (fault) {
                        case GIVENS -> child[given] = child[given] % n + 1;
                        case PERMUTATIONS -> child[free] = child[free] % n + 1;
                        case SEED -> child[free] = 1 + CALLS.getAndIncrement() % n; // a draw of its own
                        default -> {
                        }
                    }
                };
            }
        };
    }

    private static CrossoverContract contract(Fault fault) {
        CrossoverOperator o = broken(fault);
        return new CrossoverContract() {
            @Override
            protected CrossoverOperator operator() {
                return o;
            }
        };
    }

    @Test
    void aChangedGivenABrokenPermutationAnUnseededDrawAndAMissingRegistrationAreCaught() {
        AssertionFailedError givens = assertThrows(AssertionFailedError.class,
                () -> contract(Fault.GIVENS).aChildKeepsTheGivensAndHoldsADigitInEveryCell());
        assertTrue(givens.getMessage().contains("changed given"), givens.getMessage());
        AssertionFailedError boxes = assertThrows(AssertionFailedError.class,
                () -> contract(Fault.PERMUTATIONS).boxPermutationsStayPermutationsWhereTheOperatorSaysSo());
        assertTrue(boxes.getMessage().contains("broke a box permutation"), boxes.getMessage());
        assertThrows(AssertionFailedError.class, () -> contract(Fault.SEED).theSameParentsAndSeedGiveTheSameChild());
        IllegalArgumentException unregistered = assertThrows(IllegalArgumentException.class,
                () -> contract(Fault.UNREGISTERED).itIsRegisteredUnderItsId());
        assertTrue(unregistered.getMessage().contains("no operator 'broken-unregistered' is registered"),
                unregistered.getMessage());
    }
}
