package io.galab.report.calibration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithms;
import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import io.galab.lab.Session;
import io.galab.report.Analysis;
import io.galab.report.Format;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The comparisons' calibration, seeded (docs/reading-the-report.md, "Comparing variants"), on a stand-in whose
 * runtime law is known ({@link GeometricRuns}) over 30 puzzles:
 * <ul>
 * <li>A/A: one variant against an independent sample of itself ({@code seedStream: 1}), under 20 spec seeds: no
 * difference on either deterministic question (success, evaluations) in at least 95% of the repetitions;</li>
 * <li>a planted cost: the same runs, one variant counting 4 evaluations a generation: found on evaluations on
 * every puzzle where the variant solves at least half its runs, and never on generations (which decide no
 * verdict) nor on success;</li>
 * <li>a planted success drop: half the runs give up: found by the success test.</li>
 * </ul>
 * Runtime in seconds is a wall time, different on every machine and run, so it is not asserted here.
 */
class CalibrationTest {

    @TempDir
    static Path dir;

    private static Algorithms algorithms;

    /** The built-in algorithms and the stand-in, which only this test's loader lists. */
    @BeforeAll
    static void registry() throws Exception {
        Path services = dir.resolve("registry/META-INF/services/io.galab.algorithm.Algorithm");
        Files.createDirectories(services.getParent());
        Files.writeString(services, GeometricRuns.class.getName() + "\n");
        algorithms = Algorithms.load(new URLClassLoader(new URL[] {dir.resolve("registry").toUri().toURL()},
                CalibrationTest.class.getClassLoader()));
    }

    private static final String PUZZLES = "puzzles: [{set: sudoku/top1465, ids: ['top1465_000?', 'top1465_001?',"
            + " 'top1465_002?', top1465_0030]}]";

    private static Analysis run(String name, long seed, int runs, String variants) throws Exception {
        Path spec = dir.resolve(name + "-" + seed + ".yaml");
        Files.writeString(spec, String.join("\n", "name: " + name + "-" + seed, "seed: " + seed, "runs: " + runs,
                "budget: {maxGenerations: 60}", PUZZLES, "variants:", variants, ""));
        Lab lab = Session.builder(algorithms, dir).folders(dir.resolve("out"), null).threads(2).history(false, null)
                .formats(Set.of(Format.CSV)).lab();
        Lab.SpecRun r = lab.run(lab.plan(spec), ProgressListener.NONE);
        assertEquals(30, r.plan().puzzles().size());
        return r.analysis();
    }

    private static List<Analysis.Comparison> significant(Analysis a, String measure) {
        return a.comparisons().stream().filter(c -> c.measure().equals(measure) && c.isTest()
                && c.adjustedPValue() < 0.05).toList();
    }

    @Test
    void anAaComparisonFindsNoDifferenceInAtLeast95PercentOfRepetitions() throws Exception {
        int repetitions = 20;
        List<String> differing = new ArrayList<>();
        for (long seed = 1; seed <= repetitions; seed++) {
            Analysis a = run("aa", seed, 20, "  - {name: a, algorithm: test-geometric-runs}\n"
                    + "  - {name: a-again, algorithm: test-geometric-runs, seedStream: 1}");
            assertTrue(a.comparisons().stream().filter(c -> c.measure().equals(Analysis.SUCCESS) && c.isTest())
                    .allMatch(c -> c.test().equals("fisher")), "independent samples: unpaired tests");
            int success = significant(a, Analysis.SUCCESS).size();
            int evaluations = significant(a, Analysis.EVALUATIONS).size();
            if (success + evaluations > 0) {
                differing.add("seed " + seed + ": success " + success + ", evaluations " + evaluations);
            }
        }
        assertTrue(differing.size() <= repetitions / 20, "a headline difference in at most 5% of the A/A"
                + " repetitions: " + differing);
    }

    @Test
    void aPlantedCostIsFoundOnEvaluationsWhereHalfTheRunsSolveAndNeverOnGenerations() throws Exception {
        Analysis a = run("cost", 7, 30, "  - {name: one, algorithm: test-geometric-runs}\n"
                + "  - {name: four, algorithm: test-geometric-runs, params: {costPerGeneration: 4}}");
        List<Analysis.Comparison> found = significant(a, Analysis.EVALUATIONS);
        int eligible = 0;
        for (Analysis.Summary s : a.summaries()) {
            if (s.cell().variant().name().equals("four") && s.stats().successes() * 2 >= s.stats().runs()) {
                eligible++;
                assertTrue(found.stream().anyMatch(c -> c.puzzle().equals(s.cell().puzzle().id())),
                        "found on " + s.cell().puzzle().id() + " (" + s.stats().successes() + "/" + s.stats().runs()
                                + " solved)");
            }
        }
        assertTrue(eligible >= 25, "most puzzles have half their runs solved: " + eligible);
        assertTrue(found.stream().allMatch(c -> c.test().equals("wilcoxon-signed-rank")), "the same seeds: paired");
        assertEquals(List.of(), significant(a, Analysis.SUCCESS), "the same runs solve");
        assertTrue(a.comparisons().stream().filter(c -> c.measure().equals(Analysis.GENERATIONS))
                .noneMatch(Analysis.Comparison::isTest), "generations are never tested");
        assertTrue(a.comparisons().stream().filter(c -> c.measure().equals(Analysis.GENERATIONS))
                .allMatch(c -> c.statistic() == 0.5 || Double.isNaN(c.statistic())), "identical generations");
        assertTrue(a.comparisons().stream().filter(c -> c.measure().equals(Analysis.EVALUATIONS)
                && c.test().equals("a12")).allMatch(c -> c.statistic() < 0.5), "A (cost 1) is faster everywhere");
    }

    @Test
    void aPlantedSuccessDropIsFoundByTheSuccessTest() throws Exception {
        Analysis a = run("drop", 11, 30, "  - {name: whole, algorithm: test-geometric-runs}\n"
                + "  - {name: halved, algorithm: test-geometric-runs, params: {giveUp: 0.5}}");
        List<Analysis.Comparison> found = significant(a, Analysis.SUCCESS);
        assertTrue(found.size() >= 15, "the drop is found on most puzzles: " + found.size() + " of 30");
        assertTrue(found.stream().allMatch(c -> c.test().equals("mcnemar")), "the same seeds: McNemar");
        assertTrue(a.comparisons().stream().filter(c -> c.test().equals("rate-difference"))
                .allMatch(c -> c.statistic() >= 0), "the halved variant never solves more");
    }
}
