package io.galab.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.experiment.LocalExecutor;
import io.galab.experiment.Plan;
import io.galab.experiment.spec.TuneSpec;
import io.galab.experiment.spec.TuneSpecLoader;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Iterated racing against a known truth ({@link KnownOptimum}), and its contract: a pure function of
 * the tune spec and its seed, the same on 1 and 2 threads, and the same after a kill that cut the
 * journal (docs/tuning.md).
 */
class TunerTest {

    @TempDir
    static Path shared;

    @TempDir
    Path dir;

    static URLClassLoader loader;
    static Algorithms algorithms;

    @BeforeAll
    static void register() throws Exception {
        Path services = shared.resolve("cp/META-INF/services");
        Files.createDirectories(services);
        Files.writeString(services.resolve(Algorithm.class.getName()), KnownOptimum.class.getName() + "\n");
        loader = new URLClassLoader(new URL[] {shared.resolve("cp").toUri().toURL()}, TunerTest.class.getClassLoader());
        algorithms = Algorithms.load(loader);
    }

    @AfterAll
    static void close() throws Exception {
        loader.close();
    }

    static String spec(long seed, int budget) {
        return "name: known\nalgorithm: known-optimum\nspace:\n"
                + "  x: {type: real, range: [0, 1]}\n  y: {type: real, range: [0, 1]}\n"
                + "training: [{set: sudoku/mantere-koljonen, ids: [s01a, s02a, s03a, s04a, s05a]}]\n"
                + "test: [{set: sudoku/mantere-koljonen, ids: [s06a]}]\n"
                + "budget: {maxExperiments: " + budget + "}\nrunBudget: {maxEvaluations: 10000}\ntestRuns: 5\n"
                + "seed: " + seed + "\n";
    }

    static TuneResult tune(Path dir, String text, int threads) throws Exception {
        Files.createDirectories(dir);
        Path file = dir.resolve("known.yaml");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        TuneSpec spec = new TuneSpecLoader(algorithms).loadTune(file);
        return Tuner.run(spec, algorithms, dir.resolve("out"), new Tuner.Options(new LocalExecutor(), threads,
                Plan.Options.defaults(), line -> { }));
    }

    /** What a result decides: every configuration, every race, the elites and the test. */
    static String decisions(TuneResult r) {
        return r.configurations() + "|" + r.races() + "|" + r.elites() + "|" + r.test() + "|" + r.experiments();
    }

    /**
     * 100 tunings of 200 runs each, seeds 1 to 100: how often the best configuration lies within 0.15 of
     * the optimum (where the success probability is still at least 0.75). A full grid at the sampling
     * resolution of 0.05 would be 21 × 21 = 441 configurations, 2,205 runs at 5 runs (one per training
     * instance) each. Measured: 93 of 100 within 0.15, none farther than 0.197; the count is exact for
     * these seeds, so a change to sampling or racing shows here (docs/tuning.md, "Evidence").
     */
    @Test
    void findsTheKnownOptimumInMostTunings() throws Exception {
        int near = 0;
        double worst = 0;
        for (long seed = 1; seed <= 100; seed++) {
            TuneResult r = tune(dir.resolve("t" + seed), spec(seed, 200), 1);
            Map<String, String> best = r.elites().get(0).values();
            double dx = Double.parseDouble(best.get("x")) - KnownOptimum.X;
            double dy = Double.parseDouble(best.get("y")) - KnownOptimum.Y;
            double distance = Math.sqrt(dx * dx + dy * dy);
            worst = Math.max(worst, distance);
            near += distance <= 0.15 ? 1 : 0;
            assertTrue(r.experiments() <= 200, "the racing budget is kept");
        }
        System.out.println("known optimum: " + near + "/100 tunings within 0.15, the farthest at " + worst);
        assertEquals(93, near, "tunings within 0.15 of the optimum");
        assertTrue(worst < 0.2, "the farthest best lies " + worst + " from the optimum");
    }

    /**
     * Configurations that make identical runs on every training block and test run are one as far as the evidence
     * goes: near the optimum every run is solved with the seed's own evaluations, whatever x, so the elites are
     * reported as one, "indistinguishable", with the range of x, and the advice names the range, not one value.
     */
    @Test
    void configurationsWithIdenticalRunsAreReportedAsOne() throws Exception {
        String text = "name: known\nalgorithm: known-optimum\nparams: {y: 0.7}\nspace:\n"
                + "  x: {type: real, range: [0.299, 0.301]}\n"
                + "training: [{set: sudoku/mantere-koljonen, ids: [s01a, s02a, s03a, s04a, s05a]}]\n"
                + "test: [{set: sudoku/mantere-koljonen, ids: [s06a]}]\n"
                + "budget: {maxExperiments: 100}\nrunBudget: {maxEvaluations: 10000}\ntestRuns: 5\nseed: 3\n";
        TuneResult r = tune(dir.resolve("same"), text, 1);
        assertTrue(r.elites().size() >= 2, "elites: " + r.elites());
        List<TuneResult.Scored> same = TuneReport.sameRuns(r);
        assertEquals(r.elites(), same, "every elite made the best's runs");
        java.util.Set<String> xs = new java.util.TreeSet<>();
        same.forEach(e -> xs.add(e.values().get("x")));
        assertTrue(xs.size() >= 2, "they differ in x: " + xs);
        String advice = TuneReport.advice(r).headline();
        assertTrue(advice.contains("made identical runs on every training block and test run, so they are"
                + " indistinguishable: any of x "), advice);
        Path page = TuneReport.write(r, dir.resolve("same/report"));
        String html = Files.readString(page);
        assertTrue(html.contains("(indistinguishable: identical runs)"), "one row for the group");
        String block = Files.readString(dir.resolve("same/report/best.yaml"));
        assertTrue(block.matches("(?s).*\n  x: [0-9.]+  # indistinguishable: any of [0-9.]+ to [0-9.]+"
                + " \\(configurations #\\d+, #\\d+.*"), block);
        List<String> csv = Files.readAllLines(dir.resolve("same/report/elites.csv"));
        assertTrue(csv.get(0).endsWith(",sameRunsAsBest"));
        assertEquals(same.size(), csv.stream().filter(l -> l.endsWith(",true")).count());
    }

    @Test
    void oneThreadAndTwoGiveTheSameRace() throws Exception {
        TuneResult one = tune(dir.resolve("one"), spec(7, 150), 1);
        TuneResult two = tune(dir.resolve("two"), spec(7, 150), 2);
        assertEquals(decisions(one), decisions(two));
    }

    /**
     * The report plots every configuration that raced against its mean cost on its racing runs, one panel
     * per tuned parameter, each dot where its value and cost put it (docs/tuning.md, "The report").
     */
    @Test
    void theReportPlotsTheSampledConfigurationsAgainstTheirCost() throws Exception {
        TuneResult r = tune(dir.resolve("plot"), spec(7, 150), 1);
        long raced = r.races().stream().flatMap(race -> race.entries().stream()).mapToInt(TuneResult.Entry::id)
                .distinct().count();
        assertEquals(raced, r.sampled().size(), "every configuration that raced, once");
        for (TuneResult.Scored s : r.sampled()) {
            assertTrue(s.runs() >= 1 && s.meanCost() >= 0, s.toString());
        }
        TuneResult.Scored best = r.elites().get(0);
        TuneResult.Scored sampledBest = r.sampled().stream().filter(s -> s.id() == best.id()).findFirst().orElseThrow();
        assertEquals(best.values(), sampledBest.values());
        Path page = TuneReport.write(r, dir.resolve("plot/report"));
        org.jsoup.nodes.Document doc = org.jsoup.Jsoup.parse(page.toFile(), "UTF-8");
        var panels = doc.select("h2#sampled + p + div.panels svg");
        assertEquals(2, panels.size(), "one panel per parameter: x and y");
        for (var svg : panels) {
            assertEquals(r.sampled().size(), svg.select("circle:not(.lowest)").size());
            assertEquals(r.elites().size(), svg.select("circle[r=4.5]").size(), "the final elites marked");
            TuneResult.Scored lowest = r.sampled().stream().min(java.util.Comparator.comparingDouble(
                    TuneResult.Scored::meanCost).thenComparingInt(TuneResult.Scored::id)).orElseThrow();
            assertEquals(1, svg.select("circle.lowest").size(), "the lowest mean cost ringed, once");
            assertTrue(svg.selectFirst("circle.lowest title").text().startsWith("#" + lowest.id() + ": "),
                    svg.selectFirst("circle.lowest title").text());
        }
        String title = "#" + sampledBest.id() + ": x = " + sampledBest.values().get("x") + ", mean cost ";
        assertTrue(panels.get(0).select("circle title").eachText().stream().anyMatch(t -> t.startsWith(title)),
                title);
    }

    @Test
    void aJournalCutByAKillResumesToTheSameResult() throws Exception {
        TuneResult clean = tune(dir.resolve("clean"), spec(11, 150), 2);
        Path journal = dir.resolve("clean/out/journal.csv");
        List<String> lines = Files.readAllLines(journal);
        // keep the header and 60 runs, then half a line, as a kill -9 mid-write leaves it
        String kept = String.join("\n", lines.subList(0, 61)) + "\n" + lines.get(61).substring(0, 20);
        Path resumed = dir.resolve("resumed");
        Files.createDirectories(resumed.resolve("out"));
        Files.writeString(resumed.resolve("out/journal.csv"), kept);
        TuneResult again = tune(resumed, spec(11, 150), 2);
        assertEquals(decisions(clean), decisions(again));
        assertEquals(Files.readAllLines(journal).size(), Files.readAllLines(resumed.resolve("out/journal.csv")).size(),
                "the resumed journal holds each run once");
    }
}
