package io.galab.algorithm.memetic;

import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunControl;
import io.galab.puzzle.Digits;
import io.galab.puzzle.Puzzle;
import io.galab.solve.CdclSearch;
import io.galab.solve.Placements;
import io.galab.solve.SearchBound;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The GA–CDCL hybrid's search side (docs/algorithms.md, "propagating-memetic-ga", "The CDCL partner"):
 * galab's one CDCL search ({@link CdclSearch}, the {@code exact} variant's), run in a slice of
 * {@code cdclConflicts} conflicts after every generation of the GA, on the run's budget, by default with
 * {@code exact}'s best phases and modes (with {@code cdclPhases: ga}, the GA's best member's before each slice),
 * and the two sides pass each other what they learnt: the GA's nogoods become clauses of the search, and
 * the search's learnt clauses that are nogoods (every literal "not p") and its units go to the decoder.
 * Its decisions count as evaluations, as {@code exact}'s do, beside the GA's unit scorings.
 */
final class CdclPartner {

    /** The {@code cdclPhases} parameter: where the search's decisions take a cell's digit from. */
    enum Phases implements io.galab.algorithm.Choice {
        /** The GA's best member before every slice, saved phases between. */
        GA,
        /** Saved phases only: a cell's phase is the digit it last held. */
        SAVED,
        /** None: a decision sets its variable true ({@code exact}'s search with {@code phases: none}). */
        NONE,
        /**
         * The best phases ({@code exact}'s default, {@link CdclSearch#bestPhases()}): each cell's digit on the
         * longest conflict-free trail so far; the GA's members never set them.
         */
        BEST
    }

    /** The {@code cdclModes} parameter: one mode, or focused and stable in turn ({@code exact}'s {@code modes}). */
    enum Modes implements io.galab.algorithm.Choice {
        /** One mode: restarts every {@value #RESTART_BASE}·luby(i) conflicts throughout. */
        ONE,
        /** Focused and stable modes in turn ({@link CdclSearch#switchModes()}). */
        SWITCHING
    }

    /**
     * The {@code cdclPropagation} parameter: the groups' singles, or locked candidates or Hall sets too
     * ({@code exact}'s {@code propagation}), or a choice by the grid's size.
     */
    enum Propagation implements io.galab.algorithm.Choice {
        /** The exactly-one groups' unit propagation: naked and hidden singles. */
        SINGLES,
        /** Pointing and claiming too ({@link CdclSearch#pointing()}), explained lazily. */
        LOCKED,
        /** Hall sets too ({@link CdclSearch#hallSets()}), each removal explained. */
        HALL,
        /** Locked candidates and Hall sets. */
        LOCKED_HALL,
        /**
         * Hall sets on grids of at most {@value CdclPartner#AUTO_HALL_DIGITS} digits, singles on larger ones: the
         * choice the hybrid's tuning instances made at each size (docs/algorithms.md, "Hall sets in the partner").
         */
        AUTO
    }

    /** The {@code cdclInprocessing} parameter: nothing at restarts, or vivification ({@code exact}'s). */
    enum Inprocessing implements io.galab.algorithm.Choice {
        /** Clauses learnt, added and deleted, never rewritten. */
        NONE,
        /** Vivification of the stored clauses ({@link CdclSearch#vivify()}). */
        VIVIFY
    }

    /** The {@code cdclWatches} parameter: learnt clauses visited by their other watched literal, or a blocking one. */
    enum Watches implements io.galab.algorithm.Choice {
        PAIR,
        /** A blocking literal beside each watch ({@link CdclSearch#blockingLiterals()}). */
        BLOCKING
    }

    /** The longest learnt clause with a positive literal that goes to the decoder, as the nogoods it stands for. */
    static final int MAX_EXPANDED = 8;

    /** The most digits a grid has for {@code cdclPropagation: auto} to choose Hall sets. */
    static final int AUTO_HALL_DIGITS = 36;

    /** The restarts' base, {@code exact}'s default {@code restartBase}. */
    static final int RESTART_BASE = 100;

    private final CdclSearch search;
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
     * above 0), {@code cdclPhases}, {@code cdclModes}, {@code cdclPropagation}, {@code cdclInprocessing},
     * {@code cdclWatches} and {@code shareClauses}, so that an option of the search is added here alone.
     */
    CdclPartner(Puzzle puzzle, Parameters p, SplittableRandom random, RunControl control) {
        this.n = puzzle.geometry().n();
        this.slice = p.getInt("cdclConflicts");
        this.phases = p.getChoice("cdclPhases", Phases.class);
        this.share = p.getBoolean("shareClauses");
        this.control = control;
        this.search = new CdclSearch(puzzle.geometry(), random,
                SearchBound.until(control.maxEvaluations(), control.deadlineNanos(), true));
        if (phases == Phases.BEST) {
            search.bestPhases();
        }
        if (p.getChoice("cdclModes", Modes.class) == Modes.SWITCHING) {
            search.switchModes();
        }
        Propagation propagation = p.getChoice("cdclPropagation", Propagation.class);
        if (propagation == Propagation.LOCKED || propagation == Propagation.LOCKED_HALL) {
            search.pointing();
        }
        if (hallSets(propagation, n)) {
            search.hallSets();
        }
        if (p.getChoice("cdclInprocessing", Inprocessing.class) == Inprocessing.VIVIFY) {
            search.vivify();
        }
        if (p.getChoice("cdclWatches", Watches.class) == Watches.BLOCKING) {
            search.blockingLiterals();
        }
        unsatisfiable = !search.start(puzzle.givens(), RESTART_BASE);
        if (phases == Phases.SAVED) {
            search.savePhases(puzzle.geometry().cellCount());
        }
    }

    /** Whether the search keeps Hall sets with {@code cdclPropagation} {@code propagation} on a grid of n digits. */
    static boolean hallSets(Propagation propagation, int n) {
        return propagation == Propagation.HALL || propagation == Propagation.LOCKED_HALL
                || propagation == Propagation.AUTO && n <= AUTO_HALL_DIGITS;
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
            search.rephase(best, true);
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
                search.addClause(clause);
                toSearch++;
            }
            gaMark = nogoods.mark();
        }
        for (; gaUnits < decoder.refuted.size(); gaUnits++) {
            int p = decoder.refuted.get(gaUnits);
            search.addClause(new int[] {Placements.lacks(Placements.keyVariable(p, n))});
            toSearch++;
        }
        searchMark = Math.max(searchMark, search.clauseMark()); // the GA's own clauses do not go back
    }

    private void toGa(Decoder decoder) {
        List<int[]> learnt = search.learnedSince(searchMark);
        searchMark = search.clauseMark();
        for (int[] clause : learnt) {
            for (int[] nogood : asNogoods(clause, n, decoder)) {
                toGa += decoder.adopt(nogood) ? 1 : 0;
            }
        }
        for (; searchUnits < search.unitCount(); searchUnits++) {
            int l = search.unit(searchUnits);
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
        for (long m = decoder.candidatesAtStart(c) & ~(1L << Placements.digit(v, n)); m != 0; m &= m - 1) {
            int[] nogood = clause.clone();
            nogood[positive] = Placements.lacks(Placements.variable(c, Digits.lowest(m), n));
            out.add(nogood);
        }
        return out;
    }

    /** The search's phases as a grid (0: none), for the GA to decode as a member. */
    int[] phaseGrid() {
        return search.phaseGrid();
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
