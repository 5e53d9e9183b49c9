package io.galab.algorithm.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.galab.experiment.ProgressListener;
import io.galab.experiment.spec.SpecException;
import io.galab.lab.Lab;
import io.galab.lab.TestSettings;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a run of an external program owns and what galab keeps of it (docs/external-solvers.md, "External solvers"):
 * every
 * process the program starts is gone when its run ends, whatever galab gets; a run's time ends at the
 * program's exit; the fingerprint holds what decides the results and nothing the program writes; printed
 * text is escaped; counts past the budget are refused when recorded. Each test writes its own small
 * {@code sh} programs; none uses a peer's code.
 */
class ExternalProcessesTest {

    @TempDir
    Path dir;

    /** The answer to s01a, one row a line, for the programs to print. */
    void solution() throws IOException {
        Puzzle p = PuzzleLibrary.load("sudoku/mantere-koljonen").get("s01a");
        int[] g = new ExactSolver(p.geometry()).solve(p).orElseThrow();
        StringBuilder s = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                s.append(c == 0 ? "" : " ").append(g[r * 9 + c]);
            }
            s.append('\n');
        }
        Files.writeString(dir.resolve("sol.txt"), s);
        Files.createDirectories(dir.resolve("pids"));
    }

    /**
     * A program of {@code lines}, with {@code record NAME PID}: a pid written into {@code pids/} whole (written
     * beside it, then moved), so that a test that counts the files never reads one half written.
     */
    Path program(String name, String... lines) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, "#!/bin/sh\nrecord() { echo \"$2\" > \".$1\" && mv \".$1\" \"pids/$1\"; }\n"
                + String.join("\n", lines) + "\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    Path spec(String name, int runs, String budget, String... variants) throws IOException {
        Path spec = dir.resolve(name + ".yaml");
        Files.writeString(spec, String.join("\n", "name: " + name, "seed: 5", "runs: " + runs, "budget: " + budget,
                "puzzles: [{set: sudoku/mantere-koljonen, ids: [s01a]}]", "variants:", String.join("\n", variants),
                ""));
        return spec;
    }

    static String variant(String name, String command) {
        return "  - {name: " + name + ", algorithm: external, params: {command: " + command + ", input: numeric}}";
    }

    /** The pids the programs wrote into {@code pids/}, one file each. */
    List<Long> pids() throws IOException {
        List<Long> out = new ArrayList<>();
        for (Path p : ExternalSolverTest.listed(dir.resolve("pids"))) {
            out.add(Long.parseLong(Files.readString(p).trim()));
        }
        return out;
    }

    void assertAllGone() throws Exception {
        List<Long> pids = pids();
        assertFalse(pids.isEmpty(), "the programs wrote their pids");
        for (long pid : pids) {
            assertTrue(ExternalSolverTest.gone(pid), "process " + pid + " outlived its run");
        }
    }

    @Test
    void aSolvedRunsChildrenAndDaemonsEndWithItAndItsTimeEndsAtTheProgramsExit() throws Exception {
        solution();
        program("leaves.sh",
                // a child in the program's group, holding its standard output open; it leaves a mark when it ends
                "( sleep 30; touch \"late-$$\" ) &",
                "record child-$$ $!",
                "setsid sleep 30 </dev/null >/dev/null 2>&1 &", // a daemon in a session of its own
                "record daemon-$$ $!",
                "cat sol.txt");
        // a limit past the child's end: a run timed to the end of the child's output would end after the child,
        // which would leave its mark first; no clock is read
        Path spec = spec("leaves", 2, "{maxSeconds: 120}", variant("leaves", "[./leaves.sh, \"{puzzle}\"]"));
        Lab.SpecRun run = TestSettings.run(spec, dir.resolve("out"));
        for (int r = 0; r < 2; r++) {
            assertTrue(run.result().solved(0, r), "run " + r + " is solved");
        }
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.filter(f -> f.getFileName().toString().startsWith("late-")).toList(),
                    "every run ended at its program's exit, before the child it left behind ended");
        }
        assertEquals(2 * (2 + 2 + 5), pids().size(), "two runs, the seed check's two and the"
                + " process start's five on a filled grid, two processes each");
        assertAllGone();
    }

    @Test
    void aProgramThatKillsItsWatchdogEndsWithItsRun() throws Exception {
        solution();
        program("escape.sh",
                "if [ $(( $2 % 2 )) -eq 0 ]; then cat sol.txt; exit 0; fi",
                "record self-$$ $$",
                "sleep 30 &",
                "record child-$$ $!",
                "kill -9 $PPID",
                "exec sleep 30");
        Path spec = spec("escape", 4, "{maxSeconds: 20}", variant("escape",
                "[./escape.sh, \"{puzzle}\", \"{seed}\"]"));
        Lab.SpecRun run = TestSettings.run(spec, dir.resolve("out"));
        int escaped = 0;
        for (int r = 0; r < 4; r++) {
            if (!run.result().solved(0, r)) {
                escaped++;
                // program-failed, not killed at the time limit: the run ends when its watchdog dies
                assertEquals(io.galab.algorithm.StopReason.PROGRAM_FAILED, run.result().outcome(0, r));
            }
        }
        assertTrue(escaped > 0, "some seed is odd");
        assertAllGone(); // galab is still running: only the run's own end can have killed them
    }

    /**
     * A signal to galab's whole process group (what {@code timeout}, a closed terminal and a cancelled CI job
     * send) leaves no process of any run, nor does kill -9 of the group.
     */
    @ParameterizedTest
    @ValueSource(strings = {"TERM", "HUP", "INT", "KILL"})
    void aSignalToGalabsProcessGroupLeavesNoProcess(String signal) throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/setsid")), "needs setsid to give galab a group of its own");
        assumeTrue(new ProcessBuilder("env", "--default-signal=INT", "true").start().waitFor() == 0,
                "needs env --default-signal (coreutils 8.31 or later) to start galab with signals at their defaults");
        solution();
        program("sleeper.sh",
                "record self-$$ $$",
                "sleep 60 &",
                "record child-$$ $!",
                "setsid sleep 60 </dev/null >/dev/null 2>&1 &",
                "record daemon-$$ $!",
                "wait");
        Path spec = spec("group", 4, "{maxSeconds: 60}", variant("sleeper", "[./sleeper.sh, \"{puzzle}\"]"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // galab as a terminal or CI starts it: signals at their defaults (a test JVM may have inherited INT ignored)
        Process galab = new ProcessBuilder("env", "--default-signal=INT,TERM,HUP", "/usr/bin/setsid", java, "-cp",
                System.getProperty("java.class.path"), "io.galab.cli.Main", "run", spec.toString(), "--out",
                dir.resolve("out").toString(), "--threads", "2", "--no-history").redirectErrorStream(true)
                .redirectOutput(dir.resolve("galab.log").toFile()).start();
        // no deadline: the wait ends on what the programs write, or fails when galab has ended before it
        while (ExternalSolverTest.listed(dir.resolve("pids")).size() < 6) {
            assertTrue(galab.isAlive(), "galab ended before two programs ran: "
                    + Files.readString(dir.resolve("galab.log")));
            Thread.sleep(20);
        }
        Process kill = new ProcessBuilder("kill", "-" + signal, "--", "-" + galab.pid()).inheritIO().start();
        assertEquals(0, kill.waitFor(), "kill -" + signal + " to galab's group");
        assertTrue(galab.waitFor(30, TimeUnit.SECONDS), "galab ends on " + signal);
        assertAllGone();
    }

    @Test
    void filesTheProgramWritesAreNotInTheFingerprintAndResumeSettles() throws Exception {
        solution();
        program("logging.sh", "echo run >> solver.log", "cat sol.txt");
        Files.writeString(dir.resolve("helper.sh"), "echo run >> helper.log\ncat sol.txt\n");
        Path spec = spec("logs", 2, "{maxSeconds: 5}",
                variant("direct", "[./logging.sh, --log, solver.log, \"{puzzle}\"]"),
                variant("interpreted", "[sh, helper.sh, --log, helper.log, \"{puzzle}\"]"));
        Lab.SpecRun first = TestSettings.run(spec, dir.resolve("out"));
        assertEquals(4, first.result().count());
        int calls = Files.readAllLines(dir.resolve("solver.log")).size() + Files.readAllLines(
                dir.resolve("helper.log")).size();
        List<String> warnings = new ArrayList<>();
        Lab lab = TestSettings.lab(dir.resolve("out"));
        lab.run(lab.plan(spec), new ProgressListener() {
            @Override
            public void warning(String message) {
                warnings.add(message);
            }
        });
        assertEquals(List.of(), warnings, "the second run reads the journal as it is");
        assertEquals(calls, Files.readAllLines(dir.resolve("solver.log")).size() + Files.readAllLines(
                dir.resolve("helper.log")).size(), "no run was made again");
        String before = TestSettings.lab(dir.resolve("out")).plan(spec).fingerprint();
        Files.writeString(dir.resolve("helper.sh"), Files.readString(dir.resolve("helper.sh")) + "# v2\n");
        assertNotEquals(before, TestSettings.lab(dir.resolve("out")).plan(spec).fingerprint(),
                "the script an interpreter is given is in the fingerprint");
    }

    @Test
    void filesTheSpecListsAreInTheFingerprint() throws Exception {
        solution();
        Files.createDirectories(dir.resolve("lib"));
        Files.writeString(dir.resolve("lib/module.sh"), "answer=sol.txt\n");
        Files.writeString(dir.resolve("main.sh"), ". ./lib/module.sh\ncat $answer\n");
        Path spec = spec("listed", 1, "{maxSeconds: 5}", "  - {name: m, algorithm: external, params: {command:"
                + " [sh, main.sh, \"{puzzle}\"], input: numeric, fingerprint: [lib]}}");
        String before = TestSettings.lab(dir.resolve("out")).plan(spec).fingerprint();
        Files.writeString(dir.resolve("lib/module.sh"), "answer=sol.txt # v2\n");
        assertNotEquals(before, TestSettings.lab(dir.resolve("out")).plan(spec).fingerprint(),
                "a module the script imports is in the fingerprint once the spec lists it");
    }

    @Test
    void countsPastTheBudgetAreRefusedWhenRecordedAndResumeSettles() throws Exception {
        solution();
        program("counts.sh", "cat sol.txt", "echo generations=1000", "echo evaluations=5");
        Path spec = spec("counts", 2, "{maxGenerations: 100, maxSeconds: 5}",
                variant("counts", "[./counts.sh, \"{puzzle}\"]"));
        Lab.SpecRun run = TestSettings.run(spec, dir.resolve("out"));
        assertFalse(run.result().solved(0, 0), "a solution past the budget's generations is no success");
        assertEquals(io.galab.algorithm.StopReason.GENERATIONS, run.result().outcome(0, 0), run.result().note(0, 0));
        assertEquals(100, run.result().generations(0, 0), "the count recorded is within the budget");
        assertTrue(run.result().note(0, 0).contains("printed generations=1000 under 100"), run.result().note(0, 0));
        List<String> warnings = new ArrayList<>();
        Lab lab = TestSettings.lab(dir.resolve("out"));
        Lab.SpecRun again = lab.run(lab.plan(spec), new ProgressListener() {
            @Override
            public void warning(String message) {
                warnings.add(message);
            }
        });
        assertEquals(List.of(), warnings, "every journaled record is read back");
        assertEquals(2, again.result().count());
    }

    @Test
    void printedControlCharactersAreEscapedAndLongNotesStayInTheirCell() throws Exception {
        solution();
        program("noisy.sh",
                "if [ $(( $2 % 2 )) -eq 0 ]; then cat sol.txt; exit 0; fi",
                "printf 'boom \\033[31mred\\033[0m nul\\000 bell\\007 cr\\r tail\\n' >&2",
                "i=0; while [ $i -lt 60 ]; do printf 'word%d-' $i >&2; printf 'x%.0s' 1 2 3 4 5 6 7 8 9 10 >&2;"
                        + " i=$((i+1)); done",
                "echo >&2",
                "exit 1");
        Path spec = spec("noisy", 6, "{maxSeconds: 5}", variant("noisy", "[./noisy.sh, \"{puzzle}\", \"{seed}\"]"));
        Lab.SpecRun run = TestSettings.run(spec, dir.resolve("out"));
        String runs = Files.readString(run.reportDirectory().resolve("runs.csv"));
        assertTrue(runs.contains("boom \\x1b[31mred\\x1b[0m nul\\x00 bell\\x07 cr\\r tail"), runs);
        assertTrue(runs.contains("word59-"), "runs.csv keeps the whole note");
        String page = Files.readString(run.reportDirectory().resolve("index.html"));
        for (char ch : page.toCharArray()) {
            assertTrue(ch >= 0x20 || ch == '\n' || ch == '\t', "a raw control character on the page: " + (int) ch);
        }
        Document doc = Jsoup.parse(page);
        String example = doc.select("pre.stderr").first().text();
        assertTrue(example.length() < 500 && example.contains("runs.csv"), "the page shows the note's start: "
                + example);
        for (char ch : Files.readString(run.reportDirectory().resolve("runs.csv")).toCharArray()) {
            assertTrue(ch >= 0x20 || ch == '\n' || ch == '\t', "a raw control character in runs.csv: " + (int) ch);
        }
    }

    @Test
    void aFailureOnEveryRunIsReportedWithItsTextEscaped() throws Exception {
        solution();
        program("bell.sh", "printf 'bad \\033]0;title\\007 input\\n' >&2", "exit 2");
        Path spec = spec("bell", 1, "{maxSeconds: 5}", variant("bell", "[./bell.sh, \"{puzzle}\"]"));
        SpecException e = assertThrows(SpecException.class, () -> TestSettings.run(spec, dir.resolve("out")));
        assertTrue(e.getMessage().contains("bad \\x1b]0;title\\x07 input"), e.getMessage());
        for (char ch : e.getMessage().toCharArray()) {
            assertTrue(ch >= 0x20, "a raw control character in the console's message: " + (int) ch);
        }
    }

    @Test
    void validateAndRunRefuseAnInputFormatThatCannotHoldThePuzzleAlike() throws Exception {
        program("any.sh", "exit 0");
        Path spec = dir.resolve("twodoku.yaml");
        Files.writeString(spec, String.join("\n", "name: twodoku", "seed: 1", "runs: 1", "budget: {maxSeconds: 5}",
                "puzzles: [{set: twodoku/kaldanis, ids: [medium_1]}]", "variants:",
                "  - {name: la, algorithm: external, params: {command: [./any.sh, \"{puzzle}\"], input: lloyd-amos}}",
                ""));
        SpecException validate = assertThrows(SpecException.class,
                () -> TestSettings.lab(dir.resolve("out")).validate(List.of(spec)));
        assertTrue(validate.getMessage().contains("input lloyd-amos holds an n×n Sudoku"), validate.getMessage());
        assertTrue(validate.getMessage().startsWith(spec.toString() + ":7:"), "located at the variant: "
                + validate.getMessage());
        SpecException run = assertThrows(SpecException.class, () -> TestSettings.run(spec, dir.resolve("out")));
        assertEquals(validate.getMessage(), run.getMessage());
    }

    @Test
    void aMissingScriptIsALocatedErrorAtValidate() throws Exception {
        Path spec = spec("typo", 1, "{maxSeconds: 5}", variant("typo", "[python3, bt2.py, \"{puzzle}\"]"));
        SpecException e = assertThrows(SpecException.class,
                () -> TestSettings.lab(dir.resolve("out")).validate(List.of(spec)));
        assertTrue(e.getMessage().contains("the script bt2.py does not exist"), e.getMessage());
    }

    @Test
    void aShellsCommandLineIsConfinedAndHashedByItsFirstWord() throws Exception {
        Path outside = Files.createTempDirectory("galab-outside-");
        try {
            Files.writeString(outside.resolve("x.sh"), "cat sol.txt\n");
            Path spec = spec("shell", 1, "{maxSeconds: 5}", variant("shell", "[sh, -c, \"" + outside.resolve("x.sh")
                    + " {puzzle}\"]"));
            SpecException e = assertThrows(SpecException.class, () -> TestSettings.lab(dir.resolve("out")).plan(spec));
            assertTrue(e.getMessage().contains("x.sh"), e.getMessage());
        } finally {
            Files.deleteIfExists(outside.resolve("x.sh"));
            Files.deleteIfExists(outside);
        }
    }

    @Test
    void theSeedCheckIsKeptWithTheJournal() throws Exception {
        solution();
        program("counted.sh", "echo call >> calls.log", "cat sol.txt");
        Path spec = spec("seeded", 2, "{maxSeconds: 5}", variant("counted", "[./counted.sh, \"{puzzle}\"]"));
        Lab.SpecRun first = TestSettings.run(spec, dir.resolve("out"));
        int calls = Files.readAllLines(dir.resolve("calls.log")).size();
        assertEquals(2 + 2 + 5, calls, "two runs, the check's two and the process start's");
        Lab.SpecRun second = TestSettings.run(spec, dir.resolve("out"));
        assertEquals(calls, Files.readAllLines(dir.resolve("calls.log")).size(),
                "a spec whose runs are all journaled runs its program no more");
        assertEquals(first.result().remark("counted"), second.result().remark("counted"));
    }

    /** A variant that prints no counts is drawn on no axis of counts, and the page says why. */
    @Test
    void chartsDrawOnlyWhatWasMeasured() throws Exception {
        solution();
        program("counted.sh", "cat sol.txt", "echo evaluations=7", "echo generations=3");
        program("quiet.sh", "cat sol.txt");
        Path spec = spec("measured", 2, "{maxSeconds: 5}", variant("counted", "[./counted.sh, \"{puzzle}\"]"),
                variant("quiet", "[./quiet.sh, \"{puzzle}\"]"));
        // two sets, so that the page draws its results by set (the other puzzle's answers are wrong: no matter)
        Files.writeString(spec, Files.readString(spec).replace("ids: [s01a]}]",
                "ids: [s01a]}, {set: sudoku/seed-papers, ids: [das-fig1]}]"));
        Lab.SpecRun run = TestSettings.run(spec, dir.resolve("out"));
        Document doc = Jsoup.parse(run.reportDirectory().resolve("index.html").toFile());
        var ecdf = doc.getElementById("set-ecdf").nextElementSibling();
        assertTrue(ecdf.text().contains("counted"), "the counted variant is drawn against evaluations");
        assertFalse(ecdf.text().contains("quiet"), "the variant without counts is not drawn at 0: " + ecdf.text());
        assertTrue(doc.text().contains("Not drawn: quiet, which count no evaluations"), "the page says why");
        assertTrue(doc.text().contains("Not drawn: quiet, which count no generations"), "the page says why");
        var box = doc.select("h2:contains(Generations of successful runs)").first().nextElementSibling();
        assertFalse(box.text().contains("quiet"), "no box at generation 1 for runs whose generations are unknown");
    }

    @Test
    void leftoverTemporaryFoldersOfDeadProcessesAreSwept() throws Exception {
        Process dead = new ProcessBuilder("true").start();
        dead.waitFor();
        Path base = Files.createDirectories(dir.resolve("tmp"));
        Path left = Files.createDirectories(base.resolve(TempFolders.PREFIX + dead.pid() + "-123"));
        Files.writeString(left.resolve("puzzle.txt"), "0");
        Path live = Files.createDirectories(base.resolve(TempFolders.PREFIX + ProcessHandle.current().pid() + "-9"));
        assertEquals(1, TempFolders.sweep(base));
        assertFalse(Files.exists(left));
        assertTrue(Files.exists(live), "a live galab's folder stays");
    }
}
