package io.galab.report.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Budget;
import io.galab.lab.Lab;
import io.galab.report.SmallExperiment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BaselinesTest {

    @TempDir
    Path dir;

    @Test
    void rowsRoundTripSortedAndALowerRateIsNamed() throws Exception {
        Lab.SpecRun run = SmallExperiment.run(dir);
        List<Baselines.Row> rows = Baselines.rows(run.result());
        assertEquals(run.plan().cells().size(), rows.size());
        for (int i = 1; i < rows.size(); i++) {
            assertTrue(rows.get(i - 1).puzzle().compareTo(rows.get(i).puzzle()) <= 0, "sorted by puzzle");
        }
        Path file = dir.resolve("b.csv");
        Baselines.write(file, rows);
        Map<String, Baselines.Row> read = Baselines.read(file);
        assertEquals(rows.size(), read.size());
        assertEquals(List.of(), Baselines.lowered(read, rows));
        Baselines.Row r = rows.get(0);
        Baselines.Row worse = new Baselines.Row(r.spec(), r.puzzle(), r.variant(), r.params(), r.runs(),
                r.successes() - 1, r.seed(), r.budget());
        Baselines.Row better = new Baselines.Row(r.spec(), r.puzzle(), r.variant(), r.params(), r.runs(),
                r.successes() + 1, r.seed(), r.budget());
        if (r.successes() > 0) {
            assertEquals(1, Baselines.lowered(read, List.of(worse)).size());
        }
        assertEquals(List.of(), Baselines.lowered(Map.of(), List.of(better)), "a new cell lowers nothing");
    }

    @Test
    void aMalformedRowIsRefusedWithItsFileAndLine() throws IOException {
        Path file = dir.resolve("bad.csv");
        Files.writeString(file, "spec,puzzle,variant,params,runs,successes,seed,budget\ns,p,v,,4,5,1,x\n");
        IOException e = assertThrows(IOException.class, () -> Baselines.read(file));
        assertTrue(e.getMessage().contains(file + ":2: successes 5 of runs 4"), e.getMessage());
    }

    @Test
    void theBudgetIsWrittenInFull() {
        assertEquals("maxGenerations=20;maxEvaluations=0;maxSeconds=0", Baselines.budget(Budget.generations(20)));
    }
}
