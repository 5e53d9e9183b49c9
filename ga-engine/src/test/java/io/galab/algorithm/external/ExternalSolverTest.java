package io.galab.algorithm.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithms;
import io.galab.experiment.LocalExecutor;
import io.galab.experiment.Plan;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.spec.TuneSpec;
import io.galab.experiment.spec.TuneSpecLoader;
import io.galab.tune.TuneResult;
import io.galab.tune.Tuner;
import io.galab.experiment.spec.SpecException;
import io.galab.lab.Lab;
import io.galab.lab.TestSettings;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The external-solver protocol (docs/external-solvers.md, "External solvers") with a small Python solver
 * that the test writes into its project folder: answers checked by galab, wrong answers, crashes,
 * hangs killed with their whole process tree, located errors, thread independence and the seed check.
 */
class ExternalSolverTest {

    @TempDir
    Path dir;

    /** The project: the test solver beside the spec. */
    Path project() throws IOException {
        try (InputStream in = ExternalSolverTest.class.getResourceAsStream("test_solver.py")) {
            Files.copy(in, dir.resolve("test_solver.py"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        Files.createDirectories(dir.resolve("pids"));
        return dir;
    }

    static String variant(String name, String mode) {
        return "  - {name: " + name + ", algorithm: external, params: {command: [python3, test_solver.py, " + mode
                + ", \"{puzzle}\", \"{seed}\", pids], input: numeric}}";
    }

    Path spec(String name, int runs, double seconds, String... variants) throws IOException {
        project();
        Path spec = dir.resolve(name + ".yaml");
        Files.writeString(spec, String.join("\n", "name: " + name, "seed: 5", "runs: " + runs,
                "budget: {maxSeconds: " + seconds + "}",
                "puzzles: [{set: sudoku/mantere-koljonen, ids: [s01a, s02a]}]", "variants:",
                String.join("\n", variants),
                ""));
        return spec;
    }

    static List<String[]> rows(Lab.SpecRun run) throws IOException {
        List<String[]> rows = new ArrayList<>();
        try (var parser = org.apache.commons.csv.CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true)
                .get().parse(Files.newBufferedReader(run.reportDirectory().resolve("runs.csv")))) {
            // the CPU time, a timing like millis, blanked where the file has it
            Integer cpu = parser.getHeaderMap().get("cpuMillis");
            parser.forEach(r -> {
                String[] v = r.values();
                if (cpu != null) {
                    v[cpu] = "";
                }
                rows.add(v);
            });
        }
        return rows;
    }

    /**
     * A program's own time, printed as seconds=X or matched by the variant's timePattern, fills runs.csv's
     * programMillis; the page gives each external variant's process start (measured on a filled grid) beside
     * its runs' wall and own times, and a timePattern that is no regular expression is the spec's error.
     */
    /**
     * A declared system property is the program's {@code {property.NAME}} and a declared environment variable is in
     * its environment, with the values the fingerprint hashed; a placeholder of an undeclared property is an error
     * at load time (docs/external-solvers.md, "Declared environment and properties").
     */
    @Test
    void declaredPropertiesAndEnvironmentAreWhatTheProgramIsGiven() throws Exception {
        project();
        String program = "  - {name: modal, algorithm: external, inputs: {env: [HOME], properties: [solver.mode]},"
                + " params: {command: [sh, -c, 'm=wrong; if [ \"$0\" = on ] && [ -n \"$HOME\" ]; then m=solve;"
                + " fi; exec python3 test_solver.py $m \"$1\" \"$2\" pids', \"{property.solver.mode}\", \"{puzzle}\","
                + " \"{seed}\"], input: numeric}}";
        String before = System.getProperty("solver.mode");
        try {
            System.setProperty("solver.mode", "on");
            Lab.SpecRun on = TestSettings.run(spec("modal", 1, 10, program), dir.resolve("out-on"));
            assertTrue(rows(on).stream().allMatch(r -> r[6].equals("true")), "solved with the property on");
            System.setProperty("solver.mode", "off");
            Lab.SpecRun off = TestSettings.run(spec("modal", 1, 10, program), dir.resolve("out-on"));
            assertTrue(rows(off).stream().noneMatch(r -> r[6].equals("true")), "the changed property redid the runs,"
                    + " and the program got its new value");
        } finally {
            if (before == null) {
                System.clearProperty("solver.mode");
            } else {
                System.setProperty("solver.mode", before);
            }
        }
        Path undeclared = spec("undeclared", 1, 10, program.replace("inputs: {env: [HOME], properties: [solver.mode]},",
                ""));
        Lab lab = TestSettings.lab(dir.resolve("out-undeclared"));
        io.galab.experiment.spec.SpecException e = org.junit.jupiter.api.Assertions.assertThrows(
                io.galab.experiment.spec.SpecException.class, () -> lab.plan(undeclared));
        assertTrue(e.getMessage().contains("{property.solver.mode} names a system property the variant does not"
                + " declare"), e.getMessage());
    }

    @Test
    void theProgramsOwnTimeAndItsProcessStartAreReportedApart() throws Exception {
        Lab.SpecRun run = TestSettings.run(spec("times", 2, 10, variant("timed", "timed"),
                "  - {name: text, algorithm: external, params: {command: [python3, test_solver.py, timedtext,"
                        + " \"{puzzle}\", \"{seed}\", pids], input: numeric, timePattern: 'solved in ([0-9.]+)'}}",
                variant("plain", "solve")), dir.resolve("out"));
        List<String> lines = Files.readAllLines(run.reportDirectory().resolve("runs.csv"));
        assertTrue(lines.get(0).endsWith(",programMillis,cpuMillis"), lines.get(0));
        for (String[] r : rows(run)) {
            String own = r[r.length - 2]; // programMillis, before cpuMillis
            assertEquals(r[2].equals("timed") ? "12.5" : r[2].equals("text") ? "500" : "", own, String.join(",", r));
        }
        String page = Files.readString(run.html());
        org.jsoup.nodes.Element table = org.jsoup.Jsoup.parse(page).selectFirst("h2#outcomes + p + table");
        assertTrue(table != null, page);
        for (org.jsoup.nodes.Element row : table.select("tr:gt(0)")) {
            String start = row.select("td").get(7).text();
            assertTrue(start.matches("[0-9.]+ ms"), "the process start is measured: " + row.text());
        }
        assertTrue(table.text().contains("12.5 ms") && table.text().contains("500 ms"), table.text());
        Path bad = spec("badpattern", 1, 10, "  - {name: text, algorithm: external, params: {command: [python3,"
                + " test_solver.py, timedtext, \"{puzzle}\", \"{seed}\", pids], input: numeric, timePattern: 'solved"
                + " in ([0-9.]+'}}");
        Lab lab = TestSettings.lab(dir.resolve("out2"));
        RuntimeException e = org.junit.jupiter.api.Assertions.assertThrows(
                io.galab.experiment.spec.SpecException.class, () -> lab.plan(bad));
        assertTrue(e.getMessage().contains("badpattern.yaml:") && e.getMessage().contains("timePattern"),
                e.getMessage());
    }

    @Test
    void answersAreCheckedByGalabAndPrintedCountsFillTheColumns() throws Exception {
        Lab.SpecRun run = TestSettings.run(spec("answers", 2, 10, variant("numbers", "solve"),
                variant("letters", "symbols"), variant("wrong", "wrong"),
                "  - {name: search, algorithm: exact}"), dir.resolve("out"));
        for (String[] r : rows(run)) {
            boolean wrong = r[2].equals("wrong");
            assertEquals(!wrong, Boolean.parseBoolean(r[6]), String.join(",", r));
            if (!r[2].equals("search")) {
                assertEquals("1", r[7], "generations: 1 is read");
                assertTrue(Long.parseLong(r[8]) > 0, "evaluations=N is read");
            }
            assertEquals(wrong, r[15].startsWith("wrong answer: repeats"), "the note names the wrong answer: " + r[15]);
            assertEquals(wrong ? "wrong-answer" : "solved", r[11], "the outcome column");
            String mode = r[2].equals("numbers") ? "solve" : r[2].equals("letters") ? "symbols" : r[2];
            assertEquals(r[2].equals("search") ? "" : "python3 test_solver.py " + mode + " {puzzle} {seed} pids", r[14],
                    "the command column: the spec's command, placeholders unfilled");
            assertEquals(r[2].equals("search") ? "" : Long.toString(Command.seed(Long.parseLong(r[5]))), r[13],
                    "the program's own {seed}, for a program's runs only");
        }
        String page = Files.readString(run.html());
        assertTrue(page.contains("id=\"outcomes\""), "the page has the outcomes table");
        assertTrue(page.contains("<td>wrong</td><td>4</td><td>0</td><td class=\"fail\">4</td>"), page);
        assertTrue(page.contains("honoured: run "), "the seed check ran");
        assertEquals(0, run.analysis().summaries().stream().filter(s -> s.cell().variant().name().equals("wrong"))
                .mapToInt(s -> s.stats().successes()).sum(), "a wrong answer is never a success");
    }

    @Test
    void withoutCountLinesTheColumnsAreEmptyNotZero() throws Exception {
        Lab.SpecRun run = TestSettings.run(spec("empty", 1, 10, "  - {name: cat, algorithm: external, params:"
                + " {command: [python3, -c, \"import sys; print(open(sys.argv[1]).read().replace('0', '1'))\","
                + " \"{puzzle}\"], input: numeric}}"), dir.resolve("out"));
        for (String[] r : rows(run)) {
            assertEquals("", r[7], "generations unknown");
            assertEquals("", r[8], "evaluations unknown");
            assertEquals("false", r[6]);
        }
        assertTrue(Double.isNaN(run.analysis().summaries().get(0).stats().meanGenerations()));
        List<String> convergence = Files.readAllLines(run.reportDirectory().resolve("convergence.csv"));
        assertEquals(1, convergence.size(), "convergence.csv: only its header, no flat line: " + convergence);
        org.jsoup.nodes.Document page = org.jsoup.Jsoup.parse(run.html().toFile());
        for (String chart : new String[] {"Convergence", "Runtime distribution"}) {
            org.jsoup.nodes.Element charts = page.selectFirst("h2:contains(" + chart + ") + div.charts");
            assertTrue(charts != null && charts.select("path title").isEmpty(), chart + ": a line");
            assertTrue(charts.text().contains("Not drawn: cat, external programs that print no generation counts."),
                    charts.text());
        }
    }

    @Test
    void aCrashIsAFailedRunWithItsStandardErrorKept() throws Exception {
        Lab.SpecRun run = TestSettings.run(spec("crash", 6, 10, variant("odd", "crash-odd")), dir.resolve("out"));
        List<String[]> rows = rows(run);
        long failed = rows.stream().filter(r -> r[15].startsWith("failed: exit 3") && r[11].equals("program-failed"))
                .count();
        assertTrue(failed > 0 && failed < rows.size(), "the odd seeds crash, the even ones solve: " + failed);
        for (String[] r : rows) {
            assertEquals(r[15].isEmpty(), Boolean.parseBoolean(r[6]));
            if (!r[15].isEmpty()) {
                assertTrue(r[15].endsWith("ValueError: cannot read the puzzle"), "the stderr tail is kept: " + r[15]);
            }
        }
        String journal = Files.readString(run.reportDirectory().resolve("journal.csv"));
        assertTrue(journal.contains("failed: exit 3%0ATraceback (most recent call last):%0AValueError: cannot read"
                + " the puzzle"), journal);
        assertTrue(Files.readString(run.html()).contains("ValueError: cannot read the puzzle"));
    }

    @Test
    void aCommandThatFailsOnEveryRunIsOneLocatedError() throws Exception {
        Path spec = spec("allcrash", 2, 10, variant("broken", "crash"));
        SpecException e = assertThrows(SpecException.class, () -> TestSettings.run(spec, dir.resolve("out")));
        assertTrue(e.getMessage().startsWith(spec + ":7:"), e.getMessage());
        assertTrue(e.getMessage().contains("[python3, test_solver.py, crash") && e.getMessage().contains(
                "failed on every run"), e.getMessage());
        assertTrue(Files.readString(dir.resolve("out/allcrash/journal.csv")).contains("failed: exit 3"),
                "the runs are kept");
    }

    @Test
    void aHangIsKilledAtTheLimitWithItsWholeProcessTree() throws Exception {
        Path spec = spec("hang", 1, 1, variant("hang", "hang"));
        Files.writeString(spec, Files.readString(spec).replace("ids: [s01a, s02a]", "ids: [s01a]"));
        Lab.SpecRun run = TestSettings.run(spec, dir.resolve("out"));
        String[] r = rows(run).get(0);
        assertEquals("false", r[6]);
        assertTrue(r[15].startsWith("killed at the time limit (1 s + 1 s grace)"), r[15]);
        assertEquals("killed", r[11], "the outcome column");
        long grandchild = Long.parseLong(Files.readString(dir.resolve("pids/grandchild")).trim());
        assertTrue(gone(grandchild), "the solver's own child is killed too");
        for (Path p : listed(dir.resolve("pids"))) {
            if (!p.getFileName().toString().equals("grandchild")) {
                assertTrue(gone(Long.parseLong(p.getFileName().toString())), "solver " + p + " is killed");
            }
        }
    }

    /** True when no live process has this pid (a zombie waiting for a reaper is dead). */
    static boolean gone(long pid) throws Exception {
        for (int i = 0; i < 50; i++) {
            Path stat = Path.of("/proc", Long.toString(pid), "stat");
            if (!Files.exists(stat)) {
                return true;
            }
            String s = Files.readString(stat);
            char state = s.charAt(s.lastIndexOf(')') + 2);
            if (state == 'Z' || state == 'X') {
                return true;
            }
            Thread.sleep(100);
        }
        return false;
    }

    static List<Path> listed(Path folder) throws IOException {
        try (var s = Files.list(folder)) {
            return s.toList();
        }
    }

    @Test
    void aCommandThatCannotStartIsALocatedErrorAtLoad() throws Exception {
        Path missing = spec("missing", 1, 5, "  - {name: gone, algorithm: external, params: {command:"
                + " [./no-such-solver, \"{puzzle}\"]}}");
        SpecException e = assertThrows(SpecException.class, () -> TestSettings.lab(dir.resolve("out"))
                .plan(missing));
        assertTrue(e.getMessage().startsWith(missing + ":7:") && e.getMessage().contains("./no-such-solver")
                && e.getMessage().contains("cannot start"), e.getMessage());
        Path notOnPath = spec("notonpath", 1, 5, "  - {name: gone, algorithm: external, params: {command:"
                + " [no-such-solver-on-path, \"{puzzle}\"]}}");
        e = assertThrows(SpecException.class, () -> TestSettings.lab(dir.resolve("out")).plan(notOnPath));
        assertTrue(e.getMessage().contains("is not on PATH"), e.getMessage());
        Path placeholder = spec("placeholder", 1, 5, "  - {name: p, algorithm: external, params: {command:"
                + " [python3, test_solver.py, \"{puzzel}\"]}}");
        e = assertThrows(SpecException.class, () -> TestSettings.lab(dir.resolve("out")).plan(placeholder));
        assertTrue(e.getMessage().contains("unknown placeholder {puzzel}"), e.getMessage());
        Path noTime = spec("notime", 1, 5, variant("v", "solve"));
        Files.writeString(noTime, Files.readString(noTime).replace("maxSeconds: 5.0", "maxGenerations: 5"));
        e = assertThrows(SpecException.class, () -> TestSettings.lab(dir.resolve("out")).plan(noTime));
        assertTrue(e.getMessage().contains("needs maxSeconds"), e.getMessage());
    }

    @Test
    void aProgramOutsideTheProjectIsRefused() throws Exception {
        Path inner = dir.resolve("specs");
        Files.createDirectories(inner);
        project();
        Path spec = inner.resolve("outside.yaml");
        Files.writeString(spec, String.join("\n", "name: outside", "seed: 5", "runs: 1", "budget: {maxSeconds: 5}",
                "puzzles: [{set: sudoku/mantere-koljonen, ids: [s01a]}]", "variants:",
                "  - {name: v, algorithm: external, params: {command: [python3, ../test_solver.py, solve,"
                        + " \"{puzzle}\", \"{seed}\"], input: numeric}}", ""));
        SpecException e = assertThrows(SpecException.class, () -> TestSettings.quiet(dir.resolve("out")).lab()
                .plan(spec));
        assertTrue(e.getMessage().contains("outside the project"), e.getMessage());
    }

    @Test
    void oneThreadAndTwoRecordTheSameRuns() throws Exception {
        Path spec = spec("threads", 3, 10, variant("numbers", "solve"), variant("odd", "crash-odd"));
        Lab one = TestSettings.quiet(dir.resolve("one")).threads(1).lab();
        Lab two = TestSettings.quiet(dir.resolve("two")).threads(2).lab();
        Lab.SpecRun a = one.run(one.plan(spec), ProgressListener.NONE);
        Lab.SpecRun b = two.run(two.plan(spec), ProgressListener.NONE);
        assertEquals(withoutMillis(rows(a)), withoutMillis(rows(b)));
    }

    static List<String> withoutMillis(List<String[]> rows) {
        return rows.stream().map(r -> {
            String[] c = r.clone();
            c[10] = ""; // millis, the contract's eleventh column
            return String.join(",", c);
        }).collect(Collectors.toList());
    }

    @Test
    void aSolverThatIgnoresItsSeedIsMarked() throws Exception {
        Lab.SpecRun run = TestSettings.run(spec("noseed", 1, 10, variant("careless", "noseed")), dir.resolve("out"));
        assertTrue(run.result().remark("careless").startsWith("seed not honoured"), run.result().remark("careless"));
        assertTrue(Files.readString(run.html()).contains("seed not honoured"));
    }

    /**
     * A program that prints no counts and answers a puzzle with one solution gives the same answer
     * whatever it does with its seed: the check must not call that honoured. On puzzles with several
     * solutions it can tell, both ways.
     */
    @Test
    void aSameAnswerToAPuzzleWithOneSolutionDecidesNothing() throws Exception {
        Lab.SpecRun unique = TestSettings.run(spec("unique", 1, 10, variant("quiet", "quietnoseed")),
                dir.resolve("out"));
        assertTrue(unique.result().remark("quiet").startsWith("not decided: "), unique.result().remark("quiet"));
        assertTrue(Files.readString(unique.html()).contains("not decided: "));
        Path spec = dir.resolve("several.yaml");
        Files.writeString(spec, String.join("\n", "name: several", "seed: 5", "runs: 1", "budget: {maxSeconds: 10}",
                "puzzles: [{set: family/sudoku9-20, count: 2, seed: 1}]", "variants:", variant("quiet", "quiet"),
                variant("careless", "quietnoseed"), ""));
        Lab.SpecRun several = TestSettings.run(spec, dir.resolve("out"));
        assertTrue(several.result().remark("quiet").startsWith("honoured: ")
                && several.result().remark("quiet").endsWith("a puzzle with at least 20 solutions"),
                several.result().remark("quiet"));
        assertTrue(several.result().remark("careless").startsWith("seed not honoured: "),
                several.result().remark("careless"));
    }

    /**
     * A program that prints no counts has no ERT in generations; the ranking then compares every variant
     * of the data set by its ERT in wall time, so a quick solver without counts is not ranked last.
     */
    @Test
    void aProgramWithoutCountsIsRankedByTime() throws Exception {
        project();
        Path spec = dir.resolve("ranked.yaml");
        Files.writeString(spec, String.join("\n", "name: ranked", "seed: 5", "runs: 1", "budget: {maxSeconds: 10}",
                "puzzles: [{set: sudoku/mantere-koljonen, ids: [s01a, s01b, s01c, s02a, s02b]}]", "variants:",
                variant("quiet", "quiet"), variant("slow", "slow"), variant("wrong", "wrong"), ""));
        Lab.SpecRun run = TestSettings.run(spec, dir.resolve("out"));
        var ranking = run.analysis().ranking();
        List<String> names = ranking.variants();
        assertEquals(1.0, ranking.meanRanks()[names.indexOf("quiet")], 1e-9, "quicker than slow on every puzzle");
        assertEquals(2.0, ranking.meanRanks()[names.indexOf("slow")], 1e-9);
        assertEquals(3.0, ranking.meanRanks()[names.indexOf("wrong")], 1e-9, "never solves");
    }

    @Test
    void aRebuiltSolverDoesNotReuseTheJournal() throws Exception {
        Path spec = spec("rebuilt", 1, 10, variant("numbers", "solve"));
        String before = TestSettings.lab(dir.resolve("out")).plan(spec).fingerprint();
        Files.writeString(dir.resolve("test_solver.py"), Files.readString(dir.resolve("test_solver.py")) + "\n# v2\n");
        String after = TestSettings.lab(dir.resolve("out")).plan(spec).fingerprint();
        assertNotEquals(before, after, "the script's content is part of the fingerprint");
    }

    /** Open parameters reach the command as {param.NAME}, in sweeps and in tuning. */
    @Test
    void sweepsAndTuningReachOpenParameters() throws Exception {
        Path spec = spec("sweep", 1, 10, "  - {name: v, algorithm: external, params: {command: [python3,"
                + " test_solver.py, \"{param.mode}\", \"{puzzle}\", \"{seed}\"], input: numeric}}");
        Files.writeString(spec, Files.readString(spec) + "sweep: {mode: [solve, wrong]}\n");
        Lab.SpecRun run = TestSettings.run(spec, dir.resolve("out"));
        List<String[]> rows = rows(run);
        assertEquals(4, rows.size());
        for (String[] r : rows) {
            assertEquals(r[3].equals("mode=solve"), Boolean.parseBoolean(r[6]), Arrays.toString(r));
        }
        Path tune = dir.resolve("tune.yaml");
        Files.writeString(tune, String.join("\n", "name: tune-external", "seed: 3", "algorithm: external",
                "params: {command: [python3, test_solver.py, \"{param.mode}\", \"{puzzle}\", \"{seed}\"],"
                        + " input: numeric}",
                "space:", "  mode: {type: categorical, values: [wrong, solve]}",
                "training: [{set: sudoku/mantere-koljonen, ids: [s01a, s02a, s03a]}]",
                "test: [{set: sudoku/mantere-koljonen, ids: [s04a]}]", "budget: {maxExperiments: 40}",
                "runBudget: {maxSeconds: 10}", "testRuns: 1", ""));
        TuneSpec parsed = new TuneSpecLoader(Algorithms.builtIn()).loadTune(tune);
        TuneResult tuned = Tuner.run(parsed, Algorithms.builtIn(), dir.resolve("tuned"), new Tuner.Options(
                new LocalExecutor(), 2, Plan.Options.defaults(), l -> { }));
        assertEquals("solve", tuned.elites().get(0).values().get("mode"), tuned.elites().toString());
        assertEquals(tuned.elites().get(0).runs(), tuned.elites().get(0).solved());
    }

    /**
     * galab killed with SIGKILL (a JVM of its own) while solvers run: no solver survives it, and a rerun
     * resumes from the journal.
     */
    @Test
    void killingGalabLeavesNoSolverAndTheRunsResume() throws Exception {
        Path spec = spec("killed", 6, 10, variant("slow", "slow"));
        Path out = dir.resolve("out");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process galab = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), "io.galab.cli.Main",
                "run", spec.toString(), "--out", out.toString(), "--threads", "2", "--no-history")
                .redirectErrorStream(true).redirectOutput(dir.resolve("child.log").toFile()).start();
        Path journal = out.resolve("killed/journal.csv");
        // no deadline: the waits end on what galab writes, or fail when galab has ended before it
        while (!Files.exists(journal) || Files.readAllLines(journal).size() < 4) {
            assertTrue(galab.isAlive(), "galab ended before three runs: " + Files.readString(dir.resolve("child.log")));
            Thread.sleep(20);
        }
        while (listed(dir.resolve("pids")).size() <= Files.readAllLines(journal).size() - 1) {
            assertTrue(galab.isAlive(), "galab ended with no solver running: "
                    + Files.readString(dir.resolve("child.log")));
            Thread.sleep(10); // until a solver is running that the journal does not hold yet
        }
        galab.destroyForcibly().waitFor();
        List<String> before = Files.readAllLines(journal);
        assertTrue(before.size() >= 4 && before.size() < 13, "killed mid-experiment: " + before.size());
        for (Path p : listed(dir.resolve("pids"))) {
            assertTrue(gone(Long.parseLong(p.getFileName().toString())), "solver " + p.getFileName()
                    + " outlived galab");
        }
        Lab.SpecRun resumed = TestSettings.run(spec, out);
        List<String> after = Files.readAllLines(journal);
        assertEquals(before.stream().filter(l -> l.matches("\\d+,\\d+,.*,[0-9a-f]{8}")).toList(),
                after.subList(0, before.size()).stream().filter(l -> l.matches("\\d+,\\d+,.*,[0-9a-f]{8}")).toList(),
                "the runs made before the kill are kept");
        assertEquals(12, resumed.result().count());
        assertEquals(13, after.size(), "each run once in the journal: the header and 12 runs");
    }

    /** Shards of a spec with external variants, merged, equal one machine's run, notes included. */
    @Test
    void shardsOfExternalRunsMergeIntoOneMachinesRun() throws Exception {
        Path spec = spec("sharded", 3, 10, variant("numbers", "solve"), variant("odd", "crash-odd"));
        Lab whole = TestSettings.quiet(dir.resolve("whole")).lab();
        Lab.SpecRun one = whole.run(whole.plan(spec), ProgressListener.NONE);
        List<Path> dirs = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Path out = dir.resolve("shard-" + i);
            Lab lab = TestSettings.quiet(out).shard(new io.galab.experiment.Shard(i, 2)).lab();
            lab.run(lab.plan(spec), ProgressListener.NONE);
            dirs.add(out);
        }
        Lab.SpecRun merged = TestSettings.quiet(dir.resolve("merged")).merging().merge(dirs);
        assertEquals(withoutMillis(rows(one)), withoutMillis(rows(merged)));
    }
}
