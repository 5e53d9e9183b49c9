package io.galab.algorithm.memetic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Parameters;
import io.galab.experiment.Plan;
import io.galab.lab.Lab;
import io.galab.lab.TestSettings;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The size table (docs/algorithms.md, "propagating-memetic-ga", "Defaults by size"). */
class SizeDefaultsTest {

    private final Algorithm ga = Algorithms.builtIn().get(PropagatingMemeticGa.ID);

    private static Puzzle blank(int box) {
        return new Puzzle("blank", Geometry.sudoku(box), new int[Geometry.sudoku(box).cellCount()]);
    }

    @Test
    void fromThirtySixUpTheTableReplacesTheDefaultsAndAGivenValueWins() {
        Parameters declared = ga.parameters(Map.of());
        for (int box = 2; box <= 5; box++) {
            Parameters p = ga.parameters(Map.of(), blank(box));
            assertEquals(declared, p, "below 36x36 the declared defaults: box " + box);
            assertTrue(p.sizedNames().isEmpty());
        }
        for (int box = 6; box <= Geometry.MAX_BOX; box++) {
            Parameters p = ga.parameters(Map.of("mutationRate", 0.01), blank(box));
            assertEquals(0.01, p.getDouble("mutationRate"), "the user's value wins");
            assertEquals(1000, p.getInt("nogoods"));
            assertEquals(84, p.getInt("restartAfter"));
            assertEquals(PropagatingMemeticGa.CellOrder.CONFLICTS, p.getChoice("cellOrder",
                    PropagatingMemeticGa.CellOrder.class));
            assertEquals(Set.of("cellOrder", "nogoods", "restartAfter"), p.sizedNames());
            assertEquals(declared.getInt("islands"), p.getInt("islands"), "what the table does not name stays");
            // a later value given on top (a sweep point) is the user's, no longer the table's
            assertEquals(Set.of("cellOrder", "restartAfter"), p.with(Map.of("nogoods", 10)).sizedNames());
        }
        Map<String, Object> table = ga.sizeDefaults(Geometry.sudoku(6));
        assertEquals(Set.of("cellOrder", "mutationRate", "nogoods", "restartAfter"), table.keySet());
        assertEquals(table, ga.sizeDefaults(Geometry.sudoku(8)));
        assertTrue(ga.sizeDefaults(Geometry.twodoku()).isEmpty() && ga.sizeDefaults(Geometry.sudokube()).isEmpty());
    }

    @Test
    void aSpecGetsTheTableForItsGiantCellsAndThePageSaysSo(@TempDir Path dir) throws Exception {
        Path spec = dir.resolve("sized.yaml");
        Files.writeString(spec, String.join("\n", "name: sized", "seed: 1", "runs: 1", "budget: {maxSeconds: 5}",
                "puzzles:", "  - {set: family/sudoku36-90, count: 1, seed: 1}", "  - {set: family/sudoku9-40, count: 1,"
                + " seed: 1}", "variants:", "  - {name: memetic, algorithm: propagating-memetic-ga}",
                "  - {name: tuned, algorithm: propagating-memetic-ga, params: {nogoods: 0}}", ""));
        Lab lab = TestSettings.lab(dir.resolve("out"));
        Plan plan = lab.plan(spec);
        List<Plan.Cell> cells = plan.cells();
        assertEquals(4, cells.size());
        Plan.Cell giant = cells.get(0);
        assertEquals(1000, giant.parameters().getInt("nogoods"));
        assertEquals("", giant.params(), "runs.csv's params keep what the spec set");
        assertTrue(giant.matches(""), "a stored text with no values is the cell's, at its size");
        assertEquals(0, cells.get(1).parameters().getInt("nogoods"), "the spec's value wins");
        assertEquals(Set.of("cellOrder", "mutationRate", "restartAfter"), cells.get(1).parameters().sizedNames());
        assertEquals(ga.parameters(Map.of()), cells.get(2).parameters(), "a 9x9 keeps the declared defaults");
        Lab.SpecRun run = lab.run(plan, io.galab.experiment.ProgressListener.NONE);
        String said = Jsoup.parse(run.html().toFile(), "UTF-8").select("#size-table").text();
        assertTrue(said.contains("memetic on sudoku 36x36: cellOrder=conflicts;mutationRate=0.0014;nogoods=1000;"
                + "restartAfter=84") && said.contains("tuned on sudoku 36x36: cellOrder=conflicts;mutationRate=0.0014;"
                + "restartAfter=84") && !said.contains("9x9"), said);
    }
}
