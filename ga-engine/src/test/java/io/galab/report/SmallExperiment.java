package io.galab.report;

import io.galab.lab.TestSettings;
import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A small real experiment for the report tests: two puzzles, two variants of twodoku-ga over a 2 × 2
 * sweep (so heat maps and pairwise comparisons are made), a published row and three gates (the second
 * fails on some cells; the third, at level warn, is violated on some but only warns).
 */
public final class SmallExperiment {

    static final String SPEC = String.join("\n",
            "name: small",
            "title: \"A <small> & 'quoted' experiment\"",
            "source: \"galab tests\"",
            "seed: 3",
            "runs: 4",
            "budget: {maxGenerations: 30}",
            "puzzles:",
            "  - {set: sudoku/mantere-koljonen, ids: [s06a]}",
            "  - {set: twodoku/kaldanis, ids: [easy_3]}",
            "variants:",
            "  - {name: tw, algorithm: twodoku-ga, params: {populationSize: 20}}",
            "  - {name: tw-ls, algorithm: twodoku-ga, params: {populationSize: 20, localSearch: true}}",
            "sweep:",
            "  mutationRate: [0.05, 0.1]",
            "  crossoverRate: [0.1, 0.3]",
            "gates:",
            "  - {minSuccessRate: 0.0}",
            "  - {minSuccessRate: 1.0, puzzles: [easy_3]}",
            "  - {minSuccessRate: 1.0, puzzles: [s06a], variants: [tw-ls], level: warn}",
            "published:",
            "  - {puzzle: s06a, variant: tw, params: \"crossoverRate=0.1;mutationRate=0.05\", successes: 4, runs: 4,"
                    + " meanGenerations: 10}",
            "");

    private SmallExperiment() {
    }

    /** Runs the spec in {@code dir} and writes every report to {@code dir/out}. */
    public static Lab.SpecRun run(Path dir) throws Exception {
        Path spec = dir.resolve("small.yaml");
        Files.writeString(spec, SPEC);
        Lab lab = TestSettings.quiet(dir.resolve("out")).lab();
        return lab.run(lab.plan(spec), ProgressListener.NONE);
    }
}
