package io.galab.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A spec that sweeps one setting gets the settings-figure charts: a marker per solved setting, filled when all solved.
 */
class SettingChartsTest {

    @TempDir
    Path dir;

    @Test
    void oneSweptSettingDrawsTimeAndGenerationsWithSolveRateMarkers() throws Exception {
        Path spec = dir.resolve("setting.yaml");
        // populationSize 2 cannot solve in 5 generations; 150 solves easy_3 in some or all runs
        Files.writeString(spec, String.join("\n", "name: setting", "seed: 4", "runs: 4", "budget: {maxGenerations: 40}",
                "puzzles: [{set: twodoku/kaldanis, ids: [easy_3]}]",
                "variants: [{name: tw, algorithm: twodoku-ga, params: {localSearch: true}}]",
                "sweep: {populationSize: [2, 60, 150]}", "gates: [{minSuccessRate: 0.0}]", ""));
        Lab lab = TestSettings.quiet(dir.resolve("out")).lab();
        Lab.SpecRun run = lab.run(lab.plan(spec), ProgressListener.NONE);
        Document page = Jsoup.parse(run.html().toFile());
        Element heading = page.selectFirst("#setting-charts");
        assertNotNull(heading, "the settings charts");
        assertTrue(heading.text().contains("populationSize"), heading.text());
        Element charts = heading.nextElementSibling();
        assertEquals(2, charts.select("svg").size(), "time and generations");
        for (Element svg : charts.select("svg")) {
            assertTrue(svg.select("text.axis-label").size() >= 2, "labelled axes");
            int solvedSettings = 0;
            for (int p : new int[] {2, 60, 150}) {
                boolean anySolved = false;
                for (int r = 0; r < 4; r++) {
                    anySolved |= run.result().solved(cellOf(run, p), r);
                }
                solvedSettings += anySolved ? 1 : 0;
            }
            assertEquals(solvedSettings, svg.select("circle").size(), "one marker per setting that solved a run");
            for (Element c : svg.select("circle")) {
                boolean full = c.selectFirst("title").text().endsWith("all solved");
                assertEquals(full, !c.attr("fill").equals("#fff"), "filled exactly when all runs solved");
            }
        }
    }

    private static int cellOf(Lab.SpecRun run, int populationSize) {
        return run.plan().cells().stream().filter(c -> c.point().equals("populationSize=" + populationSize))
                .findFirst().orElseThrow().index();
    }
}
