package io.galab.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RestartOperator;
import io.galab.algorithm.RunResult;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import io.galab.solve.ExactSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * galab's operator contract for a restart (docs/extending.md, "Operators"), as a JUnit 5 base class: extend it
 * and return your operator from {@link #operator()}. On populations of 2 to 50 members with seeded random
 * penalties, the best drawn among them:
 *
 * <ul>
 *   <li>the operator is registered: {@link io.galab.algorithm.Operators} finds it by its id through
 *   {@code ServiceLoader};</li>
 *   <li>every move it makes names a member of the population;</li>
 *   <li>it restarts: some member other than the best is crossed, mutated or made anew;</li>
 *   <li>the same population and seed give the same moves;</li>
 *   <li>in purge-ga's restart slot, with a restart every two generations without a better best, the runs keep
 *   the givens and every solved run's grid is a solution.</li>
 * </ul>
 *
 * The operator is made with {@link #parameters()}: purge-ga's defaults unless overridden.
 */
public abstract class RestartContract {

    /** The operator under test. */
    protected abstract RestartOperator operator();

    /** The GA parameters the operator is made with: purge-ga's defaults. */
    protected Parameters parameters() {
        return Algorithms.builtIn().get("purge-ga").parameters(Map.of());
    }

    private RestartOperator.Restart made() {
        return operator().restart(OneOfEachKind.PUZZLES.get(0), parameters());
    }

    @Test
    void itIsRegisteredUnderItsId() {
        Registration.check(operator());
    }

    @Test
    void everyMoveNamesAMemberAndSomeMemberButTheBestChanges() {
        SplittableRandom draw = new SplittableRandom(5);
        for (int size : new int[] {2, 3, 7, 50}) {
            Recorded population = new Recorded(size, draw.nextInt(size), draw);
            made().restart(population, new SplittableRandom(size));
            for (int[] move : population.moves) {
                for (int k = 1; k < move.length; k++) {
                    assertTrue(move[k] >= 0 && move[k] < size, operator().id() + " named member " + move[k] + " of "
                            + size + " (" + Recorded.NAMES[move[0]] + ")");
                }
            }
            assertTrue(population.moves.stream().anyMatch(m -> m[1] != population.best), operator().id()
                    + " changed no member but the best of " + size + ": a restart restarts");
        }
    }

    @Test
    void theSamePopulationAndSeedGiveTheSameMoves() {
        List<String> a = moves(new SplittableRandom(9));
        List<String> b = moves(new SplittableRandom(9));
        assertEquals(a, b, operator().id());
    }

    @Test
    void inPurgeGasSlotTheRunsKeepTheGivensAndSolveCorrectly() {
        Algorithm purge = Algorithms.builtIn().get("purge-ga");
        Parameters p = purge.parameters(Map.of("populationSize", 20, "stagnationLimit", 2, "restart", operator().id()));
        for (String id : List.of("s01a", "s02a")) {
            Puzzle puzzle = PuzzleLibrary.load("sudoku/mantere-koljonen").get(id);
            for (long seed = 1; seed <= 2; seed++) {
                RunResult r = purge.run(puzzle, p, seed, Budget.generations(300));
                int[] grid = r.bestGrid();
                for (int c = 0; c < grid.length; c++) {
                    assertTrue(!puzzle.isGiven(c) || grid[c] == puzzle.given(c), operator().id() + " on " + id
                            + ": given cell " + c + " changed");
                }
                assertTrue(!r.solved() || ExactSolver.isSolution(puzzle, grid), operator().id() + " on " + id
                        + ": a solved run's grid is not a solution");
            }
        }
    }

    private List<String> moves(SplittableRandom random) {
        Recorded population = new Recorded(30, 4, new SplittableRandom(3));
        made().restart(population, random);
        List<String> out = new ArrayList<>();
        for (int[] m : population.moves) {
            out.add(java.util.Arrays.toString(m));
        }
        return out;
    }

    /** A population that records the moves made on it: {kind, member, parents…}. */
    private static final class Recorded implements RestartOperator.Population {
        static final String[] NAMES = {"cross", "mutate", "fresh"};
        final int size;
        final int best;
        final double[] penalty;
        final List<int[]> moves = new ArrayList<>();

        Recorded(int size, int best, SplittableRandom draw) {
            this.size = size;
            this.best = best;
            this.penalty = new double[size];
            for (int i = 0; i < size; i++) {
                penalty[i] = i == best ? 0 : 1 + draw.nextInt(30);
            }
        }

        @Override
        public int size() {
            return size;
        }

        @Override
        public int best() {
            return best;
        }

        @Override
        public double penalty(int i) {
            return penalty[i];
        }

        @Override
        public void cross(int child, int a, int b, SplittableRandom random) {
            moves.add(new int[] {0, child, a, b});
            random.nextInt(); // as a crossover draws
        }

        @Override
        public void mutate(int i, SplittableRandom random) {
            moves.add(new int[] {1, i});
            random.nextInt();
        }

        @Override
        public void fresh(int i, SplittableRandom random) {
            moves.add(new int[] {2, i});
            random.nextInt();
        }
    }
}
