package io.galab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IndexPageTest {

    @TempDir
    Path dir;

    @Test
    void aRowPerSpecPageWithItsGateTally() throws Exception {
        var run = SmallExperiment.run(dir);
        long failed = run.verdicts().stream().filter(v -> v.verdict() == GateVerdict.Verdict.FAIL).count();
        Path out = dir.resolve("out");
        Files.createDirectories(out.resolve("empty"));
        IndexPage.write(out);
        Document index = Jsoup.parse(out.resolve("index.html").toFile());
        assertEquals(2, index.select("tr").size(), "the header and the one spec with a page");
        assertEquals("small/index.html", index.selectFirst("td a").attr("href"));
        assertEquals(failed + " of " + run.verdicts().size() + " checks fail", index.select("td").get(1).text());
        assertEquals(true, failed > 0, "the fixture has a failing gate");
    }

    @Test
    void tallies() throws Exception {
        Path gates = dir.resolve("gates.csv");
        assertEquals("", IndexPage.gateSummary(gates), "no file");
        Files.writeString(gates, String.join(",", CsvReports.GATES) + "\n");
        assertEquals("no gates", IndexPage.gateSummary(gates));
        Files.writeString(gates, String.join(",", CsvReports.GATES) + "\ns,g,p,v,,m,a,e,pass,src,\ns,g,p,v,,m,a,e,warn,src,\n");
        assertEquals("all 2 checks pass", IndexPage.gateSummary(gates));
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
        Files.writeString(out.resolve("cut/gates.csv"), String.join(",", CsvReports.GATES) + "\ns,g,p,v,,m,\"cut inside");
        Files.createDirectories(out.resolve("noverdict"));
        Files.writeString(out.resolve("noverdict/index.html"), "<html></html>");
        Files.writeString(out.resolve("noverdict/gates.csv"), "spec,gate\ns,g\n");
        var run = SmallExperiment.run(dir); // writes the index over both neighbours
        Document index = Jsoup.parse(out.resolve("index.html").toFile());
        assertEquals(4, index.select("tr").size(), "header, cut, noverdict, small");
        assertEquals(true, index.select("td").get(1).text().startsWith("gates.csv unreadable: "), index.text());
        assertEquals(true, index.select("td").get(3).text().startsWith("gates.csv unreadable: "), index.text());
        assertEquals(true, run.html().toFile().isFile());
    }
}
