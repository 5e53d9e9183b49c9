package io.galab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.spec.SpecException;
import io.galab.lab.Lab;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Results by puzzle set: a variant restricted to some puzzles runs only those, and the page and
 * sets.csv give per set and variant the counts, the ERT, the exact solver's time and what propagation
 * alone solves, with a runtime distribution per set.
 */
class PuzzleSetsTest {

    @TempDir
    Path dir;

    static final String SPEC = String.join("\n",
            "name: two-sets",
            "seed: 7",
            "runs: 3",
            "budget: {maxEvaluations: 200000}",
            "puzzles:",
            "  - {set: sudoku/mantere-koljonen, ids: [s06a, s16]}",
            "  - {set: sudoku/forum-hardest, ids: [forum_hardest1106_0001]}",
            "variants:",
            "  - {name: memetic, algorithm: propagating-memetic-ga}",
            "  - {name: twodoku, algorithm: twodoku-ga, params: {populationSize: 20}, puzzles: [s06a]}",
            "");

    Lab lab() {
        return TestSettings.quiet(dir.resolve("out")).lab();
    }

    /**
     * The propagation column reads what the GA's runs counted (propagationSolved); a journal from before runs kept
     * their counters gives the same column, found again from the puzzles.
     */
    @Test
    void thePropagationColumnIsTheRunsCountAndTheSameWithoutIt() throws Exception {
        Lab lab = lab();
        Lab.SpecRun run = runTwoSets(lab);
        Path spec = run.spec().file();
        for (var c : run.plan().cells()) {
            if (c.variant().name().equals("memetic")) {
                boolean alone = io.galab.solve.Propagation.of(c.puzzle(), io.galab.solve.Propagation.Rules.FULL)
                        .solved();
                for (int r = 0; r < 3; r++) {
                    assertEquals(alone ? 1L : 0L, run.result().counter(c.index(), r, "propagationSolved"),
                            c.puzzle().id() + " run " + r);
                }
            }
        }
        List<Integer> counted = PuzzleSets.rows(run.result()).stream().map(PuzzleSets.Row::propagationSolves).toList();
        assertEquals(List.of(1, -1, 0), counted);
        // the journal's lines without their counters, as a journal of an earlier galab holds them
        Path journal = run.reportDirectory().resolve("journal.csv");
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(journal));
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split(",", -1);
            String body = String.join(",", List.of(f).subList(0, 15));
            lines.set(i, body + "," + io.galab.experiment.run.Journal.crc(body));
        }
        Files.write(journal, lines);
        Lab.SpecRun again = lab.run(lab.plan(spec), ProgressListener.NONE);
        assertEquals(null, again.result().counter(0, 0, "propagationSolved"), "read from a journal without counters");
        assertEquals(counted, PuzzleSets.rows(again.result()).stream().map(PuzzleSets.Row::propagationSolves).toList());
        assertEquals(Files.readString(run.reportDirectory().resolve("sets.csv")).replaceAll("[0-9.]+ ?ms|[0-9.e+-]+",
                "#"), Files.readString(again.reportDirectory().resolve("sets.csv")).replaceAll("[0-9.]+ ?ms|[0-9.e+-]+",
                "#"));
    }

    /** Runs {@link #SPEC}. */
    Lab.SpecRun runTwoSets(Lab lab) throws Exception {
        Path spec = dir.resolve("two-sets.yaml");
        Files.writeString(spec, SPEC);
        return lab.run(lab.plan(spec), ProgressListener.NONE);
    }

    @Test
    void aRestrictedVariantRunsItsPuzzlesAndThePageSummarisesEachSet() throws Exception {
        Lab.SpecRun run = runTwoSets(lab());
        assertEquals(4, run.plan().cells().size(), "3 puzzles for memetic, 1 for twodoku");
        List<PuzzleSets.Row> rows = PuzzleSets.rows(run.result());
        assertEquals(List.of("sudoku/mantere-koljonen/memetic", "sudoku/mantere-koljonen/twodoku",
                "sudoku/forum-hardest/memetic"), rows.stream().map(r -> r.set() + "/" + r.variant()).toList());
        PuzzleSets.Row mk = rows.get(0);
        assertEquals(2, mk.puzzles());
        assertEquals(6, mk.runs());
        long solved = 0;
        long evaluations = 0;
        for (var c : run.plan().cells()) {
            if (c.variant().name().equals("memetic") && !c.puzzle().id().startsWith("forum")) {
                solved += run.result().successes(c.index());
                for (int r = 0; r < 3; r++) {
                    evaluations += run.result().evaluations(c.index(), r);
                }
            }
        }
        assertEquals(solved, mk.solved());
        assertEquals((double) evaluations / solved, mk.ert(), 1e-9, "ERT: all evaluations over the runs solved");
        assertEquals(mk.solvedAt().length, mk.solved());
        assertTrue(mk.exactMicros() > 0);
        assertEquals(1, mk.propagationSolves(), "full propagation solves s06a alone, not s16 (AI Escargot)");
        assertEquals(-1, rows.get(1).propagationSolves(), "twodoku-ga does not propagate");
        assertEquals(1, rows.get(1).puzzles());

        Document page = Jsoup.parse(Files.readString(run.html()));
        Element table = page.selectFirst("#sets + table");
        assertEquals(1 + 3, table.select("tr").size());
        assertTrue(table.text().contains("1 of 2"), table.text());
        assertEquals(2, page.select("#set-ecdf + div svg").size(), "one runtime distribution per set");
        assertEquals(3, page.select("#set-ecdf + div path.ecdf").size(), "a line per variant and set");
        assertTrue(page.selectFirst("#set-ecdf + div svg").text().contains("evaluations (log scale)"));
        List<String> csv = Files.readAllLines(run.reportDirectory().resolve("sets.csv"));
        assertEquals(4, csv.size());
        assertTrue(csv.get(0).startsWith("spec,set,variant,puzzles,runs,successes,successRate"), csv.get(0));
    }

    /**
     * The exact-solver column from the spec's own exact variant: its time limit bounds the column, and a set
     * whose puzzles it did not solve shows that, not "not timed" (the median of two infinite times was NaN).
     */
    @Test
    void theExactColumnFromAnExactVariantSaysWhatItsRunsDid() throws Exception {
        String twoSets = String.join("\n", "name: exact-column", "seed: 7", "runs: 1", "budget: {maxSeconds: 30}",
                "puzzles:", "  - {set: sudoku/mantere-koljonen, ids: [s06a, s16]}",
                "  - {set: sudoku/forum-hardest, ids: [forum_hardest1106_0001, forum_hardest1106_0002]}",
                "variants:", "  - {name: exact, algorithm: exact}", "");
        Path spec = dir.resolve("exact-column.yaml");
        Files.writeString(spec, twoSets);
        Lab lab = lab();
        Lab.SpecRun run = lab.run(lab.plan(spec), ProgressListener.NONE);
        for (PuzzleSets.Row row : PuzzleSets.rows(run.result())) {
            assertEquals(2, row.solved(), row.set());
            assertTrue(row.exactMicros() > 0 && Double.isFinite(row.exactMicros()), row.set());
            assertEquals(30, row.exactBound(), "the runs' time limit bounds the column");
        }

        // one node a run: the exact variant solves neither forum puzzle, and the column says so
        Files.writeString(spec, twoSets.replace("{maxSeconds: 30}", "{maxEvaluations: 1}"));
        run = lab.run(lab.plan(spec), ProgressListener.NONE);
        PuzzleSets.Row forum = PuzzleSets.rows(run.result()).get(1);
        assertEquals(0, forum.solved());
        assertEquals(Double.POSITIVE_INFINITY, forum.exactMicros(), "two unsolved puzzles: an infinite median");
        assertEquals(0, forum.exactBound(), "an evaluation budget: no time to name");
        Element table = Jsoup.parse(Files.readString(run.html())).selectFirst("#sets + table");
        assertTrue(table.select("tr").get(2).text().contains("not solved"), table.text());
    }

    @Test
    void aVariantWhosePuzzlesMatchNothingIsAnErrorAtTheVariant() throws Exception {
        Path spec = dir.resolve("two-sets.yaml");
        Files.writeString(spec, SPEC.replace("puzzles: [s06a]}", "puzzles: [s6a]}"));
        SpecException e = assertThrows(SpecException.class, () -> lab().plan(spec));
        assertTrue(e.getMessage().contains("two-sets.yaml:10:") && e.getMessage().contains("matches none"),
                e.getMessage());
    }
}
