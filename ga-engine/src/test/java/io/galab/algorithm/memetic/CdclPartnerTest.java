package io.galab.algorithm.memetic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.Digits;
import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Fixtures;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import io.galab.solve.CdclExchange;
import io.galab.solve.CdclSearch;
import io.galab.solve.Placements;
import io.galab.algorithm.common.Instance;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.FamilyGenerator;
import io.galab.solve.Propagation;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import io.galab.solve.SearchBound;
import io.galab.solve.SearchConfig;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The GA–CDCL hybrid: {@code propagating-memetic-ga} with {@code cdclConflicts} (docs/algorithms.md,
 * "The CDCL partner"). Its answers are the oracle's to judge on every kind, whichever side found them; the
 * two sides' work is counted; a proof that there is no solution ends the run.
 */
class CdclPartnerTest {

    private static final Algorithm GA = Algorithms.builtIn().get(PropagatingMemeticGa.ID);

    /** Every kind, and puzzles that the GA alone does not solve in the budget: 9x9 hardest, 25x25 at 45%. */
    private static List<Puzzle> puzzles() {
        List<Puzzle> out = new ArrayList<>(Fixtures.everyKind());
        out.add(PuzzleLibrary.load("sudoku/forum-hardest").get("forum_hardest1106_0001"));
        out.add(PuzzleLibrary.load("twodoku/kaldanis").puzzles().get(6));
        out.add(PuzzleLibrary.load("samurai/samurai-sudoku-com").puzzles().get(2));
        out.add(FamilyGenerator.load("family/sudoku25-45", 1, 25).puzzles().get(0));
        return out;
    }

    /**
     * The hybrid's settings ({@code phases} a {@code cdclPhases} value, with "+hall" for {@code cdclPropagation:
     * hall}), and a GA too weak to solve a hard puzzle by itself within the budget.
     */
    private static Parameters hybrid(String phases, boolean share, boolean weak) {
        Map<String, Object> given = new HashMap<>(Map.of("cdclConflicts", 50, "nogoods", 500,
                "cdclPhases", phases.replaceAll("\\+.*", ""), "shareClauses", share,
                "cdclPropagation", phases.contains("+hall") ? "hall" : "singles"));
        if (weak) {
            given.putAll(WEAK);
        }
        return GA.parameters(given);
    }

    @Test
    void everyAnswerOnEveryKindIsASolutionAndTheSameSeedMakesTheSameRun() {
        int bySearch = 0;
        for (Puzzle p : puzzles()) {
            Instance instance = new Instance(p);
            for (String phases : List.of("ga", "best", "best+hall", "ga+hall")) {
                for (boolean share : List.of(true, false)) {
                    Parameters parameters = hybrid(phases, share, true);
                    RunResult r = GA.run(p, parameters, 3, Budget.generations(400));
                    String what = p.id() + " " + phases + " share " + share;
                    assertTrue(instance.keepsGivens(r.bestGrid()), what);
                    if (r.solved()) {
                        assertTrue(ExactSolver.isSolution(p, r.bestGrid()), what + ": not a solution");
                        assertEquals(StopReason.SOLVED, r.stopReason(), what);
                    }
                    long decisions = r.counters().getOrDefault("cdclDecisions", 0L);
                    assertTrue(r.evaluations() >= decisions, what + ": the search's decisions are evaluations");
                    bySearch += r.counters().getOrDefault("cdclSolved", 0L);
                    assertEquals(r, GA.run(p, parameters, 3, Budget.generations(400)), what);
                }
            }
        }
        assertTrue(bySearch >= 3, "the partner found the solution in " + bySearch + " runs");
    }

    /** A GA that cannot improve: one island of two members, no mutation, no crossover, no restart. */
    private static final Map<String, Object> WEAK = Map.of("islands", 1, "populationSize", 2, "mutationRate", 0.0,
            "crossoverRate", 0.0, "restartAfter", 0);

    /**
     * Where the weak GA alone does not solve a puzzle (two 25x25s at 42%, a 36x36 at 40%), the same GA
     * with its partner does, by the search, checked by the oracle.
     */
    @Test
    void thePartnerSolvesWhatTheWeakGaAloneDoesNot() {
        List<Puzzle> hard = List.of(FamilyGenerator.load("family/sudoku25-42", 2, 2542).puzzles().get(0),
                FamilyGenerator.load("family/sudoku25-42", 2, 2542).puzzles().get(1),
                FamilyGenerator.load("family/sudoku36-40", 1, 36).puzzles().get(0));
        long toSearch = 0;
        int gaMoves = 0;
        int hallMoves = 0;
        for (Puzzle p : hard) {
            Map<String, Object> alone = new HashMap<>(WEAK);
            alone.put("nogoods", 500);
            assertFalse(GA.run(p, GA.parameters(alone), 3, Budget.generations(100)).solved(), p.id());
            Map<String, Object> with = new HashMap<>(alone);
            with.put("cdclConflicts", 500);
            RunResult h = GA.run(p, GA.parameters(with), 3, Budget.generations(100));
            assertTrue(h.solved() && ExactSolver.isSolution(p, h.bestGrid()), p.id());
            assertEquals(1L, h.counters().get("cdclSolved"), p.id());
            toSearch += h.counters().get("clausesToCdcl");
            with.put("cdclPhases", "ga");
            RunResult b = GA.run(p, GA.parameters(with), 3, Budget.generations(100));
            assertTrue(b.solved() && ExactSolver.isSolution(p, b.bestGrid()), p.id() + " the GA's phases, one mode");
            gaMoves += b.counters().get("cdclDecisions").equals(h.counters().get("cdclDecisions")) ? 0 : 1;
            with.put("cdclPhases", "best");
            with.put("cdclPropagation", "hall");
            RunResult hall = GA.run(p, GA.parameters(with), 3, Budget.generations(100));
            assertTrue(hall.solved() && ExactSolver.isSolution(p, hall.bestGrid()), p.id() + " Hall sets");
            hallMoves += hall.counters().get("cdclDecisions").equals(h.counters().get("cdclDecisions")) ? 0 : 1;
        }
        assertTrue(gaMoves > 0, "the GA's phases change the partner's search");
        assertTrue(hallMoves > 0, "Hall sets change the partner's search");
        assertTrue(toSearch > 0, "the GA's nogoods reach the search");
    }

    /**
     * {@code cdclPropagation: auto} keeps Hall sets on a grid of at most 36 digits and not on a larger one; on a
     * 25x25 a run with it counts what the run with {@code hall} counts, decisions and conflicts of the search among
     * them, and not what one with {@code singles} counts.
     */
    @Test
    void autoIsHallUpTo36DigitsAndSinglesAbove() {
        for (int n : new int[] {4, 9, 16, 25, 36}) {
            assertEquals(SearchConfig.Rules.HALL_SETS, CdclPartner.Propagation.AUTO.rules(n), n + " digits");
        }
        assertEquals(SearchConfig.Rules.SINGLES, CdclPartner.Propagation.AUTO.rules(49), "49 digits");
        assertEquals(SearchConfig.Rules.SINGLES, CdclPartner.Propagation.AUTO.rules(64), "64 digits");
        assertEquals(SearchConfig.Rules.HALL_SETS, CdclPartner.Propagation.HALL.rules(64), "hall at any size");
        assertEquals(SearchConfig.Rules.SINGLES, CdclPartner.Propagation.SINGLES.rules(9), "singles");
        Puzzle p = FamilyGenerator.load("family/sudoku25-42", 1, 71).puzzles().get(0);
        Map<String, Object> with = new HashMap<>(WEAK);
        with.put("nogoods", 500);
        with.put("cdclConflicts", 100);
        with.put("cdclPhases", "best");
        Map<String, Map<String, Long>> counts = new HashMap<>();
        for (String choice : List.of("auto", "hall", "singles")) {
            with.put("cdclPropagation", choice);
            counts.put(choice, GA.run(p, GA.parameters(with), 5, Budget.generations(2)).counters());
        }
        assertTrue(counts.get("auto").get("cdclDecisions") > 0, "the search ran");
        assertEquals(counts.get("hall"), counts.get("auto"), "auto is hall on a 25x25");
        assertNotEquals(counts.get("singles"), counts.get("auto"), "and moves unlike singles");
    }

    /** With no partner (the default), the GA's runs are the GA's own: no counter of the search, no search. */
    @Test
    void withoutAPartnerTheGaIsUnchanged() {
        Puzzle p = FamilyGenerator.load("family/sudoku25-45", 1, 25).puzzles().get(0);
        RunResult r = GA.run(p, GA.parameters(Map.of("nogoods", 500)), 3, Budget.generations(30));
        assertFalse(r.counters().containsKey("cdclConflicts"));
        assertEquals(0, GA.parameters(Map.of()).getInt("cdclConflicts"));
    }

    /** A wrong given that propagation does not refute: the search proves it, and the run ends there. */
    @Test
    void aProofThatThereIsNoSolutionEndsTheRun() {
        Puzzle hard = PuzzleLibrary.load("sudoku/forum-hardest").get("forum_hardest1106_0001");
        int[] givens = Fixtures.wrongGiven(hard);
        Puzzle wrong = new Puzzle("wrong", hard.geometry(), givens);
        if (Propagation.of(wrong, Propagation.Rules.FULL).solved()) {
            throw new AssertionError("propagation must not settle it");
        }
        RunResult r = GA.run(wrong, hybrid("ga", true, false), 3, Budget.generations(100_000));
        assertFalse(r.solved());
        assertEquals(StopReason.UNSOLVABLE, r.stopReason());
        assertTrue(r.generations() < 100_000, "ended at the proof: " + r.generations());
    }

    /**
     * Every nogood the decoder adopts from the search, and every digit that the search's units refute,
     * holds in solutions found without them, on a 25x25 at 45% with many solutions whose search needs
     * thousands of conflicts.
     */
    @Test
    void whatTheDecoderAdoptsFromTheSearchCutsOffNoSolution() {
        Puzzle p = FamilyGenerator.load("family/sudoku25-45", 4, 25).puzzles().get(3);
        CdclSearch search = new CdclSearch(p.geometry(), new SplittableRandom(1), SearchBound.none(),
                CdclPartner.config(CdclPartner.Phases.BEST, CdclPartner.Propagation.SINGLES, p.geometry().n()));
        CdclExchange exchange = new CdclExchange(search);
        assertTrue(search.start(p.givens()));
        assertEquals(CdclSearch.Slice.SOLVED, search.search(Long.MAX_VALUE));
        Instance instance = new Instance(p);
        Propagation propagation = Propagation.of(p, Propagation.Rules.FULL);
        Decoder decoder = new Decoder(new Layout(instance, propagation, true), propagation.candidates(),
                p.geometry().peerTable(), instance.cellUnits, PropagatingMemeticGa.CellOrder.FEWEST_CANDIDATES, true,
                0.05, 0, 100_000, new SplittableRandom(1), () -> false);
        int n = p.geometry().n();
        int adopted = 0;
        int expanded = 0;
        for (int[] clause : exchange.learnedSince(0)) {
            List<int[]> nogoods = CdclPartner.asNogoods(clause, n, decoder);
            for (int[] nogood : nogoods) {
                assertTrue(decoder.adopt(nogood));
                adopted++;
            }
            expanded += nogoods.size() > 1 ? 1 : 0;
        }
        assertTrue(expanded > 0, "clauses of one positive literal, as nogoods: " + expanded);
        for (int i = 0; i < exchange.unitCount(); i++) {
            int v = Placements.varOf(exchange.unit(i));
            if (Placements.isHolds(exchange.unit(i))) {
                decoder.fix(Placements.cell(v, n), Placements.digit(v, n));
            } else {
                decoder.refute(Placements.cell(v, n), Placements.digit(v, n));
            }
        }
        assertTrue(adopted > 10, "nogoods among the learned clauses: " + adopted);
        assertTrue(decoder.nogoods().size() > 0);
        long[] candidates = decoder.startCandidates();
        for (long seed = 1; seed <= 10; seed++) {
            // solutions found without them: other searches', from other seeds (the oracle's is too slow here)
            int[] s = new CdclSearch(p.geometry(), new SplittableRandom(seed + 1), SearchBound.none(),
                    SearchConfig.exact(100)).solve(p.givens());
            assertTrue(ExactSolver.isSolution(p, s));
            for (int c = 0; c < s.length; c++) {
                assertTrue((candidates[c] & Digits.bit(s[c])) != 0, "a solution's digit was refuted in cell " + c);
            }
            for (int[] lits : decoder.nogoods().nogoods()) {
                assertTrue(java.util.Arrays.stream(lits)
                        .anyMatch(l -> s[Placements.keyCell(l, n)] != Placements.keyDigit(l, n)),
                        "an adopted nogood holds in a solution: " + java.util.Arrays.toString(lits));
            }
        }
        int[] genes = new int[p.geometry().cellCount()];
        for (int i = 0; i < 50; i++) {
            decoder.fresh(genes, null); // decodes propagate the adopted nogoods without failing
        }
    }
}
