package io.galab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.galab.lab.TestSettings;
import io.galab.lab.Lab;
import io.galab.report.Format;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Speed changes no result: every algorithm runs a fixed spec (five puzzles of three kinds, three seeds
 * each), and its {@code runs.csv}, apart from {@code millis}, equals the file the code wrote before
 * any speed change (the test resource {@code speed-fixed-runs.csv}); the {@code outcome} column, added
 * since, is checked against the {@code solved} column and the budget's limit, and then left out.
 */
class FixedResultsTest {

    @TempDir
    Path dir;

    private static String resource(String name) throws Exception {
        try (InputStream in = FixedResultsTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void runsCsvApartFromMillisIsTheOneWrittenBeforeTheSpeedChanges() throws Exception {
        Path spec = dir.resolve("speed-fixed.yaml");
        Files.writeString(spec, resource("speed-fixed.yaml"));
        Lab lab = TestSettings.quiet(dir.resolve("out")).formats(Set.of(Format.CSV)).lab();
        lab.run(lab.plan(spec), ProgressListener.NONE);
        List<String> expected = resource("speed-fixed-runs.csv").lines().toList();
        List<String> lines = Files.readAllLines(dir.resolve("out/speed-fixed/runs.csv"));
        List<String> actual = new java.util.ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String[] f = lines.get(i).split(",", -1);
            int outcome = 11; // after the contract's columns, which end with millis
            if (i == 0) {
                assertEquals("millis", f[outcome - 1]);
                assertEquals("outcome", f[outcome]);
            } else {
                // speed-fixed.yaml's budget is generations: an unsolved run stopped at its generation limit
                assertEquals(f[6].equals("true") ? "solved" : "generations", f[outcome], lines.get(i));
            }
            List<String> kept = new java.util.ArrayList<>(List.of(f).subList(0, outcome - 1)); // without millis
            actual.add(String.join(",", kept));
        }
        assertEquals(expected.size(), actual.size());
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), actual.get(i), "runs.csv line " + (i + 1));
        }
    }
}
