package io.galab.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.Lab;
import io.galab.report.Analysis;
import io.galab.report.SmallExperiment;
import java.nio.file.Path;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The charts' marks stand for the numbers they draw, and every axis says what it measures. */
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
    void theForestHasOneDotPerCellTitledWithItsCountsAndADiamondForThePublishedRate() {
        Document chart = svg(Charts.successForest(analysis));
        assertEquals(analysis.summaries().size(), chart.select("circle").size());
        for (int i = 0; i < analysis.summaries().size(); i++) {
            var st = analysis.summaries().get(i).stats();
            assertEquals(st.successes() + "/" + st.runs(), chart.select("circle").get(i).selectFirst("title").text());
        }
        assertEquals(1, chart.select("path.published").size());
        assertEquals(2, chart.select("text.axis-label").size());
    }

    @Test
    void aRowChartsAxisTitleIsNeverCutOff() {
        String title = "group of puzzles · variant"; // 169 px at 6.5 px a character
        Element upright = svg(Charts.rowTitle(200, 26, 400, title)).selectFirst("text");
        assertTrue(upright.attr("transform").startsWith("rotate(-90"), "many rows: turned upwards beside them");
        assertEquals(226.0, Double.parseDouble(upright.attr("y")), 1e-9, "centred on the rows");
        Element across = svg(Charts.rowTitle(200, 26, 60, title)).selectFirst("text");
        assertFalse(across.hasAttr("transform"), "three rows cannot hold it upright: it reads across");
        double x = Double.parseDouble(across.attr("x"));
        assertTrue(x - 84.5 >= 0 && x + 84.5 <= 188, "across, it lies between the edge and the plot: " + x);
        assertEquals("", Charts.rowTitle(120, 26, 60, title), "neither fits: left out, not cut off");
    }

    @Test
    void theGroupedForestPoolsTheCellsOfAGroup() {
        Document chart = svg(Charts.groupedForest(analysis));
        long groups = analysis.summaries().stream().map(s -> Charts.group(s.cell())).distinct().count();
        assertEquals(analysis.summaries().size(), chart.select("circle.cell").size());
        assertEquals(groups, chart.select("circle:not(.cell)").size());
        long k = analysis.summaries().stream().mapToLong(s -> s.stats().successes()).sum();
        long n = analysis.summaries().stream().mapToLong(s -> s.stats().runs()).sum();
        assertTrue(chart.select("circle:not(.cell) > title").eachText().stream().mapToLong(t -> Long.parseLong(
                t.substring(0, t.indexOf('/')))).sum() == k, "the pooled counts add up to " + k + "/" + n);
        // each group's label, with its cell count, fits between the vertical axis title and the plot
        double plotLeft = Double.parseDouble(chart.select("line").first().attr("x1")); // the x axis' start
        for (Element label : chart.select("text[text-anchor=end]")) {
            double right = Double.parseDouble(label.attr("x"));
            double width = label.text().length() * 6.5;
            assertTrue(right - width >= 18, "label '" + label.text() + "' starts clear of the axis title: "
                    + (right - width));
            assertTrue(right < plotLeft, "label '" + label.text() + "' ends before the plot");
        }
        // the axis titles lie inside the drawing, whether turned upwards or, with few rows, across
        double width = Double.parseDouble(chart.selectFirst("svg").attr("width"));
        double height = Double.parseDouble(chart.selectFirst("svg").attr("height"));
        for (Element title : chart.select("text.axis-label")) {
            double half = title.text().length() * 6.5 / 2;
            double at = title.hasAttr("transform") ? Double.parseDouble(title.attr("y"))
                    : Double.parseDouble(title.attr("x"));
            double limit = title.hasAttr("transform") ? height : width;
            assertTrue(at - half >= 0 && at + half <= limit, "'" + title.text() + "' is not cut off");
        }
    }

    @Test
    void theHeatMapHasACellPerSweepPointLabelledWithItsCountsAndAColourLegend() {
        Document maps = svg(Charts.heatMaps(analysis));
        assertEquals(run.plan().puzzles().size() * run.spec().variants().size() + 1, maps.select("svg").size());
        Element first = maps.selectFirst("svg");
        assertEquals(4, first.select("rect:not([class^=verdict])").size(), "2 × 2 sweep points");
        assertTrue(first.text().contains("/4"));
        assertEquals(2, first.select("text.axis-label").size());
        Element legend = maps.selectFirst("g.legend");
        assertEquals(6, legend.select("rect").size() - (run.spec().published().isEmpty() ? 0 : 2));
        assertEquals(Charts.heat(1), legend.selectFirst("rect").attr("fill"));
    }

    @Test
    void theBoxPlotsDrawABoxPerCellWithSuccessesAndSayWhenThereIsNone() {
        Document plots = svg(Charts.boxPlots(analysis));
        long withSuccess = analysis.summaries().stream().filter(s -> s.stats().successes() > 0).count();
        assertEquals(withSuccess, plots.select("rect").size());
        assertEquals(analysis.summaries().size() - withSuccess,
                plots.select("text:contains(no successful run)").size());
        assertEquals(2, plots.select("text.axis-label").size());
    }

    @Test
    void theLineChartsAreSmallMultiplesWithALinePerCellAndSharedAxes() {
        for (String markup : new String[] {LineCharts.convergence(run.result()),
                LineCharts.runtimeDistribution(run.result())}) {
            Document d = svg("<div>" + markup + "</div>");
            assertEquals(run.plan().puzzles().size(), d.select("svg").size());
            String ticks = null;
            for (Element panel : d.select("svg")) {
                String puzzle = panel.selectFirst("text").text();
                long cells = run.plan().cells().stream().filter(c -> c.puzzle().id().equals(puzzle)).count();
                assertEquals(cells, panel.select("path").size());
                assertEquals(2, panel.select("text.axis-label").size(), "both axes labelled");
                String xTicks = panel.select("text[text-anchor=middle]:not(.axis-label)").eachText().toString();
                assertFalse(xTicks.contains("."), "whole-number generations: " + xTicks);
                String mine = xTicks + panel.select("text[text-anchor=end]").eachText();
                ticks = ticks == null ? mine : ticks;
                assertEquals(ticks, mine, "every panel has the same axes");
            }
        }
    }

    /** The x of the top tick labelled {@code label} in a row chart (the ticks above and below its rows). */
    private static double tickX(Document chart, String label) {
        return chart.select("text").stream().filter(t -> t.text().equals(label)
                && "middle".equals(t.attr("text-anchor"))).mapToDouble(t -> Double.parseDouble(t.attr("x")))
                .findFirst().orElseThrow(() -> new AssertionError("no tick " + label));
    }

    /**
     * Each forest dot stands at its cell's success rate and its whisker spans the Wilson interval, measured
     * against the axis's own ticks: a dot drawn at the interval's end, or a whisker from 0, fails.
     */
    @Test
    void theForestDrawsEachCellAtItsRateAndItsIntervalAgainstTheTicks() {
        Document chart = svg(Charts.successForest(analysis));
        double x0 = tickX(chart, "0");
        double x1 = tickX(chart, "1");
        var circles = chart.select("circle");
        for (int i = 0; i < analysis.summaries().size(); i++) {
            var st = analysis.summaries().get(i).stats();
            Element dot = circles.get(i);
            double cx = Double.parseDouble(dot.attr("cx"));
            String cy = dot.attr("cy");
            assertEquals(st.successRate(), (cx - x0) / (x1 - x0), 0.005, "dot of row " + i);
            // the whisker: the horizontal line through the dot's row
            Element whisker = chart.select("line").stream().filter(l -> l.attr("y1").equals(cy)
                    && l.attr("y2").equals(cy) && !l.attr("x1").equals(l.attr("x2"))).findFirst().orElseThrow();
            assertEquals(st.ciLow(), (Double.parseDouble(whisker.attr("x1")) - x0) / (x1 - x0), 0.005, "row " + i);
            assertEquals(st.ciHigh(), (Double.parseDouble(whisker.attr("x2")) - x0) / (x1 - x0), 0.005, "row " + i);
        }
    }

    /**
     * An ECDF steps up by 1/runs at each solved run's value, on a log axis: three runs of four solved at 10,
     * 100 and 1000 evaluations on an axis from 1 to 10^4 in a 100 by 100 area step at a quarter, a half and
     * three quarters of its width, to heights of a quarter, a half and three quarters.
     */
    @Test
    void anEcdfStepsAtEachSolvedRunsValueByOneRunsShare() {
        Svg.Axis x = Svg.Axis.log(1, 10_000, "evaluations");
        Svg.Axis y = Svg.Axis.linear(0, 1, false, "fraction solved");
        String path = new PlotArea(0, 0, 100, 100).ecdfPath(new double[] {10, 100, 1000}, 4, x, y);
        assertEquals("M0.0 100.0 L25.0 100.0 L25.0 75.0 L50.0 75.0 L50.0 50.0 L75.0 50.0 L75.0 25.0 L100.0 25.0", path);
    }

    /** One word, one unit: every ERT header on the page names what it counts. */
    @Test
    void everyErtHeaderNamesItsUnit() throws Exception {
        Document page = Jsoup.parse(run.html().toFile(), "UTF-8");
        var headers = page.select("th:contains(ERT)");
        assertFalse(headers.isEmpty(), "the summary has an ERT column");
        for (Element th : headers) {
            assertTrue(th.text().equals("ERT (generations)") || th.text().equals("ERT (evaluations)")
                    || th.text().equals("ERT (generations) vs paper"), th.text());
        }
        // the summary leads with evaluations, and keeps generations as columns of their own
        List<String> summary = page.select("table#summary th").eachText();
        assertTrue(summary.indexOf("ERT (evaluations)") >= 0 && summary.indexOf("ERT (generations)")
                == summary.indexOf("ERT (evaluations)") + 1, summary.toString());
        assertTrue(summary.contains("mean generations") && summary.contains("median generations"), summary.toString());
        for (Element th : page.select("th")) {
            assertFalse(th.text().matches(".*\\b(gen|eval)\\.$"), "an abbreviated unit: " + th.text());
        }
    }
}
