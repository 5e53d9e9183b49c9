package io.galab.experiment;

import io.galab.lab.TestSettings;
import io.galab.experiment.spec.SpecException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.Lab;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A spec written with a paper's own names (aliases) is the spec written with the canonical ones. */
class AliasTest {

    @TempDir
    Path dir;

    static final String SPEC = String.join("\n",
            "name: alias",
            "seed: 5",
            "runs: 3",
            "budget: {maxGenerations: 40}",
            "puzzles:",
            "  - {set: sudoku/mantere-koljonen, ids: [s01a, s06a]}",
            "variants:",
            "  - {name: purge, algorithm: purge-ga, params: {POPULATION: 50, STAGNATION: 8}}",
            "sweep:",
            "  MUTATION: [0.05, 0.2]",
            "");

    private String runsCsv(String sub, String population, String stagnation, String mutation) throws Exception {
        Path spec = dir.resolve(sub + "/alias.yaml");
        Files.createDirectories(spec.getParent());
        Files.writeString(spec, SPEC.replace("POPULATION", population).replace("STAGNATION", stagnation)
                .replace("MUTATION", mutation));
        Lab lab = TestSettings.quiet(dir.resolve(sub + "/out")).lab();
        lab.run(lab.plan(spec), ProgressListener.NONE);
        return ExperimentRunTest.withoutMillis(dir.resolve(sub + "/out/alias/runs.csv")).stream()
                .reduce("", (a, b) -> a + b + "\n");
    }

    @Test
    void purgesSymbolsGiveTheCanonicalRunsSeedsAndParameterNames() throws Exception {
        String canonical = runsCsv("c", "populationSize", "stagnationLimit", "mutationRate");
        String aliased = runsCsv("a", "n", "p", "mu");
        assertEquals(canonical, aliased);
        assertTrue(canonical.contains(",mutationRate=0.05;populationSize=50;stagnationLimit=8,"), canonical);
    }

    @Test
    void anAliasAndItsNameTogetherAreOneParameterGivenTwice() throws Exception {
        Path spec = dir.resolve("twice.yaml");
        Files.writeString(spec, SPEC.replace("POPULATION", "n").replace("STAGNATION", "populationSize")
                .replace("MUTATION", "mu"));
        Lab lab = TestSettings.quiet(dir.resolve("out")).threads(1).lab();
        SpecException e = assertThrows(SpecException.class, () -> lab.plan(spec));
        assertTrue(e.getMessage().contains("duplicate parameter 'populationSize'"), e.getMessage());
    }
}
