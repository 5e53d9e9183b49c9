package io.galab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The real command line (Main.execute), its output and its exit status. */
class MainTest extends CommandLineTest {

    static final String SPEC = String.join("\n",
            "name: cli",
            "seed: 1",
            "runs: 3",
            "budget: {maxGenerations: 5}",
            "puzzles:",
            "  - {set: twodoku/kaldanis, ids: [hard_1]}",
            "variants:",
            "  - {name: tw, algorithm: twodoku-ga, params: {populationSize: 10}}",
            "");

    Path spec(String name, String text) throws Exception {
        Path spec = dir.resolve(name);
        Files.writeString(spec, text);
        return spec;
    }

    @Test
    void helpAndVersionAnswerWithExitZero() {
        assertEquals(0, main("--help"));
        String usage = out();
        assertTrue(usage.contains("Usage: galab") && usage.contains("Exit status:")
                && usage.matches("(?s).*\\n +3 +solve did not solve the puzzle.*")
                && usage.matches("(?s).*\\n +5 +the executor or cluster failed.*")
                && usage.matches("(?s).*\\n +70 +internal error.*") && usage.matches("(?s).*\\n +130 +interrupted.*"),
                usage);
        assertEquals(0, main("-h"));
        assertEquals(0, main("--version"));
        assertTrue(out().startsWith("galab ") && out().contains("Java " + System.getProperty("java.version")), out());
        for (String command : new String[] {"run", "validate", "baseline", "merge", "solve", "list", "init"}) {
            assertEquals(0, main(command, "--help"), command);
            assertTrue(out().contains("Usage: galab " + command), out());
        }
        assertEquals(0, main("run", "--help"));
        String run = out().replaceAll("\\s+", " ");
        for (io.galab.report.Format f : io.galab.report.Format.values()) {
            assertTrue(run.contains(f.key()), "run --help names every format, " + f.key() + " too: " + run);
        }
        assertEquals(0, main("help", "solve"));
        assertTrue(out().contains("Usage: galab solve"), out());
        assertEquals(2, main());
        assertTrue(err().contains("Usage: galab"), "no command: the usage, exit 2");
    }

    @Test
    void galabsOwnGaSolvesAHardBenchmarkPuzzleFromTheCommandLine() {
        assertEquals(0, main("solve", "sudoku/top1465:top1465_0001", "--algorithm", "propagating-memetic-ga"));
        assertTrue(out().contains("checked by the exact solver: valid solution"), out());
    }

    /**
     * A giant grid's run under the paper's 100,000 generations may take hours: {@code --seconds} bounds it,
     * beside the generations, and a value that is no time limit is refused with the option's name.
     */
    @Test
    void solveTakesATimeLimit() throws Exception {
        io.galab.puzzle.Puzzle p = io.galab.puzzle.FamilyGenerator.generate(8, 0.45, 1, 64, "g").get(0);
        Path file = spec("g64.txt", io.galab.puzzle.NumericGrid.writeLloydAmos(p.geometry(), p.givens()));
        assertEquals(3, main("solve", file.toString(), "--algorithm", "propagating-memetic-ga", "--seconds", "1"));
        assertTrue(out().contains("budget 100000 generations or 1 s") && out().contains("SECONDS)"), out());
        assertEquals(2, main("solve", file.toString(), "--algorithm", "exact", "--seconds", "-1"));
        assertTrue(err().contains("option --seconds: -1 is not a time limit; give 0.001 to 10000000 seconds"), err());
    }

    @Test
    void aBugIsAnInternalErrorWithItsStackTraceAndBadInputIsOneLine() {
        java.io.StringWriter text = new java.io.StringWriter();
        int status = Main.failure(new NullPointerException("cells is null"), new java.io.PrintWriter(text), false);
        assertEquals(70, status);
        assertTrue(text.toString().startsWith("internal error, please report: java.lang.NullPointerException: cells is"
                + " null"), text.toString());
        assertTrue(text.toString().contains("\tat io.galab.cli.MainTest."), "the stack trace follows: " + text);
        for (Exception bad : new Exception[] {new IllegalArgumentException("unknown algorithm 'x'"),
            new java.io.IOException("out/s: permission denied"),
            new java.io.UncheckedIOException(new java.io.IOException("disk full")),
            new io.galab.experiment.spec.SpecException("s.yaml", 3, 5, "key 'runs': expected an integer")}) {
            java.io.StringWriter one = new java.io.StringWriter();
            assertEquals(2, Main.failure(bad, new java.io.PrintWriter(one), false), bad.toString());
            assertEquals(1, one.toString().lines().count(), one.toString());
            assertTrue(one.toString().startsWith("error: "), one.toString());
        }
        assertEquals(70, Main.failure(new IllegalStateException("a run failed"), new java.io.PrintWriter(
                new java.io.StringWriter()), false));
    }

    @Test
    void unknownCommandsAndOptionsAreNamedWithTheClosestKnownOne() throws Exception {
        assertEquals(2, main("rnu"));
        assertTrue(err().startsWith("error: unknown command 'rnu'; did you mean 'run'?"), err());
        Path spec = spec("cli.yaml", SPEC);
        assertEquals(2, main("validate", spec.toString(), "--algorithm", "x"));
        assertTrue(err().startsWith("error: 'galab validate' has no option '--algorithm'"), err());
        assertEquals(2, main("solve", "sudoku/mantere-koljonen:s06a", "--algorithm", "growth-ga", "--runs", "5"));
        assertTrue(err().startsWith("error: 'galab solve' has no option '--runs'"), err());
        assertEquals(2, main("run", spec.toString(), "--thread", "2"));
        assertTrue(err().startsWith("error: 'galab run' has no option '--thread'; did you mean '--threads'?"), err());
    }

    @Test
    void badValuesNameTheirOptionAndWhatItTakes() throws Exception {
        Path spec = spec("cli.yaml", SPEC);
        assertEquals(2, main("solve", "sudoku/mantere-koljonen:s06a", "--algorithm", "growth-ga", "--seed", "abc"));
        assertTrue(err().startsWith("error: Invalid value for option '--seed': 'abc' is not a long"), err());
        assertEquals(2, main("run", spec.toString(), "--threads", "99999999999"));
        assertTrue(err().startsWith("error: Invalid value for option '--threads': '99999999999' is not an int"), err());
        assertEquals(2, main("run", spec.toString(), "--threads", "0"));
        assertTrue(err().startsWith("error: Invalid value for option '--threads': 0 is not a thread count from 1"),
                err());
        assertEquals(2, main("run", spec.toString(), "--formats", "html,pdf"));
        assertTrue(err().contains("unknown report format 'pdf'; the formats are html, csv, junit, md,"
                + " benchmark-json, ioh, latex and svg"), err());
        assertEquals(2, main("run", spec.toString(), "--shard", "3/2"));
        assertTrue(err().startsWith("error: Invalid value for option '--shard'"), err());
    }

    @Test
    void outWorksWithASpaceOrAnEqualsSign() throws Exception {
        Path spec = spec("cli.yaml", SPEC);
        assertEquals(0, main("run", spec.toString(), "--out=" + dir.resolve("a"), "--threads", "1"));
        assertTrue(Files.isRegularFile(dir.resolve("a/cli/runs.csv")));
        assertEquals(0, main("run", spec.toString(), "--out", dir.resolve("b").toString(), "--threads=1"));
        assertTrue(Files.isRegularFile(dir.resolve("b/cli/runs.csv")));
        assertTrue(out().contains("cli: gates: none · vs published: no published numbers · report "), out());
    }

    @Test
    void misspeltNamesGetADidYouMean() throws Exception {
        spec("cli.yaml", SPEC);
        assertEquals(2, main("run", dir.toString(), "--specs", "clj", "--out", dir.resolve("o").toString()));
        assertTrue(err().startsWith("error: no spec in " + dir + " matches 'clj'; did you mean 'cli'?"), err());
        assertEquals(2, main("solve", "sudoku/mantere-koljonnen:s06a", "--algorithm", "growth-ga"));
        assertTrue(err().contains("no built-in puzzle set 'sudoku/mantere-koljonnen'; did you mean"
                + " 'sudoku/mantere-koljonen'?"), err());
        assertEquals(2, main("solve", "sudoku/mantere-koljonen:s06", "--algorithm", "growth-ga"));
        assertTrue(err().contains("has no puzzle 's06'; did you mean 's06a'?"), err());
        assertEquals(2, main("solve", "sudoku/mantere-koljonen:s06a", "--algorithm", "growth-gaa"));
        assertTrue(err().contains("unknown algorithm 'growth-gaa'") && err().contains("did you mean 'growth-ga'?"),
                err());
        assertEquals(2, main("list", "params", "purge"));
        assertTrue(err().contains("did you mean 'purge-ga'?"), err());
    }

    @Test
    void validateReportsEveryBrokenSpecWithItsLocationAndTheSelection() throws Exception {
        spec("a.yaml", SPEC.replace("name: cli", "name: a").replace("runs: 3", "runs: -1"));
        spec("b.yaml", SPEC.replace("name: cli", "name: b").replace("twodoku-ga", "twodoku-gaa"));
        spec("c.yaml", SPEC.replace("name: cli", "name: c"));
        assertEquals(2, main("validate", dir.toString()));
        List<String> errors = err().lines().toList();
        assertEquals(2, errors.size(), err());
        assertTrue(errors.get(0).startsWith("error: " + dir.resolve("a.yaml") + ":3:7: key 'runs'"), err());
        assertTrue(errors.get(1).startsWith("error: " + dir.resolve("b.yaml") + ":8:"), err());
        assertTrue(out().contains(dir.resolve("c.yaml") + ": ok"), out());
        assertEquals(0, main("validate", dir.toString(), "--specs", "c"));
        assertTrue(out().startsWith("specs selected: c; left out by the selection: a, b\n"), out());
        // a spec's broken variants are reported together, one error line each, by validate and by run
        Path two = spec("two.yaml", SPEC.replace("name: cli", "name: two").replace("populationSize: 10",
                "populationSize: -10") + "  - {name: tx, algorithm: twodoku-ga, params: {mutationRat: 0.1}}\n");
        for (String command : new String[] {"validate", "run"}) {
            assertEquals(2, main(command, two.toString()), command);
            List<String> lines = err().lines().filter(l -> l.startsWith("error: ")).toList();
            assertEquals(2, lines.size(), err());
            assertTrue(lines.get(0).startsWith("error: " + two + ":8:") && lines.get(0).contains("populationSize"),
                    err());
            assertTrue(lines.get(1).startsWith("error: " + two + ":9:") && lines.get(1).contains("mutationRat"),
                    err());
        }
    }

    /** Before anything runs, validate says where the ioh export writes a variant whose name is no file name. */
    @Test
    void validateSaysWhereTheExportWritesEachVariant() throws Exception {
        Path spec = spec("v.yaml", SPEC.replace("name: cli", "name: v").replace("{name: tw,", "{name: a/b,")
                .replace("  - {name: a/b", "  - {name: 'a b', algorithm: twodoku-ga}\n  - {name: a/b"));
        assertEquals(0, main("validate", spec.toString(), "--formats", "csv,ioh"));
        assertTrue(out().contains("v: the ioh export writes 'a/b [populationSize=10]' to the folder"
                + " ioh/a_2Fb_20_5BpopulationSize=10_5D"), out());
        assertTrue(out().contains("v: the ioh export writes 'a b' to the folder ioh/a_20b"), out());
        assertEquals(0, main("validate", spec.toString()));
        assertTrue(!out().contains("ioh export"), "without the export, nothing to say: " + out());
    }

    @Test
    void badInputExitsTwoWithTheMessageAndNoStackTrace() throws Exception {
        Path spec = spec("cli.yaml", SPEC.replace("runs: 3", "runs: -1"));
        assertEquals(2, main("run", spec.toString(), "--out", dir.resolve("out").toString()));
        assertEquals("error: " + spec + ":3:7: key 'runs': expected an integer from 1 to 1000000, found -1\n", err());
        assertFalse(err().contains("\tat "));
        assertEquals(2, main("run", dir.resolve("missing.yaml").toString()));
    }

    @Test
    void aViolatedGateExitsOneWithOneLinePerViolationAndTheReportLast() throws Exception {
        Path spec = spec("cli.yaml", SPEC + "gates:\n  - minSuccessRate: 1.0\n");
        Path reports = dir.resolve("out");
        assertEquals(1, main("run", spec.toString(), "--out", reports.toString(), "--threads", "2"));
        List<String> lines = List.of(err().split("\n"));
        assertEquals("1 gate violation(s):", lines.get(0));
        assertEquals("cli, puzzle hard_1, variant tw [populationSize=10]: successRate 0/3 (0.0000), expected ≥ 1"
                + " (cli.yaml:10 (gates[0]))", lines.get(1));
        assertEquals("report: " + reports.resolve("cli/index.html"), lines.get(lines.size() - 1));
        assertTrue(out().contains("cli: 1 cells × 3 runs = 3 runs"), out());
    }

    @Test
    void solveDrawsASudokuWithItsBoxesChecksItAndExitsZero() {
        assertEquals(0, main("solve", "sudoku/mantere-koljonen:s06a", "--algorithm", "growth-ga", "--seed", "3"));
        assertTrue(out().contains("generation 0: best "), out());
        assertTrue(out().contains("checked by the exact solver: valid solution"), out());
        assertTrue(out().contains("\n------+-------+------\n"), "box rules");
        assertTrue(out().lines().anyMatch(l -> l.matches("(\\d \\d \\d \\| ){2}\\d \\d \\d")), out());
        assertTrue(out().contains("solved in generation ") && !out().contains("generations generation"), out());
    }

    @Test
    void notSolvedExitsThreeAndATwodokuIsDrawnOverlapping() {
        assertEquals(3, main("solve", "twodoku/kaldanis:hard_1", "--algorithm", "twodoku-ga", "--generations", "2"));
        assertTrue(out().contains("not solved after 2 generations"), out());
        // the lower grid's first rows start under the upper grid's third box: 16 columns in
        assertTrue(out().lines().anyMatch(l -> l.matches(" {16}[.\\d] [.\\d] [.\\d] \\| .*")), out());
        assertTrue(out().lines().anyMatch(l -> l.matches("([.\\d] [.\\d] [.\\d] \\| ){4}[.\\d] [.\\d] [.\\d]")),
                "the shared rows run across both grids: " + out());
    }

    @Test
    void aSudokubeIsDrawnAsANetOfItsSixFaces() {
        main("solve", "sudokube/generated-easy:easy-001", "--algorithm", "growth-ga", "--generations", "1");
        String text = out();
        assertTrue(text.contains("face z=0                face y=0                face z=8                face y=8"),
                text);
        assertTrue(text.contains("face x=0") && text.contains("face x=8"), text);
    }

    @Test
    void listShowsAlgorithmsSetsAndParameters() {
        assertEquals(0, main("list", "algorithms"));
        for (String id : new String[] {"growth-ga", "hybrid-ga", "purge-ga", "retrievable-ga", "twodoku-ga"}) {
            assertTrue(out().contains("\n" + id + " "), out());
        }
        assertEquals(0, main("list", "sets"));
        assertTrue(out().lines().anyMatch(l -> l.matches("sudoku/mantere-koljonen +46 +sudoku 9x9 .*")), out());
        assertTrue(out().lines().anyMatch(l -> l.matches("twodoku/kaldanis +7 +twodoku .*")), out());
        assertTrue(out().lines().anyMatch(l -> l.matches("sudoku16/waters-generated +10 +sudoku 16x16 .*")), out());
        assertTrue(out().lines().anyMatch(l -> l.matches("sudoku25/waters-generated +10 +sudoku 25x25 .*")), out());
        assertTrue(out().lines().anyMatch(l -> l.matches("family/sudoku<n>-<percent> +generated +sudoku n x n .*")),
                out());
        assertEquals(0, main("list", "puzzles", "sudoku/mantere-koljonen"));
        assertTrue(out().lines().anyMatch(l -> l.matches("s01a +sudoku 9x9 +81 +\\d+")), out());
        assertEquals(0, main("list", "puzzles", "family/sudoku16-45", "--count", "3", "--seed", "7"));
        assertTrue(out().lines().anyMatch(l -> l.matches("sudoku16-45-003 +sudoku 16x16 +256 +115")), out());
        assertEquals(2, main("list", "puzzles", "sudoku/no-such-set"));
        assertEquals(0, main("list", "params", "purge-ga"));
        assertTrue(out().lines().anyMatch(l -> l.matches(
                "NAME +ALIAS +TYPE +RANGE +DEFAULT +UNIT +SYMBOL +SECTION +DESCRIPTION")),
                out());
        assertTrue(out().lines().anyMatch(l -> l.matches(
                "mutationRate +mu +double +\\[0, 1] +0.05 +probability +μ +Table 1,"
                + " Section 3.1.6 +child mutation probability")), out());
        assertEquals(0, main("list", "params", "propagating-memetic-ga", "--size", "49"));
        assertTrue(out().lines().anyMatch(l -> l.matches("nogoods +int +\\[0, 10000000] +1000 \\(size table\\) .*")),
                out());
        assertTrue(out().contains("Defaults by size (docs/algorithms.md)") && out().contains("36x36 to 64x64: {"),
                out());
        assertEquals(2, main("list", "params", "propagating-memetic-ga", "--size", "10"));
        assertTrue(err().contains("--size 10 is no Sudoku size"), err());
        assertEquals(2, main("list"));
    }

    @Test
    void initWritesAStarterSpecThatValidatesAndRuns() throws Exception {
        Path spec = dir.resolve("mine.yaml");
        assertEquals(0, main("init", spec.toString()));
        assertTrue(Files.readString(spec).contains("name: mine"));
        assertEquals(0, main("validate", spec.toString()));
        assertEquals(0, main("run", spec.toString(), "--runs", "1", "--out", dir.resolve("out").toString()));
        assertEquals(2, main("init", spec.toString()));
        assertTrue(err().contains("exists; give --force to overwrite it"), err());
        assertEquals(0, main("init", spec.toString(), "--force"));
    }

    /** Whatever the file is called, what init writes validates: the name is made a valid spec name. */
    @Test
    void initNamesTheSpecSoThatItValidates() throws Exception {
        for (String[] c : new String[][] {{"my_spec.yaml", "my-spec"}, {"My Spec.v2.yml", "my-spec-v2"},
            {"___.yaml", "my-experiment"}, {"x".repeat(130) + ".yaml", "x".repeat(100)}}) {
            Path spec = dir.resolve(c[0]);
            assertEquals(0, main("init", spec.toString()), err());
            assertTrue(Files.readString(spec).contains("name: " + c[1] + " "), Files.readString(spec));
            assertEquals(0, main("validate", spec.toString()), c[0] + ": " + err());
        }
    }
}
