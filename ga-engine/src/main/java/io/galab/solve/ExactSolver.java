package io.galab.solve;

import io.galab.puzzle.Digits;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The oracle: an exact solver for every geometry, by constraint propagation and depth-first search.
 *
 * <p>Propagation is galab's one engine ({@link Propagator}: 64-bit candidate masks, bit d for digit d):
 * naked singles (a cell with one candidate removes it from its peers) and hidden singles (a digit with one
 * place left in a unit goes there) until neither applies; a cell or a unit left without a candidate is a
 * contradiction. Both rules only remove candidates, so the fixed point a node reaches, and whether it holds
 * a contradiction, does not depend on the order of the work: the search tree is the one the solver's
 * earlier propagation made. Search then branches on an unfilled cell with the fewest candidates (the
 * first such cell, so search is deterministic), its digits in ascending order, and backtracks by undoing
 * the engine's trail.
 *
 * <p>Used to check puzzle sets, to verify that a GA's reported answer is valid, and, with a random
 * digit order, to fill blank grids for the generator. An instance is thread-safe: each thread's calls share
 * that thread's engine, which every call starts afresh.
 */
public final class ExactSolver {

    private final Geometry geometry;
    /**
     * Each thread's engine over the geometry's own tables (read, never written), reused by every search
     * that thread makes with this solver: a search starts it afresh from the givens, so a small puzzle's
     * solve does not pay for allocating and clearing its arrays.
     */
    private final ThreadLocal<Propagator> engines;

    public ExactSolver(Geometry geometry) {
        this.geometry = geometry;
        int[][][] tables = geometry.sharedTables();
        this.engines = ThreadLocal.withInitial(() -> Propagator.forSearch(geometry.n(), tables[0], tables[1],
                tables[2]));
    }

    public Geometry geometry() {
        return geometry;
    }

    /** The number of solutions, counted up to {@code limit}: {@code limit} means "at least that many". */
    public record SolutionCount(int count, int limit) {
        public boolean isUnique() {
            return count == 1;
        }

        public boolean hasNone() {
            return count == 0;
        }

        /** True when the count reached the limit, so there may be more. */
        public boolean atLimit() {
            return count >= limit;
        }

        @Override
        public String toString() {
            return count == 0 ? "no solution" : count == 1 && limit > 1 ? "exactly one solution"
                    : atLimit() ? (limit == 2 ? "more than one solution" : "at least " + count + " solutions")
                    : count + " solutions";
        }
    }

    /** Solves the puzzle: its first solution in search order, or empty when it has none. */
    public Optional<int[]> solve(Puzzle puzzle) {
        return solve(puzzle.givens(), null);
    }

    /** Solves from the given values (0 = blank): the first solution in search order, or empty. */
    public Optional<int[]> solve(int[] givens) {
        return solve(givens, null);
    }

    /**
     * Solves trying digits in an order drawn from {@code random} at every branch: a random solution,
     * reproducible from the generator's seed. With all cells blank this fills a random valid grid.
     */
    public Optional<int[]> solveRandom(int[] givens, RandomGenerator random) {
        return solve(givens, random);
    }

    /**
     * {@link #solveRandom(int[], RandomGenerator)} within {@code maxNodes} search nodes: a random fill
     * of a large blank grid is quick on most digit orders and heavy-tailed on a few, so a caller bounds
     * it and draws again (docs/puzzle-formats.md, "Instance families").
     */
    public Attempt solveRandom(int[] givens, RandomGenerator random, long maxNodes) {
        Search search = new Search(random, 1, SearchBound.until(maxNodes, 0, false));
        search.start(givens);
        return search.attempt();
    }

    private Optional<int[]> solve(int[] givens, RandomGenerator random) {
        if (geometry.hasCages() && random == null) {
            // a Killer's first solution by the search that learns from its cages (as its count, cdclCount)
            return Optional.ofNullable(killerSearch(SearchBound.none()).solve(givens));
        }
        Search search = new Search(random, 1, SearchBound.none());
        search.start(givens);
        return Optional.ofNullable(search.first);
    }

    /**
     * One bounded search for a solution, as a run of the {@code exact} variant makes it.
     *
     * @param solution the first solution in search order, or null when none was found
     * @param nodes    search nodes visited
     * @param decided  false when the search stopped at its bound (nodes, time or an interruption)
     *                 before it found a solution or proved there is none
     * @param limit    the limit that stopped an undecided search, null for a decided one
     */
    public record Attempt(int[] solution, long nodes, boolean decided, SearchBound.Limit limit) {

        /** The attempt of a search that has ended, within {@code bound}. */
        public static Attempt of(int[] solution, SearchBound bound) {
            boolean decided = solution != null || !bound.stopped();
            return new Attempt(solution, bound.nodes(), decided, decided ? null : bound.reached());
        }
    }

    /**
     * Searches for a solution within {@code maxNodes} nodes and {@code maxSeconds} of wall time (0: no
     * limit), stopping early when the thread is interrupted.
     */
    public Attempt attempt(Puzzle puzzle, long maxNodes, double maxSeconds) {
        return attempt(puzzle, SearchBound.of(maxNodes, maxSeconds, true));
    }

    /** Searches for a solution within {@code bound}. */
    public Attempt attempt(Puzzle puzzle, SearchBound bound) {
        Search search = new Search(null, 1, bound);
        search.start(puzzle.givens());
        return search.attempt();
    }

    /** Counts solutions up to {@code limit} (use 2 to tell unique from several). */
    public SolutionCount countSolutions(int[] givens, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, was " + limit);
        }
        if (geometry.hasCages()) {
            return cdclCount(givens, limit, SearchBound.none()).orElseThrow();
        }
        Search search = new Search(null, limit, SearchBound.none());
        search.start(givens);
        return new SolutionCount(search.found, limit);
    }

    public SolutionCount countSolutions(Puzzle puzzle, int limit) {
        return countSolutions(puzzle.givens(), limit);
    }

    /**
     * Counts solutions up to {@code limit}, visiting at most {@code maxNodes} search nodes: empty when
     * the search would need more (a very sparse large grid), so a caller can bound its time.
     */
    public Optional<SolutionCount> countSolutions(Puzzle puzzle, int limit, long maxNodes) {
        return countSolutions(puzzle, limit, maxNodes, 0);
    }

    /**
     * Counts solutions up to {@code limit}, within {@code maxNodes} search nodes and {@code maxSeconds}
     * of wall time (0: no time limit): empty when the search would need more, so that no caller waits
     * on a puzzle the search cannot decide (a large, sparse grid; docs/experiments.md, "Hostile and
     * broken input").
     */
    public Optional<SolutionCount> countSolutions(Puzzle puzzle, int limit, long maxNodes, double maxSeconds) {
        if (geometry.hasCages()) {
            return cdclCount(puzzle.givens(), limit, SearchBound.of(maxNodes, maxSeconds, false));
        }
        Search search = new Search(null, limit, SearchBound.of(maxNodes, maxSeconds, false));
        search.start(puzzle.givens());
        return search.bound.stopped() ? Optional.empty() : Optional.of(new SolutionCount(search.found, limit));
    }

    /**
     * Counts a Killer's solutions up to {@code limit} by the CDCL search, which learns from its cages' sums: each
     * solution found is excluded by a clause (one of its free cells must differ) and the search goes on, so a count
     * of 1 is a proof that no other solution exists (docs/algorithms.md, "Killer cages": the depth-first search
     * bounds the sums too, but learns nothing, and a Killer with few givens takes it minutes). Empty when the bound
     * came first.
     */
    /** The restart base of a Killer's count: {@code exact}'s default (its parameters.csv). */
    static final int COUNT_RESTART_BASE = 100;

    /** The oracle's search on a Killer: the CDCL search at exact's configuration, seeded alike every time. */
    private CdclSearch killerSearch(SearchBound bound) {
        return new CdclSearch(geometry, new java.util.SplittableRandom(1), bound,
                SearchConfig.exact(COUNT_RESTART_BASE));
    }

    private Optional<SolutionCount> cdclCount(int[] givens, int limit, SearchBound bound) {
        CdclSearch search = killerSearch(bound);
        CdclExchange exchange = new CdclExchange(search);
        int found = 0;
        if (search.start(givens)) {
            while (found < limit) {
                CdclSearch.Slice slice = search.search(Long.MAX_VALUE);
                if (slice == CdclSearch.Slice.STOPPED) {
                    return Optional.empty();
                }
                if (slice != CdclSearch.Slice.SOLVED) {
                    break;
                }
                found++;
                int[] grid = search.solution();
                search.restartToLevelZero();
                int[] block = new int[grid.length];
                int size = 0;
                for (int c = 0; c < grid.length; c++) {
                    if (givens[c] == 0) {
                        block[size++] = Placements.lacks(Placements.variable(c, grid[c], geometry.n()));
                    }
                }
                if (size == 0) {
                    break; // every cell given: the one solution
                }
                exchange.addClause(java.util.Arrays.copyOf(block, size));
            }
        }
        return Optional.of(new SolutionCount(found, limit));
    }

    /**
     * True when {@code grid} is a complete solution of the puzzle: every cell holds 1..n, every given
     * is kept, and every unit holds every digit once.
     */
    public static boolean isSolution(Puzzle puzzle, int[] grid) {
        Geometry g = puzzle.geometry();
        if (grid == null || grid.length != g.cellCount()) {
            return false;
        }
        int n = g.n();
        for (int cell = 0; cell < grid.length; cell++) {
            if (grid[cell] < 1 || grid[cell] > n || (puzzle.isGiven(cell) && puzzle.given(cell) != grid[cell])) {
                return false;
            }
        }
        long all = Digits.all(n);
        for (int u = 0; u < g.unitCount(); u++) {
            long seen = 0;
            for (int j = 0; j < n; j++) {
                seen |= Digits.bit(grid[g.unitCell(u, j)]);
            }
            if (seen != all) {
                return false;
            }
        }
        return !g.hasCages() || Cages.satisfied(g, grid);
    }

    /** One depth-first search: stops after {@code limit} solutions. */
    private final class Search {
        /** Each cell's placed digit, for the cages' check: 0 where it has more than one candidate. */
        int[] placed;

        /** Whether every killer cage can still be completed from the cells with one candidate left. */
        boolean cagesFeasible() {
            if (placed == null) {
                placed = new int[cand.length];
            }
            for (int cell = 0; cell < cand.length; cell++) {
                placed[cell] = Long.bitCount(cand[cell]) == 1 ? Digits.lowest(cand[cell]) : 0;
            }
            for (int k = 0; k < geometry.cageCount(); k++) {
                if (!Cages.feasible(geometry, k, placed)) {
                    return false;
                }
            }
            return true;
        }

        final RandomGenerator random;
        final int limit;
        final Propagator engine = engines.get();
        final long[] cand = engine.candidates();
        final SearchBound bound;
        int found;
        int[] first;

        Search(RandomGenerator random, int limit, SearchBound bound) {
            this.random = random;
            this.limit = limit;
            this.bound = bound;
        }

        Attempt attempt() {
            return Attempt.of(first, bound);
        }

        /** Places the givens, propagates, and searches from there (nothing to search on a contradiction). */
        void start(int[] givens) {
            if (givens.length != geometry.cellCount()) {
                throw new IllegalArgumentException("expected " + geometry.cellCount() + " cells for "
                        + geometry.describe() + ", got " + givens.length);
            }
            if (engine.loadGivens(givens) && engine.propagate()) {
                run();
            }
        }

        void run() {
            if (!bound.node()) {
                return;
            }
            if (geometry.hasCages() && !cagesFeasible()) {
                return; // a killer cage that this branch can no longer complete
            }
            int best = -1;
            int bestCount = Integer.MAX_VALUE;
            for (int cell = 0; cell < cand.length; cell++) {
                int count = Long.bitCount(cand[cell]);
                if (count > 1 && count < bestCount) {
                    best = cell;
                    bestCount = count;
                    if (count == 2) {
                        break;
                    }
                }
            }
            if (best < 0) {
                if (found++ == 0) {
                    first = new int[cand.length];
                    for (int cell = 0; cell < cand.length; cell++) {
                        first[cell] = Digits.lowest(cand[cell]);
                    }
                }
                return;
            }
            int[] digits = new int[bestCount];
            long m = Digits.ascending(cand[best]);
            for (int i = 0; i < bestCount; i++) {
                digits[i] = Digits.ofAscendingBit(Long.numberOfTrailingZeros(m));
                m &= m - 1;
            }
            if (random != null) {
                for (int i = bestCount - 1; i > 0; i--) {
                    int j = random.nextInt(i + 1);
                    int t = digits[i];
                    digits[i] = digits[j];
                    digits[j] = t;
                }
            }
            for (int d : digits) {
                int mark = engine.mark();
                if (engine.place(best, d, Propagator.DECISION) && engine.propagate()) {
                    run();
                }
                engine.undo(mark);
                if (found >= limit || bound.stopped()) {
                    return;
                }
            }
        }
    }
}
