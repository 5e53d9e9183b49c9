package io.galab.solve;

import io.galab.puzzle.Geometry;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The {@code exact} variant's {@code search: cdcl} (docs/algorithms.md, "exact"): conflict-driven clause learning
 * on the puzzle's own constraints, for the giant grids near the phase transition. This file holds the search loop
 * and its trail; its other concerns have files of their own, as CaDiCaL's do: {@link Restarts} (restarts and
 * modes), {@link Phases}, {@link Reduction}, {@link ConflictAnalysis}, {@link VarOrder} (decisions by activity)
 * and {@link CdclExchange} (the GA–CDCL hybrid's interface). How it searches is one {@link SearchConfig}.
 *
 * <p>A literal is {@code 2·var} (true) or {@code 2·var + 1} (false). The rules are kept as exactly-one
 * {@link Groups}, not as clauses: a variable made true makes the rest of its groups false (a reason of two
 * literals), and a group left with one variable not false makes it true (the group's clause is the reason): the
 * plain CNF encoding's unit propagation, without its {@code O(n⁴)} binary clauses. With
 * {@link SearchConfig.Rules#HALL_SETS}, {@link HallSets} propagate at the groups' fixpoint. Learned clauses are
 * watched by two literals (Moskewicz et al., DAC 2001). A conflict is analysed to its first unique implication
 * point and the clause minimised (Marques-Silva &amp; Sakallah, 1999; Sörensson &amp; Biere, SAT 2009); the search
 * jumps back to the clause's second highest level. A decision takes the cell of the unassigned variable that took
 * part in the most conflict analyses, and sets it to its phase's digit when the mode decides by phases and that
 * digit is open, else sets the variable itself true; the run's seed orders the first choices. It is complete: a
 * conflict without decisions proves that the puzzle has no solution. A search node is a decision. After the
 * givens are propagated, each group keeps only its open variables ({@code Groups#compact}), as a SAT solver's
 * reduced encoding.
 */
public final class CdclSearch implements ClauseStore.Literals {

    /** How a slice ended ({@link #search}): solved, proved to have no solution, bounded, or paused. */
    public enum Slice { SOLVED, UNSATISFIABLE, STOPPED, PAUSED }

    private final int n;
    private final Geometry geometry;
    private final SearchConfig config;
    private final Groups groups;
    /** Each literal's value, 1 true, -1 false, 0 unassigned: a variable's value is its literal "holds"'s. */
    private final byte[] literalValue;
    private final int[] level;
    private final int[] reason;
    private final int[] trail;
    private int trailTop;
    private int head;
    /** Each decision level's start on the trail. */
    private final IntList levels = new IntList();
    private final ClauseStore clauses;
    private final VarOrder order;
    private final ConflictAnalysis analysis;
    private final SearchBound bound;
    private final Restarts restarts;
    private final Phases phases;
    private final Reduction reduction;
    private long conflicts;
    private long propagations;
    /** The groups of the variable being propagated ({@link Groups#groupsOf}). */
    private final int[] groupsOfV;
    private boolean unsatisfiable;
    /** The units learned or added at level 0, as literals, in their order. */
    private final IntList units = new IntList();
    /** The Hall sets' propagator, with {@link SearchConfig.Rules#HALL_SETS}, once the search has started; else null. */
    private HallSets hallSets;
    private final HallSets.Removals removeForHallSet = (v, b) -> assign(Placements.lacks(v), Reason.hall(b));
    /** The learned clause that set a variable, or -1 ({@link Reduction} spares them). */
    private final java.util.function.IntUnaryOperator reasonOf = this::reasonClause;

    /**
     * @param bound  the decisions allowed, the deadline and the interruption (one {@link SearchBound} a search)
     * @param config how it searches
     */
    public CdclSearch(Geometry geometry, SplittableRandom random, SearchBound bound, SearchConfig config) {
        this.n = geometry.n();
        this.geometry = geometry;
        this.config = config;
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
        this.restarts = new Restarts(config.schedule());
        this.phases = new Phases(geometry.cellCount(), n, config.phases());
        this.reduction = new Reduction(config.schedule().firstReduction());
        this.cages = geometry.hasCages() ? new Cages.Theory(geometry) : null;
    }

    /** A Killer's cages, checked at every fixpoint ({@link Cages.Theory}); null without cages. */
    private final Cages.Theory cages;

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

    /**
     * Searches for a completion of {@code givens} (0 = blank): the solution, or null when there is none or the
     * bound came first ({@link SearchBound#stopped()} tells which).
     */
    public int[] solve(int[] givens) {
        return start(givens) && search(Long.MAX_VALUE) == Slice.SOLVED ? solution() : null;
    }

    /** Sets the givens at level 0 and starts the restart schedule; false when they contradict each other. */
    public boolean start(int[] givens) {
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
        if (cages != null && (!cages.restrict(this::isTrue, this::open, v -> assign(Placements.lacks(v),
                Reason.NONE)) || propagate() != null)) {
            unsatisfiable = true;
            return false;
        }
        groups.compact(v -> !open(v));
        if (config.rules() == SearchConfig.Rules.HALL_SETS) {
            hallSets = new HallSets(geometry, literalValue, level);
            analysis.hallSets(hallSets);
        }
        restarts.start(conflicts);
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
            while (conflicts < restarts.limit()) {
                int[] conflict = hallSets == null ? propagate() : propagateWithHallSets();
                if (conflict == null && cages != null) {
                    conflict = cages.conflict(this::isTrue);
                }
                if (conflict != null) {
                    conflicts++;
                    if (levels.size == 0) {
                        unsatisfiable = true;
                        return Slice.UNSATISFIABLE;
                    }
                    phases.conflict(levels.size, levels.data[levels.size - 1]);
                    learn(conflict);
                    if (conflicts >= pauseAt) {
                        backjump(0);
                        return Slice.PAUSED;
                    }
                    continue;
                }
                reduction.reduceIfDue(clauses, reasonOf, level.length);
                int v = order.next(literalValue);
                if (v < 0) {
                    return Slice.SOLVED;
                }
                if (!bound.node()) {
                    return Slice.STOPPED;
                }
                levels.add(trailTop);
                phases.levelStarted();
                assign(Placements.holds(decision(v)), Reason.NONE);
            }
            backjump(0);
            restarts.restarted(conflicts);
        }
    }

    /** The decision's variable: v, or in a mode that decides by phases its cell's phase digit when that is open. */
    private int decision(int v) {
        int w = restarts.stable() ? phases.variable(Placements.cell(v, n)) : -1;
        if (w < 0 || w == v || !open(w)) {
            return v;
        }
        order.restore(v); // v stays a choice; w is taken from the heap when its turn comes, or skipped
        return w;
    }

    /**
     * After a solution, back to level 0, so that a clause can be added ({@link CdclExchange#addClause}) and the
     * search go on: how a count excludes the solutions it found.
     */
    void restartToLevelZero() {
        backjump(0);
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

    /** How many times the search switched modes so far. */
    long modeSwitches() {
        return restarts.switches();
    }

    /** Learned clauses deleted so far by clause reduction. */
    long deleted() {
        return reduction.deleted();
    }

    /** The learned clauses' store (for the exchange, and tests of its invariants). */
    ClauseStore clauseStore() {
        return clauses;
    }

    /** The phases (for the exchange). */
    Phases phases() {
        return phases;
    }

    /** The units learned or added at level 0, as literals, in their order (for the exchange). */
    IntList units() {
        return units;
    }

    /** Sets literal l true at level 0 as a unit (between slices); false when it is false there. */
    boolean addUnit(int l) {
        units.add(l);
        return assign(l, Reason.NONE);
    }

    /** The puzzle has no solution: a clause added between slices has no literal left. */
    void refuted() {
        unsatisfiable = true;
    }
    /** Sets literal l true, for {@code why}; false if it is already false. */
    private boolean assign(int l, int why) {
        int v = Placements.varOf(l);
        if (literalValue[l] != 0) {
            return literalValue[l] == 1;
        }
        literalValue[l] = 1;
        literalValue[Placements.negate(l)] = -1;
        if (Placements.isHolds(l)) {
            phases.placed(v);
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
                if (hallSets != null) {
                    hallSets.regain(v);
                }
            } else if (Placements.isHolds(l)) {
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
        phases.backjumped(back);
    }
}
