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

    private Verdicts() {
    }

    static RunResult of(Puzzle puzzle, SolverProcess.Outcome o, Budget budget) {
        if (o.interrupted()) {
            return unsolved(puzzle, null, "interrupted", StopReason.INTERRUPTED, null);
        }
        Answers.Answer a = Answers.read(o.output(), puzzle.geometry());
        if (o.killed()) {
            return unsolved(puzzle, a.grid(), ExternalSolver.limitNote(budget), StopReason.SECONDS, a);
        }
        if (o.exit() != 0) {
            String signal = o.exit() > 128 ? " (signal " + (o.exit() - 128) + ")" : "";
            String tail = o.errorTail().isEmpty() ? "" : "\n" + o.errorTail();
            return unsolved(puzzle, a.grid(), ExternalSolver.FAILED + ": exit " + o.exit() + signal + tail,
                    StopReason.GENERATIONS, a);
        }
        if (a.grid() == null) {
            return unsolved(puzzle, null, ExternalSolver.NO_ANSWER, StopReason.GENERATIONS, a);
        }
        String wrong = wrong(puzzle, a);
        if (wrong != null) {
            return unsolved(puzzle, a.grid(), ExternalSolver.WRONG_ANSWER + ": " + wrong, StopReason.GENERATIONS, a);
        }
        if (o.seconds() > budget.maxSeconds()) {
            return unsolved(puzzle, a.grid(), "solved past the time limit, in " + Numbers.report(o.seconds()) + " s",
                    StopReason.SECONDS, a);
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

    /** An unsolved run with the counts the program printed ({@code answer}; unknown without one). */
    private static RunResult unsolved(Puzzle puzzle, int[] answer, String note, StopReason reason,
            Answers.Answer printed) {
        int[] grid = answer != null ? answer : puzzle.givens();
        double penalty = Math.max(1, penalty(puzzle.geometry(), grid));
        return new RunResult(false, printed == null ? RunResult.UNKNOWN : printed.generations(),
                printed == null ? RunResult.UNKNOWN : printed.evaluations(), penalty, grid,
                ExternalSolver.trace(penalty), reason, Map.of(), note);
    }
}
