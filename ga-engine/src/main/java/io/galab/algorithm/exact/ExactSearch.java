package io.galab.algorithm.exact;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Choice;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.ParameterTable;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import io.galab.solve.CdclSearch;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.solve.SearchBound;
import io.galab.solve.SearchConfig;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * {@code exact}: a complete search run as a variant, under the same budget and time limit as the GAs
 * beside it. It is a reference, not a GA: it answers the question users ask first, whether a GA is
 * faster than search (docs/algorithms.md, "exact"). With {@code search: cdcl} it is {@link CdclSearch},
 * conflict-driven clause learning; with {@code search: restarts} it is {@link RestartingSearch}; with
 * {@code search: auto} (the default) the first on grids past 25x25 and the second up to 25x25, where
 * each is the faster; the seed orders both searches' first choices and ties; with
 * {@code search: dfs} it is the oracle's deterministic search ({@link ExactSolver}), and the seed is
 * not used.
 *
 * <p>A run is one search. Its evaluations are the search nodes visited, bounded by the budget's
 * {@code maxEvaluations}; {@code maxSeconds} bounds its wall time and an interruption stops it; it has
 * one generation, generation 0. An unsolved run reports the givens with every blank as 1, and its
 * penalty is the number of blanks.
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

    /** The {@code search} parameter: which complete search a run makes. */
    public enum Search implements Choice {
        /** {@link CdclSearch} past {@value #AUTO_RESTARTS_UP_TO} symbols, {@link RestartingSearch} up to them. */
        AUTO,
        /** {@link CdclSearch}: conflict-driven clause learning on the puzzle's exactly-one groups. */
        CDCL,
        /** {@link RestartingSearch}: trail, dom/wdeg, Luby restarts. */
        RESTARTS,
        /** {@link ExactSolver}'s deterministic depth-first search. */
        DFS
    }

    @Override
    public List<Parameter> parameters() {
        return PARAMETERS;
    }

    /** The CDCL search's options deleted with the lean solving layer (docs/algorithms.md, "exact"). */
    private static final Map<String, String> RETIRED = Map.of(
            "phases", "best phases are now the search's only phase policy",
            "modes", "focused and stable modes in turn are now the search's only schedule",
            "propagation", "locked candidates and Hall sets measured no better for exact (Hall sets stay in the"
                    + " GA-CDCL hybrid's cdclPropagation)",
            "inprocessing", "vivification measured no better",
            "watches", "blocking literals measured no better");

    @Override
    public String retired(String nameOrValue) {
        return Algorithm.retiredNote(RETIRED, nameOrValue, "2026-12-07", "706926b", "docs/algorithms.md, \"exact\"");
    }

    /** {@code search: auto}'s largest grid for the restarting search (docs/algorithms.md, "exact"). */
    static final int AUTO_RESTARTS_UP_TO = 25;

    private static final List<Parameter> PARAMETERS = ParameterTable.of(ExactSearch.class);

    @Override
    public boolean geneticAlgorithm() {
        return false;
    }

    /**
     * Every size galab reads: its masks are 64-bit. Killer cages are checked by the CDCL search (a conflict at every
     * fixpoint where a cage can no longer be completed) and by the depth-first search (a branch pruned there), not
     * by the restarting search (docs/algorithms.md, "exact").
     */
    @Override
    public String refusal(Puzzle puzzle, Parameters parameters) {
        return puzzle.geometry().hasCages() && parameters.getChoice("search", Search.class) == Search.RESTARTS
                ? "search: restarts does not read killer cages; search: cdcl (auto's choice for a Killer) and dfs do"
                : null;
    }

    @Override
    public boolean takesCages(Parameters parameters) {
        return true;
    }

    /** A run is one search of one generation: maxGenerations does not bound it. */
    @Override
    public String unbounded(Budget budget) {
        return budget.maxSeconds() > 0 || budget.maxEvaluations() > 0 ? null : "runs one search, of one generation,"
                + " which maxGenerations does not bound, so it needs maxSeconds or maxEvaluations";
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
            return control.finish(false, blanks, puzzle.givens(), Map.of("searchNodes", 0L));
        }
        Search search = parameters.getChoice("search", Search.class);
        if (search == Search.AUTO) {
            search = puzzle.geometry().n() > AUTO_RESTARTS_UP_TO || puzzle.geometry().hasCages() ? Search.CDCL
                    : Search.RESTARTS;
        }
        // one bound for every search: the budget's evaluations, the run's own deadline, and interruption
        SearchBound bound = SearchBound.until(budget.maxEvaluations(), control.deadlineNanos(), true);
        ExactSolver.Attempt attempt = search == Search.DFS
                ? new ExactSolver(puzzle.geometry()).attempt(puzzle, bound)
                : attempt(search == Search.CDCL
                        ? cdcl(puzzle.geometry(), new SplittableRandom(seed), bound)
                        : new RestartingSearch(puzzle.geometry(), new SplittableRandom(seed), bound), puzzle,
                        parameters.getInt("restartBase"));
        control.countEvaluations(attempt.nodes());
        boolean solved = attempt.solution() != null;
        double penalty = solved ? 0 : blanks;
        control.record(penalty, penalty);
        if (!solved) {
            control.stop(outcome(attempt));
        }
        // unsolved: the givens, blanks blank (0), as an external solver's grid without an answer
        return control.finish(solved, penalty, solved ? attempt.solution() : puzzle.givens(),
                Map.of("searchNodes", attempt.nodes()));
    }

    /**
     * How an unsolved search ended: a search that ended without reaching a limit proved the puzzle has no
     * solution; otherwise the limit its bound reached.
     */
    static StopReason outcome(ExactSolver.Attempt attempt) {
        return attempt.decided() ? StopReason.UNSOLVABLE : switch (attempt.limit()) {
            case NODES -> StopReason.EVALUATIONS;
            case TIME -> StopReason.SECONDS;
            case INTERRUPTION -> StopReason.INTERRUPTED;
        };
    }

    /**
     * galab's one CDCL search ({@link CdclSearch}, shared with the GA's partner) as a complete search, at
     * {@code exact}'s configuration ({@link SearchConfig#exact}) with the run's restart base.
     */
    static CompleteSearch cdcl(Geometry geometry, SplittableRandom random, SearchBound bound) {
        return new CompleteSearch() {
            @Override
            public int[] solve(int[] givens, int restartBase) {
                return new CdclSearch(geometry, random, bound, SearchConfig.exact(restartBase)).solve(givens);
            }

            @Override
            public SearchBound bound() {
                return bound;
            }
        };
    }
    private static ExactSolver.Attempt attempt(CompleteSearch search, Puzzle puzzle, int restartBase) {
        return ExactSolver.Attempt.of(search.solve(puzzle.givens(), restartBase), search.bound());
    }
}
