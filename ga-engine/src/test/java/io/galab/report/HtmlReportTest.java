package io.galab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.Lab;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The spec page as a browser reads it (jsoup): escaped text, tables, charts, and nothing external. */
class HtmlReportTest {

    @TempDir
    static Path dir;
    static Lab.SpecRun run;
    static Document page;

    @BeforeAll
    static void render() throws Exception {
        run = SmallExperiment.run(dir);
        page = Jsoup.parse(run.html().toFile());
    }

    @Test
    void titleAndSourceAreEscapedText() {
        assertEquals("A <small> & 'quoted' experiment", page.selectFirst("h1").text());
        assertTrue(page.selectFirst("p.meta").text().contains("source: galab tests"));
        assertTrue(page.select("h1 small").isEmpty(), "the title's <small> is text, not an element");
    }

    @Test
    void theSummaryTableHasARowPerCellAndTheVerdictsAgainstThePublishedRow() {
        Element summary = page.selectFirst("h2:contains(Summary) + table");
        assertEquals(run.plan().cells().size(), summary.select("tr").size() - 1);
        assertTrue(summary.text().contains("crossoverRate=0.1;mutationRate=0.05"));
        assertTrue(summary.text().contains("agrees") || summary.text().contains("worse") || summary.text().contains("better"),
                "the published row gets a verdict");
    }

    @Test
    void theHeadlineAndTheGatesTableCountTheFailedCheck() {
        assertTrue(page.selectFirst("p.headline").hasClass("bad") == run.failed());
        Element gates = page.selectFirst("h2:contains(Gates) + table");
        assertEquals(run.verdicts().size(), gates.select("tr").size() - 1);
    }

    @Test
    void everyChartIsInlineSvgAndNothingLoadsFromOutside() {
        int puzzles = run.plan().puzzles().size();
        int variants = run.spec().variants().size();
        // success chart + one heat map per puzzle and variant + convergence and ECDF per puzzle + box plots
        assertEquals(1 + puzzles * variants + 2 * puzzles + 1, page.select("svg").size());
        assertTrue(page.select("script").isEmpty());
        for (Element e : page.select("[src], link[href]")) {
            assertTrue(false, "external resource: " + e);
        }
        for (Element a : page.select("a[href]")) {
            assertTrue(!a.attr("href").startsWith("http"), "a link to outside: " + a);
        }
    }
}
