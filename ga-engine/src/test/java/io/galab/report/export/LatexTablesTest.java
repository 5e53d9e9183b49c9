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

    /** The body rows of a table: each a list of cells, the row label first. */
    static List<List<String>> body(String tex) {
        String rows = tex.substring(tex.indexOf("\\midrule") + "\\midrule".length(), tex.indexOf("\\bottomrule"));
        List<List<String>> all = new ArrayList<>();
        for (String line : rows.strip().split("\n")) {
            assertTrue(line.endsWith(" \\\\"), line);
            all.add(cells(line.substring(0, line.length() - 3)));
        }
        return all;
    }

    /** A row split at its unescaped ampersands. */
    static List<String> cells(String row) {
        List<String> cells = new ArrayList<>();
        for (String c : row.split("(?<!\\\\)&")) {
            cells.add(c.strip());
        }
        return cells;
    }

    static int columns(String tex) {
        Matcher m = Pattern.compile("\\\\begin\\{tabular\\}\\{([lr]+)\\}").matcher(tex);
        assertTrue(m.find());
        return m.group(1).length();
    }

    static List<CSVRecord> runs() throws Exception {
        try (Reader r = Files.newBufferedReader(out.resolve("runs.csv"))) {
            return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r).getRecords();
        }
    }

    @Test
    void everyTableHasItsColumnsItsEscapesAndBalancedBraces() throws Exception {
        for (String name : new String[] {"summary.tex", "sets.tex", "phase-transition.tex"}) {
            String tex = Files.readString(out.resolve("latex").resolve(name));
            int k = columns(tex);
            assertEquals(5, k, name + ": a label and two columns for each of the two variants");
            String header = tex.substring(tex.indexOf("\\toprule") + 8, tex.indexOf("\\midrule"));
            for (String line : header.strip().split("\n")) {
                if (!line.startsWith("\\cmidrule")) {
                    int spans = 0;
                    for (String c : cells(line.substring(0, line.length() - 3))) {
                        spans += c.startsWith("\\multicolumn{2}") ? 2 : 1;
                    }
                    assertEquals(k, spans, name + ": " + line);
                }
            }
            for (List<String> row : body(tex)) {
                assertEquals(k, row.size(), name + ": " + row);
            }
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

    @Test
    void theSummaryAgreesWithTheRunsAndBoldsEachRowsBest() throws Exception {
        Map<String, Map<String, int[]>> counts = new LinkedHashMap<>();
        for (CSVRecord r : runs()) {
            int[] c = counts.computeIfAbsent(r.get("puzzle"), k -> new LinkedHashMap<>())
                    .computeIfAbsent(r.get("variant"), k -> new int[2]);
            c[0] += Boolean.parseBoolean(r.get("solved")) ? 1 : 0;
            c[1]++;
        }
        List<List<String>> rows = body(Files.readString(out.resolve("latex/summary.tex")));
        assertEquals(counts.size(), rows.size());
        boolean someDiffer = false;
        for (List<String> row : rows) {
            String puzzle = row.get(0).replace("\\_", "_");
            Map<String, int[]> byVariant = counts.get(puzzle);
            List<String> variants = List.of("exact_dfs", "growth");
            double best = variants.stream().mapToDouble(v -> (double) byVariant.get(v)[0] / byVariant.get(v)[1])
                    .max().orElseThrow();
            double bestTime = Double.POSITIVE_INFINITY;
            for (int j = 0; j < 2; j++) {
                String time = unbold(row.get(2 + 2 * j));
                bestTime = time.equals("--") ? bestTime : Math.min(bestTime, Double.parseDouble(time));
            }
            for (int j = 0; j < 2; j++) {
                int[] c = byVariant.get(variants.get(j));
                double[] ci = {new WilsonScoreInterval().createInterval(c[1], c[0], 0.95).getLowerBound(),
                        new WilsonScoreInterval().createInterval(c[1], c[0], 0.95).getUpperBound()};
                String expected = String.format(java.util.Locale.ROOT, "%.0f (%.0f--%.0f)", 100.0 * c[0] / c[1],
                        100 * ci[0], 100 * ci[1]);
                String cell = row.get(1 + 2 * j);
                assertEquals(expected, unbold(cell), puzzle + " " + variants.get(j));
                assertEquals((double) c[0] / c[1] == best, cell.startsWith("\\textbf{"), puzzle + ": bold is the best");
                someDiffer |= (double) c[0] / c[1] != best;
                String time = row.get(2 + 2 * j);
                if (time.startsWith("\\textbf{")) {
                    assertEquals(bestTime, Double.parseDouble(unbold(time)), puzzle + ": bold time is the lowest");
                }
                assertEquals(c[0] * 2 > c[1], !unbold(time).equals("--"),
                        puzzle + ": a median time only when more than half of the runs solved");
            }
        }
        assertTrue(someDiffer, "the spec has rows where the variants differ, so bold picks one:\n"
                + Files.readString(out.resolve("latex/summary.tex")));
    }

    @Test
    void setsAndThePhaseTransitionHaveARowPerSetAndPerFraction() throws Exception {
        List<List<String>> sets = body(Files.readString(out.resolve("latex/sets.tex")));
        assertEquals(List.of("family/sudoku9-30", "family/sudoku9-60", "twodoku/kaldanis"),
                sets.stream().map(r -> r.get(0)).toList());
        List<List<String>> phase = body(Files.readString(out.resolve("latex/phase-transition.tex")));
        assertEquals(List.of("9x9, 30\\%", "9x9, 60\\%"), phase.stream().map(r -> r.get(0)).toList());
        Map<String, int[]> bySet = new LinkedHashMap<>();
        for (CSVRecord r : runs()) {
            String set = r.get("puzzle").startsWith("sudoku9-30") ? "family/sudoku9-30"
                    : r.get("puzzle").startsWith("sudoku9-60") ? "family/sudoku9-60" : "twodoku/kaldanis";
            int[] c = bySet.computeIfAbsent(set + " " + r.get("variant"), k -> new int[2]);
            c[0] += Boolean.parseBoolean(r.get("solved")) ? 1 : 0;
            c[1]++;
        }
        for (List<String> row : sets) {
            int[] c = bySet.get(row.get(0) + " growth");
            assertTrue(unbold(row.get(3)).startsWith(String.format(java.util.Locale.ROOT, "%.0f (",
                    100.0 * c[0] / c[1])), row.toString());
        }
    }

    @Test
    void theTablesCompileWhereTexIsInstalled() throws Exception {
        String path = System.getenv().getOrDefault("PATH", "");
        boolean tex = false;
        for (String d : path.split(File.pathSeparator)) {
            tex |= Files.isExecutable(Path.of(d, "pdflatex"));
        }
        if (!tex) {
            return; // the structure is checked above; compiling needs a TeX installation
        }
        Path doc = dir.resolve("doc.tex");
        StringBuilder s = new StringBuilder("\\documentclass{article}\n\\usepackage{booktabs}\n\\begin{document}\n");
        for (String name : new String[] {"summary", "sets", "phase-transition"}) {
            s.append("\\input{").append(out.resolve("latex").resolve(name + ".tex")).append("}\n");
        }
        Files.writeString(doc, s.append("\\end{document}\n").toString());
        Process p = new ProcessBuilder("pdflatex", "-interaction=nonstopmode", "-halt-on-error", doc.toString())
                .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(dir.resolve("tex.log").toFile())
                .start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), Files.readString(dir.resolve("tex.log")));
    }

    static String unbold(String cell) {
        return cell.startsWith("\\textbf{") ? cell.substring(8, cell.length() - 1) : cell;
    }
}
