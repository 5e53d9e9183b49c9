package io.galab.experiment;

import io.galab.experiment.spec.Spec;
import io.galab.experiment.spec.SpecException;
import io.galab.experiment.spec.SpecLoader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithms;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class SpecLoaderTest {

    @TempDir
    Path dir;

    static final String GOOD = String.join("\n",
            "name: good",
            "seed: 10",
            "runs: 3",
            "budget:",
            "  maxGenerations: 50",
            "puzzles:",
            "  - set: twodoku/kaldanis",
            "    ids: [easy_*]",
            "variants:",
            "  - name: baseline",
            "    algorithm: twodoku-ga",
            "    params: {mutationRate: 0.1}",
            "");

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    private Plan plan(String text) throws IOException {
        Path p = write("spec.yaml", text);
        Spec spec = new SpecLoader(Algorithms.builtIn()).load(p);
        return Plan.of(spec, Algorithms.builtIn(), Plan.Options.defaults());
    }

    @Test
    void aGoodSpecLoadsAndExpands() throws IOException {
        Plan plan = plan(GOOD + "sweep:\n  crossoverRate: [0.1, 0.2]\n");
        assertEquals("good", plan.spec().name());
        assertEquals(List.of("easy_1", "easy_2", "easy_3"), plan.puzzles().stream().map(p -> p.id()).toList());
        assertEquals(6, plan.cells().size());
        assertEquals("crossoverRate=0.1;mutationRate=0.1", plan.cells().get(0).params());
        assertEquals("crossoverRate=0.2", plan.cells().get(1).point());
        assertEquals(18, plan.totalRuns());
        assertEquals("6 cells × 3 runs = 18 runs", plan.describe());
        // the seed is shared by variants and parameter points, and differs between puzzles and runs
        assertEquals(plan.seed(plan.cells().get(0), 2), plan.seed(plan.cells().get(1), 2));
        assertTrue(plan.seed(plan.cells().get(0), 2) != plan.seed(plan.cells().get(2), 2));
        assertEquals(Seeds.runSeed(10, "easy_1", 2), plan.seed(plan.cells().get(0), 2));
    }

    /**
     * A spec's errors in its puzzles, in each of its variants and in its gates are all reported by one check, in
     * the order of the file, each with its line and column, so that a user mends them at once.
     */
    @Test
    void everyVariantsErrorAndTheGatesAreReportedAtOnce() throws IOException {
        String text = GOOD.replace("ids: [easy_*]", "ids: [easy_*]\n  - set: twodoku/kaldanis\n    idz: [x]")
                .replace("    params: {mutationRate: 0.1}\n", "    params: {mutationRate: 0.1}\n"
                        + "  - {name: b, algorithm: twodoku-ga, params: {mutationRat: 0.1}}\n"
                        + "  - {name: c, algorithm: twodoku-ga, params: {mutationRate: 7}}\n"
                        + "  - {name: d, algorithm: exact}\n"
                        + "gates:\n  - {minSuccessRate: 2}\n");
        SpecException e = assertThrows(SpecException.class, () -> plan(text));
        List<Integer> lines = e.all().stream().map(SpecException::line).toList();
        // d, exact under a generations budget, is refused beside the broken ones
        assertEquals(List.of(10, 15, 16, 17, 19), lines, e.getMessage());
        assertTrue(e.all().get(3).problem().contains("maxGenerations does not bound"), e.getMessage());
        assertTrue(e.all().get(1).problem().contains("mutationRat"), e.getMessage());
        assertTrue(e.all().get(2).problem().contains("mutationRate"), e.getMessage());
        assertEquals(5, e.getMessage().split("\n").length, e.getMessage());
        assertEquals(e.all().get(0).getMessage(), e.getMessage().split("\n")[0]);
        // the top-level keys too: a bad runs, a bad budget and a bad variant, three lines
        SpecException three = assertThrows(SpecException.class, () -> plan(GOOD.replace("runs: 3", "runs: 0")
                .replace("maxGenerations: 50", "maxGenerations: -1").replace("mutationRate: 0.1", "mutationRate: 7")));
        assertEquals(List.of(3, 5, 12), three.all().stream().map(SpecException::line).toList(), three.getMessage());
        // one error alone is itself
        SpecException one = assertThrows(SpecException.class, () -> plan(GOOD.replace("mutationRate: 0.1",
                "mutationRate: 7")));
        assertEquals(List.of(one), one.all());
    }

    /** Every variant that cannot run one of the spec's puzzles is named at once, with the puzzles it refuses. */
    @Test
    void everyVariantThatRefusesAPuzzleIsNamedAtOnce() throws IOException {
        String text = String.join("\n", "name: refusals", "seed: 1", "runs: 1", "budget: {maxEvaluations: 500}",
                "puzzles:", "  - {set: sudoku-x/galab-x}", "  - {set: sudoku/mantere-koljonen, ids: [s01a]}",
                "variants:", "  - {name: r1, algorithm: retrievable-ga}",
                "  - {name: r2, algorithm: retrievable-ga, puzzles: [x_01, s01a]}", "sweep: {mutationRate: [0.1, 0.2]}",
                "");
        SpecException e = assertThrows(SpecException.class, () -> plan(text));
        // each puzzle counted once, whatever the sweep points
        assertEquals(List.of(9, 10), e.all().stream().map(SpecException::line).toList(), e.getMessage());
        assertTrue(e.all().get(0).problem().startsWith("variant 'r1' cannot run puzzle x_01 (nor 9 other puzzles of"
                + " the spec): retrievable-ga refuses a sudoku-x"), e.getMessage());
        assertTrue(e.all().get(1).problem().startsWith("variant 'r2' cannot run puzzle x_01: "), e.getMessage());
    }

    @Test
    void generatedSudokubeSetsAreReachable() throws IOException {
        Plan plan = plan(GOOD.replace("twodoku/kaldanis", "sudokube/generated-hard").replace("    ids: [easy_*]\n",
                "    count: 2\n    seed: 9\n"));
        assertEquals(List.of("hard-001", "hard-002"), plan.puzzles().stream().map(p -> p.id()).toList());
        assertEquals(io.galab.puzzle.PuzzleLibrary.load("sudokube/generated-hard", 2, 9L).puzzles(), plan.puzzles());
    }

    @Test
    void seedsAreTheDocumentedFunction() {
        // mix64(mix64(master XOR fnv1a64(id)) + run); FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c
        assertEquals(0xaf63dc4c8601ec8cL, Seeds.fnv1a64("a"));
        assertEquals(Seeds.mix64(Seeds.mix64(7 ^ 0xaf63dc4c8601ec8cL) + 3), Seeds.runSeed(7, "a", 3));
    }

    record Bad(String label, String text, int line, int column, String message) {
        @Override
        public String toString() {
            return label;
        }
    }

    static List<Bad> badSpecs() {
        return List.of(
                new Bad("misspelt top key", GOOD + "varaints: []\n", 13, 1,
                        "unknown key 'varaints' in the spec; did you mean 'variants'? Allowed: name, title, source,"
                                + " seed, runs, batchSize, sequential, budget, puzzles, variants, sweep, gates,"
                                + " published, checkSeconds, reports, inputs"),
                new Bad("an abbreviated budget key", GOOD.replace("maxGenerations", "maxGens"), 5, 3,
                        "unknown key 'maxGens' in budget; did you mean 'maxGenerations'? Allowed: maxGenerations,"
                                + " maxEvaluations, maxSeconds"),
                new Bad("a key with no close name ends its sentence", GOOD.replace("maxGenerations", "zzz"), 5, 3,
                        "unknown key 'zzz' in budget. Allowed: maxGenerations, maxEvaluations, maxSeconds"),
                new Bad("name too long to write", GOOD.replace("name: good", "name: " + "n".repeat(101)), 1, 7,
                        "key 'name': at most 100 characters, found 101; it names the report folder and files"),
                new Bad("missing name", GOOD.replace("name: good\n", ""), 1, 1,
                        "missing key 'name': expected a name of lower-case letters, digits and dashes"),
                new Bad("bad name", GOOD.replace("name: good", "name: Good Spec"), 1, 7,
                        "key 'name': expected lower-case letters, digits and dashes starting with a letter or digit,"
                                + " found 'Good Spec'"),
                new Bad("runs not a number", GOOD.replace("runs: 3", "runs: many"), 3, 7,
                        "key 'runs': expected an integer from 1 to 1000000, found 'many'"),
                new Bad("zero runs", GOOD.replace("runs: 3", "runs: 0"), 3, 7,
                        "key 'runs': expected an integer from 1 to 1000000, found 0"),
                new Bad("absurd runs", GOOD.replace("runs: 3", "runs: 1000000000"), 3, 7,
                        "key 'runs': expected an integer from 1 to 1000000, found 1000000000"),
                new Bad("runs as a float", GOOD.replace("runs: 3", "runs: 1.0e9"), 3, 7,
                        "key 'runs': expected an integer from 1 to 1000000, found '1.0e9'"),
                new Bad("seed as text", GOOD.replace("seed: 10", "seed: ten"), 2, 7,
                        "key 'seed': expected an integer, found 'ten'"),
                new Bad("empty budget", GOOD.replace("budget:\n  maxGenerations: 50", "budget: {}"), 4, 9,
                        "key 'budget': expected at least one of maxGenerations, maxEvaluations, maxSeconds"),
                new Bad("negative budget", GOOD.replace("maxGenerations: 50", "maxGenerations: -5"), 5, 19,
                        "key 'maxGenerations': expected an integer of at least 1, found -5"),
                new Bad("misspelt budget key", GOOD.replace("maxGenerations: 50", "maxGeneration: 50"), 5, 3,
                        "unknown key 'maxGeneration' in budget; did you mean 'maxGenerations'? Allowed: maxGenerations,"
                                + " maxEvaluations, maxSeconds"),
                new Bad("no puzzles", GOOD.replace("  - set: twodoku/kaldanis\n    ids: [easy_*]\n", "").replace(
                        "puzzles:\n", "puzzles: []\n"), 6, 10, "key 'puzzles': expected at least one puzzle set"),
                new Bad("unknown algorithm", GOOD.replace("algorithm: twodoku-ga", "algorithm: twodoku-gaa"), 11, 16,
                        "key 'algorithm': unknown algorithm 'twodoku-gaa'; did you mean 'twodoku-ga'? Known: exact,"
                                + " external, growth-ga, hybrid-ga, propagating-memetic-ga, purge-ga, retrievable-ga,"
                                + " test-box-walk, twodoku-ga"),
                new Bad("misspelt parameter", GOOD.replace("{mutationRate: 0.1}", "{mutationrate: 0.1}"), 12, 14,
                        "unknown parameter 'mutationrate' for algorithm twodoku-ga; did you mean 'mutationRate'? It"
                                + " takes:"
                                + " populationSize, tournamentSize, crossoverRate, mutationRate, localSearch,"
                                + " eliteLearning, eliteSize, referenceCode, mutation, selection, localSearchOperator"),
                new Bad("rate out of range", GOOD.replace("{mutationRate: 0.1}", "{mutationRate: 1.5}"), 12, 28,
                        "parameter mutationRate of twodoku-ga must be a number in [0, 1], was 1.5"),
                new Bad("boolean parameter given a number", GOOD.replace("{mutationRate: 0.1}", "{localSearch: 3}"), 12,
                        27, "parameter localSearch of twodoku-ga must be true or false, was 3"),
                new Bad("duplicate key", GOOD + "runs: 4\n", 13, 1,
                        "duplicate key 'runs' in the spec (first at line 3)"),
                new Bad("duplicate variant", GOOD + "  - name: baseline\n    algorithm: purge-ga\n", 13, 11,
                        "duplicate variant name 'baseline' (first at line 10)"),
                new Bad("gate with two kinds", GOOD + "gates:\n  - {minSuccessRate: 1, baseline: b.csv}\n", 14, 5,
                        "a gate needs exactly one of 'minSuccessRate', 'baseline' or 'trend'"),
                new Bad("rate above one", GOOD + "gates:\n  - minSuccessRate: 1.5\n", 14, 21,
                        "key 'minSuccessRate': expected a number from 0 to 1, found 1.5"),
                new Bad("sprt on a minimum rate", GOOD + "gates:\n  - {minSuccessRate: 1, sequential: sprt}\n", 14, 37,
                        "key 'sequential': sprt tests a drop from a baseline; a minSuccessRate gate takes curtail"
                                + " (exact)"
                                + " or off"),
                new Bad("unknown sequential mode", GOOD + "sequential: exact\n", 13, 13,
                        "key 'sequential': 'exact' is not a sequential mode; use off, curtail or sprt"),
                new Bad("sprt without a drop", GOOD + "gates:\n  - {baseline: b.csv, sequential: sprt}\n", 14, 5,
                        "sequential: sprt tests \"no drop\" against \"a drop of maxDrop\", so it needs maxDrop > 0"),
                new Bad("power without sprt", GOOD + "gates:\n  - {baseline: b.csv, power: 0.9}\n", 14, 23,
                        "key 'power' belongs to gates with sequential: sprt"),
                new Bad("builds on a baseline gate", GOOD + "gates:\n  - {baseline: b.csv, builds: 3}\n", 14, 23,
                        "key 'builds' belongs to trend gates"),
                new Bad("alpha on a trend gate", GOOD + "gates:\n  - {trend: b.csv, alpha: 0.1}\n", 14, 20,
                        "key 'alpha' does not belong to trend gates, which look at the rates of the last builds in the"
                                + " history file"),
                new Bad("batch size zero", GOOD + "batchSize: 0\n", 13, 12,
                        "key 'batchSize': expected an integer from 1 to 1000000, found 0"),
                new Bad("global tag", GOOD + "title: !!javax.script.ScriptEngineManager [!!java.net.URLClassLoader"
                        + " [[!!java.net.URL [\"http://localhost/\"]]]]\n", 13, 8,
                        "tag 'tag:yaml.org,2002:javax.script.ScriptEngineManager' is not allowed: a spec holds plain"
                                + " values, lists and mappings only"),
                new Bad("broken YAML", GOOD.replace("ids: [easy_*]", "ids: [easy_*"), 9, 9,
                        "invalid YAML: expected ',' or ']', but got :"),
                new Bad("sweep parameter unknown", GOOD + "sweep:\n  mutationRat: [0.1]\n", 10, 5,
                        "unknown parameter 'mutationRat' for algorithm twodoku-ga; did you mean 'mutationRate'? It"
                                + " takes: populationSize, tournamentSize, crossoverRate, mutationRate, localSearch,"
                                + " eliteLearning, eliteSize, referenceCode, mutation, selection, localSearchOperator"),
                new Bad("published more successes than runs", GOOD
                        + "published:\n  - {puzzle: easy_1, variant: baseline, successes: 16, runs: 15}\n", 14, 52,
                        "key 'successes': 16 is more than runs (15)"),
                new Bad("count on a file set", GOOD.replace("    ids: [easy_*]", "    count: 3"), 8, 5,
                        "keys 'count' and 'seed' apply to generated sets (sudokube/generated-…,"
                                + " sudokube-faces/generated-…, family/sudoku<n>-<percent>) only, not to"
                                + " 'twodoku/kaldanis'"),
                new Bad("runs as a list", GOOD.replace("runs: 3", "runs: [3]"), 3, 7,
                        "key 'runs': expected an integer from 1 to 1000000, found a list"),
                new Bad("variant set twice in sweep", GOOD + "sweep:\n  mutationRate: [0.1, 0.2]\n", 10, 5,
                        "variant 'baseline' sets 'mutationRate', which the sweep also sets"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badSpecs")
    void badSpecsNameFileLineColumnAndWhatWasExpected(Bad bad) throws IOException {
        Path p = write("bad.yaml", bad.text());
        SpecException e = assertThrows(SpecException.class, () -> new SpecLoader(Algorithms.builtIn()).load(p));
        assertEquals(bad.message(), e.problem());
        assertEquals(bad.line(), e.line(), "line of: " + e.getMessage());
        assertEquals(bad.column(), e.column(), "column of: " + e.getMessage());
        assertEquals(p + ":" + bad.line() + ":" + bad.column() + ": " + bad.message(), e.getMessage());
    }

    /**
     * An option deleted from an algorithm (docs/algorithms.md, "exact" and "The CDCL partner") is refused at its
     * line and column with when it went and the last galab that took it, a parameter and a choice value alike.
     */
    @Test
    void aDeletedOptionSaysWhenItWentAndTheLastGalabThatTookIt() throws IOException {
        String[][] cases = {{"exact", "{modes: one}", "14", "'modes' was deleted on 2026-12-07"},
            {"exact", "{propagation: hall}", "14", "'propagation' was deleted on 2026-12-07"},
            {"propagating-memetic-ga", "{cdclWatches: blocking}", "14", "'cdclWatches' was deleted"},
            {"propagating-memetic-ga", "{cdclPhases: saved}", "26", "'cdclPhases: saved' was deleted"},
            {"propagating-memetic-ga", "{cdclPropagation: locked}", "31", "'cdclPropagation: locked' was deleted"}};
        for (String[] c : cases) {
            Path p = write("old.yaml", GOOD.replace("algorithm: twodoku-ga", "algorithm: " + c[0])
                    .replace("{mutationRate: 0.1}", c[1]));
            SpecException e = assertThrows(SpecException.class, () -> new SpecLoader(Algorithms.builtIn()).load(p));
            assertEquals(12, e.line(), e.getMessage());
            assertEquals(Integer.parseInt(c[2]), e.column(), e.getMessage());
            assertTrue(e.problem().contains(c[3]) && e.problem().contains("706926b"), e.getMessage());
        }
    }

    @Test
    void puzzleReferencesThatDoNotResolve() throws IOException {
        SpecException typo = assertThrows(SpecException.class, () -> plan(GOOD.replace("twodoku/kaldanis",
                "twodoku/kaldanys")));
        assertEquals(7, typo.line());
        assertTrue(typo.problem().startsWith(
                "key 'set': 'twodoku/kaldanys' is neither a built-in set nor a file or folder"),
                typo.problem());
        assertTrue(typo.problem().contains("did you mean 'twodoku/kaldanis'?"), typo.problem());
        SpecException none = assertThrows(SpecException.class, () -> plan(GOOD.replace("[easy_*]", "[easy_9]")));
        assertEquals("key 'ids': 'easy_9' matches no puzzle of 'twodoku/kaldanis'; did you mean 'easy_1'? It has"
                + " easy_1,"
                + " easy_2, easy_3, medium_1, medium_2, hard_1, hard_2", none.problem());
    }

    @Test
    void puzzleFilesRelativeToTheSpecAndOutsideIt() throws IOException {
        Files.createDirectories(dir.resolve("mine"));
        Files.writeString(dir.resolve("mine/p1.txt"),
                "008060900000203678706051004973048100620039050001700000580900306000000000040005721\n");
        Plan plan = plan(GOOD.replace("twodoku/kaldanis", "mine").replace("    ids: [easy_*]\n", ""));
        assertEquals("p1", plan.puzzles().get(0).id());
        SpecException outside = assertThrows(SpecException.class,
                () -> plan(GOOD.replace("twodoku/kaldanis", "../../etc").replace("    ids: [easy_*]\n", "")));
        assertTrue(outside.problem().contains("outside") || outside.problem().contains("neither"), outside.problem());
    }

    @Test
    void absurdSweepsAreRefusedWithTheNumbers() throws IOException {
        StringBuilder values = new StringBuilder();
        for (int i = 0; i < 400; i++) {
            values.append(i == 0 ? "" : ", ").append(i % 2 == 0 ? "0.1" : "0.2");
        }
        SpecException e = assertThrows(SpecException.class, () -> plan(GOOD + "sweep:\n  crossoverRate: [" + values
                + "]\n  tournamentSize: [" + values.toString().replace("0.1", "2").replace("0.2", "3") + "]\n"));
        assertEquals("the spec expands to 480000 cells (3 puzzles × 1 variants × 160000 sweep points); the limit is"
                + " 100000",
                e.problem());
    }

    @Test
    void aliasBombsAreRefused() throws IOException {
        String bomb = GOOD + "title: &a [x, x, x, x, x, x, x, x, x]\nsource: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
                .replace("source", "x1") + "";
        StringBuilder s = new StringBuilder("a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
        for (int i = 1; i < 10; i++) {
            s.append("a").append(i).append(": &a").append(i).append(" [");
            for (int j = 0; j < 9; j++) {
                s.append(j == 0 ? "" : ", ").append("*a").append(i - 1);
            }
            s.append("]\n");
        }
        Path p = write("bomb.yaml", s.toString());
        SpecException e = assertThrows(SpecException.class, () -> new SpecLoader(Algorithms.builtIn()).load(p));
        assertTrue(e.problem().startsWith("invalid YAML: too many aliases (the limit is 50)"), e.problem());
        assertTrue(bomb.length() > 0);
    }
}
