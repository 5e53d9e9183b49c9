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
        assertEquals(1, main("equivalence", runs("old", 500, 500, 10).toString(), runs("new", 500, 470,
                10).toString()));
        assertEquals(1, main("equivalence", runs("a", 500, 500, 10).toString(), runs("b", 500, 500, 40).toString()));
    }

    @Test
    void missingOrMismatchedRunsAreBadInput() throws Exception {
        assertEquals(2, main("equivalence", dir.resolve("nowhere").toString(), runs("x", 5, 5, 1).toString()));
        assertTrue(err().contains("no runs.csv at"));
        Path other = runs("y", 5, 5, 1);
        Files.writeString(other.resolve("runs.csv"), Files.readString(other.resolve("runs.csv")).replace("s01a",
                "s02a"));
        assertEquals(2, main("equivalence", runs("z", 5, 5, 1).toString(), other.toString()));
        assertTrue(err().contains("different cells"));
    }

    /**
     * Comparing nothing is an error, a run listed twice is not counted twice, and a value that cannot
     * be read or is out of range is refused with its file and line (exit 2).
     */
    @Test
    void nothingToCompareDuplicatesAndUnreadableValuesAreBadInputWithFileAndLine() throws Exception {
        Path empty = runs("empty", 0, 0, 1);
        assertEquals(2, main("equivalence", empty.toString(), runs("empty2", 0, 0, 1).toString()));
        assertTrue(err().contains("runs.csv: no run to compare"), err());

        Path twice = runs("twice", 3, 3, 1);
        String csv = Files.readString(twice.resolve("runs.csv"));
        Files.writeString(twice.resolve("runs.csv"), csv + csv.substring(csv.indexOf('\n') + 1));
        assertEquals(2, main("equivalence", twice.toString(), runs("three", 3, 3, 1).toString()));
        assertTrue(err().contains("runs.csv:5: run 0 of s01a · v is listed twice (first at line 2)"), err());

        String[][] bad = {{"true,5", "maybe,5", "solved is 'maybe'"}, {"true,5", "true,-5", "generations is '-5'"},
            {"true,5", "true,NaN", "generations is 'NaN'"}};
        for (String[] b : bad) {
            Path f = runs("bad", 3, 3, 5);
            String text = Files.readString(f.resolve("runs.csv"));
            int at = text.indexOf(b[0], text.indexOf('\n'));
            Files.writeString(f.resolve("runs.csv"), text.substring(0, at) + b[1] + text.substring(at + b[0].length()));
            assertEquals(2, main("equivalence", f.toString(), runs("good", 3, 3, 5).toString()), b[1]);
            assertTrue(err().contains("runs.csv:2: " + b[2]), err());
        }
    }
}
