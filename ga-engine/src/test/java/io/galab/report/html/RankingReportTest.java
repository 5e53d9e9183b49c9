package io.galab.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import io.galab.report.SmallExperiment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Three variants on five puzzles: ranking.csv and a critical-difference diagram on the page. */
class RankingReportTest {

    @TempDir
    Path dir;

    static final String SPEC = String.join("\n",
            "name: ranked",
            "seed: 9",
            "runs: 3",
            "budget: {maxGenerations: 60}",
            "puzzles:",
            "  - {set: sudoku/mantere-koljonen, ids: [s01a, s02a, s06a, s06b, s10a]}",
            "variants:",
            "  - {name: hybrid, algorithm: hybrid-ga}",
            "  - {name: twodoku, algorithm: twodoku-ga, params: {populationSize: 30}}",
            "  - {name: purge, algorithm: purge-ga, params: {populationSize: 30}}",
            "");

    @Test
    void threeVariantsOnFivePuzzlesAreRankedWithAFriedmanTestAndACdDiagram() throws Exception {
        Path spec = dir.resolve("ranked.yaml");
        Files.writeString(spec, SPEC);
        Lab lab = TestSettings.quiet(dir.resolve("out")).lab();
        Lab.SpecRun run = lab.run(lab.plan(spec), ProgressListener.NONE);
        assertNotNull(run.analysis().ranking());
        List<String> csv = Files.readAllLines(dir.resolve("out/ranked/ranking.csv"));
        assertEquals("spec,variant,meanRank,dataSets,friedmanStatistic,friedmanPValue,criticalDifference", csv.get(0));
        assertEquals(4, csv.size());
        double sum = 0;
        for (String row : csv.subList(1, 4)) {
            String[] f = row.split(",");
            assertEquals("5", f[3]);
            sum += Double.parseDouble(f[2]);
        }
        assertEquals(6.0, sum, 1e-9, "mean ranks of 3 variants add up to 1 + 2 + 3");
        Document page = Jsoup.parse(run.html().toFile());
        assertNotNull(page.selectFirst("#ranking"));
        var svg = page.selectFirst("#ranking + svg");
        assertEquals(3, svg.select("g.variant").size());
        assertNotNull(svg.selectFirst("g.cd"), "the critical difference bar");
        assertTrue(svg.text().contains("Friedman χ²"));
        assertFalse(svg.select("text.axis-label").isEmpty());
    }

    @Test
    void fewerThanThreeVariantsOrFivePuzzlesHaveNoRanking() throws Exception {
        Lab.SpecRun run = SmallExperiment.run(dir);
        assertNull(run.analysis().ranking());
        assertFalse(Files.exists(run.reportDirectory().resolve("ranking.csv")));
    }
}
