package io.galab.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.report.SmallExperiment;
import io.galab.report.gate.Overview;
import io.galab.report.gate.Tally;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IndexPageTest {

    @TempDir
    Path dir;

    @Test
    void aRowPerSpecPageWithTitlePaperRunsDateGatesAndVerdicts() throws Exception {
        var run = SmallExperiment.run(dir);
        Tally t = Tally.of(run.analysis(), run.verdicts());
        Path out = dir.resolve("out");
        Files.createDirectories(out.resolve("empty"));
        Files.writeString(out.resolve("README.md"), "# findings\n");
        IndexPage.write(out);
        Document index = Jsoup.parse(out.resolve("index.html").toFile());
        assertEquals(2, index.select("tr").size(), "the header and the one spec with a page");
        Element row = index.select("tr").get(1);
        assertEquals("small/index.html", row.selectFirst("td a").attr("href"));
        assertEquals("A <small> & 'quoted' experiment", row.select("td").get(1).text());
        assertEquals("galab tests", row.select("td").get(2).text());
        assertEquals(String.valueOf(run.plan().totalRuns()), row.select("td").get(3).text());
        assertTrue(row.select("td").get(4).text().matches("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC"));
        assertEquals("fail (" + t.gatesText() + ")", row.select("td").get(5).text());
        assertEquals(t.publishedText(), row.select("td").get(6).text());
        assertEquals("README.md", index.selectFirst("p a").attr("href"));
        assertEquals(1, row.select("td").get(0).select("a").size(), "no reading beside the page, no link to one");
        Files.writeString(out.resolve("small/README.md"), "# the reading\n");
        IndexPage.write(out);
        Element withReading = Jsoup.parse(out.resolve("index.html").toFile()).select("tr").get(1);
        assertEquals("small/README.md", withReading.select("td").get(0).select("a").get(1).attr("href"));
        assertEquals("small · reading", withReading.select("td").get(0).text());
        assertTrue(index.selectFirst("p.banner").text().contains(t.line()));
    }

    @Test
    void anEmptyFolderSaysSo() throws Exception {
        IndexPage.write(dir);
        assertEquals("No reports yet.", Jsoup.parse(dir.resolve("index.html").toFile()).selectFirst("p").text());
    }

    @Test
    void aBrokenNeighbourIsSaidOnThePageAndStopsNothing() throws Exception {
        Path out = dir.resolve("out");
        Files.createDirectories(out.resolve("cut"));
        Files.writeString(out.resolve("cut/index.html"), "<html></html>");
        Files.writeString(out.resolve("cut/" + Overview.FILE), String.join(",", Overview.HEADER) + "\ns,\"cut inside");
        Files.createDirectories(out.resolve("old"));
        Files.writeString(out.resolve("old/index.html"), "<html></html>");
        var run = SmallExperiment.run(dir); // writes the index over both neighbours
        Document index = Jsoup.parse(out.resolve("index.html").toFile());
        assertEquals(4, index.select("tr").size(), "header, cut, old, small");
        assertTrue(index.select("tr").get(1).text().contains("no overview: "), index.text());
        assertTrue(index.select("tr").get(2).text().contains("no overview: "), index.text());
        assertTrue(run.html().toFile().isFile());
    }

    @Test
    void thePaperIsTheSourceUpToItsNotes() {
        assertEquals("<abbr title=\"Waters 2008, thesis. Scaled down.\">Waters 2008, thesis</abbr>",
                IndexPage.paper("Waters 2008, thesis. Scaled down."));
        assertEquals("Das et al. 2012", IndexPage.paper("Das et al. 2012"));
    }
}
