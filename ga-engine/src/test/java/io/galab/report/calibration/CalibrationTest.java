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
 * <li>a planted success drop: half the runs give up: found by the success test;</li>
 * <li>seconds (CPU time, runs interleaved: docs/reading-the-report.md, "Seconds"), with a competing CPU load of one
 * busy thread a core started by the test: an A/A whose false positives are not above α, neither per test nor per
 * repetition after Holm (a one-sided binomial test at 0.1%, since times, unlike the seeded counts, differ from run
 * to run), and a planted 2× slowdown (the same runs doing twice the arithmetic) found on nearly every puzzle;</li>
 * <li>too few runs: seconds described, not tested, with the reason, in the headline too.</li>
 * </ul>
 * No assertion bounds a time: only the tests' verdicts on the times are asserted.
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
        return analyse(spec);
    }

    private static Analysis analyse(Path spec) throws Exception {
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

    /**
     * Steps of arithmetic a generation does in the seconds cases: about 0.1 ms of CPU time, and a run's start 2 ms,
     * so that every run is well above the shortest median that seconds are tested on (1 ms).
     */
    private static final int WORK = 100_000;

    /** The seconds cases' variant: one solve in 20 generations, 0.1 ms of work each. */
    private static String timed(String name, int work, String more) {
        return "  - {name: " + name + ", algorithm: test-geometric-runs, params: {solveProbability: 0.05, work: "
                + work + "}" + more + "}";
    }

    /** One busy thread a core, competing with the runs for the CPU until closed. */
    private static final class Load {
        private final List<Thread> threads = new ArrayList<>();
        private volatile boolean on = true;
        volatile long sink;

        Load() {
            for (int i = 0; i < Runtime.getRuntime().availableProcessors(); i++) {
                Thread t = new Thread(() -> {
                    long x = 1;
                    while (on) {
                        for (int k = 0; k < 1_000_000; k++) {
                            x = x * 6364136223846793005L + 1442695040888963407L;
                        }
                        sink = x;
                    }
                }, "competing-load-" + i);
                t.setDaemon(true);
                t.start();
                threads.add(t);
            }
        }

        void stop() {
            on = false;
            for (Thread t : threads) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    /** Whether {@code k} of {@code n} false positives at level 0.05 are consistent with a rate of at most 0.05. */
    private static boolean atMostAlpha(int k, int n) {
        double upperTail = k == 0 ? 1 : 1 - new org.apache.commons.math3.distribution.BinomialDistribution(null, n,
                0.05).cumulativeProbability(k - 1);
        return upperTail >= 0.001;
    }

    private static List<Analysis.Comparison> secondsTests(Analysis a) {
        List<Analysis.Comparison> described = a.comparisons().stream().filter(c -> c.measure().equals(
                Analysis.SECONDS) && c.isDescriptive()).toList();
        assertEquals(List.of(), described.stream().map(c -> c.puzzle() + ": " + c.note()).toList(),
                "seconds tested on every puzzle under the load");
        return a.comparisons().stream().filter(c -> c.measure().equals(Analysis.SECONDS) && c.isTest()).toList();
    }

    @Test
    void secondsUnderACompetingLoadFindNoMoreDifferencesInAnAaComparisonThanAlpha() throws Exception {
        int repetitions = 10;
        int tests = 0;
        int raw = 0;
        int differing = 0;
        Load load = new Load();
        try {
            for (long seed = 1; seed <= repetitions; seed++) {
                Analysis a = run("aa-seconds", seed, 12, timed("a", WORK, "") + "\n"
                        + timed("a-again", WORK, ", seedStream: 1"));
                List<Analysis.Comparison> seconds = secondsTests(a);
                assertEquals(30, seconds.size());
                assertTrue(seconds.stream().allMatch(c -> c.test().equals("mann-whitney")), "independent samples:"
                        + " unpaired, " + seconds.get(0).test());
                tests += seconds.size();
                raw += (int) seconds.stream().filter(c -> c.pValue() < 0.05).count();
                differing += seconds.stream().anyMatch(c -> c.adjustedPValue() < 0.05) ? 1 : 0;
            }
        } finally {
            load.stop();
        }
        System.out.println("seconds A/A under load: " + raw + " of " + tests + " tests with p < 0.05, " + differing
                + " of " + repetitions + " repetitions with a difference after Holm");
        assertTrue(atMostAlpha(raw, tests), raw + " of " + tests + " A/A tests of seconds below 0.05: above α");
        assertTrue(atMostAlpha(differing, repetitions), differing + " of " + repetitions
                + " A/A repetitions with a difference in seconds after Holm: above α");
    }

    @Test
    void aPlantedTwofoldSlowdownIsFoundOnSecondsUnderACompetingLoad() throws Exception {
        Analysis a;
        Load load = new Load();
        try {
            a = run("slowdown", 5, 20, timed("one", WORK, "") + "\n" + timed("two", 2 * WORK, ""));
        } finally {
            load.stop();
        }
        List<Analysis.Comparison> seconds = secondsTests(a);
        assertTrue(seconds.stream().allMatch(c -> c.test().equals("wilcoxon-signed-rank")), "the same seeds: paired");
        List<Analysis.Comparison> found = seconds.stream().filter(c -> c.adjustedPValue() < 0.05).toList();
        System.out.println("seconds, a planted 2x slowdown under load: found on " + found.size() + " of 30 puzzles");
        assertTrue(found.size() >= 27, "the slowdown found on " + found.size() + " of 30 puzzles");
        assertTrue(a.comparisons().stream().filter(c -> c.measure().equals(Analysis.SECONDS)
                && c.test().equals("a12")).allMatch(c -> c.statistic() < 0.5), "one (half the work) is faster");
        assertEquals(List.of(), significant(a, Analysis.EVALUATIONS), "the same runs: the same evaluations");
        assertEquals(List.of(), significant(a, Analysis.SUCCESS));
        String headline = io.galab.report.Headline.of(a);
        assertTrue(headline.startsWith("one: less CPU time on " + found.size() + " of 30 puzzles ("), headline);
        assertTrue(headline.endsWith("; success: no difference; evaluations: no difference"), headline);
    }

    @Test
    void secondsOfTooFewRunsAreDescribedWithTheReasonNotTested() throws Exception {
        Analysis a = run("few", 3, 5, timed("one", WORK, "") + "\n" + timed("two", 2 * WORK, ""));
        List<Analysis.Comparison> seconds = a.comparisons().stream().filter(c -> c.measure().equals(
                Analysis.SECONDS) && (c.isTest() || c.isDescriptive())).toList();
        assertEquals(30, seconds.size());
        assertTrue(seconds.stream().allMatch(c -> c.isDescriptive() && c.note().equals(
                "too few runs to time: 5 a variant, under 10")), seconds.get(0).toString());
        assertTrue(io.galab.report.Headline.of(a).endsWith("seconds: described only, not tested (too few runs to"
                + " time: 5 a variant, under 10)"), io.galab.report.Headline.of(a));
    }
}
