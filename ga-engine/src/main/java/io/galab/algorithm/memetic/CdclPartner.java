package io.galab.algorithm.memetic;

import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunControl;
import io.galab.puzzle.Digits;
import io.galab.puzzle.Puzzle;
import io.galab.solve.CdclExchange;
import io.galab.solve.CdclSearch;
import io.galab.solve.Placements;
import io.galab.solve.SearchBound;
import io.galab.solve.SearchConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The GA–CDCL hybrid's search side (docs/algorithms.md, "propagating-memetic-ga", "The CDCL partner"):
 * galab's one CDCL search ({@link CdclSearch}, the {@code exact} variant's), run in a slice of
 * {@code cdclConflicts} conflicts after every generation of the GA, on the run's budget, by default with
 * {@code exact}'s best phases and modes (with {@code cdclPhases: ga}, the GA's best member's before each slice, in
 * one mode),
 * and the two sides pass each other what they learnt: the GA's nogoods become clauses of the search, and
 * the search's learnt clauses that are nogoods (every literal "not p") and its units go to the decoder.
 * Its decisions count as evaluations, as {@code exact}'s do, beside the GA's unit scorings.
 */
final class CdclPartner {

    /** The {@code cdclPhases} parameter: where the search's decisions take a cell's digit, and its modes. */
    enum Phases implements io.galab.algorithm.Choice {
        /**
         * The GA's best member before every slice, saved phases between, in one mode throughout: the hybrid as it
         * was built, where the GA's phases made it (docs/algorithms.md, "The CDCL partner").
         */
        GA(SearchConfig.PhasePolicy.GA, SearchConfig.Modes.ONE),
        /**
         * The best phases, in focused and stable modes in turn ({@code exact}'s search): each cell's digit on the
         * longest conflict-free trail so far; the GA's members never set them.
         */
        BEST(SearchConfig.PhasePolicy.BEST, SearchConfig.Modes.SWITCHING);

        final SearchConfig.PhasePolicy policy;
        final SearchConfig.Modes modes;

        Phases(SearchConfig.PhasePolicy policy, SearchConfig.Modes modes) {
            this.policy = policy;
            this.modes = modes;
        }
    }

    /**
     * The {@code cdclPropagation} parameter: the groups' singles, or Hall sets too, or a choice by the grid's size.
     */
    enum Propagation implements io.galab.algorithm.Choice {
        /** The exactly-one groups' unit propagation: naked and hidden singles. */
        SINGLES,
        /** Hall sets too ({@link SearchConfig.Rules#HALL_SETS}), each removal explained. */
        HALL,
        /**
         * Hall sets on grids of at most {@value CdclPartner#AUTO_HALL_DIGITS} digits, singles on larger ones: the
         * choice the hybrid's tuning instances made at each size (docs/algorithms.md, "Hall sets in the partner").
         */
        AUTO;

        /** The search's rules on a grid of n digits. */
        SearchConfig.Rules rules(int n) {
            return this == HALL || this == AUTO && n <= AUTO_HALL_DIGITS ? SearchConfig.Rules.HALL_SETS
                    : SearchConfig.Rules.SINGLES;
        }
    }

    /** The partner's options deleted with the lean solving layer, by name or "name: value" (docs/algorithms.md). */
    static final java.util.Map<String, String> RETIRED = java.util.Map.of(
            "cdclModes", "the mode schedule now follows cdclPhases (best: focused and stable modes; ga: one mode)",
            "cdclInprocessing", "vivification measured no better",
            "cdclWatches", "blocking literals measured no better",
            "cdclPhases: saved", "without the GA's phases the partner solved none of 24 runs",
            "cdclPhases: none", "without the GA's phases the partner solved none of 24 runs",
            "cdclPropagation: locked", "locked candidates solved no more (7 of 20 against 8)",
            "cdclPropagation: lockedHall", "locked candidates solved no more; hall stays");

    /** Why a partner option is gone, or null ({@code propagating-memetic-ga}'s {@code retired}). */
    static String retired(String nameOrValue) {
        return io.galab.algorithm.Algorithm.retiredNote(RETIRED, nameOrValue, "2026-12-07", "706926b",
                "docs/algorithms.md, \"The CDCL partner\"");
    }

    /** The longest learnt clause with a positive literal that goes to the decoder, as the nogoods it stands for. */
    static final int MAX_EXPANDED = 8;

    /** The most digits a grid has for {@code cdclPropagation: auto} to choose Hall sets. */
    static final int AUTO_HALL_DIGITS = 36;

    /** The restarts' base, {@code exact}'s default {@code restartBase}. */
    static final int RESTART_BASE = 100;

    private final CdclSearch search;
    private final CdclExchange exchange;
    private final int n;
    private final long slice;
    private final Phases phases;
    private final boolean share;
    private final RunControl control;
    private int[] solution;
    private boolean unsatisfiable;
    private boolean stopped;
    // what has been passed on so far, each side's
    private int searchMark;
    private int searchUnits;
    private int gaMark;
    private int gaUnits;
    private long countedNodes;
    private long toSearch;
    private long toGa;

    /**
     * The partner of a run of the GA with parameters {@code p}: it reads its own, {@code cdclConflicts} (the slice,
     * above 0), {@code cdclPhases}, {@code cdclPropagation} and {@code shareClauses}, and builds the search's
     * configuration from them ({@link #config}).
     */
    CdclPartner(Puzzle puzzle, Parameters p, SplittableRandom random, RunControl control) {
        this.n = puzzle.geometry().n();
        this.slice = p.getInt("cdclConflicts");
        this.phases = p.getChoice("cdclPhases", Phases.class);
        this.share = p.getBoolean("shareClauses");
        this.control = control;
        this.search = new CdclSearch(puzzle.geometry(), random,
                SearchBound.until(control.maxEvaluations(), control.deadlineNanos(), true),
                config(phases, p.getChoice("cdclPropagation", Propagation.class), n));
        this.exchange = new CdclExchange(search);
        unsatisfiable = !search.start(puzzle.givens());
    }

    /** The search's configuration: {@code exact}'s, with the partner's phases, modes and rules on n digits. */
    static SearchConfig config(Phases phases, Propagation propagation, int n) {
        return SearchConfig.exact(RESTART_BASE).with(propagation.rules(n)).with(phases.policy, phases.modes);
    }

    /**
     * One round after a generation: the GA's news to the search, its phases from {@code best} (the best
     * member's grid, 0 where it has no digit), a slice of search, and the search's news to the decoder
     * ({@code decoder} null: the representation keeps no nogoods, so only the phases pass).
     */
    void round(int[] best, Decoder decoder) {
        if (solution != null || unsatisfiable || stopped) {
            return;
        }
        if (share && decoder != null) {
            toSearch(decoder);
        }
        if (phases == Phases.GA) {
            exchange.rephase(best);
        }
        CdclSearch.Slice end = search.search(slice);
        long nodes = search.bound().nodes();
        control.countEvaluations(nodes - countedNodes);
        countedNodes = nodes;
        switch (end) {
            case SOLVED -> solution = search.solution();
            case UNSATISFIABLE -> unsatisfiable = true;
            case STOPPED -> stopped = true;
            case PAUSED -> {
                if (share && decoder != null) {
                    toGa(decoder);
                }
            }
        }
    }

    private void toSearch(Decoder decoder) {
        Nogoods nogoods = decoder.nogoods();
        if (nogoods != null) {
            for (int[] clause : nogoods.since(gaMark)) {
                exchange.addClause(clause);
                toSearch++;
            }
            gaMark = nogoods.mark();
        }
        for (; gaUnits < decoder.refuted.size(); gaUnits++) {
            int p = decoder.refuted.get(gaUnits);
            exchange.addClause(new int[] {Placements.lacks(Placements.keyVariable(p, n))});
            toSearch++;
        }
        searchMark = Math.max(searchMark, exchange.clauseMark()); // the GA's own clauses do not go back
    }

    private void toGa(Decoder decoder) {
        List<int[]> learnt = exchange.learnedSince(searchMark);
        searchMark = exchange.clauseMark();
        for (int[] clause : learnt) {
            for (int[] nogood : asNogoods(clause, n, decoder)) {
                toGa += decoder.adopt(nogood) ? 1 : 0;
            }
        }
        for (; searchUnits < exchange.unitCount(); searchUnits++) {
            int l = exchange.unit(searchUnits);
            int v = Placements.varOf(l);
            if (Placements.isHolds(l)) {
                decoder.fix(Placements.cell(v, n), Placements.digit(v, n));
            } else {
                decoder.refute(Placements.cell(v, n), Placements.digit(v, n));
            }
            toGa++;
        }
        // what the decoder took from the search does not go back to it
        gaUnits = decoder.refuted.size();
        gaMark = decoder.nogoods() == null ? gaMark : decoder.nogoods().mark();
    }

    /**
     * A learnt clause as the decoder's nogoods (each literal "not p"): itself when every literal is negative;
     * with one positive literal, "cell c holds d, or not all of these placements", the nogoods it stands
     * for, one for each other digit e that c may hold at the start, "not (c holds e) or not all of these"
     * (up to {@value #MAX_EXPANDED} literals); none otherwise, since the decoder propagates only on
     * placements.
     */
    static List<int[]> asNogoods(int[] clause, int n, Decoder decoder) {
        int positive = -1;
        int count = 0;
        for (int i = 0; i < clause.length; i++) {
            if (Placements.isHolds(clause[i])) {
                positive = i;
                count++;
            }
        }
        if (count == 0) {
            return List.of(clause);
        }
        if (count > 1 || clause.length > MAX_EXPANDED) {
            return List.of();
        }
        int v = Placements.varOf(clause[positive]);
        int c = Placements.cell(v, n);
        List<int[]> out = new ArrayList<>();
        for (long m = decoder.candidatesAtStart(c) & ~Digits.bit(Placements.digit(v, n)); m != 0; m &= m - 1) {
            int[] nogood = clause.clone();
            nogood[positive] = Placements.lacks(Placements.variable(c, Digits.lowest(m), n));
            out.add(nogood);
        }
        return out;
    }

    /** The search's phases as a grid (0: none), for the GA to decode as a member. */
    int[] phaseGrid() {
        return exchange.phaseGrid();
    }

    /** The search's solution, or null. */
    int[] solution() {
        return solution;
    }

    /** Whether the search proved that the puzzle has no solution. */
    boolean unsatisfiable() {
        return unsatisfiable;
    }

    /** The run's counters of the search side. */
    void counters(java.util.Map<String, Long> out) {
        out.put("cdclConflicts", search.conflicts());
        out.put("cdclDecisions", search.bound().nodes());
        out.put("cdclSolved", solution != null ? 1L : 0L);
        out.put("clausesToCdcl", toSearch);
        out.put("clausesToGa", toGa);
    }
}
