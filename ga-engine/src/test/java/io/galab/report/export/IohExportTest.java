package io.galab.report.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Objective;
import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import io.galab.report.Format;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.Yaml;

/**
 * The {@code ioh} export against the IOHprofiler format as IOHexperimenter's JSON analyzer writes it
 * and IOHanalyzer's data-format page describes the raw data (docs/reading-the-report.md, "Exports"): the meta
 * file's fields one by one, and the two-column, target-based {@code .dat} blocks, checked against the
 * runs the same spec wrote to {@code runs.csv}.
 */
class IohExportTest {

    @TempDir
    Path dir;

    /** A puzzle id's escaping is for file names only: IOHanalyzer shows function_name as the id it is. */
    @Test
    void theFunctionNameIsThePuzzlesOwnId() throws Exception {
        Path spec = dir.resolve("names.yaml");
        Files.writeString(spec, String.join("\n", "name: names", "seed: 3", "runs: 1", "budget: {maxGenerations: 5}",
                "puzzles: [{set: twodoku/kaldanis, ids: [medium_1]}]",
                "variants: [{name: twodoku, algorithm: twodoku-ga}]", ""));
        Lab lab = TestSettings.quiet(dir.resolve("out")).formats(Set.of(Format.CSV, Format.IOH)).lab();
        lab.run(lab.plan(spec), ProgressListener.NONE);
        Path meta = dir.resolve("out/names/ioh/twodoku/IOHprofiler_f1_medium_5F1.json");
        Map<String, Object> json = new Yaml().load(Files.readString(meta));
        assertEquals("medium_1", json.get("function_name"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void metaFilesAndRawDataFollowTheFormatAndTheRuns() throws Exception {
        Path spec = dir.resolve("ioh.yaml");
        Files.writeString(spec, String.join("\n", "name: ioh", "seed: 3", "runs: 3", "budget: {maxGenerations: 150}",
                "puzzles:", "  - {set: sudoku/mantere-koljonen, ids: [s06a, s16]}",
                "variants:", "  - {name: memetic, algorithm: propagating-memetic-ga}",
                "  - {name: hybrid, algorithm: hybrid-ga}", "  - {name: ret, algorithm: retrievable-ga}",
                "  - {name: twodoku, algorithm: twodoku-ga}", ""));
        Lab lab = TestSettings.quiet(dir.resolve("out"))
                .formats(Set.of(Format.CSV, Format.IOH)).lab();
        lab.run(lab.plan(spec), ProgressListener.NONE);
        Path out = dir.resolve("out/ioh");
        Map<String, List<CSVRecord>> runs = new HashMap<>();
        try (var reader = Files.newBufferedReader(out.resolve("runs.csv"))) {
            for (CSVRecord r : CSVFormat.DEFAULT.builder().setHeader().get().parse(reader)) {
                runs.computeIfAbsent(r.get("variant") + "/" + r.get("puzzle"), k -> new ArrayList<>()).add(r);
            }
        }
        int unsolvedBlocks = 0;
        int risingLastBests = 0;
        for (String variant : List.of("memetic", "hybrid", "ret", "twodoku")) {
            // Ret-GA maximises its fitness (972 for a 9x9): the export gives 972 minus it
            Objective objective = Algorithms.builtIn().get(variant.equals("ret") ? "retrievable-ga" : "hybrid-ga")
                    .objective(io.galab.puzzle.PuzzleLibrary.load("sudoku/mantere-koljonen").get("s06a"));
            for (String[] problem : new String[][] {{"1", "s06a"}, {"2", "s16"}}) {
                Path folder = out.resolve("ioh").resolve(variant);
                Path meta = folder.resolve("IOHprofiler_f" + problem[0] + "_" + problem[1] + ".json");
                Map<String, Object> json = new Yaml().load(Files.readString(meta));
                assertEquals(Set.of("suite", "function_id", "function_name", "maximization", "algorithm", "scenarios"),
                        json.keySet(), meta.toString());
                assertEquals("galab ioh", json.get("suite"));
                assertEquals(Integer.parseInt(problem[0]), json.get("function_id"));
                assertEquals(problem[1], json.get("function_name"));
                assertEquals(false, json.get("maximization"), "the penalty is minimised");
                Map<String, Object> algorithm = (Map<String, Object>) json.get("algorithm");
                assertEquals(Set.of("name", "info"), algorithm.keySet());
                assertEquals(variant, algorithm.get("name"));
                assertTrue(((String) algorithm.get("info")).contains(objective.describe()),
                        "the info names the objective");
                List<Map<String, Object>> scenarios = (List<Map<String, Object>>) json.get("scenarios");
                assertEquals(1, scenarios.size());
                Map<String, Object> scenario = scenarios.get(0);
                assertEquals(Set.of("dimension", "path", "runs"), scenario.keySet());
                assertEquals(81, scenario.get("dimension"));
                String path = "data_f" + problem[0] + "_" + problem[1] + "/IOHprofiler_f" + problem[0] + "_DIM81.dat";
                assertEquals(path, scenario.get("path"));
                List<Map<String, Object>> metaRuns = (List<Map<String, Object>>) scenario.get("runs");
                List<CSVRecord> expected = runs.get(variant + "/" + problem[1]);
                assertEquals(expected.size(), metaRuns.size());

                List<String> lines = Files.readAllLines(folder.resolve(path));
                List<List<long[]>> blocks = new ArrayList<>();
                List<List<Double>> values = new ArrayList<>();
                for (String line : lines) {
                    if (line.equals("\"function evaluation\" \"best-so-far f(x)\"")) {
                        blocks.add(new ArrayList<>());
                        values.add(new ArrayList<>());
                        continue;
                    }
                    String[] f = line.split(" ");
                    assertEquals(2, f.length, "two columns, one space: " + line);
                    blocks.get(blocks.size() - 1).add(new long[] {Long.parseLong(f[0])});
                    values.get(values.size() - 1).add(Double.parseDouble(f[1]));
                }
                assertEquals(expected.size(), blocks.size(), "one block per run");
                for (int r = 0; r < expected.size(); r++) {
                    CSVRecord run = expected.get(r);
                    long evaluations = Long.parseLong(run.get("evaluations"));
                    double lastBest = objective.penalty(Double.parseDouble(run.get("bestFitness")));
                    boolean solved = Boolean.parseBoolean(run.get("solved"));
                    Map<String, Object> m = metaRuns.get(r);
                    assertEquals(Set.of("instance", "evals", "best"), m.keySet());
                    assertEquals(1, m.get("instance"));
                    assertEquals(Math.max(1, evaluations), ((Number) m.get("evals")).longValue());
                    Map<String, Object> bestPoint = (Map<String, Object>) m.get("best");
                    assertEquals(Set.of("evals", "y", "x"), bestPoint.keySet());
                    double best = ((Number) bestPoint.get("y")).doubleValue();
                    assertInstanceOf(List.class, bestPoint.get("x"));
                    List<long[]> rows = blocks.get(r);
                    List<Double> ys = values.get(r);
                    assertTrue(!rows.isEmpty(), "a run has at least one row");
                    for (int i = 1; i < rows.size(); i++) {
                        assertTrue(rows.get(i)[0] >= rows.get(i - 1)[0], "evaluations never fall");
                        assertTrue(ys.get(i) < ys.get(i - 1) || i == rows.size() - 1 && !solved,
                                "a row is an improvement of the best, but for an unsolved run's last");
                        assertTrue(ys.get(i) <= ys.get(i - 1), "the best-so-far never rises: " + ys);
                    }
                    for (double y : ys) {
                        assertTrue(y >= 0, "the common convention is a distance to a solved grid: " + ys);
                    }
                    assertEquals(best, ys.get(ys.size() - 1), "the block ends at the run's best-so-far");
                    assertTrue(best <= lastBest, "the best-so-far is at least as good as the last generation's");
                    if (best < lastBest) {
                        risingLastBests++;
                    }
                    if (solved) {
                        assertEquals(0.0, best);
                        assertEquals(((Number) bestPoint.get("evals")).longValue(), rows.get(rows.size() - 1)[0]);
                    } else {
                        unsolvedBlocks++;
                        assertEquals(Math.max(1, evaluations), rows.get(rows.size() - 1)[0],
                                "an unsolved run ends with its last evaluation");
                    }
                }
            }
        }
        assertTrue(unsolvedBlocks > 0, "the spec has unsolved runs");
        assertTrue(risingLastBests > 0,
                "some run's last generation was worse than its best, and the export kept the best");
    }

    /** Variant names that differ map to different folders, and a name of any length can be written. */
    @Test
    void folderNamesAreOneToOneAndWritable() throws Exception {
        List<String> names = List.of("a/b", "a:b", "a b", "a_b", "a_2Fb", "A/b", "a%2Fb", "ä", "..", ".",
                "x".repeat(300), "x".repeat(300) + "y", "x".repeat(301));
        Set<String> folders = new java.util.HashSet<>();
        for (String name : names) {
            String safe = IohExport.safe(name);
            assertTrue(folders.add(safe), name + " shares a folder: " + safe);
            assertTrue(safe.length() <= 120, safe);
            assertTrue(safe.matches("[A-Za-z0-9._=~-]+") && !safe.equals(".") && !safe.equals(".."), safe);
            Files.createDirectories(dir.resolve(safe));
        }
    }
}
