package io.galab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.Lab;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AnalysisTest {

    @TempDir
    Path dir;

    @Test
    void aSummaryPerCellVerdictsOnlyWherePublishedAndFiveHolmAdjustedTestsPerPair() throws Exception {
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
        // two variants at each (puzzle, sweep point): one pair, five tests (Fisher, McNemar, Welch, Mann-Whitney,
        // Brown-Forsythe) and three effect sizes (rate difference, A12 of generations and of evaluations)
        int groups = run.plan().puzzles().size() * 4;
        assertEquals(groups * 8, a.comparisons().size());
        Set<String> tests = a.comparisons().stream().map(Analysis.Comparison::test).collect(Collectors.toSet());
        assertEquals(Set.of("fisher", "mcnemar", "welch", "mann-whitney", "brown-forsythe", "rate-difference",
                "a12-generations", "a12-evaluations"), tests);
        for (Analysis.Comparison c : a.comparisons()) {
            if (!Double.isNaN(c.pValue())) {
                assertTrue(c.adjustedPValue() >= c.pValue() - 1e-15 && c.adjustedPValue() <= 1, c.toString());
            }
            if (c.test().equals("rate-difference")) {
                assertTrue(c.low() <= c.statistic() && c.statistic() <= c.high(), c.toString());
                assertTrue(Double.isNaN(c.pValue()), "an effect size has no p-value");
            }
            if (c.test().startsWith("a12")) {
                assertTrue(c.statistic() >= 0 && c.statistic() <= 1 || Double.isNaN(c.statistic()), c.toString());
            }
        }
    }
}
