package io.galab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithms;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.spec.SpecException;
import io.galab.experiment.spec.SpecLoader;
import io.galab.lab.Lab;
import io.galab.lab.TestSettings;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.apache.commons.math3.stat.interval.WilsonScoreInterval;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reports past {@link Analysis#PAGE_CELLS} cells (docs/experiments.md, "Reports at scale"): the page gives
 * its rows per puzzle set, and every per-set number on it is recomputed from runs.csv; comparisons.csv and
 * convergence.csv are per set, or per cell where the spec asks ({@code reports: {detail: cells}}).
 */
class ReportsAtScaleTest {

    @TempDir
    static Path dir;

    /** 298 puzzles of two library sets (199 of top1465, 99 of royle17) × 2 variants = 596 cells, one run each. */
    static String spec(String name, String reports) {
        return String.join("\n", "name: " + name, "seed: 5", "runs: 1", "budget: {maxEvaluations: 60}",
                "puzzles:", "  - {set: sudoku/top1465, ids: [\"top1465_00*\", \"top1465_01*\"]}",
                "  - {set: sudoku/royle17, ids: [\"royle17_00*\"]}",
                "variants:", "  - {name: exact, algorithm: exact, params: {search: dfs}}",
                "  - {name: growth, algorithm: growth-ga}", reports, "");
    }

    @BeforeAll
    static void run() throws Exception {
        for (String[] s : new String[][] {{"many", ""}, {"many-cells", "reports: {detail: cells}"}}) {
            Path file = dir.resolve(s[0] + ".yaml");
            Files.writeString(file, spec(s[0], s[1]));
            Lab lab = TestSettings.quiet(dir.resolve("out")).lab();
            lab.run(lab.plan(file), ProgressListener.NONE);
        }
    }

    static List<CSVRecord> csv(String spec, String name) throws Exception {
        try (Reader r = Files.newBufferedReader(dir.resolve("out").resolve(spec).resolve(name))) {
            return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r).getRecords();
        }
    }

    static String setOf(String puzzle) {
        return "sudoku/" + puzzle.substring(0, puzzle.lastIndexOf('_'));
    }

    /** Each "set variant"'s runs solved and made, from runs.csv. */
    static Map<String, int[]> counts() throws Exception {
        Map<String, int[]> counts = new LinkedHashMap<>();
        for (CSVRecord r : csv("many", "runs.csv")) {
            int[] c = counts.computeIfAbsent(setOf(r.get("puzzle")) + " " + r.get("variant"), k -> new int[2]);
            c[0] += Boolean.parseBoolean(r.get("solved")) ? 1 : 0;
            c[1]++;
        }
        return counts;
    }

    @Test
    void thePageGivesEverySetsNumbersAsTheRunsHaveThem() throws Exception {
        Map<String, int[]> counts = counts();
        assertEquals(4, counts.size());
        assertTrue(counts.values().stream().anyMatch(c -> c[0] < c[1]), "some runs fail, so the rates differ");
        Document page = Jsoup.parse(dir.resolve("out/many/index.html").toFile());
        assertTrue(page.select("table#summary").isEmpty(), "no row per cell on the page");
        assertTrue(page.selectFirst("#summary-by-set").text().startsWith("596 cells"));
        Element sets = page.selectFirst("h2#sets + table");
        int rows = 0;
        for (Element tr : sets.select("tr:gt(0)")) {
            List<String> td = tr.select("td").eachText();
            int[] c = counts.get(td.get(0) + " " + td.get(1));
            assertEquals(c[0] + "/" + c[1], td.get(3), td.toString());
            var ci = new WilsonScoreInterval().createInterval(c[1], c[0], 0.95);
            assertEquals(String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", (double) c[0] / c[1], ci.getLowerBound(),
                    ci.getUpperBound()), td.get(4), td.toString());
            rows++;
        }
        assertEquals(4, rows);
        // the fixed-budget table: within 10 ms, 100 ms, 1 s and the budget, never decreasing, the last the solved
        for (Element tr : page.select("table#fixed-budgets tr:gt(0)")) {
            List<String> td = tr.select("td").eachText();
            int[] c = counts.get(td.get(0) + " " + td.get(1));
            int last = -1;
            for (int j = 2; j < td.size(); j++) {
                int k = Integer.parseInt(td.get(j).substring(0, td.get(j).indexOf('/')));
                assertTrue(k >= last && k <= c[0], td.toString());
                assertTrue(td.get(j).contains("/" + c[1] + " "), td.toString());
                last = k;
            }
            assertEquals(c[0], last, td.toString());
        }
        assertEquals(4, page.select("table#fixed-budgets tr:gt(0)").size());
        // the forest: a row per (set, variant), its title the pooled count, and no dot per cell
        List<String> titles = page.select("svg circle > title").eachText();
        for (Map.Entry<String, int[]> e : counts.entrySet()) {
            int cells = e.getKey().startsWith("sudoku/top1465") ? 199 : 99;
            String title = e.getValue()[0] + "/" + e.getValue()[1] + " over " + cells + " cells";
            assertTrue(titles.contains(title), e.getKey());
        }
        assertTrue(page.select("circle.cell").isEmpty());
        assertTrue(page.text().contains("Success rate with its 95% Wilson interval, by puzzle set"));
    }

    @Test
    void comparisonsAndConvergenceArePerSetUnlessTheSpecAsksForCells() throws Exception {
        Map<String, int[]> counts = counts();
        List<CSVRecord> comparisons = csv("many", "comparisons.csv");
        assertEquals(Set.of("sudoku/top1465", "sudoku/royle17"),
                Set.copyOf(comparisons.stream().map(r -> r.get("set")).toList()));
        for (CSVRecord r : comparisons) {
            if (r.get("test").equals("rate-difference")) {
                int[] a = counts.get(r.get("set") + " " + r.get("variantA"));
                int[] b = counts.get(r.get("set") + " " + r.get("variantB"));
                assertEquals((double) a[0] / a[1] - (double) b[0] / b[1], Double.parseDouble(r.get("statistic")),
                        1e-9, "the pooled rates' difference of " + r.get("set"));
            }
        }
        List<CSVRecord> convergence = csv("many", "convergence.csv");
        assertEquals(Set.of("sudoku/top1465", "sudoku/royle17"),
                Set.copyOf(convergence.stream().map(r -> r.get("set")).toList()));
        assertFalse(convergence.stream().anyMatch(r -> r.get("variant").equals("exact")), "exact has no trace");
        // reports: {detail: cells}: the same page rule, the CSV files per puzzle
        List<CSVRecord> perCell = csv("many-cells", "comparisons.csv");
        assertEquals(298, perCell.stream().map(r -> r.get("puzzle")).distinct().count());
        assertEquals(99, csv("many-cells", "convergence.csv").stream().filter(r -> r.get("generation").equals("0"))
                .map(r -> r.get("puzzle")).filter(p -> p.startsWith("royle17")).count());
        Document page = Jsoup.parse(dir.resolve("out/many-cells/index.html").toFile());
        assertTrue(page.select("table#comparisons").isEmpty());
        assertTrue(page.text().contains("Per cell, as the spec asks"));
    }

    @Test
    void aDetailThatDoesNotExistIsALocatedError() {
        SpecLoader loader = new SpecLoader(Algorithms.builtIn());
        SpecException e = assertThrows(SpecException.class, () -> loader.parse(Path.of("bad.yaml"),
                spec("bad", "reports: {detail: all}")));
        assertTrue(e.getMessage().contains("bad.yaml:11:19: key 'detail': expected auto, cells or sets, found 'all'"),
                e.getMessage());
    }
}
