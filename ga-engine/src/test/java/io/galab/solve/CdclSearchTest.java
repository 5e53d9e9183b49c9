package io.galab.solve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.FamilyGenerator;
import io.galab.puzzle.Puzzle;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** What only clause learning has: its learned clauses, which must follow from the puzzle's rules. */
class CdclSearchTest {

    /**
     * A learned clause follows from the rules and the givens, so every solution satisfies it; a wrong
     * analysis (a literal dropped, a reason misread) learns clauses that cut solutions off. The search's
     * own solution satisfies its clauses whatever they are, so they are checked against solutions found
     * without them: other searches', from ten other seeds, on instances with many solutions that need
     * hundreds to thousands of conflicts (two 25x25s at 42% and 45% givens).
     */
    @Test
    void everyLearnedClauseHoldsInSolutionsFoundWithoutIt() {
        List<Puzzle> puzzles = List.of(FamilyGenerator.load("family/sudoku25-45", 4, 25).puzzles().get(3),
                FamilyGenerator.load("family/sudoku25-42", 2, 2542).puzzles().get(1));
        int checked = 0;
        for (Puzzle p : puzzles) {
            List<int[]> learned = new java.util.ArrayList<>();
            // exact's, the Hall sets' explanations, and phases from outside
            for (SearchConfig config : List.of(SearchConfig.exact(100),
                    SearchConfig.exact(100).with(SearchConfig.Rules.HALL_SETS),
                    SearchConfig.exact(100).with(SearchConfig.PhasePolicy.GA, SearchConfig.Modes.ONE))) {
                CdclSearch search = new CdclSearch(p.geometry(), new SplittableRandom(1), SearchBound.none(), config);
                assertTrue(ExactSolver.isSolution(p, search.solve(p.givens())), p.id());
                learned.addAll(search.learnedClauses());
            }
            Set<List<Integer>> others = new HashSet<>();
            for (long seed = 2; seed <= 11; seed++) {
                int[] other = new CdclSearch(p.geometry(), new SplittableRandom(seed), SearchBound.none(),
                        SearchConfig.exact(100)).solve(p.givens());
                others.add(Arrays.stream(other).boxed().toList());
                for (int[] clause : learned) {
                    assertTrue(satisfied(clause, other, p.geometry().n()),
                            p.id() + ": a learned clause cuts off a solution, " + Arrays.toString(clause));
                    checked++;
                }
            }
            assertTrue(others.size() > 5, p.id() + " has many solutions: " + others.size() + " of 10 differ");
        }
        assertTrue(checked > 10_000, "clauses checked: " + checked);
    }

    /**
     * The configurations the searches run: exact's, its modes switching from the first conflict, clauses reduced from
     * the tenth, one mode with best phases, phases from outside (none set: decisions by activity alone), and Hall sets.
     */
    private static final Map<String, SearchConfig> CONFIGS = Map.of(
            "exact's", SearchConfig.exact(100),
            "switching and reducing early", SearchConfig.exact(100).early(1, 10),
            "one mode, best phases",
            SearchConfig.exact(100).with(SearchConfig.PhasePolicy.BEST, SearchConfig.Modes.ONE),
            "phases from outside", SearchConfig.exact(100).with(SearchConfig.PhasePolicy.GA, SearchConfig.Modes.ONE),
            "Hall sets", SearchConfig.exact(100).with(SearchConfig.Rules.HALL_SETS).early(1, 10));

    /**
     * The search against the oracle on random small instances, satisfiable and not (seeded): a 9x9 solution's
     * cells kept at random (20 to 45% of them), and in half the instances one kept given changed to another
     * digit, which usually leaves no solution. The search finds a solution exactly when the oracle counts one,
     * and a solution it returns is one.
     */
    @Test
    void agreesWithTheOracleOnRandomInstancesSatisfiableAndNot() {
        io.galab.puzzle.Geometry g = io.galab.puzzle.Geometry.sudoku(3);
        ExactSolver oracle = new ExactSolver(g);
        Puzzle s06a = io.galab.puzzle.PuzzleLibrary.load("sudoku/mantere-koljonen").get("s06a");
        int[] solution = oracle.attempt(s06a, Long.MAX_VALUE, 0).solution();
        SplittableRandom random = new SplittableRandom(71);
        int sat = 0;
        int unsat = 0;
        for (int i = 0; i < 300; i++) {
            int[] givens = new int[solution.length];
            double keep = 0.2 + 0.25 * random.nextDouble();
            for (int c = 0; c < givens.length; c++) {
                givens[c] = random.nextDouble() < keep ? solution[c] : 0;
            }
            if (random.nextBoolean()) {
                int c = random.nextInt(givens.length);
                givens[c] = (solution[c] + random.nextInt(8)) % 9 + 1; // another digit than the solution's
            }
            boolean solvable = !oracle.countSolutions(givens, 1).hasNone();
            for (Map.Entry<String, SearchConfig> named : CONFIGS.entrySet()) {
                CdclSearch search = new CdclSearch(g, new SplittableRandom(i), SearchBound.none(), named.getValue());
                int[] found = search.solve(givens);
                String what = "instance " + i + " " + named.getKey();
                assertTrue(search.clauseStore().watchesHold(), "the watch invariant, " + what);
                assertEquals(solvable, found != null, what + ": " + Arrays.toString(givens));
                if (found != null) {
                    assertTrue(ExactSolver.isSolution(new Puzzle("random-" + i, g, givens), found), what);
                }
            }
            if (solvable) {
                sat++;
            } else {
                unsat++;
            }
        }
        assertTrue(sat > 50 && unsat > 50, "both kinds met: " + sat + " satisfiable, " + unsat + " not");
    }

    /**
     * Switching modes from the first conflict on (the first mode one conflict long, not 1000): the search
     * switches between its focused and stable modes, each mode twice as long as the one before and ending at
     * the first restart after that, and still ends with a solution; the same search in one mode never
     * switches. The puzzle takes 1,857 conflicts, so that the stable mode's long restarts (1024·luby) end
     * more than one mode.
     */
    @Test
    void switchingModesSwitchesAndStillSolves() {
        Puzzle p = FamilyGenerator.load("family/sudoku25-45", 4, 25).puzzles().get(1);
        SearchConfig switching = SearchConfig.exact(1).early(1, SearchConfig.FIRST_REDUCTION);
        CdclSearch search = new CdclSearch(p.geometry(), new SplittableRandom(1), SearchBound.none(), switching);
        assertTrue(search.start(p.givens()));
        assertEquals(CdclSearch.Slice.SOLVED, search.search(Long.MAX_VALUE));
        assertTrue(ExactSolver.isSolution(p, search.solution()), p.id());
        assertTrue(search.modeSwitches() >= 2, "switched " + search.modeSwitches() + " times in "
                + search.conflicts() + " conflicts");
        // each mode twice as long as the one before: the k-th switch comes after at least 2^k - 1 conflicts
        assertTrue(search.conflicts() >= (1L << search.modeSwitches()) - 1, "modes that double: "
                + search.modeSwitches() + " switches in " + search.conflicts() + " conflicts");
        CdclSearch one = new CdclSearch(p.geometry(), new SplittableRandom(1), SearchBound.none(),
                switching.with(SearchConfig.PhasePolicy.BEST, SearchConfig.Modes.ONE));
        assertTrue(one.start(p.givens()));
        assertEquals(CdclSearch.Slice.SOLVED, one.search(Long.MAX_VALUE));
        assertEquals(0, one.modeSwitches());
    }

    /**
     * Clause deletion run early and often (after 50 clauses, not 2000): learned clauses are deleted, the
     * search's assertion finds no deleted clause that is the reason of an assignment (the tests run with
     * assertions on), and the search still ends with a solution.
     */
    @Test
    void clauseDeletionRunsAndSparesTheReasons() {
        Puzzle p = FamilyGenerator.load("family/sudoku25-45", 4, 25).puzzles().get(3);
        CdclSearch search = new CdclSearch(p.geometry(), new SplittableRandom(1), SearchBound.none(),
                SearchConfig.exact(100).early(SearchConfig.FIRST_MODE_LENGTH, 50));
        assertTrue(search.start(p.givens()));
        assertEquals(CdclSearch.Slice.SOLVED, search.search(Long.MAX_VALUE));
        assertTrue(ExactSolver.isSolution(p, search.solution()), p.id());
        assertTrue(search.deleted() > 0, "clauses were deleted: " + search.deleted());
        assertTrue(search.clauseStore().watchesHold(), "every kept clause watched by its first two literals, once");
        boolean assertions = false;
        assert assertions = true;
        assertTrue(assertions, "the test runs with assertions on, so the search checks the reasons at every deletion");
    }

    /**
     * Added clauses are ranked by their length against the learned clauses' LBD ("added clauses" in
     * docs/algorithms.md): with deletion from 50 clauses on, every added clause of two literals is kept, and
     * some longer ones are deleted. The added clauses are nogoods true in the puzzle's one solution.
     */
    @Test
    void addedClausesOfTwoLiteralsAreKeptAndLongerOnesMayGo() {
        Puzzle p = FamilyGenerator.load("family/sudoku25-45", 4, 25).puzzles().get(3);
        int n = p.geometry().n();
        int[] solution = new CdclSearch(p.geometry(), new SplittableRandom(9), SearchBound.none(),
                SearchConfig.exact(100)).solve(p.givens());
        CdclSearch search = new CdclSearch(p.geometry(), new SplittableRandom(1), SearchBound.none(),
                SearchConfig.exact(100).early(SearchConfig.FIRST_MODE_LENGTH, 50));
        CdclExchange exchange = new CdclExchange(search);
        assertTrue(search.start(p.givens()));
        int mark = exchange.clauseMark();
        SplittableRandom random = new SplittableRandom(5);
        Set<List<Integer>> pairs = new HashSet<>();
        Set<List<Integer>> longer = new HashSet<>();
        for (int i = 0; i < 400; i++) {
            int size = i % 2 == 0 ? 2 : 4;
            int[] clause = new int[size];
            for (int j = 0; j < size; j++) { // "cell c does not hold a wrong digit": true in the solution
                int lit;
                do {
                    int c = random.nextInt(solution.length);
                    int wrong = (solution[c] + random.nextInt(n - 1)) % n; // another digit than the solution's
                    lit = Placements.lacks(Placements.variable(c, wrong + 1, n));
                } while (search.value(lit) != 0); // open at level 0, so the clause is stored as it is
                clause[j] = lit;
            }
            int before = search.clauseStore().size();
            exchange.addClause(clause);
            if (search.clauseStore().size() > before) {
                (size == 2 ? pairs : longer).add(Arrays.stream(clause).sorted().boxed().toList());
            }
        }
        assertEquals(CdclSearch.Slice.SOLVED, search.search(Long.MAX_VALUE));
        assertTrue(search.deleted() > 0);
        List<int[]> kept = exchange.learnedSince(mark);
        Set<List<Integer>> keptPairs = new HashSet<>();
        Set<List<Integer>> keptLonger = new HashSet<>();
        for (int[] c : kept) {
            List<Integer> sorted = Arrays.stream(c).sorted().boxed().toList(); // watches reorder a clause's literals
            if (pairs.contains(sorted)) {
                keptPairs.add(sorted);
            }
            if (longer.contains(sorted)) {
                keptLonger.add(sorted);
            }
        }
        assertTrue(pairs.size() > 100 && longer.size() > 100, pairs.size() + " pairs, " + longer.size() + " longer");
        assertEquals(pairs, keptPairs, "every added clause of two literals kept");
        assertTrue(keptLonger.size() < longer.size(), "some added clause of four literals deleted: "
                + keptLonger.size() + " of " + longer.size() + " kept");
    }

    private static boolean satisfied(int[] clause, int[] solution, int n) {
        for (int l : clause) {
            int v = Placements.varOf(l);
            if ((solution[Placements.cell(v, n)] == Placements.digit(v, n)) == Placements.isHolds(l)) {
                return true;
            }
        }
        return false;
    }

    /** A search needs conflicts on these instances; without learning it would not be this search. */
    @Test
    void countsItsConflicts() {
        Puzzle p = FamilyGenerator.load("family/sudoku25-45", 4, 25).puzzles().get(3);
        CdclSearch search = new CdclSearch(p.geometry(), new SplittableRandom(1), SearchBound.none(),
                SearchConfig.exact(100));
        assertTrue(ExactSolver.isSolution(p, search.solve(p.givens())));
        assertTrue(search.conflicts() > 0);
        assertFalse(search.bound().stopped());
    }

    /**
     * Phases: set to a solution found by another seed, every decision takes its digit, so the search makes
     * that very solution without a conflict (the puzzle has many solutions, so a decision that ignored
     * the phases would not).
     */
    @Test
    void phasesSetToASolutionMakeItWithoutAConflict() {
        Puzzle p = FamilyGenerator.load("family/sudoku25-45", 4, 25).puzzles().get(3);
        for (long seed = 2; seed <= 4; seed++) {
            int[] target = new CdclSearch(p.geometry(), new SplittableRandom(seed), SearchBound.none(),
                    SearchConfig.exact(100)).solve(p.givens());
            CdclSearch search = new CdclSearch(p.geometry(), new SplittableRandom(1), SearchBound.none(),
                    SearchConfig.exact(100).with(SearchConfig.PhasePolicy.GA, SearchConfig.Modes.ONE));
            new CdclExchange(search).rephase(target);
            assertArrayEquals(target, search.solve(p.givens()));
            assertEquals(0, search.conflicts());
        }
    }

    /**
     * In slices the search pauses after exactly the conflicts asked, at level 0, and goes on to a
     * solution; a clause of one literal that the givens make false proves that there is none.
     */
    @Test
    void slicesPauseAfterTheirConflictsAndAnAddedClauseCounts() {
        Puzzle p = FamilyGenerator.load("family/sudoku25-45", 4, 25).puzzles().get(3);
        CdclSearch search = new CdclSearch(p.geometry(), new SplittableRandom(1), SearchBound.none(),
                SearchConfig.exact(100));
        assertTrue(search.start(p.givens()));
        int pauses = 0;
        CdclSearch.Slice end;
        while ((end = search.search(3)) == CdclSearch.Slice.PAUSED) {
            pauses++;
            assertEquals(3L * pauses, search.conflicts());
        }
        assertEquals(CdclSearch.Slice.SOLVED, end);
        assertTrue(pauses > 3, "pauses: " + pauses);
        assertTrue(ExactSolver.isSolution(p, search.solution()));
        int given = 0;
        while (p.givens()[given] == 0) {
            given++;
        }
        CdclSearch refuted = new CdclSearch(p.geometry(), new SplittableRandom(1), SearchBound.none(),
                SearchConfig.exact(100));
        assertTrue(refuted.start(p.givens()));
        int n = p.geometry().n();
        int notThere = Placements.lacks(Placements.variable(given, p.givens()[given], n)); // "the given is not there"
        new CdclExchange(refuted).addClause(new int[] {notThere});
        assertEquals(CdclSearch.Slice.UNSATISFIABLE, refuted.search(Long.MAX_VALUE));
    }
}
