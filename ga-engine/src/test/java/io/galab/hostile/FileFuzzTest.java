package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.galab.cli.Main;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.PuzzleFormat;
import io.galab.puzzle.PuzzleLibrary;
import io.galab.puzzle.SudokuLines;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The seeded fuzzer beyond specs: the command line is run on seeded mutations (byte flips, deletions,
 * insertions, truncations, duplicated lines, garbage; see {@link ParserFuzzTest#mutate}) of a spec's own
 * puzzle file in every format, of a journal, of a baseline, of the history and of the files of a shard. Every case
 * must end (within surefire's fork timeout) in exit status 0, 1 or 2 with no stack trace and no Java
 * exception name on the console. Where a mutated file cannot change the truth, the result must not change
 * either: a run resumed from a damaged journal, and a merge of damaged shards that is accepted, give
 * the same {@code runs.csv} (apart from millis) as the undamaged run.
 */
class FileFuzzTest {

    static final int CASES = 60;
    private static final Pattern TRACE = Pattern.compile("\\tat |Exception\\b|Error\\b:|java\\.lang\\.");

    @TempDir
    Path dir;

    private String out;
    private String err;

    static String spec(String set, String gates) {
        return String.join("\n", "name: s", "seed: 1", "runs: 3", "budget: {maxGenerations: 5}",
                "puzzles: [{set: " + set + "}]",
                "variants: [{name: v, algorithm: twodoku-ga, params: {populationSize: 10}}]", gates, "");
    }

    /**
     * Runs the command line; checks the exit status and that nothing leaked. The test reads no clock: a
     * case that hangs fails the build through surefire's fork timeout (the root pom's
     * forkedProcessTimeoutInSeconds), which is the time limit.
     */
    int galab(String label, String... args) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        int status = new Main(new PrintStream(o, true, StandardCharsets.UTF_8), new PrintStream(e, true,
                StandardCharsets.UTF_8)).execute(args);
        out = o.toString(StandardCharsets.UTF_8);
        err = e.toString(StandardCharsets.UTF_8);
        assertTrue(Set.of(0, 1, 2).contains(status), label + ": exit " + status + "\n" + out + err);
        if (TRACE.matcher(out + err).find()) {
            fail(label + ": a stack trace or exception name on the console:\n" + out + err);
        }
        return status;
    }

    static Stream<Arguments> puzzleFiles() {
        var medium1 = PuzzleLibrary.load("twodoku/kaldanis").get("medium_1");
        return Stream.of(
                Arguments.of("lines.txt", SudokuLines.write(
                        PuzzleLibrary.load("sudoku/mantere-koljonen").puzzles().subList(0, 3))),
                Arguments.of("s01a.txt", PuzzleFormat.writeGrid(Geometry.sudoku(3),
                        PuzzleLibrary.load("sudoku/mantere-koljonen").get("s01a").givens())),
                Arguments.of("twodoku.txt", PuzzleFormat.writeGrid(Geometry.twodoku(), medium1.givens())),
                Arguments.of("samurai.txt", PuzzleFormat.writeGrid(Geometry.samurai(),
                        PuzzleLibrary.load("samurai/samurai-sudoku-com").get("easy1").givens())),
                Arguments.of("cube.txt", PuzzleFormat.writeGrid(Geometry.sudokube(),
                        PuzzleLibrary.load("sudokube/generated-easy", 1, 1L).puzzles().get(0).givens())));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("puzzleFiles")
    void mutatedPuzzleFilesOfEveryFormatEndCleanly(String name, String valid) throws IOException {
        Path spec = dir.resolve("s.yaml");
        Files.writeString(spec, spec("puzzles/" + name, ""));
        Path file = dir.resolve("puzzles/" + name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, valid);
        assertEquals(0, galab("valid", "validate", spec.toString()), out + err);
        mostlyRejected(file, valid.getBytes(StandardCharsets.UTF_8), name.hashCode(), name, (i, label) -> {
            if (i % 4 == 0) {
                galab(label, "run", spec.toString(), "--out", dir.resolve("out").toString(), "--no-resume");
            }
        }, "validate", spec.toString());
    }

    /** One fuzz case: case i, labelled. */
    private interface Case {
        void run(int i, String label) throws IOException;
    }

    /** Writes {@code cases} seeded mutations of a file's original bytes in turn, each followed by {@code body}. */
    private static void eachMutation(Path file, byte[] original, long seed, int cases, String what, Case body)
            throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < cases; i++) {
            Files.write(file, ParserFuzzTest.mutate(original, random));
            body.run(i, what + " case " + i);
        }
    }

    /**
     * Runs galab with {@code args} on {@code CASES} mutations of a file: a rejection (exit 2) must name
     * the file, an accepted case goes to {@code accepted}, and most mutations must be rejected.
     */
    private void mostlyRejected(Path file, byte[] original, long seed, String what, Case accepted, String... args)
            throws IOException {
        int[] rejected = {0};
        eachMutation(file, original, seed, CASES, what, (i, label) -> {
            if (galab(label, args) == 2) {
                rejected[0]++;
                assertTrue(err.contains(file.getFileName().toString()), label + ": the message names no file: " + err);
            } else {
                accepted.run(i, label);
            }
        });
        assertTrue(rejected[0] > CASES / 4, what + ": mutations should mostly be rejected, rejected " + rejected[0]);
    }

    @Test
    void aDamagedJournalNeverChangesAResult() throws IOException {
        Path spec = dir.resolve("s.yaml");
        Files.writeString(spec, spec("twodoku/kaldanis", ""));
        String outDir = dir.resolve("out").toString();
        assertEquals(0, galab("first run", "run", spec.toString(), "--out", outDir));
        Path runs = dir.resolve("out/s/runs.csv");
        Path journal = dir.resolve("out/s/journal.csv");
        String expected = withoutMillis(runs);
        eachMutation(journal, Files.readAllBytes(journal), 17, CASES * 2, "journal", (i, label) -> {
            assertEquals(0, galab(label, "run", spec.toString(), "--out", outDir), label + "\n" + out + err);
            assertEquals(expected, withoutMillis(runs), label + ": a damaged journal changed a result");
            try (Stream<Path> files = Files.list(dir.resolve("out/s"))) {
                files.filter(p -> p.getFileName().toString().startsWith("journal.stale-")).forEach(
                        FileFuzzTest::delete);
            }
        });
    }

    @Test
    void aDamagedBaselineEndsCleanly() throws IOException {
        Path spec = dir.resolve("s.yaml");
        Files.writeString(spec, spec("twodoku/kaldanis", "gates: [{baseline: baselines/s.csv, maxDrop: 0.1}]"));
        String outDir = dir.resolve("out").toString();
        assertEquals(0, galab("baseline", "baseline", spec.toString(), "--out", outDir));
        Path baseline = dir.resolve("baselines/s.csv");
        mostlyRejected(baseline, Files.readAllBytes(baseline), 23, "baseline", (i, label) -> { },
                "run", spec.toString(), "--out", outDir);
    }

    @Test
    void aDamagedHistoryIsWarnedAboutAndNeverStopsARun() throws IOException {
        Path spec = dir.resolve("s.yaml");
        Files.writeString(spec, spec("twodoku/kaldanis", "gates: [{minSuccessRate: 0}]"));
        String outDir = dir.resolve("out").toString();
        assertEquals(0, galab("first", "run", spec.toString(), "--out", outDir));
        assertEquals(0, galab("second", "run", spec.toString(), "--out", outDir));
        Path history = dir.resolve("out/ga-history.csv");
        eachMutation(history, Files.readAllBytes(history), 31, CASES, "history", (i, label) ->
                assertEquals(0, galab(label, "run", spec.toString(), "--out", outDir), label + "\n" + out + err));
    }

    @Test
    void damagedShardsAreRefusedOrMergeToTheSameResult() throws IOException {
        Path spec = dir.resolve("s.yaml");
        Files.writeString(spec, spec("twodoku/kaldanis", ""));
        assertEquals(0, galab("whole", "run", spec.toString(), "--out", dir.resolve("whole").toString()));
        String expected = withoutMillis(dir.resolve("whole/s/runs.csv"));
        for (int k = 0; k < 2; k++) {
            assertEquals(0, galab("shard " + k, "run", spec.toString(), "--shard", k + "/2", "--out",
                    dir.resolve("shards/" + k).toString()));
        }
        List<String> files = List.of("shard.properties", "journal.csv", "runs.csv");
        SplittableRandom random = new SplittableRandom(29);
        int merged = 0;
        for (int i = 0; i < CASES; i++) {
            Path damaged = dir.resolve("shards/" + random.nextInt(2) + "/s/" + files.get(random.nextInt(files.size())));
            byte[] original = Files.readAllBytes(damaged);
            Files.write(damaged, ParserFuzzTest.mutate(original, random));
            String label = "shard case " + i + " (" + dir.relativize(damaged) + ")";
            int status = galab(label, "merge", dir.resolve("shards/0").toString(), dir.resolve("shards/1").toString(),
                    "--out", dir.resolve("merged").toString());
            if (status == 0) {
                merged++;
                assertEquals(expected, withoutMillis(dir.resolve("merged/s/runs.csv")), label + ": a different result");
            } else {
                assertEquals(2, status, label);
                assertTrue(err.contains("shards"), label + ": the message names no shard: " + err);
            }
            Files.write(damaged, original);
        }
        assertTrue(merged < CASES, "mutations should sometimes be refused");
    }

    private static String withoutMillis(Path runs) throws IOException {
        return String.join("\n", io.galab.experiment.ExperimentRunTest.withoutMillis(runs));
    }

    private static void delete(Path p) {
        try {
            Files.delete(p);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
