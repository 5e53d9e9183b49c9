package io.galab.algorithm.exact;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import io.galab.puzzle.ExactSolver;
import io.galab.puzzle.Puzzle;
import java.util.List;
import java.util.Map;

/**
 * {@code exact}: galab's exact solver (constraint propagation with naked and hidden singles, then
 * depth-first search on a cell with the fewest candidates; {@link ExactSolver}) run as a variant, under
 * the same budget and time limit as the GAs beside it. It is a reference, not a GA: it answers the
 * question users ask first, whether a GA is faster than search (docs/algorithms.md, "exact").
 *
 * <p>A run is one search. Its evaluations are the search nodes visited, bounded by the budget's
 * {@code maxEvaluations}; {@code maxSeconds} bounds its wall time and an interruption stops it; it has
 * one generation, generation 0. The seed is not used: the search is deterministic. An unsolved run
 * reports the givens with every blank as 1, and its penalty is the number of blanks.
 */
public final class ExactSearch implements Algorithm {

    public static final String ID = "exact";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String source() {
        return "galab's exact solver (constraint propagation and search): a reference, not a GA";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of();
    }

    @Override
    public boolean geneticAlgorithm() {
        return false;
    }

    /** One search, one generation, without a node bound: a run's length is set by its 10 s limit. */
    /** Every size galab reads: its masks are 64-bit. */
    @Override
    public String refusal(Puzzle puzzle, Parameters parameters) {
        return null;
    }

    @Override
    public Budget paperBudget() {
        return new Budget(1, 0, 10);
    }

    @Override
    public RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget) {
        return run(puzzle, parameters, seed, budget, RunControl.Observer.NONE);
    }

    @Override
    public RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget, RunControl.Observer observer) {
        RunControl control = new RunControl(budget, observer);
        int blanks = 0;
        for (int v : puzzle.givens()) {
            blanks += v == 0 ? 1 : 0;
        }
        if (Thread.currentThread().isInterrupted()) {
            control.record(blanks, blanks);
            control.stop(StopReason.INTERRUPTED);
            return control.finish(false, blanks, unsolved(puzzle), Map.of("searchNodes", 0L));
        }
        long start = System.nanoTime();
        ExactSolver.Attempt attempt = new ExactSolver(puzzle.geometry()).attempt(puzzle, budget.maxEvaluations(),
                budget.maxSeconds());
        control.countEvaluations(attempt.nodes());
        boolean solved = attempt.solution() != null;
        double penalty = solved ? 0 : blanks;
        control.record(penalty, penalty);
        if (!solved) {
            control.stop(Thread.currentThread().isInterrupted() ? StopReason.INTERRUPTED
                    : budget.maxSeconds() > 0 && System.nanoTime() - start >= budget.maxSeconds() * 1e9
                    ? StopReason.SECONDS : budget.maxEvaluations() > 0 && !attempt.decided() ? StopReason.EVALUATIONS
                    : StopReason.GENERATIONS);
        }
        return control.finish(solved, penalty, solved ? attempt.solution() : unsolved(puzzle),
                Map.of("searchNodes", attempt.nodes()));
    }

    private static int[] unsolved(Puzzle puzzle) {
        int[] grid = puzzle.givens();
        for (int i = 0; i < grid.length; i++) {
            grid[i] = grid[i] == 0 ? 1 : grid[i];
        }
        return grid;
    }
}
