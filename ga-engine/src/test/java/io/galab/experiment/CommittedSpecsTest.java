package io.galab.experiment;

import io.galab.lab.TestSettings;
import io.galab.experiment.spec.Spec;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithms;
import io.galab.lab.Lab;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The reproduction specs in experiment-specs/ validate and expand, every one has gates, every
 * baseline gate names a committed baseline file, and every spec has a committed report.
 */
class CommittedSpecsTest {

    static final Path SPECS = Path.of("..", "experiment-specs");
    static final Path REPORTS = Path.of("..", "reports");

    @Test
    void everyReproductionSpecValidatesHasGatesAndACommittedReport() throws Exception {
        List<Path> specs = yamlIn(SPECS);
        assertTrue(specs.size() >= 12, "specs: " + specs);
        Lab lab = TestSettings.quiet(Path.of("target", "unused")).threads(1).puzzleRoot(SPECS, false).lab();
        for (Path file : specs) {
            Plan plan = lab.plan(file);
            Spec spec = plan.spec();
            assertFalse(plan.cells().isEmpty(), file.toString());
            assertFalse(spec.gates().isEmpty(), file + " has no gates");
            for (Spec.Gate gate : spec.gates()) {
                if (gate instanceof Spec.BaselineGate baseline) {
                    assertTrue(Files.isRegularFile(SPECS.resolve(baseline.file())), file + ": " + baseline.file());
                }
            }
            Path report = REPORTS.resolve(spec.name());
            for (String name : List.of("summary.csv", "comparisons.csv", "runs.csv", "gates.csv", "index.html")) {
                assertTrue(Files.isRegularFile(report.resolve(name)), report.resolve(name) + " is not committed");
            }
        }
    }

    /**
     * The probes, the settings-figure specs and the frontier specs validate; each settings and frontier
     * spec has its committed report.
     */
    @Test
    void everyProbeAndSettingsSpecValidates() throws Exception {
        for (String folder : List.of("probes", "settings", "frontier")) {
            Path dir = SPECS.resolve(folder);
            List<Path> specs = yamlIn(dir);
            assertFalse(specs.isEmpty(), folder);
            Lab lab = TestSettings.quiet(Path.of("target", "unused")).threads(1).puzzleRoot(dir, false).lab();
            for (Path file : specs) {
                Plan plan = lab.plan(file);
                assertFalse(plan.cells().isEmpty(), file.toString());
                if (!folder.equals("probes")) {
                    assertTrue(Files.isRegularFile(REPORTS.resolve(plan.spec().name()).resolve("index.html")),
                            file.toString());
                }
            }
        }
    }

    /** Every tune spec in experiment-specs/tune/ loads, with a budget large enough for one race. */
    @Test
    void everyTuneSpecLoads() throws Exception {
        Path tune = SPECS.resolve("tune");
        List<Path> specs = yamlIn(tune);
        assertTrue(specs.size() >= 3, "tune specs: " + specs);
        for (Path file : specs) {
            io.galab.experiment.spec.TuneSpec spec = new io.galab.experiment.spec.TuneSpecLoader(Algorithms.builtIn())
                    .loadTune(file);
            assertTrue(spec.maxExperiments() >= io.galab.tune.Tuner.minimumBudget(spec), file.toString());
        }
    }

    /** The *.yaml files directly in a folder, sorted. */
    static List<Path> yamlIn(Path folder) throws java.io.IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
    }
}
