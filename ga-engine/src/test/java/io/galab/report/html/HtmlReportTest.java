package io.galab.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.Lab;
import io.galab.report.Provenance;
import io.galab.report.SmallExperiment;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The spec page as a browser reads it (jsoup): the answer first, escaped text, labelled charts, nothing external. */
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

    private static Map<String, Integer> count(Path csv, String... columns) throws Exception {
        Map<String, Integer> counts = new HashMap<>();
        try (Reader in = Files.newBufferedReader(csv)) {
            for (CSVRecord r : CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(in)) {
                for (String c : columns) {
                    String v = r.get(c);
                    if (!v.isEmpty()) {
                        counts.merge(v.contains(" (") ? v.substring(0, v.indexOf(" (")) : v, 1, Integer::sum);
                    }
                }
            }
        }
        return counts;
    }

    @Test
    void titleAndSourceAreEscapedText() {
        assertEquals("A <small> & 'quoted' experiment", page.selectFirst("h1").text());
        assertEquals("galab tests", page.selectFirst("p.source").text());
        assertTrue(page.select("h1 small").isEmpty(), "the title's <small> is text, not an element");
    }

    /** The page says which reading of its puzzles the runs used, as runs.csv's puzzleVariant column does. */
    @Test
    void thePageNamesThePuzzlesVariantsAsRunsCsvDoes() throws Exception {
        List<String> runs = java.nio.file.Files.readAllLines(run.reportDirectory().resolve("runs.csv"));
        int column = List.of(runs.get(0).split(",")).indexOf("puzzleVariant");
        java.util.Set<String> labels = new java.util.TreeSet<>();
        runs.stream().skip(1).forEach(r -> labels.add(r.split(",")[column]));
        String shown = page.selectFirst("#puzzle-variants").text();
        for (String label : labels) {
            assertTrue(shown.contains(label), label + " in: " + shown);
        }
    }

    @Test
    void theBannerCountsEqualThoseOfGatesCsvAndSummaryCsv() throws Exception {
        Map<String, Integer> gates = count(run.reportDirectory().resolve("gates.csv"), "verdict");
        Map<String, Integer> paper = count(run.reportDirectory().resolve("summary.csv"), "rateVerdict",
                "generationsVerdict", "ertVerdict");
        Element banner = page.selectFirst("#banner");
        assertEquals(gates.getOrDefault("pass", 0), Integer.parseInt(banner.attr("data-passed")));
        assertEquals(gates.getOrDefault("fail", 0), Integer.parseInt(banner.attr("data-failed")));
        assertEquals(gates.getOrDefault("warn", 0), Integer.parseInt(banner.attr("data-warned")));
        assertTrue(gates.getOrDefault("fail", 0) > 0 && gates.getOrDefault("warn", 0) > 0,
                "the fixture fails and warns");
        for (String[] v : new String[][] {{"agrees", "data-agree"}, {"better", "data-better"}, {"worse", "data-worse"},
            {"not comparable", "data-not-comparable"}, {"inconclusive", "data-inconclusive"}}) {
            assertEquals(paper.getOrDefault(v[0], 0), Integer.parseInt(banner.attr(v[1])), v[0]);
        }
        assertTrue(banner.hasClass("bad"), "a failed gate makes the banner red");
        assertTrue(banner.text().contains(gates.get("fail") + " failed"), banner.text());
    }

    @Test
    void theKeyChartComesRightAfterTheBannerAndBeforeEveryTable() {
        Element key = page.selectFirst("#key-chart");
        assertNotNull(key, "a key chart");
        assertTrue(key.text().startsWith("Success rate over"),
                "a 2-D sweep's key chart is its heat map: " + key.text());
        int firstSvg = page.getAllElements().indexOf(page.selectFirst("svg"));
        int firstTable = page.getAllElements().indexOf(page.selectFirst("table"));
        int banner = page.getAllElements().indexOf(page.selectFirst("#banner"));
        assertTrue(banner < firstSvg && firstSvg < firstTable, "banner, then a chart, then tables");
    }

    @Test
    void everyChartAxisHasALabel() {
        for (Element svg : page.select("svg")) {
            if (svg.selectFirst("g.legend") != null) {
                continue;
            }
            assertTrue(svg.select("text.axis-label").size() >= 2, "a chart without axis labels: "
                    + svg.text().substring(0, Math.min(80, svg.text().length())));
        }
    }

    @Test
    void theProvenanceBlockSaysWhatMadeThePage() throws Exception {
        Element table = page.selectFirst("#provenance");
        assertNotNull(table);
        String text = table.text();
        assertTrue(text.contains(Provenance.sha256(run.spec().file())), "the spec's hash");
        assertTrue(text.contains(Provenance.galabVersion()));
        assertTrue(text.contains("Java " + System.getProperty("java.version")));
        for (String label : new String[] {"commit", "date", "wall time", "OS", "cores / threads"}) {
            assertFalse(table.select("th:contains(" + label + ")").isEmpty(), label);
        }
    }

    @Test
    void theSummaryTableHasARowPerCellWithShortVerdictsAndTheTestOnHover() {
        Element summary = page.selectFirst("#summary");
        assertEquals(run.plan().cells().size(), summary.select("tr").size() - 1);
        Element params = summary.selectFirst("abbr[title*=crossoverRate=0.1;mutationRate=0.05]");
        assertNotNull(params, "a sweep cell's other parameters are folded, with the full text on hover");
        assertEquals("+ 1 more", params.text());
        assertTrue(params.parent().text().startsWith("crossoverRate=0.1;mutationRate=0.05 "),
                "the sweep point, the parameters that vary, is shown in full: " + params.parent().text());
        assertEquals("crossoverRate=0.1;mutationRate=0.05;populationSize=20",
                params.attr("title"));
        Element verdict = summary.selectFirst("span[class^=v-]");
        assertNotNull(verdict, "the published row gets a verdict");
        assertTrue(verdict.attr("title").contains("p ="), "the test on hover: " + verdict);
        assertFalse(page.text().contains("maxEvaluations=0"), "unset limits are left out");
    }

    @Test
    void violationsComeFirstAndPassesAreFolded() {
        Element first = page.selectFirst("table.gates");
        assertEquals("fail", first.select("tr").get(1).selectFirst("td").text());
        Element folded = page.selectFirst("details > table.gates");
        assertNotNull(folded);
        assertTrue(folded.select("td.pass").size() > 0);
        assertEquals(run.verdicts().size(), page.select("table.gates tr").size() - page.select("table.gates").size());
    }

    @Test
    void theComparisonsAreOnThePage() {
        Element table = page.selectFirst("#comparisons");
        assertNotNull(table);
        long pairs = run.analysis().comparisons().stream()
                .map(c -> c.puzzle() + c.point() + c.variantA() + c.variantB()).distinct().count();
        assertEquals(pairs, table.select("tr").size() - 1);
    }

    @Test
    void everyChartIsInlineSvgAndNothingLoadsFromOutside() {
        assertTrue(page.select("script").isEmpty());
        for (Element e : page.select("[src], link[href]")) {
            assertTrue(false, "external resource: " + e);
        }
        for (Element a : page.select("a[href]")) {
            assertTrue(!a.attr("href").startsWith("http"), "a link to outside: " + a);
        }
    }

    /**
     * A comparison without gates or published numbers leads with its answer, one count per question, not with
     * "Gates: none declared"; the pairs' table gives one kind of number per column.
     */
    @Test
    void aComparisonWithoutGatesOrPublishedNumbersLeadsWithItsAnswer(@TempDir Path tmp)
            throws Exception {
        Path spec = tmp.resolve("pair.yaml");
        java.nio.file.Files.writeString(spec, String.join("\n", "name: pair", "seed: 4", "runs: 6",
                "budget: {maxGenerations: 40}", "puzzles: [{set: sudoku/mantere-koljonen, ids: [s01a, s06a]}]",
                "variants: [{name: g, algorithm: growth-ga}, {name: t, algorithm: twodoku-ga}]", ""));
        io.galab.lab.Lab lab = io.galab.lab.TestSettings.quiet(tmp.resolve("out")).lab();
        lab.run(lab.plan(spec), io.galab.experiment.ProgressListener.NONE);
        Document pair = Jsoup.parse(tmp.resolve("out/pair/index.html").toFile());
        Element banner = pair.selectFirst("#banner");
        assertTrue(banner.hasClass("answer"), banner.outerHtml());
        // one clause per question, a winner named first; 6 runs a variant are too few to time
        assertTrue(banner.text().startsWith("Comparison: "), banner.text());
        assertTrue(banner.text().endsWith("seconds: described only, not tested (too few runs to time: 6 a variant,"
                + " under 10) · the pairs"), banner.text());
        for (String question : List.of("success", "evaluations")) {
            assertTrue(banner.text().contains(question + ": no difference") || banner.text().matches(
                    ".*[gt]: " + (question.equals("success") ? "solves more" : "fewer evaluations") + " on \\d of 2"
                            + " puzzles \\(.*"), question + ": " + banner.text());
        }
        List<String> headers = pair.select("table#comparisons th").eachText();
        assertEquals(List.of("puzzle", "variant A", "variant B", "success: p (Holm)", "success rate A − B [95% CI]",
                "evaluations: p (Holm)", "evaluations: A12", "seconds: p (Holm)", "seconds: A12"), headers);
        assertTrue(page.selectFirst("#banner").hasClass("bad"), "a spec with gates keeps the gates' banner");
    }
}
