package io.galab.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.experiment.LocalExecutor;
import io.galab.experiment.Plan;
import io.galab.experiment.spec.TuneSpec;
import io.galab.experiment.spec.TuneSpecLoader;
import io.galab.puzzle.FamilyGenerator;
import io.galab.puzzle.Puzzle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A tune runs what a variant runs (docs/tuning.md, "Defaults by size"): on 36x36 instances the parameters it
 * does not tune come from propagating-memetic-ga's size table, and "the defaults" it is tested against are the
 * table's values; on instances whose sizes the table does not share, the declared defaults.
 */
class TuneSizeDefaultsTest {

    static final Algorithm GA = Algorithms.builtIn().get("propagating-memetic-ga");

    @TempDir
    Path dir;

    static List<Puzzle> family(String set, int count) {
        return FamilyGenerator.load(set, count, 7).puzzles();
    }

    @Test
    void theDefaultsOfA36x36TuneAreTheSizeTablesAndMixedSizesKeepTheDeclaredOnes() {
        List<Puzzle> big = family("family/sudoku36-45", 1);
        assertEquals(Map.of("mutationRate", 0.0014, "restartAfter", 84, "nogoods", 1000, "cellOrder", "conflicts"),
                Population.sharedSizeDefaults(GA, big, big));
        assertEquals(Map.of(), Population.sharedSizeDefaults(GA, big, family("family/sudoku9-45", 1)),
                "a 9x9 among the instances: no table value is shared");
        TuneSpec spec = spec("{set: family/sudoku36-45, count: 1, seed: 7}");
        Population population = new Population(spec.space(), GA, Population.sharedSizeDefaults(GA, big, big),
                new SplittableRandom(1), 3);
        assertEquals(Map.of("mutationRate", "0.0014", "nogoods", "1000"), population.defaults());
        Population declared = new Population(spec.space(), GA, Map.of(), new SplittableRandom(1), 3);
        assertEquals(Map.of("mutationRate", "0.05", "nogoods", "0"), declared.defaults(), "the declared defaults");
    }

    @Test
    void theParametersATuneDoesNotTuneComeFromTheTableOfEachPuzzlesSize() {
        TuneSpec spec = spec("{set: family/sudoku36-45, count: 1, seed: 7}");
        TuneRuns runs = new TuneRuns(spec, Algorithms.builtIn(), new LocalExecutor(), 1, Plan.Options.defaults(),
                Map.of());
        Map<String, String> tuned = Map.of("mutationRate", "0.02", "nogoods", "5000");
        Puzzle big = family("family/sudoku36-45", 1).get(0);
        Map<String, Object> on36 = runs.want(tuned, big, 1).parameters().asMap();
        assertEquals(0.02, on36.get("mutationRate"), "a tuned value wins over the table");
        assertEquals(5000, on36.get("nogoods"));
        assertEquals(84, on36.get("restartAfter"), "an untuned value from the table");
        assertEquals(List.of("restartAfter", "cellOrder"), List.of("restartAfter", "cellOrder").stream()
                .filter(n -> runs.want(tuned, big, 1).parameters().sizedNames().contains(n)).toList());
        Map<String, Object> on9 = runs.want(tuned, family("family/sudoku9-45", 1).get(0), 1).parameters().asMap();
        assertEquals(GA.parameter("restartAfter").defaultValue(), on9.get("restartAfter"),
                "below the table's band, the declared default");
    }

    TuneSpec spec(String instances) {
        try {
            Path file = dir.resolve("t.yaml");
            Files.writeString(file, String.join("\n", "name: t", "algorithm: propagating-memetic-ga", "space:",
                    "  mutationRate: {type: real, range: [0.0005, 0.05], log: true}",
                    "  nogoods: {type: ordinal, values: [0, 1000, 5000]}",
                    "training: [" + instances + "]", "test: [{set: family/sudoku36-45, count: 1, seed: 8}]",
                    "budget: {maxExperiments: 60}", "runBudget: {maxEvaluations: 1000}", "seed: 1", ""));
            return new TuneSpecLoader(Algorithms.builtIn()).loadTune(file);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
