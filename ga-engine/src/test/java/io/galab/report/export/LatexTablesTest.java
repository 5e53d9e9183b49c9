package io.galab.report.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import io.galab.lab.TestSettings;
import io.galab.report.Format;
import java.io.File;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.apache.commons.math3.stat.interval.WilsonScoreInterval;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code latex} export (docs/reading-the-report.md, "Exports") against the {@code runs.csv} of the same
 * run: every success percentage and Wilson interval recomputed from the runs, the bold success rate at each
 * row's highest and the bold median time at each row's lowest, the column count of every row, the escapes
 * and the braces; and, where {@code pdflatex} is installed, the tables compile.
 */
class LatexTablesTest {

    @TempDir
    static Path dir;

    static Path out;

    @BeforeAll
    static void run() throws Exception {
        Path spec = dir.resolve("tables.yaml");
        Files.writeString(spec, String.join("\n", "name: tables", "seed: 11", "runs: 3",
                "budget: {maxEvaluations: 40, maxSeconds: 60}",
                "puzzles:",
                "  - {set: family/sudoku9-30, count: 2, seed: 4}",
                "  - {set: family/sudoku9-60, count: 2, seed: 4}",
                "  - {set: twodoku/kaldanis, ids: [medium_1]}",
                "variants:",
                "  - {name: exact_dfs, algorithm: exact, params: {search: dfs}}",
                "  - {name: growth, algorithm: growth-ga}", ""));
        Lab lab = TestSettings.quiet(dir.resolve("out")).formats(Set.of(Format.CSV, Format.LATEX)).lab();
        lab.run(lab.plan(spec), ProgressListener.NONE);
        out = dir.resolve("out/tables");
    }

    /** The body rows of every table of a file: each a list of cells, the instance's label carried down. */
    static List<List<String>> body(String tex) {
        List<List<String>> all = new ArrayList<>();
        int at = 0;
        while (tex.indexOf("\\midrule", at) >= 0) {
            int from = tex.indexOf("\\midrule", at) + "\\midrule".length();
            int to = tex.indexOf("\\bottomrule", from);
            String instance = "";
            for (String line : tex.substring(from, to).strip().split("\n")) {
                if (line.equals("\\addlinespace")) {
                    continue;
                }
                assertTrue(line.endsWith(" \\\\"), line);
                List<String> cells = cells(line.substring(0, line.length() - 3));
                instance = cells.get(0).isEmpty() ? instance : cells.get(0);
                cells.set(0, instance);
                all.add(cells);
            }
            at = to;
        }
        return all;
    }

    /** A row split at its unescaped ampersands. */
    static List<String> cells(String row) {
        List<String> cells = new ArrayList<>();
        for (String c : row.split("(?<!\\\\)&", -1)) {
            cells.add(c.strip());
        }
        return cells;
    }

    static List<CSVRecord> csv(String name) throws Exception {
        try (Reader r = Files.newBufferedReader(out.resolve(name))) {
            return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r).getRecords();
        }
    }

    @Test
    void everyTableIsFiveColumnsWideWithItsCaptionLabelEscapesAndBalancedBraces() throws Exception {
        for (String name : new String[] {"summary.tex", "sets.tex", "phase-transition.tex"}) {
            String tex = Files.readString(out.resolve("latex").resolve(name));
            assertTrue(tex.contains("\\begin{tabular}{llrrr}"), name + ": five columns, whatever the variants");
            for (List<String> row : body(tex)) {
                assertEquals(5, row.size(), name + ": " + row);
            }
            Matcher caption = Pattern.compile("\\\\caption\\{([^\n]*)\\}\n\\\\label\\{(tab:tables-[a-z-]+)\\}")
                    .matcher(tex);
            assertTrue(caption.find(), name + ": a caption, then a label:\n" + tex);
            assertTrue(caption.group(1).contains("3 runs a ") && caption.group(1).contains("budget 40 evaluations"),
                    name + ": n and the budget in the caption: " + caption.group(1));
            assertTrue(caption.group(1).matches(".*(5 puzzles|3 sets of 5 puzzles).*"), caption.group(1));
            int depth = 0;
            for (int i = 0; i < tex.length(); i++) {
                char c = tex.charAt(i);
                boolean escaped = i > 0 && tex.charAt(i - 1) == '\\';
                depth += escaped ? 0 : c == '{' ? 1 : c == '}' ? -1 : 0;
                assertTrue(depth >= 0, name + " at " + i);
            }
            assertEquals(0, depth, name + ": balanced braces");
            for (String line : tex.split("\n")) {
                if (line.startsWith("%")) {
                    continue;
                }
                assertFalse(Pattern.compile("(?<!\\\\)[_%&#$]").matcher(line.replaceAll("(?<!\\\\)&", ""))
                        .find(), name + ": unescaped in " + line);
            }
            assertTrue(tex.contains("exact\\_dfs"), name + ": the variant's underscore escaped");
        }
        assertTrue(Files.readString(out.resolve("latex/summary.tex")).contains("medium\\_1"));
        assertEquals("a\\_b \\% \\& \\# \\$ \\{\\} \\textasciitilde{}\\textasciicircum{}\\textbackslash{}",
                LatexTables.escape("a_b % & # $ {} ~^\\"));
    }

    /**
     * The summary's numbers are the runs': counts, Wilson intervals and the median over all runs; bold only
     * where the page's test says the best differs (3 runs a cell: nowhere).
     */
    @Test
    void theSummaryAgreesWithTheRunsAndBoldsOnlyWhatIsSignificant() throws Exception {
        Map<String, int[]> counts = new LinkedHashMap<>();
        for (CSVRecord r : csv("runs.csv")) {
            int[] c = counts.computeIfAbsent(r.get("puzzle") + " " + r.get("variant"), k -> new int[2]);
            c[0] += Boolean.parseBoolean(r.get("solved")) ? 1 : 0;
            c[1]++;
        }
        String tex = Files.readString(out.resolve("latex/summary.tex"));
        List<List<String>> rows = body(tex);
        assertEquals(counts.size(), rows.size());
        for (List<String> row : rows) {
            String key = row.get(0).replace("\\_", "_") + " " + row.get(1).replace("\\_", "_");
            int[] c = counts.get(key);
            assertEquals(c[0] + "/" + c[1], row.get(2), key);
            double[] ci = {new WilsonScoreInterval().createInterval(c[1], c[0], 0.95).getLowerBound(),
                new WilsonScoreInterval().createInterval(c[1], c[0], 0.95).getUpperBound()};
            assertEquals(String.format(java.util.Locale.ROOT, "%.0f (%.0f--%.0f)", 100.0 * c[0] / c[1],
                    100 * ci[0], 100 * ci[1]), unbold(row.get(3)), key);
            assertEquals(c[0] * 2 > c[1], !unbold(row.get(4)).equals("--"),
                    key + ": a median time only when more than half of the runs solved");
        }
        assertFalse(tex.contains("\\textbf"), "3 runs a cell: no difference is significant, so nothing is bold");
    }

    /**
     * One median convention (all runs, an unsolved one as never, "--" when fewer than half solved): the page's
     * set table (sets.csv), sets.tex and phase-transition.tex give the same median for the same runs, and the
     * summary's success counts equal summary.csv's.
     */
    @Test
    void theLatexNumbersEqualThePagesAndOneMedianConventionHolds() throws Exception {
        Map<String, String> fromCsv = new LinkedHashMap<>();
        for (CSVRecord r : csv("sets.csv")) {
            String m = r.get("medianMillis");
            fromCsv.put(r.get("set") + " " + r.get("variant"), m.isEmpty() || m.equals("NaN") ? "--"
                    : LatexTables.seconds(Double.parseDouble(m)));
        }
        Map<String, String> fromSets = new LinkedHashMap<>();
        for (List<String> row : body(Files.readString(out.resolve("latex/sets.tex")))) {
            fromSets.put(row.get(0).replace("\\_", "_") + " " + row.get(1).replace("\\_", "_"), unbold(row.get(4)));
        }
        assertEquals(fromCsv, fromSets, "sets.tex's medians are the set table's");
        for (List<String> row : body(Files.readString(out.resolve("latex/phase-transition.tex")))) {
            String set = "family/sudoku9-" + row.get(0).replaceAll(".*, (\\d+)\\\\%", "$1");
            assertEquals(fromSets.get(set + " " + row.get(1).replace("\\_", "_")), unbold(row.get(4)),
                    "the phase transition's median for " + set + " is the set table's");
        }
        Map<String, String> summary = new LinkedHashMap<>();
        for (CSVRecord r : csv("summary.csv")) {
            summary.put(r.get("puzzle") + " " + r.get("variant"), r.get("successes") + "/" + r.get("runs"));
        }
        for (List<String> row : body(Files.readString(out.resolve("latex/summary.tex")))) {
            assertEquals(summary.get(row.get(0).replace("\\_", "_") + " " + row.get(1).replace("\\_", "_")),
                    row.get(2));
        }
    }

    @Test
    void rowsComeInNaturalOrder() throws Exception {
        List<String> labels = new ArrayList<>(List.of("16x16, 45%", "9x9, 5%", "25x25, 40%", "9x9, 45%", "9x9, 100%"));
        labels.sort(LatexTables::compareNatural);
        assertEquals(List.of("9x9, 5%", "9x9, 45%", "9x9, 100%", "16x16, 45%", "25x25, 40%"), labels);
        List<List<String>> sets = body(Files.readString(out.resolve("latex/sets.tex")));
        assertEquals(List.of("family/sudoku9-30", "family/sudoku9-60", "twodoku/kaldanis"),
                sets.stream().map(r -> r.get(0)).distinct().toList());
    }

    /** Wide tables split into parts of at most a page, each with its own float and label. */
    @Test
    void aLongTableIsSplitIntoParts() {
        Map<String, Map<String, LatexTables.Entry>> rows = new LinkedHashMap<>();
        for (int i = 0; i < 30; i++) {
            Map<String, LatexTables.Entry> v = new LinkedHashMap<>();
            v.put("a", new LatexTables.Entry(1, 2, 0.1, 0.9, 10));
            v.put("b", new LatexTables.Entry(2, 2, 0.3, 1, 12));
            rows.put("p" + i, v);
        }
        String tex = LatexTables.tables("t", "puzzle", rows, "n.", "tab:t");
        assertEquals(2, tex.split("\\\\begin\\{\\\\galabfloat\\}", -1).length - 1);
        assertTrue(tex.contains("\\label{tab:t}") && tex.contains("\\label{tab:t-2}"), tex);
        assertEquals(60, body(tex).size());
    }

    @Test
    void theTablesCompileWithoutOverfullBoxesWhereTexIsInstalled() throws Exception {
        String path = System.getenv().getOrDefault("PATH", "");
        boolean tex = false;
        for (String d : path.split(File.pathSeparator)) {
            tex |= Files.isExecutable(Path.of(d, "pdflatex"));
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(tex, "pdflatex is not installed (apt-get install -y"
                + " texlive-latex-recommended): the structure is checked above, compiling is skipped");
        // in one column and in two (where each table spans both as a table*)
        for (String options : new String[] {"", "[twocolumn]"}) {
            Path doc = dir.resolve("doc" + options.replaceAll("\\W", "") + ".tex");
            StringBuilder s = new StringBuilder("\\documentclass" + options + "{article}\n\\usepackage{booktabs}\n"
                    + "\\begin{document}\n");
            for (String name : new String[] {"summary", "sets", "phase-transition"}) {
                s.append("\\input{").append(out.resolve("latex").resolve(name + ".tex")).append("}\n");
            }
            Files.writeString(doc, s.append("\\end{document}\n").toString());
            Process p = new ProcessBuilder("pdflatex", "-interaction=nonstopmode", "-halt-on-error", doc.toString())
                    .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(dir.resolve("tex.log").toFile())
                    .start();
            assertTrue(p.waitFor(120, TimeUnit.SECONDS));
            String log = Files.readString(dir.resolve("tex.log"));
            assertEquals(0, p.exitValue(), options + "\n" + log);
            assertFalse(log.contains("Overfull \\hbox"), "the tables fit " + options + " article's text width:\n"
                    + log);
        }
    }

    static String unbold(String cell) {
        return cell.startsWith("\\textbf{") ? cell.substring(8, cell.length() - 1) : cell;
    }
}
