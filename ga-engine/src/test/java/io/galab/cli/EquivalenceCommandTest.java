package io.galab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The {@code equivalence} command: its verdict as exit status, its report, its errors. */
class EquivalenceCommandTest extends CommandLineTest {

    /** A runs.csv of one cell: {@code solved} of {@code runs} solved, generation g + (i mod 50) for run i. */
    private Path runs(String name, int runs, int solved, int g) throws Exception {
        StringBuilder csv = new StringBuilder("spec,puzzle,variant,params,run,seed,solved,generations,evaluations,"
                + "bestFitness,millis\n");
        for (int i = 0; i < runs; i++) {
            boolean s = i < solved;
            csv.append(String.format("eq,s01a,v,,%d,%d,%s,%d,0,0,1%n", i, i, s, s ? g + i % 50 : 1000));
        }
        Path folder = dir.resolve(name);
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("runs.csv"), csv.toString());
        return folder;
    }

    @Test
    void equalRunsAreEquivalentAndTheReportIsWritten() throws Exception {
        Path report = dir.resolve("eq.md");
        int status = main("equivalence", runs("old", 500, 500, 10).toString(), runs("new", 500, 500, 10).toString(),
                "--old-label", "before", "--new-label", "after", "--report", report.toString());
        assertEquals(0, status, err());
        String md = Files.readString(report);
        assertTrue(md.contains("| s01a · v | 500/500 | 500/500 | +0.000 [-0.005, +0.005] | equivalent |"), md);
        assertTrue(md.contains("Every cell is equivalent."), md);
        assertTrue(out().contains("Old: before. New: after."));
    }

    @Test
    void aLowerRateOrShiftedGenerationsAreNotEquivalent() throws Exception {
        assertEquals(1, main("equivalence", runs("old", 500, 500, 10).toString(), runs("new", 500, 470, 10).toString()));
        assertEquals(1, main("equivalence", runs("a", 500, 500, 10).toString(), runs("b", 500, 500, 40).toString()));
    }

    @Test
    void missingOrMismatchedRunsAreBadInput() throws Exception {
        assertEquals(2, main("equivalence", dir.resolve("nowhere").toString(), runs("x", 5, 5, 1).toString()));
        assertTrue(err().contains("no runs.csv at"));
        Path other = runs("y", 5, 5, 1);
        Files.writeString(other.resolve("runs.csv"), Files.readString(other.resolve("runs.csv")).replace("s01a", "s02a"));
        assertEquals(2, main("equivalence", runs("z", 5, 5, 1).toString(), other.toString()));
        assertTrue(err().contains("different cells"));
    }
}
