package io.galab.algorithm.exact;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import io.galab.experiment.spec.SpecException;
import io.galab.lab.Lab;
import io.galab.lab.TestSettings;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code algorithm: exact} in a spec: a reference variant beside a GA, reported and marked as not a GA. */
class ExactVariantTest {

    @TempDir
    Path dir;

    @Test
    void theExactSolverRunsAsAVariantAndThePageSaysItIsNotAGa() throws Exception {
        Path spec = dir.resolve("ref.yaml");
        Files.writeString(spec, String.join("\n", "name: ref", "seed: 2", "runs: 3", "budget: {maxSeconds: 10}",
                "puzzles: [{set: sudoku/top1465, ids: [top1465_0001, top1465_0002]}]",
                "variants: [{name: memetic, algorithm: propagating-memetic-ga},",
                "  {name: search, algorithm: exact}, {name: dfs, algorithm: exact, params: {search: dfs}}]", ""));
        Lab.SpecRun run = TestSettings.run(spec, dir.resolve("out"));
        List<String> rows = Files.readAllLines(run.reportDirectory().resolve("runs.csv"));
        List<String> exact = rows.stream().filter(r -> r.contains(",search,")).toList();
        assertEquals(6, exact.size(), rows.toString());
        for (String r : exact) {
            assertTrue(r.contains(",true,0,"), "solved in generation 0: " + r);
        }
        List<String> dfs = rows.stream().filter(r -> r.contains(",dfs,") && r.contains("top1465_0001")).toList();
        assertEquals(3, dfs.size(), rows.toString());
        assertEquals(1, dfs.stream().map(r -> r.split(",")[8]).distinct().count(),
                "the depth-first search ignores the seed: every run of a cell visits the same nodes");
        String page = Files.readString(run.html());
        assertTrue(page.contains("id=\"references\"") && page.contains("search (exact: galab&#39;s exact solver"),
                page);
        assertFalse(page.contains("memetic (propagating-memetic-ga:"), "a GA is not listed as a reference");
    }

    /**
     * A search of one generation has no trace by generation: an unsolved exact run's penalty (hundreds of
     * blanks) drawn as a flat line would squash the GA's lines to the axis. Its cells get no line on the
     * convergence and runtime charts, no rows in convergence.csv, and a note; the GA keeps its lines.
     */
    @Test
    void anExactRunIsNotDrawnAsAFlatLineByGeneration() throws Exception {
        Lab.SpecRun run = besideTheGa("flat", "maxEvaluations: 5", "family/sudoku25-45, count: 1, seed: 7");
        List<String> convergence = Files.readAllLines(run.reportDirectory().resolve("convergence.csv"));
        assertTrue(convergence.stream().anyMatch(r -> r.contains(",memetic,")), convergence.toString());
        assertFalse(convergence.stream().anyMatch(r -> r.contains(",search,")), convergence.toString());
        org.jsoup.nodes.Document page = org.jsoup.Jsoup.parse(run.html().toFile());
        for (String chart : new String[] {"Convergence", "Runtime distribution"}) {
            org.jsoup.nodes.Element charts = page.selectFirst("h2:contains(" + chart + ") + div.charts");
            assertTrue(charts.select("path title").stream().anyMatch(t -> t.text().contains("memetic")), chart);
            assertFalse(charts.select("path title").stream().anyMatch(t -> t.text().contains("search")), chart);
            assertTrue(charts.text().contains("Not drawn: search, searches that are not GAs and run one generation"),
                    charts.text());
        }
    }

    /** A spec names an instance family directly; galab's GA and the exact solver run on it side by side. */
    @Test
    void aFamilyRunsAsASpecsPuzzles() throws Exception {
        Lab.SpecRun run = besideTheGa("family", "maxSeconds: 10", "family/sudoku16-45, count: 3, seed: 7");
        assertEquals(12, run.result().count());
        List<String> rows = Files.readAllLines(run.reportDirectory().resolve("runs.csv"));
        assertTrue(rows.stream().skip(1).allMatch(r -> r.contains(",true,")), "every run solves: " + rows);
        assertTrue(rows.get(1).contains("sudoku16-45-001"), rows.get(1));
    }

    /**
     * maxGenerations does not bound a search of one generation: a spec whose only bound it is would run
     * the search on a giant puzzle until killed, so it is refused at the variant, before any run.
     */
    @Test
    void aBudgetOfGenerationsAloneIsRefusedAtTheVariant() throws Exception {
        Path spec = dir.resolve("gens.yaml");
        Files.writeString(spec, String.join("\n", "name: gens", "seed: 2", "runs: 1", "budget: {maxGenerations: 50}",
                "puzzles: [{set: family/sudoku64-45, count: 1, seed: 7}]",
                "variants:", "  - {name: memetic, algorithm: propagating-memetic-ga}",
                "  - {name: search, algorithm: exact}", ""));
        SpecException e = assertThrows(SpecException.class, () -> TestSettings.lab(dir.resolve("out")).plan(spec));
        assertTrue(e.getMessage().startsWith(spec + ":8:") && e.getMessage().contains("variant 'search'")
                && e.getMessage().contains("needs maxSeconds or maxEvaluations"), e.getMessage());
        Files.writeString(spec, Files.readString(spec).replace("maxGenerations: 50", "maxGenerations: 50,"
                + " maxEvaluations: 1000"));
        assertEquals(2, TestSettings.lab(dir.resolve("out")).plan(spec).cells().size());
    }

    @Test
    void aRunStopsAtItsNodeBoundAndSaysWhy() {
        Puzzle hard = PuzzleLibrary.load("sudoku/forum-hardest").get("forum_hardest1106_0001");
        ExactSearch exact = new ExactSearch();
        RunResult bounded = exact.run(hard, exact.parameters(java.util.Map.of()), 1, Budget.evaluations(3));
        assertFalse(bounded.solved());
        assertEquals(StopReason.EVALUATIONS, bounded.stopReason());
        assertEquals(3, bounded.evaluations());
        assertArrayEquals(hard.givens(), bounded.bestGrid(), "an unfinished search reports the givens, blanks blank");
        RunResult full = Algorithms.builtIn().get("exact").run(hard, exact.parameters(java.util.Map.of()), 1,
                Budget.seconds(10));
        assertTrue(full.solved() && ExactSolver.isSolution(hard, full.bestGrid()));
        assertEquals(full.counter("searchNodes"), full.evaluations());
    }

    /**
     * How an exact run ended is data: a puzzle with no solution is proven unsolvable by every search, not
     * stopped at a limit, and a run stopped by its bound is named by the limit the bound reached.
     */
    @Test
    void aProvenUnsolvablePuzzleAndATimeLimitAreOutcomesOfTheirOwn() {
        Puzzle hard = PuzzleLibrary.load("sudoku/forum-hardest").get("forum_hardest1106_0001");
        Puzzle wrong = new Puzzle("wrong", hard.geometry(), io.galab.algorithm.Fixtures.wrongGiven(hard));
        ExactSearch exact = new ExactSearch();
        for (String search : java.util.List.of("dfs", "restarts", "cdcl")) {
            RunResult r = exact.run(wrong, exact.parameters(java.util.Map.of("search", search)), 1,
                    Budget.seconds(10));
            assertEquals(StopReason.UNSOLVABLE, r.stopReason(), search);
        }
        // each limit a search's bound can reach is the run's outcome of that name (no clock in a test)
        assertEquals(StopReason.SECONDS, ExactSearch.outcome(new ExactSolver.Attempt(null, 7, false,
                io.galab.solve.SearchBound.Limit.TIME)));
        assertEquals(StopReason.EVALUATIONS, ExactSearch.outcome(new ExactSolver.Attempt(null, 7, false,
                io.galab.solve.SearchBound.Limit.NODES)));
        assertEquals(StopReason.INTERRUPTED, ExactSearch.outcome(new ExactSolver.Attempt(null, 0, false,
                io.galab.solve.SearchBound.Limit.INTERRUPTION)));
    }

    /** Runs spec {@code name}: two runs of galab's GA ("memetic") and exact ("search") on one family. */
    private Lab.SpecRun besideTheGa(String name, String budget, String family) throws Exception {
        Path spec = dir.resolve(name + ".yaml");
        Files.writeString(spec, String.join("\n", "name: " + name, "seed: 2", "runs: 2", "budget: {" + budget + "}",
                "puzzles: [{set: " + family + "}]",
                "variants: [{name: memetic, algorithm: propagating-memetic-ga}, {name: search, algorithm: exact}]",
                ""));
        return TestSettings.run(spec, dir.resolve("out"));
    }
}
