package io.galab.report.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
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
 * The {@code benchmark-json} export: github-action-benchmark's custom format, an array of objects with
 * the fields name, unit, value (a number), range and extra, checked field by field against the runs
 * the same spec wrote to {@code runs.csv}.
 */
class BenchmarkJsonTest {

    @TempDir
    Path dir;

    static final String SPEC = String.join("\n",
            "name: bench",
            "seed: 5",
            "runs: 3",
            "budget: {maxGenerations: 30}",
            "puzzles:",
            "  - {set: sudoku/mantere-koljonen, ids: [s01a, s16]}",
            "variants:",
            "  - {name: memetic, algorithm: propagating-memetic-ga}",
            "  - {name: \"hybrid \\\"quoted\\\"\", algorithm: hybrid-ga}",
            "");

    @Test
    void bothFilesHoldTheCustomFormatFieldByFieldAndAgreeWithTheRuns() throws Exception {
        Path spec = dir.resolve("bench.yaml");
        Files.writeString(spec, SPEC);
        Lab lab = TestSettings.quiet(dir.resolve("out"))
                .formats(Set.of(Format.CSV, Format.BENCHMARK_JSON)).lab();
        lab.run(lab.plan(spec), ProgressListener.NONE);
        Path out = dir.resolve("out/bench");

        // per cell from runs.csv: runs, solved, evaluations, solved runs' evaluations
        Map<String, List<Long>> solvedAt = new HashMap<>();
        Map<String, long[]> counts = new HashMap<>();
        try (var reader = Files.newBufferedReader(out.resolve("runs.csv"))) {
            for (CSVRecord r : CSVFormat.DEFAULT.builder().setHeader().get().parse(reader)) {
                String name = "bench/" + r.get("puzzle") + "/" + r.get("variant");
                long[] c = counts.computeIfAbsent(name, k -> new long[3]);
                c[0]++;
                c[2] += Long.parseLong(r.get("evaluations"));
                if (Boolean.parseBoolean(r.get("solved"))) {
                    c[1]++;
                    solvedAt.computeIfAbsent(name, k -> new ArrayList<>()).add(Long.parseLong(r.get("evaluations")));
                }
            }
        }
        assertEquals(4, counts.size());

        List<Map<String, Object>> bigger = entries(out.resolve(BenchmarkJson.BIGGER));
        assertEquals(4, bigger.size(), "one success rate per cell");
        for (Map<String, Object> e : bigger) {
            String name = (String) e.get("name");
            assertTrue(name.endsWith(" success rate"), name);
            long[] c = counts.get(name.substring(0, name.length() - " success rate".length()));
            assertEquals("%", e.get("unit"));
            assertEquals(100.0 * c[1] / c[0], ((Number) e.get("value")).doubleValue(), 1e-9, name);
            double[] wilson = io.galab.stats.Proportions.wilson(c[1], c[0]);
            assertEquals(String.format(java.util.Locale.ROOT, "95%% Wilson interval %.1f%% to %.1f%%",
                    100 * wilson[0], 100 * wilson[1]), e.get("range"));
            assertTrue(((String) e.get("extra")).startsWith(c[1] + " of " + c[0] + " runs solved"),
                    e.get("extra").toString());
        }

        List<Map<String, Object>> smaller = entries(out.resolve(BenchmarkJson.SMALLER));
        long cellsSolving = counts.values().stream().filter(c -> c[1] > 0).count();
        assertTrue(cellsSolving > 0 && cellsSolving < 4, "the spec has cells that solve and cells that do not");
        assertEquals(2 * cellsSolving, smaller.size(), "ERT and median for each cell that solved a run");
        for (Map<String, Object> e : smaller) {
            String name = (String) e.get("name");
            assertEquals("evaluations", e.get("unit"));
            assertEquals("", e.get("range"));
            double value = ((Number) e.get("value")).doubleValue();
            if (name.endsWith(" ERT")) {
                long[] c = counts.get(name.substring(0, name.length() - 4));
                assertEquals((double) c[2] / c[1], value, 1e-9, name);
            } else {
                assertTrue(name.endsWith(" median evaluations to solve"), name);
                List<Long> at = solvedAt.get(name.substring(0,
                        name.length() - " median evaluations to solve".length()));
                double[] values = at.stream().mapToDouble(Long::doubleValue).toArray();
                assertEquals(io.galab.stats.CellStatistics.median(values), value, 1e-9, name);
            }
        }
        assertTrue(bigger.stream().anyMatch(e -> ((String) e.get("name")).contains("hybrid \"quoted\"")),
                "a quote in a variant name survives the JSON escaping");
    }

    @Test
    void theFormatIsNamedWithAHyphenAndIsNotWrittenByDefault() {
        assertEquals(Set.of(Format.BENCHMARK_JSON), Format.parse("benchmark-json"));
        assertFalse(Format.DEFAULT.contains(Format.BENCHMARK_JSON));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Format.parse("json"));
        assertTrue(e.getMessage().contains("benchmark-json"), e.getMessage());
    }

    @Test
    void controlCharactersAreEscaped() {
        assertEquals("\"a\\\"b\\\\c\\nd\\u0001\"", BenchmarkJson.quote("a\"b\\c\nd\u0001"));
    }

    /** The file parsed as JSON (SnakeYAML reads JSON), each element an object with exactly the five fields. */
    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> entries(Path file) throws Exception {
        Object parsed = new Yaml().load(Files.readString(file));
        assertInstanceOf(List.class, parsed, file + " is a JSON array");
        List<Map<String, Object>> entries = (List<Map<String, Object>>) parsed;
        for (Map<String, Object> e : entries) {
            assertEquals(Set.of("name", "unit", "value", "range", "extra"), e.keySet());
            assertInstanceOf(String.class, e.get("name"));
            assertInstanceOf(String.class, e.get("unit"));
            assertInstanceOf(Number.class, e.get("value"));
            assertInstanceOf(String.class, e.get("range"));
            assertInstanceOf(String.class, e.get("extra"));
        }
        return entries;
    }
}
