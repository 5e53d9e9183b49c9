package io.galab.experiment;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Numbers;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import io.galab.experiment.spec.Spec;
import io.galab.experiment.spec.SpecException;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.Puzzle;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Whether the puzzles of a spec's own files can be solved at all, checked by the exact solver before
 * anything runs (docs/experiments.md, "Hostile and broken input"): a puzzle without a solution, or
 * with a stored solution that is wrong, is an error at the source that named it; one with more than
 * one solution is a warning (the GAs stop at any of them). The search is bounded in nodes and in
 * time (the spec's {@code checkSeconds} per puzzle, 2 s by default; 0 checks only stored solutions); a
 * puzzle whose solutions it cannot count within the bound is searched again, as long, by the
 * {@code exact} variant's default search (run through the registry), which finds a solution of a
 * large puzzle far sooner than it can be counted; either way it is a warning that says what is
 * known, and its runs go ahead. Answers are cached per givens and bound for the life of the JVM.
 */
public final class PuzzleChecks {

    /** Search nodes the check may visit per puzzle (a 9x9 needs a few hundred at most). */
    static final long MAX_NODES = 200_000;

    private static final Map<String, String> CACHE = new ConcurrentHashMap<>();

    /** The {@code exact} variant, loaded from the registry once, when a count first cannot decide. */
    private static final class Exact {
        static final Algorithm ALGORITHM = Algorithms.builtIn().get("exact");
    }

    private PuzzleChecks() {
    }

    /**
     * Checks the puzzles of one file; adds warnings to {@code warnings}.
     *
     * @throws SpecException at {@code at} for a puzzle without a solution or with a wrong stored one
     */
    static void check(List<Puzzle> puzzles, String file, Spec.Location at, List<String> warnings, double seconds) {
        for (Puzzle p : puzzles) {
            String verdict = verdictOf(p, seconds);
            String where = "puzzle '" + p.id() + "' at " + file + (p.line() > 0 ? ":" + p.line() : "");
            switch (verdict) {
                case "ok" -> {
                }
                case "none" -> throw new SpecException(at.file(), at.line(), at.column(), where
                        + " has no solution (checked by the exact solver)");
                case "wrong" -> throw new SpecException(at.file(), at.line(), at.column(), where
                        + " has a stored solution that is not a solution of its givens");
                case "several" -> warnings.add(where + " has more than one solution; a run stops at any of them");
                case "skipped" -> {
                }
                case "solvable" -> warnings.add(where + ": the exact solver found a solution, but could not decide"
                        + " within " + MAX_NODES + " search nodes and " + Numbers.report(seconds) + " s (the spec's"
                        + " checkSeconds) whether it has more than one; the runs go ahead and stop at any solution");
                case "undecided-time" -> warnings.add(where + ": the check ran out of time: in "
                        + Numbers.report(seconds) + " s (the spec's checkSeconds) the exact solver neither found a"
                        + " solution nor showed there is none; not checked, the runs go ahead (raise checkSeconds to"
                        + " check it)");
                default -> warnings.add(where + ": the check ran out of search nodes: in " + MAX_NODES
                        + " nodes (within " + Numbers.report(seconds) + " s, the spec's checkSeconds) the exact solver"
                        + " neither found a solution nor showed there is none; not checked, the runs go ahead");
            }
        }
    }

    /**
     * The check's verdict on one puzzle, as {@link #check} words it for a spec: "ok" (one solution, or a right stored
     * one), "none", "wrong" (a stored solution that is no solution of its givens), "several", "skipped",
     * "solvable" (one found, their number undecided), "undecided-time" or "undecided-nodes"; cached per givens and
     * bound. {@code solve} says the same of the puzzle it is given.
     */
    public static String verdictOf(Puzzle p, double seconds) {
        return CACHE.computeIfAbsent(key(p, seconds), k -> verdict(p, seconds));
    }

    private static String key(Puzzle p, double seconds) {
        // the units, not the kind alone: the same givens on a plain grid and on a Windoku are two puzzles
        return seconds + "/" + p.geometry().kind() + "/" + p.geometry().unitsDigest() + Arrays.toString(p.givens())
                + (p.solution() == null ? "" : Arrays.toString(p.solution()));
    }

    private static String verdict(Puzzle p, double seconds) {
        if (p.solution() != null) {
            return ExactSolver.isSolution(p, p.solution()) ? "ok" : "wrong";
        }
        if (seconds == 0) {
            return "skipped";
        }
        Optional<ExactSolver.SolutionCount> count = new ExactSolver(p.geometry()).countSolutions(p, 2, MAX_NODES,
                seconds);
        if (count.isEmpty()) {
            Algorithm exact = Exact.ALGORITHM;
            RunResult found = exact.run(p, exact.parameters(Map.of()), 1, new Budget(1, MAX_NODES, seconds));
            return found.solved() && ExactSolver.isSolution(p, found.bestGrid()) ? "solvable"
                    : found.stopReason() == StopReason.SECONDS ? "undecided-time" : "undecided-nodes";
        }
        return count.get().hasNone() ? "none" : count.get().isUnique() ? "ok" : "several";
    }
}
