package io.galab.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import io.galab.lab.TestSettings;
import io.galab.report.Format;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/**
 * The {@code svg} export: every chart of the page as a standalone SVG file with its styles inside, which an
 * XML parser reads as an SVG document on its own.
 */
class FiguresTest {

    @TempDir
    Path dir;

    @Test
    void everyChartOfThePageIsAStandaloneSvgWithItsStyles() throws Exception {
        Path spec = dir.resolve("fig.yaml");
        Files.writeString(spec, String.join("\n", "name: fig", "seed: 2", "runs: 4", "budget: {maxGenerations: 60}",
                "puzzles: [{set: sudoku/mantere-koljonen, ids: [s01a, s06a]}]",
                "variants: [{name: g, algorithm: growth-ga}, {name: m, algorithm: propagating-memetic-ga}]", ""));
        Lab lab = TestSettings.quiet(dir.resolve("out")).formats(Set.of(Format.HTML, Format.SVG)).lab();
        lab.run(lab.plan(spec), ProgressListener.NONE);
        String page = Files.readString(dir.resolve("out/fig/index.html"));
        int charts = page.split("<svg\\b", -1).length - 1;
        assertTrue(charts >= 3, "the page has charts: " + charts);
        List<Path> files;
        try (Stream<Path> s = Files.list(dir.resolve("out/fig/figures"))) {
            files = s.sorted().toList();
        }
        assertEquals(charts, files.size(), "one file a chart: " + files);
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        for (Path file : files) {
            assertTrue(file.getFileName().toString().matches("[a-z0-9-]+-\\d+\\.svg"), file.toString());
            Document d = f.newDocumentBuilder().parse(file.toFile());
            assertEquals("svg", d.getDocumentElement().getLocalName(), file.toString());
            assertEquals("http://www.w3.org/2000/svg", d.getDocumentElement().getNamespaceURI(), file.toString());
            assertTrue(d.getElementsByTagNameNS("http://www.w3.org/2000/svg", "style").getLength() > 0,
                    file + ": its styles inside");
        }
    }

    @Test
    void aHeadingBecomesAFileName() {
        assertEquals("phase-transition-success-rate-and-median", Figures.slug("Phase transition: success rate"
                + " and median time to solve against the fraction of givens"));
        assertEquals("chart", Figures.slug("<b></b>"));
    }
}
