package io.galab.solve;

import io.galab.puzzle.Geometry;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The {@code exact} variant's {@code search: cdcl} (docs/algorithms.md, "exact"): conflict-driven clause
 * learning on the puzzle's own constraints, for the giant grids near the phase transition, where a
 * search that only propagates and backtracks meets the same dead end again and again under other
 * choices, and a SAT solver's learned clauses do not.
 *
 * <p>A literal is {@code 2·var} (true) or {@code 2·var + 1} (false). The rules are kept as
 * exactly-one {@link Groups}, not as clauses: a variable made true makes the rest of its groups false (a
 * reason of two literals), and a group left with one variable not false makes it true (the group's
 * clause is the reason): the plain CNF encoding's unit propagation, without its {@code O(n⁴)} binary
 * clauses. Learned clauses are watched by two literals (Moskewicz et al., DAC
 * 2001). A conflict is analysed to its first unique implication point and the clause minimised
 * (Marques-Silva &amp; Sakallah, IEEE Trans. Computers 1999; Sörensson &amp; Biere, SAT 2009); the
 * search jumps back to the clause's second highest level. The next decision sets true ("the cell holds
 * the digit") the unassigned variable that took part in the most conflict analyses ({@link VarOrder});
 * the run's seed orders the first choices. It restarts after {@code restartBase}·luby(i) conflicts and
 * halves its learned clauses of more than two levels (Audemard &amp; Simon's LBD, IJCAI 2009) as they
 * grow.
 *
 * <p>It is complete: a conflict without decisions proves that the puzzle has no solution. A search
 * node is a decision.
 *
 * <p>The GA–CDCL hybrid (docs/algorithms.md, "propagating-memetic-ga", "The CDCL partner") runs it in
 * slices ({@link #start}, {@link #search}): each slice ends with a restart, after which clauses can be
 * added ({@link #addClause}), the learned ones read ({@link #learnedSince} and the units learned), and the
 * phases set ({@link #rephase}). With phases, a decision still takes the cell of the variable of highest
 * activity, but sets the cell to its phase's digit when that is open (a phase per cell is the one-hot
 * encoding's polarity); with phase saving, a cell's phase becomes the digit it held when a backjump undid
 * it (Pipatsrisawat &amp; Darwiche, SAT 2007). Without phases (the {@code exact} variant with its best phases
 * turned off) the decision sets the variable itself true. With best phases ({@link #bestPhases()}, the
 * {@code exact} variant's default) each cell's phase is its digit on the longest conflict-free trail so far.
 *
 * <p>After the givens are propagated, each group keeps only its open variables ({@code Groups#compact}):
 * the same assignments follow, with less to scan, as a SAT solver's reduced encoding.
 */
public final class CdclSearch implements ClauseStore.Literals {

    /** How a slice ended ({@link #search}): solved, proved to have no solution, bounded, or paused. */
    public enum Slice { SOLVED, UNSATISFIABLE, STOPPED, PAUSED }


    private final int n;
    private final Geometry geometry;
    private final Groups groups;
    /** Each literal's value, 1 true, -1 false, 0 unassigned: a variable's value is its literal "holds"'s. */
    private final byte[] literalValue;
    private final int[] level;
    private final int[] reason;
    private final int[] trail;
    private int trailTop;
    private int head;
    private final IntList levels = new IntList();
    /** The variables that hold, in the trail's order, and their count at each level's start (as levels). */
    private final IntList held = new IntList();
    private final IntList heldLevels = new IntList();
    private final ClauseStore clauses;
    private final VarOrder order;
    private final ConflictAnalysis analysis;
    private final SearchBound bound;
    private long conflicts;
    private long propagations;
    /** The groups of the variable being propagated ({@link Groups#groupsOf}). */
    private final int[] groupsOfV;
    // the restart schedule, kept between slices
    private long restartBase;
    private long restart;
    private long limit;
    private long reduceAt;
    private boolean unsatisfiable;
    /** The decisions' digits ({@link Phases}); null without phases. */
    private Phases phases;
    /** The units learned or added at level 0, as literals, in their order. */
    private final IntList units = new IntList();

    /**
     * @param bound the decisions allowed, the deadline and the interruption (one {@link SearchBound} a search)
     */
    public CdclSearch(Geometry geometry, SplittableRandom random, SearchBound bound) {
        this.n = geometry.n();
        this.geometry = geometry;
        this.groups = new Groups(geometry);
        int vars = geometry.cellCount() * n;
        this.literalValue = new byte[2 * vars];
        this.level = new int[vars];
        this.reason = new int[vars];
        this.trail = new int[vars];
        this.clauses = new ClauseStore(2 * vars);
        this.order = new VarOrder(vars, random);
        this.analysis = new ConflictAnalysis(level, reason, trail, groups, clauses, order);
        this.bound = bound;
        this.groupsOfV = new int[groups.maxCount()];
    }

    /** The bound the search honours: its nodes, the run's deadline and interruption, and which stopped it. */
    public SearchBound bound() {
        return bound;
    }

    /** The conflicts so far. */
    public long conflicts() {
        return conflicts;
    }

    /** The assignments so far, givens and decisions included: the propagations a SAT solver reports. */
    public long propagations() {
        return propagations;
    }

    /** The learned and added clauses kept (of at least two literals), each a copy. */
    public List<int[]> learnedClauses() {
        return clauses.kept();
    }

    /** Luby's sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, …: luby(i) for i ≥ 1 (the restarts of both searches). */
    public static long luby(long i) {
        long k = 1;
        while ((1L << k) - 1 < i) {
            k++;
        }
        return (1L << k) - 1 == i ? 1L << (k - 1) : luby(i - (1L << (k - 1)) + 1);
    }

    /**
     * Searches for a completion of {@code givens} (0 = blank), restarting after
     * {@code restartBase}·luby(i) conflicts: the solution, or null when there is none or the bound came
     * first ({@link SearchBound#stopped()} tells which).
     */
    public int[] solve(int[] givens, int restartBase) {
        return start(givens, restartBase) && search(Long.MAX_VALUE) == Slice.SOLVED ? solution() : null;
    }

    /** Sets the givens at level 0 and the restart schedule; false when they contradict each other. */
    public boolean start(int[] givens, int restartBase) {
        this.restartBase = restartBase;
        for (int c = 0; c < givens.length; c++) {
            int v = Placements.variable(c, givens[c], n);
            if (givens[c] != 0 && !assign(Placements.holds(v), Reason.NONE)) {
                unsatisfiable = true;
                return false;
            }
        }
        if (propagate() != null) {
            unsatisfiable = true;
            return false;
        }
        groups.compact(v -> !open(v));
        if (pointing) {
            intersections = Intersections.of(geometry, groups);
            analysis.intersections(intersections);
        }
        if (hall) {
            hallSets = new HallSets(geometry, literalValue, level);
            analysis.hallSets(hallSets);
        }
        if (bestPhases && phases == null) {
            phases = new Phases(givens.length, n, false);
        }
        reduceAt = 2000;
        restart = 1;
        limit = conflicts + restartBase * luby(restart);
        return true;
    }

    /**
     * Searches on from where the last slice paused, for {@code slice} conflicts more at most, and then
     * restarts and pauses ({@link Slice#PAUSED}); or ends solved ({@link #solution()}), with no solution,
     * or at the bound.
     */
    public Slice search(long slice) {
        if (unsatisfiable) {
            return Slice.UNSATISFIABLE;
        }
        long pauseAt = slice == Long.MAX_VALUE ? Long.MAX_VALUE : conflicts + slice;
        while (true) {
            while (conflicts < limit) {
                int[] conflict = hallSets == null ? propagate() : propagateWithHallSets();
                if (conflict != null) {
                    conflicts++;
                    if (levels.size == 0) {
                        unsatisfiable = true;
                        return Slice.UNSATISFIABLE;
                    }
                    if (bestPhases) {
                        keepBest();
                    }
                    learn(conflict);
                    if (conflicts >= pauseAt) {
                        backjump(0);
                        return Slice.PAUSED;
                    }
                    continue;
                }
                if (clauses.size() >= reduceAt) {
                    reduce();
                    reduceAt += reduceAt / 10 + 300;
                }
                int v = order.next(literalValue);
                if (v < 0) {
                    return Slice.SOLVED;
                }
                if (!bound.node()) {
                    return Slice.STOPPED;
                }
                levels.add(trailTop);
                heldLevels.add(held.size);
                assign(Placements.holds(decision(v)), Reason.NONE);
            }
            backjump(0);
            restart++;
            if (vivifying && conflicts >= vivifyAt) {
                vivifyAt = conflicts + vivifyInterval;
                if (!vivifyRound()) {
                    unsatisfiable = true;
                    return Slice.UNSATISFIABLE;
                }
            }
            if (switching && conflicts >= modeEnds) {
                stable = !stable;
                modeSwitches++;
                modeLength *= 2;
                modeEnds = conflicts + modeLength;
                restart = 1;
            }
            limit = conflicts + (stable && switching ? STABLE_RESTART_BASE : restartBase) * luby(restart);
        }
    }

    /**
     * Switches between a focused and a stable mode (Biere, Fazekas, Fleury &amp; Heisinger, the CaDiCaL system
     * description of the SAT Competition 2020, "stabilizing"; Oh, SAT 2015, on why satisfiable instances
     * want few restarts): the search starts focused, deciding by activity alone with restarts every
     * {@code restartBase}·luby(i) conflicts; then stable, deciding by its phases ({@link #bestPhases()}) with
     * the reluctant doubling of {@value #STABLE_RESTART_BASE}·luby(i); each mode lasts twice as many conflicts
     * as the one before, from {@value #FIRST_MODE_LENGTH} (CaDiCaL's first mode, counted in conflicts
     * throughout where CaDiCaL counts its later ones in propagation ticks). The best phases are kept in both
     * modes. Chosen before the search starts.
     */
    public void switchModes() {
        beforeStart("modes");
        switching = true;
        stable = false;
    }

    /** Options are chosen before the search starts: an {@link IllegalStateException} naming {@code what} after. */
    private void beforeStart(String what) {
        if (trailTop > 0) {
            throw new IllegalStateException(what + " must be chosen before the search starts");
        }
    }

    /** The stable mode's restart base: the reluctant doubling's (CaDiCaL's {@code reluctant} 1024). */
    static final long STABLE_RESTART_BASE = 1024;
    /** The conflicts of the first mode (CaDiCaL's {@code stabilizeinit}). */
    static final long FIRST_MODE_LENGTH = 1000;
    /** The search switches modes ({@link #switchModes()}). */
    private boolean switching;
    /** In the stable mode, deciding by the phases: always, unless the search switches modes. */
    private boolean stable = true;
    private long modeLength = FIRST_MODE_LENGTH;
    private long modeEnds = FIRST_MODE_LENGTH;

    private long modeSwitches;

    /** How many times the search switched modes so far (for tests). */
    long modeSwitches() {
        return modeSwitches;
    }

    /** Sets the first mode's conflicts (for tests that make the modes switch early). */
    void firstModeLength(long length) {
        modeLength = length;
        modeEnds = length;
    }

    /**
     * Decides by best phases ({@code exact}'s default; docs/algorithms.md, "exact"): each cell's phase is the
     * digit it held on the longest conflict-free trail so far, the "best" phase of CaDiCaL (Biere et al.,
     * Biere, Fazekas, Fleury &amp; Heisinger, the CaDiCaL system description of the SAT Competition 2020,
     * "rephasing"; Biere &amp; Fleury, "Chasing target phases", POS 2020, whose target is kept here from the
     * search's start, not reset at restarts): a decision on a cell tries that digit first, so that the search
     * returns to the largest consistent part of a grid it has found, as a local search would.
     */
    public void bestPhases() {
        beforeStart("best phases");
        bestPhases = true;
    }

    /**
     * Propagates pointing and claiming too ({@link Intersections}): a digit of a box confined to one line
     * leaves the rest of the line, and a digit of a line confined to one box leaves the rest of the box, each
     * removal explained by a clause made when the analysis reads it. Chosen before the search starts.
     */
    public void pointing() {
        beforeStart("pointing");
        pointing = true;
    }

    private boolean pointing;

    /**
     * Propagates Hall sets too ({@link HallSets}): on each unit touched, a digit that no perfect matching of the
     * unit's cells to their open digits gives a cell leaves it (all-different's generalised arc consistency), each
     * removal explained by a clause over the Hall set's cells, made as the removal is. Run at the fixpoint of the
     * other rules. Chosen before the search starts.
     */
    public void hallSets() {
        beforeStart("Hall sets");
        hall = true;
    }

    private boolean hall;
    /** The Hall sets' propagator, with {@link #hallSets()}, once the search has started; else null. */
    private HallSets hallSets;
    private final HallSets.Removals removeForHallSet = (v, b) -> assign(Placements.lacks(v), Reason.hall(b));

    /** Units checked by Hall sets so far ({@link #hallSets()}; 0 without). */
    public long hallChecks() {
        return hallSets == null ? 0 : hallSets.checks();
    }

    /** Digits removed by Hall sets so far ({@link #hallSets()}; 0 without). */
    public long hallRemovals() {
        return hallSets == null ? 0 : hallSets.removals();
    }

    /**
     * Keeps a blocking literal beside each watch of a learnt clause ({@link ClauseStore#blockingLiterals()}):
     * a clause whose blocking literal is true is passed over unread. It changes which literal a clause watches,
     * so the search's moves. Chosen before the search starts.
     */
    public void blockingLiterals() {
        beforeStart("blocking literals");
        clauses.blockingLiterals();
    }

    /**
     * Vivifies the stored clauses at restarts (Piette, Hamadi &amp; Saïs, "Vivifying propositional clausal
     * formulae", ECAI 2008; for learnt clauses Luo, Li, Xiao, Manyà &amp; Lü, IJCAI 2017, and the CaDiCaL and
     * Kissat system descriptions of the SAT Competitions 2020 and 2021): at level 0, each clause, taken out of
     * the store, has its literals set false one at a time, each propagated; a literal found false on the way
     * is left out, a literal found true ends the clause at the literals set whose decisions made it true, and
     * itself, and a conflict ends it at the literals whose decisions the conflict follows from
     * (the conflict analysis's reasons followed back to decisions). The shorter clause replaces the clause (a
     * unit is set at level 0). Every
     * {@value #VIVIFY_INTERVAL} conflicts, at the next restart, the clauses not yet vivified, those of
     * fewest levels first (the newest first among equals), until the round has spent a tenth of the
     * propagations the search made since the last round. Chosen before the search starts.
     */
    public void vivify() {
        beforeStart("vivification");
        vivifying = true;
    }

    /** Conflicts between vivification rounds ({@link #vivify()}). */
    static final long VIVIFY_INTERVAL = 5000;
    /** A round's propagations, at most the search's since the last round divided by this. */
    static final long VIVIFY_EFFORT = 10;
    private boolean vivifying;
    private long vivifyInterval = VIVIFY_INTERVAL;
    private long vivifyEffort = VIVIFY_EFFORT;
    private long vivifyAt = VIVIFY_INTERVAL;
    /** The propagations made when the last round ended. */
    private long vivifyMark;
    /** By clause index: vivified already (or its replacement). */
    private boolean[] vivified = new boolean[64];
    private long vivifiedClauses;
    private long vivifiedLiterals;

    /**
     * Vivifies every {@code interval} conflicts (from the first), each round spending at most the search's
     * propagations since the last divided by {@code effort} (for tests that make it run on small puzzles).
     */
    void vivifyEvery(long interval, long effort) {
        vivifyInterval = interval;
        vivifyEffort = effort;
        vivifyAt = interval;
    }

    /** Clauses that vivification made shorter so far ({@link #vivify()}). */
    public long vivifiedClauses() {
        return vivifiedClauses;
    }

    /** Literals that vivification removed from clauses so far. */
    public long vivifiedLiterals() {
        return vivifiedLiterals;
    }

    /** One round of vivification at level 0; false when a unit it found leads to a conflict there. */
    private boolean vivifyRound() {
        if (propagate() != null) { // a unit learnt at the restart's conflict, not yet propagated at level 0
            return false;
        }
        long budget = (propagations - vivifyMark) / vivifyEffort;
        long start = propagations;
        vivifiedHolds(clauses.added());
        List<Integer> best = clauses.worstFirst(k -> !vivified[k]
                && reasonClause(Placements.varOf(clauses.get(k)[0])) != k, false);
        for (int i = best.size() - 1; i >= 0 && propagations - start < budget; i--) {
            int k = best.get(i);
            vivified[k] = true;
            int[] c = clauses.get(k);
            if (satisfied(c)) {
                continue;
            }
            int score = clauses.score(k);
            clauses.remove(k);
            int[] out = new int[c.length];
            int size = 0;
            for (int l : c) {
                int x = value(l);
                if (x == -1) {
                    continue; // false at level 0, or made false by the literals set: implied, left out
                }
                if (x == 1) { // made true by the literals set false before it: those it needed and itself
                    size = needed(new int[] {l}, out);
                    out[size++] = l;
                    break;
                }
                out[size++] = l;
                levels.add(trailTop);
                heldLevels.add(held.size);
                assign(Placements.negate(l), Reason.NONE);
                int[] conflict = propagate();
                if (conflict != null) { // the literals set false contradict the puzzle: those the conflict needed
                    size = needed(conflict, out);
                    break;
                }
            }
            backjump(0);
            if (size < c.length) {
                vivifiedClauses++;
                vivifiedLiterals += c.length - size;
            }
            if (size == 1) {
                assign(out[0], Reason.NONE);
                units.add(out[0]);
                if (propagate() != null) {
                    return false;
                }
            } else {
                int added = clauses.add(size < c.length ? Arrays.copyOf(out, size) : c, Math.min(score, size));
                vivifiedHolds(added + 1);
                vivified[added] = true;
            }
        }
        vivifyMark = propagations;
        return true;
    }

    /** The vivified flags reach clause index {@code count} − 1 at least. */
    private void vivifiedHolds(int count) {
        if (vivified.length < count) {
            vivified = Arrays.copyOf(vivified, Math.max(count, vivified.length * 2));
        }
    }

    /**
     * The clause literals whose negations, set as decisions, the assignments of {@code lits} follow from, into
     * {@code out} in the order they were set; their count.
     */
    private int needed(int[] lits, int[] out) {
        int[] decided = analysis.decisions(lits, trailTop);
        for (int i = 0; i < decided.length; i++) {
            out[i] = Placements.negate(decided[i]);
        }
        return decided.length;
    }

    /** Some literal of c is true. */
    private boolean satisfied(int[] c) {
        for (int l : c) {
            if (value(l) == 1) {
                return true;
            }
        }
        return false;
    }
    /** The intersections' propagator, with {@link #pointing()}, once the search has started; else null. */
    private Intersections intersections;

    /** The search keeps best phases ({@link #bestPhases()}). */
    private boolean bestPhases;
    /** The longest conflict-free trail so far: where the best phases were taken. */
    private int bestTop;

    /**
     * At a conflict: when the levels below the conflict's (all propagated without one) are the longest trail
     * so far, each cell placed on them takes its digit as its phase.
     */
    private void keepBest() {
        int top = levels.data[levels.size - 1];
        if (top > bestTop) {
            bestTop = top;
            for (int i = heldLevels.data[levels.size - 1] - 1; i >= 0; i--) {
                phases.hold(held.data[i]);
            }
        }
    }

    /** The decision's variable: v, or with phases its cell's phase digit when that is open. */
    private int decision(int v) {
        int w = phases == null || !stable ? -1 : phases.variable(Placements.cell(v, n));
        if (w < 0 || w == v || !open(w)) {
            return v;
        }
        order.restore(v); // v stays a choice; w is taken from the heap when its turn comes, or skipped
        return w;
    }

    /**
     * Sets each cell's phase to {@code grid}'s digit there (1..n; 0 or out of range: none), as rephasing
     * does; with {@code save}, a backjump then saves each undone cell's digit as its phase.
     */
    public void rephase(int[] grid, boolean save) {
        if (phases == null) {
            phases = new Phases(grid.length, n, save);
        }
        phases.set(grid, save);
    }

    /**
     * Each cell's phase as a grid: its digit (1..n), the digit it holds now if it holds one, or 0 (none):
     * what the search would try, for the GA to decode as a member.
     */
    public int[] phaseGrid() {
        int[] grid = solution();
        for (int c = 0; c < grid.length; c++) {
            grid[c] = grid[c] != 0 || phases == null ? grid[c] : phases.digit(c);
        }
        return grid;
    }

    /** Phase saving alone: no phase yet, each cell's digit saved as its phase when a backjump undoes it. */
    public void savePhases(int cells) {
        phases = new Phases(cells, n, true);
    }

    /**
     * Adds a clause that follows from the puzzle (a nogood of the GA's), between slices (at level 0): its
     * false literals dropped, nothing when one is true; a unit is set; no literal left proves that there
     * is no solution.
     */
    public void addClause(int[] lits) {
        int[] open = new int[lits.length];
        int size = 0;
        for (int l : lits) {
            int x = value(l);
            if (x == 1) {
                return;
            }
            if (x == 0) {
                open[size++] = l;
            }
        }
        if (size == 0) {
            unsatisfiable = true;
        } else if (size == 1) {
            assign(open[0], Reason.NONE);
            units.add(open[0]);
        } else {
            clauses.add(Arrays.copyOf(open, size), size);
        }
    }

    /** The clause store's index past its last clause: a mark for {@link #learnedSince}. */
    public int clauseMark() {
        return clauses.added();
    }

    /** The clauses (of at least two literals) added since {@code mark} and still kept, each a copy. */
    public List<int[]> learnedSince(int mark) {
        return clauses.keptSince(mark);
    }

    /** How many units (literals set at level 0 by learning or by {@link #addClause}) there are. */
    public int unitCount() {
        return units.size;
    }

    /** The i-th unit's literal. */
    public int unit(int i) {
        return units.data[i];
    }

    /** The solved grid (after {@link Slice#SOLVED}); while searching, the digits set so far (0: none). */
    public int[] solution() {
        int[] grid = new int[level.length / n];
        for (int v = 0; v < level.length; v++) {
            if (isTrue(v)) {
                grid[Placements.cell(v, n)] = Placements.digit(v, n);
            }
        }
        return grid;
    }

    /** Sets literal l true, for {@code why}; false if it is already false. */
    private boolean assign(int l, int why) {
        int v = Placements.varOf(l);
        if (literalValue[l] != 0) {
            return literalValue[l] == 1;
        }
        literalValue[l] = 1;
        literalValue[Placements.negate(l)] = -1;
        if (bestPhases && Placements.isHolds(l)) { // only best phases read the placements' list
            held.add(v);
        }
        propagations++;
        level[v] = levels.size;
        reason[v] = why;
        trail[trailTop++] = l;
        return true;
    }

    /** Propagates the trail: null, or the literals of a clause that every assignment makes false. */
    private int[] propagate() {
        while (head < trailTop) {
            int l = trail[head++];
            int[] conflict = Placements.isHolds(l) ? holds(Placements.varOf(l)) : lacks(Placements.varOf(l));
            if (conflict == null) {
                conflict = clauses.propagate(Placements.negate(l), this);
            }
            if (conflict != null) {
                return conflict;
            }
        }
        return null;
    }

    /** {@link #propagate}, then the Hall sets at its fixpoint, until neither sets more or one finds a conflict. */
    private int[] propagateWithHallSets() {
        while (true) {
            int[] conflict = propagate();
            if (conflict == null) {
                conflict = hallSets.propagate(removeForHallSet, trailTop);
            }
            if (conflict != null || head == trailTop) {
                return conflict;
            }
        }
    }

    /** Variable v holds: every other variable of its groups is false. */
    private int[] holds(int v) {
        int why = Reason.pair(v);
        int count = groups.groupsOf(v, groupsOfV);
        for (int k = 0; k < count; k++) {
            for (int w : groups.vars[groupsOfV[k]]) {
                if (w != v && !assign(Placements.lacks(w), why)) {
                    return new int[] {Placements.lacks(v), Placements.lacks(w)};
                }
            }
        }
        return null;
    }

    /** Variable v is false: a group left with one variable not false makes it true. */
    private int[] lacks(int v) {
        int[] conflict = null;
        if (hallSets != null) {
            hallSets.lose(v);
        }
        int count = groups.groupsOf(v, groupsOfV);
        for (int k = 0; k < count; k++) { // every group counts the variable, even after a conflict
            int g = groupsOfV[k];
            int[] found = lacks(g, groups.lose(g, v));
            conflict = conflict == null ? found : conflict;
        }
        if (intersections != null) { // every pair counts the variable, even after a conflict
            for (int i = intersections.from(v), end = intersections.to(v); i < end; i++) {
                int p = intersections.pair(i);
                if (intersections.lose(p) == 0) {
                    int[] found = confine(p);
                    conflict = conflict == null ? found : conflict;
                }
            }
        }
        return conflict;
    }

    /** Pair p's first unit has its digit only in the shared cells: the second unit's others are false. */
    private int[] confine(int p) {
        int[] conflict = null;
        for (int w : intersections.target[p]) {
            if (open(w)) {
                assign(Placements.lacks(w), Reason.pointing(p));
            } else if (isTrue(w) && conflict == null) {
                conflict = intersections.clause(p, w);
            }
        }
        return conflict;
    }

    /** Group g has {@code left} variables not propagated as false. */
    private int[] lacks(int g, int left) {
        if (left > 1) {
            return null;
        }
        if (left == 0) {
            return groups.clause(g);
        }
        int w = groups.last(g); // every other variable of the group is false, and propagated
        if (open(w)) {
            assign(Placements.holds(w), Reason.group(g));
        }
        return null; // true already, or false but not yet propagated: its turn finds the conflict
    }

    /**
     * Deletes half of the learned clauses of more than two levels, those of most levels first (the oldest
     * first among equals), never a clause that is the reason of an assignment.
     */
    private void reduce() {
        List<Integer> worst = clauses.worstFirst(k -> clauses.score(k) > 2
                && reasonClause(Placements.varOf(clauses.get(k)[0])) != k, false);
        clauses.delete(worst.subList(0, worst.size() / 2));
        deleted += worst.size() / 2;
        assert reasonsKept() : "a deleted clause is the reason of an assignment";
    }

    /** Learned clauses deleted so far. */
    private long deleted;

    /** The learned clauses' store (for tests of its invariants). */
    ClauseStore clauseStore() {
        return clauses;
    }

    /** Learned clauses deleted so far by {@link #reduce} (for tests of the deletion). */
    long deleted() {
        return deleted;
    }

    /** Sets when the next deletion runs: after that many clauses (for tests that make it run early). */
    void reduceAt(long clauseCount) {
        reduceAt = clauseCount;
    }

    /** True when no assigned variable's reason is a deleted clause. */
    private boolean reasonsKept() {
        for (int v = 0; v < level.length; v++) {
            int k = reasonClause(v);
            if (k >= 0 && clauses.get(k) == null) {
                return false;
            }
        }
        return true;
    }

    /** Variable v is unassigned. */
    private boolean open(int v) {
        return literalValue[Placements.holds(v)] == 0;
    }

    /** Variable v is assigned true. */
    private boolean isTrue(int v) {
        return literalValue[Placements.holds(v)] == 1;
    }

    /** Literal l's value: 1 true, -1 false, 0 unassigned. */
    @Override
    public int value(int l) {
        return literalValue[l];
    }

    /** The learned clause that set variable v, or -1. */
    private int reasonClause(int v) {
        return !open(v) && reason[v] != Reason.NONE && Reason.kind(reason[v]) == Reason.CLAUSE
                ? Reason.index(reason[v]) : -1;
    }

    /** Called by the clauses: sets l true for clause k; false if l is false. */
    @Override
    public boolean imply(int l, int k) {
        return assign(l, Reason.clause(k));
    }

    /** Analyses a conflict, jumps back to the learnt clause's second highest level and asserts its first literal. */
    private void learn(int[] conflict) {
        int[] lits = analysis.analyse(conflict, levels.size, trailTop);
        backjump(analysis.backLevel());
        if (lits.length == 1) {
            assign(lits[0], Reason.NONE);
            units.add(lits[0]);
        } else {
            int k = clauses.add(lits, clauses.lbd(lits, level));
            assign(lits[0], Reason.clause(k));
        }
    }

    /** Undoes every assignment above decision level {@code back}. */
    private void backjump(int back) {
        if (levels.size <= back) {
            return;
        }
        int mark = levels.data[back];
        for (int i = trailTop - 1; i >= mark; i--) {
            int l = trail[i];
            int v = Placements.varOf(l);
            if (!Placements.isHolds(l) && i < head) {
                groups.regain(v, groupsOfV);
                if (intersections != null) {
                    intersections.regain(v);
                }
                if (hallSets != null) {
                    hallSets.regain(v);
                }
            } else if (phases != null && Placements.isHolds(l)) {
                phases.undone(v);
            }
            literalValue[l] = 0;
            literalValue[Placements.negate(l)] = 0;
            order.restore(v);
        }
        trailTop = mark;
        head = Math.min(head, mark);
        if (hallSets != null) {
            hallSets.backjump(mark);
        }
        levels.size = back;
        held.size = heldLevels.data[back];
        heldLevels.size = back;
    }
}
