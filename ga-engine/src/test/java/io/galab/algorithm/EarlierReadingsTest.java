package io.galab.algorithm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every reading that changed stays selectable: the parameter value named in {@code earlier-readings.csv}
 * reproduces runs from the reports committed before the change, seed for seed, for an algorithm whose
 * draws have not changed since; for one whose draws changed, the runs its current draws give (the file
 * says which).
 */
class EarlierReadingsTest {

    @TestFactory
    List<DynamicTest> anEarlierReadingGivesTheEarlierRuns() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        try (Reader in = new InputStreamReader(EarlierReadingsTest.class.getResourceAsStream("earlier-readings.csv"),
                StandardCharsets.UTF_8)) {
            CSVFormat format = CSVFormat.DEFAULT.builder().setCommentMarker('#').setHeader()
                    .setSkipHeaderRecord(true).get();
            for (CSVRecord row : format.parse(in)) {
                tests.add(DynamicTest.dynamicTest(row.get("source") + " " + row.get("puzzle") + " " + row.get("params"),
                        () -> rerun(row)));
            }
        }
        return tests;
    }

    private static void rerun(CSVRecord row) {
        Algorithm algorithm = Algorithms.builtIn().get(row.get("algorithm"));
        RunResult r = algorithm.run(puzzle(row.get("set"), row.get("puzzle")),
                algorithm.parameters(params(row.get("params"))),
                Long.parseLong(row.get("seed")), Budget.generations(Integer.parseInt(row.get("maxGenerations"))));
        assertEquals(Boolean.parseBoolean(row.get("solved")), r.solved());
        assertEquals(Long.parseLong(row.get("generations")), r.generations());
        assertEquals(Long.parseLong(row.get("evaluations")), r.evaluations());
        assertEquals(Double.parseDouble(row.get("bestFitness")), r.bestFitness());
    }

    /** {@code set} or {@code set:count:seed} for a generated set. */
    private static Puzzle puzzle(String set, String id) {
        String[] parts = set.split(":");
        return parts.length == 1 ? PuzzleLibrary.load(set).get(id)
                : PuzzleLibrary.load(parts[0], Integer.parseInt(parts[1]), Long.parseLong(parts[2])).get(id);
    }

    /** {@code k=v;k=v}, values as the spec loader gives them: booleans, integers or strings. */
    private static Map<String, Object> params(String text) {
        Map<String, Object> params = new LinkedHashMap<>();
        for (String kv : text.split(";")) {
            String[] p = kv.split("=", 2);
            String v = p[1];
            params.put(p[0], v.equals("true") || v.equals("false") ? (Object) Boolean.valueOf(v)
                    : v.matches("-?\\d+") ? (Object) Long.valueOf(v) : v);
        }
        return params;
    }
}
