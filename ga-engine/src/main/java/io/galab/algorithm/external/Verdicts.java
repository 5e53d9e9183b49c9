package io.galab.algorithm.external;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Numbers;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import java.util.Map;

/**
 * galab's verdict on one external run (docs/experiments.md, "External solvers", "What is verified"):
 * solved only for a complete grid that keeps every given and breaks no unit, printed by a program that
 * exited with 0 within {@code maxSeconds}. Every other run is unsolved, and its note says why.
 */
final class Verdicts {

    /** The notes' first words, by which reports count the runs: {@code wrong answer: …}, {@code failed: …}. */
    static final String WRONG = "wrong answer";
    static final String FAILED = "failed";
    static final String NO_ANSWER = "no answer";

    private Verdicts() {
    }

    static RunResult of(Puzzle puzzle, SolverProcess.Outcome o, Budget budget) {
        if (o.interrupted()) {
            return unsolved(puzzle, null, "interrupted", StopReason.INTERRUPTED, RunResult.UNKNOWN, RunResult.UNKNOWN);
        }
        Geometry g = puzzle.geometry();
        Answers.Answer a = Answers.read(o.output(), g);
        if (o.killed()) {
            return unsolved(puzzle, a.grid(), ExternalSolver.limitNote(budget), StopReason.SECONDS, a.evaluations(),
                    a.generations());
        }
        if (o.exit() != 0) {
            String tail = o.errorTail().isEmpty() ? "" : "\n" + o.errorTail();
            return unsolved(puzzle, a.grid(), FAILED + ": exit " + o.exit() + (o.exit() > 128 ? " (signal "
                    + (o.exit() - 128) + ")" : "") + tail, StopReason.GENERATIONS, a.evaluations(), a.generations());
        }
        if (a.grid() == null) {
            return unsolved(puzzle, null, NO_ANSWER, StopReason.GENERATIONS, a.evaluations(), a.generations());
        }
        String wrong = wrong(puzzle, a);
        if (wrong != null) {
            return unsolved(puzzle, a.grid(), WRONG + ": " + wrong, StopReason.GENERATIONS, a.evaluations(),
                    a.generations());
        }
        if (o.seconds() > budget.maxSeconds()) {
            return unsolved(puzzle, a.grid(), "solved past the time limit, in " + Numbers.report(o.seconds()) + " s",
                    StopReason.SECONDS, a.evaluations(), a.generations());
        }
        return new RunResult(true, a.generations(), a.evaluations(), 0, a.grid(), ExternalSolver.trace(0),
                StopReason.SOLVED, Map.of(), "");
    }

    /** Why an answer is not a solution, or null when it is one. */
    static String wrong(Puzzle puzzle, Answers.Answer a) {
        Geometry g = puzzle.geometry();
        int[] grid = a.grid();
        if (a.conflict() >= 0) {
            return "its grids disagree at " + g.cellName(a.conflict());
        }
        for (int cell = 0; cell < grid.length; cell++) {
            if (grid[cell] == 0) {
                return "blank at " + g.cellName(cell);
            }
            if (puzzle.isGiven(cell) && grid[cell] != puzzle.given(cell)) {
                return "changes the given " + puzzle.given(cell) + " at " + g.cellName(cell) + " to " + grid[cell];
            }
        }
        for (int u = 0; u < g.unitCount(); u++) {
            long seen = 0;
            for (int cell : g.unitCells(u)) {
                long bit = 1L << (grid[cell] - 1);
                if ((seen & bit) != 0) {
                    return "repeats " + grid[cell] + " in " + g.unitName(u);
                }
                seen |= bit;
            }
        }
        return null;
    }

    /** Σ over units of (n − distinct non-blank values): 0 for a solution, what an unsolved run records. */
    static int penalty(Geometry g, int[] grid) {
        int penalty = 0;
        for (int u = 0; u < g.unitCount(); u++) {
            long seen = 0;
            for (int cell : g.unitCells(u)) {
                seen |= grid[cell] > 0 ? 1L << (grid[cell] - 1) : 0;
            }
            penalty += g.n() - Long.bitCount(seen);
        }
        return penalty;
    }

    private static RunResult unsolved(Puzzle puzzle, int[] answer, String note, StopReason reason, long evaluations,
            long generations) {
        int[] grid = answer != null ? answer : puzzle.givens();
        double penalty = Math.max(1, penalty(puzzle.geometry(), grid));
        return new RunResult(false, generations, evaluations, penalty, grid, ExternalSolver.trace(penalty), reason,
                Map.of(), note);
    }
}
