package io.galab.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import io.galab.lab.TestSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two GAs whose fitnesses are on different scales (growth-ga's penalty, Ret-GA's fitness to maximise, 972
 * when solved on a 9x9) share one convergence axis: each cell's distance to a solved grid relative to its
 * start (docs/reading-the-report.md, "The page"), never the raw values side by side.
 */
class ConvergenceScaleTest {

    @TempDir
    Path dir;

    @Test
    void twoFitnessScalesAreDrawnOnOneDistanceAxis() throws Exception {
        Path spec = dir.resolve("scales.yaml");
        Files.writeString(spec, String.join("\n",
                "name: scales",
                "seed: 2",
                "runs: 2",
                "budget: {maxGenerations: 30}",
                "puzzles:",
                "  - {set: sudoku/mantere-koljonen, ids: [s10a]}",
                "variants:",
                "  - {name: growth, algorithm: growth-ga}",
                "  - {name: ret, algorithm: retrievable-ga}",
                ""));
        Lab lab = TestSettings.quiet(dir.resolve("out")).lab();
        Lab.SpecRun run = lab.run(lab.plan(spec), ProgressListener.NONE);
        ExperimentResult result = run.analysis().result();
        Plan plan = result.plan();
        Plan.Cell ret = plan.cells().get(1);
        assertTrue(result.meanBest(ret.index(), 0) > 500, "Ret-GA's own values are in the hundreds");
        for (Plan.Cell c : plan.cells()) {
            assertEquals(1.0, LineCharts.distance(result, c, 0, true), 1e-12, "each cell starts at 1");
            for (int g = 0; g < result.grid().size(); g++) {
                double d = LineCharts.distance(result, c, g, true);
                assertTrue(d >= 0 && d <= 1, c.variant().name() + " at point " + g + ": " + d);
                double own = c.algorithm().objective(c.puzzle()).penalty(result.meanBest(c.index(), g));
                assertEquals(own / c.algorithm().objective(c.puzzle()).penalty(result.meanBest(c.index(), 0)), d,
                        1e-12, "the distance to a solved grid over the start's");
            }
        }
        Document page = Jsoup.parse(run.html().toFile(), "UTF-8");
        assertEquals(1, page.select("h2:contains(Convergence: distance to a solved grid by generation, relative to"
                + " the start)").size());
        assertTrue(page.select("text.axis-label").eachText().contains("distance to solved ÷ distance at start"),
                page.select("text.axis-label").eachText().toString());
        assertTrue(page.select("text.axis-label").eachText().stream().noneMatch(t -> t.contains("fitness")),
                "no axis mixes fitness scales: " + page.select("text.axis-label").eachText());
        for (String header : page.select("th:contains(ERT)").eachText()) {
            assertTrue(header.equals("ERT (evaluations)") || header.equals("ERT (generations)"), header);
        }
        assertTrue(page.select("table#summary th").eachText().contains("ERT (evaluations)"));
    }
}
