package io.galab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.Lab;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The charts' marks stand for the numbers they draw. */
class ChartsTest {

    @TempDir
    static Path dir;
    static Lab.SpecRun run;
    static Analysis analysis;

    @BeforeAll
    static void render() throws Exception {
        run = SmallExperiment.run(dir);
        analysis = run.analysis();
    }

    private static Document svg(String markup) {
        return Jsoup.parse(markup, "", Parser.xmlParser());
    }

    @Test
    void theSuccessChartHasOneDotPerCellTitledWithItsCountsAndADiamondForThePublishedRate() {
        Document chart = svg(Charts.successChart(analysis));
        assertEquals(analysis.summaries().size(), chart.select("circle").size());
        for (int i = 0; i < analysis.summaries().size(); i++) {
            var st = analysis.summaries().get(i).stats();
            assertEquals(st.successes() + "/" + st.runs(), chart.select("circle").get(i).selectFirst("title").text());
        }
        assertEquals(1, chart.select("path > title:contains(published)").size());
    }

    @Test
    void theHeatMapHasACellPerSweepPointLabelledWithItsCounts() {
        StringBuilder h = new StringBuilder();
        Charts.heatMaps(h, analysis);
        Document maps = Jsoup.parse(h.toString(), "", Parser.xmlParser());
        assertEquals(run.plan().puzzles().size() * run.spec().variants().size(), maps.select("svg").size());
        Element first = maps.selectFirst("svg");
        assertEquals(4, first.select("rect").size(), "2 × 2 sweep points");
        assertTrue(first.text().contains("/4"));
    }

    @Test
    void theBoxPlotsDrawABoxPerCellWithSuccessesAndSayWhenThereIsNone() {
        Document plots = svg(Charts.boxPlots(analysis));
        long withSuccess = analysis.summaries().stream().filter(s -> s.stats().successes() > 0).count();
        assertEquals(withSuccess, plots.select("rect").size());
        assertEquals(analysis.summaries().size() - withSuccess, plots.select("text:contains(no successful run)").size());
    }

    @Test
    void theConvergenceAndRuntimeChartsHaveALinePerCellOfThePuzzle() {
        for (String puzzle : new String[] {"s06a", "easy_3"}) {
            long cells = run.plan().cells().stream().filter(c -> c.puzzle().id().equals(puzzle)).count();
            assertEquals(cells, svg(Charts.convergenceChart(run.result(), puzzle)).select("path").size());
            assertEquals(cells, svg(Charts.ecdfChart(run.result(), puzzle)).select("path").size());
        }
    }
}
