package io.galab.algorithm.external;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Numbers;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import io.galab.puzzle.Digits;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import java.util.Map;

/**
 * galab's verdict on one external run (docs/external-solvers.md, "External solvers", "What is verified"):
 * solved only for a complete grid that keeps every given and breaks no unit, printed by a program that
 * exited with 0 within {@code maxSeconds} and the budget's counts. Every other run is unsolved, its
 * {@link StopReason} says how it ended and its note why.
 */
final class Verdicts {

    private Verdicts() {
    }

    static RunResult of(Puzzle puzzle, SolverProcess.Outcome o, Budget budget) {
        return of(puzzle, o, budget, null);
    }

    /** As {@link #of(Puzzle, SolverProcess.Outcome, Budget)}, reading the program's time by {@code timePattern}. */
    static RunResult of(Puzzle puzzle, SolverProcess.Outcome o, Budget budget, java.util.regex.Pattern timePattern) {
        if (o.interrupted()) {
            return unsolved(puzzle, null, "interrupted", StopReason.INTERRUPTED, null, budget, o);
        }
        Answers.Answer a = Answers.read(o.output(), puzzle.geometry(), timePattern);
        if (o.killed()) {
            return unsolved(puzzle, a.grid(), ExternalSolver.limitNote(budget), StopReason.KILLED, a, budget, o);
        }
        if (o.exit() != 0) {
            String why = o.exit() == SolverProcess.REAPED ? " (its watchdog was stopped by a signal)"
                    : o.exit() > 128 ? " (signal " + (o.exit() - 128) + ")" : "";
            String tail = o.errorTail().isEmpty() ? "" : "\n" + o.errorTail();
            return unsolved(puzzle, a.grid(), "failed: exit " + o.exit() + why + tail, StopReason.PROGRAM_FAILED, a,
                    budget, o);
        }
        if (a.grid() == null) {
            return unsolved(puzzle, null, "no answer", StopReason.NO_ANSWER, a, budget, o);
        }
        String wrong = wrong(puzzle, a);
        if (wrong != null) {
            return unsolved(puzzle, a.grid(), "wrong answer: " + wrong, StopReason.WRONG_ANSWER, a, budget, o);
        }
        if (o.seconds() > budget.maxSeconds()) {
            return unsolved(puzzle, a.grid(), "solved past the time limit, in " + Numbers.report(o.seconds()) + " s",
                    StopReason.SECONDS, a, budget, o);
        }
        String past = pastBudget(a, budget);
        if (past != null) {
            return unsolved(puzzle, a.grid(), past, a.generations() > budget.maxGenerations()
                    && budget.maxGenerations() > 0 ? StopReason.GENERATIONS : StopReason.EVALUATIONS, a, budget, o);
        }
        return new RunResult(true, a.generations(), a.evaluations(), 0, a.grid(), ExternalSolver.trace(0),
                StopReason.SOLVED, withCpu(a.counters(), o), "");
    }

    /**
     * Why the printed counts are past the budget (a program that prints {@code generations=1000} under
     * {@code maxGenerations: 100}), or null: such a run is not a result within the budget, and is recorded
     * as stopped at that limit, never as solved.
     */
    static String pastBudget(Answers.Answer a, Budget budget) {
        if (budget.maxGenerations() > 0 && a.generations() > budget.maxGenerations()) {
            return "solved past the generation limit: printed generations=" + a.generations() + " under "
                    + budget.maxGenerations();
        }
        if (budget.maxEvaluations() > 0 && a.evaluations() > budget.maxEvaluations()) {
            return "solved past the evaluation limit: printed evaluations=" + a.evaluations() + " under "
                    + budget.maxEvaluations();
        }
        return null;
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
                long bit = Digits.bit(grid[cell]);
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
                seen |= grid[cell] > 0 ? Digits.bit(grid[cell]) : 0;
            }
            penalty += g.n() - Long.bitCount(seen);
        }
        return penalty;
    }

    /** An unsolved run with the counts the program printed ({@code answer}; unknown without one). */
    private static RunResult unsolved(Puzzle puzzle, int[] answer, String note, StopReason reason,
            Answers.Answer printed, Budget budget, SolverProcess.Outcome o) {
        int[] grid = answer != null ? answer : puzzle.givens();
        double penalty = Math.max(1, penalty(puzzle.geometry(), grid));
        String past = printed == null ? null : pastBudget(printed, budget);
        if (past != null && !note.equals(past)) {
            note = note + "; " + past; // the counts recorded are cut to the budget: the note keeps what was printed
        }
        long generations = printed == null ? RunResult.UNKNOWN : within(printed.generations(), budget.maxGenerations());
        long evaluations = printed == null ? RunResult.UNKNOWN : within(printed.evaluations(), budget.maxEvaluations());
        return new RunResult(false, generations, evaluations, penalty, grid, ExternalSolver.trace(penalty), reason,
                withCpu(printed == null ? Map.of() : printed.counters(), o), note);
    }

    /**
     * The run's counters with the program's CPU time ({@link io.galab.algorithm.RunResult#CPU_MICROS}) where the
     * watchdog measured it: the time the run's own processes used, not the wall time they waited.
     */
    static Map<String, Long> withCpu(Map<String, Long> counters, SolverProcess.Outcome o) {
        if (o == null || !Double.isFinite(o.cpuSeconds())) {
            return counters;
        }
        Map<String, Long> out = new java.util.TreeMap<>(counters);
        out.put(io.galab.algorithm.RunResult.CPU_MICROS, Math.round(o.cpuSeconds() * 1e6));
        return out;
    }

    /** A printed count, at most the budget's limit of it (0: none): what is recorded is a count within the budget. */
    private static long within(long count, long limit) {
        return limit > 0 && count > limit ? limit : count;
    }
}
