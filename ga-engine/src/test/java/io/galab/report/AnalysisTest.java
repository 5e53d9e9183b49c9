package io.galab.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.Lab;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AnalysisTest {

    @TempDir
    Path dir;

    @Test
    void aSummaryPerCellVerdictsOnlyWherePublishedAndOneHolmFamilyPerQuestion() throws Exception {
        Lab.SpecRun run = SmallExperiment.run(dir);
        Analysis a = run.analysis();
        assertEquals(run.plan().cells().size(), a.summaries().size());
        for (Analysis.Summary s : a.summaries()) {
            assertEquals(run.result().successes(s.cell().index()), s.stats().successes());
            boolean published = s.cell().puzzle().id().equals("s06a") && s.cell().variant().name().equals("tw")
                    && s.cell().params().equals("crossoverRate=0.1;mutationRate=0.05;populationSize=20");
            if (published) {
                assertNotNull(s.rateVerdict());
                assertNotNull(s.generationsVerdict());
            } else {
                assertNull(s.published(), s.cell().params());
            }
        }
        // two variants at each (puzzle, sweep point): one pair; one test per question (success, evaluations,
        // seconds) with its effect size, and A12 of the generations of solved runs described
        int groups = run.plan().puzzles().size() * 4;
        assertEquals(groups * 7, a.comparisons().size());
        Set<String> tests = a.comparisons().stream().map(c -> c.measure() + ":" + c.test()).collect(Collectors.toSet());
        assertEquals(Set.of("success:mcnemar", "success:rate-difference", "evaluations:wilcoxon-signed-rank",
                "evaluations:a12", "seconds:descriptive", "seconds:a12", "generations of solved runs:a12"),
                tests, "the variants' runs share seeds: paired tests; seconds of so few runs are described");
        assertTrue(a.comparisons().stream().filter(Analysis.Comparison::isDescriptive).allMatch(c -> c.note()
                .startsWith("too few runs to time: ")), "the reason");
        for (String measure : List.of(Analysis.SUCCESS, Analysis.EVALUATIONS, Analysis.SECONDS)) {
            double[] p = a.comparisons().stream().filter(c -> c.measure().equals(measure) && c.isTest())
                    .mapToDouble(Analysis.Comparison::pValue).toArray();
            double[] adjusted = a.comparisons().stream().filter(c -> c.measure().equals(measure) && c.isTest())
                    .mapToDouble(Analysis.Comparison::adjustedPValue).toArray();
            assertArrayEquals(io.galab.stats.PairedTests.holm(p), adjusted, 1e-15, "Holm within " + measure);
        }
        assertTrue(a.comparisons().stream().filter(c -> c.measure().equals(Analysis.GENERATIONS))
                .noneMatch(Analysis.Comparison::isTest), "the generations of solved runs decide no verdict");
        for (Analysis.Comparison c : a.comparisons()) {
            if (!Double.isNaN(c.pValue())) {
                assertTrue(c.adjustedPValue() >= c.pValue() - 1e-15 && c.adjustedPValue() <= 1, c.toString());
            }
            if (c.test().equals("rate-difference")) {
                assertTrue(c.low() <= c.statistic() && c.statistic() <= c.high(), c.toString());
                assertTrue(Double.isNaN(c.pValue()), "an effect size has no p-value");
            }
            if (c.test().equals("a12")) {
                assertTrue(c.statistic() >= 0 && c.statistic() <= 1 || Double.isNaN(c.statistic()), c.toString());
            }
        }
    }

    /** Two algorithms given one seed make unrelated runs: their comparisons are the unpaired tests. */
    @Test
    void twoAlgorithmsAreComparedUnpaired() throws Exception {
        Path spec = dir.resolve("two.yaml");
        java.nio.file.Files.writeString(spec, String.join("\n", "name: two", "seed: 4", "runs: 6",
                "budget: {maxGenerations: 40}", "puzzles: [{set: sudoku/mantere-koljonen, ids: [s01a]}]",
                "variants: [{name: g, algorithm: growth-ga}, {name: t, algorithm: twodoku-ga}]", ""));
        Lab lab = io.galab.lab.TestSettings.quiet(dir.resolve("out2")).lab();
        Analysis a = lab.run(lab.plan(spec), io.galab.experiment.ProgressListener.NONE).analysis();
        assertEquals(Set.of("fisher", "mann-whitney"), a.comparisons().stream().filter(Analysis.Comparison::isTest)
                .map(Analysis.Comparison::test).collect(Collectors.toSet()));
    }
}
