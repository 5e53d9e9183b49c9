package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One confinement rule for every file galab reads on a spec's behalf, tested through the CLI with real
 * symbolic links: a spec, a baseline and another spec's report file that lead out of the project are
 * refused with exit 2, naming the file and where it leads; inside the project they are read.
 */
class ConfinementTest {

    @TempDir
    Path project;
    @TempDir
    Path elsewhere;

    private String err;

    static final String SPEC = String.join("\n", "name: s", "seed: 1", "runs: 2", "budget: {maxGenerations: 5}",
            "puzzles: [{set: sudoku/mantere-koljonen, ids: [s06a]}]", "variants: [{name: g, algorithm: growth-ga}]",
                    "");

    int galab(String... args) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        int status = new Main(new PrintStream(o, true, StandardCharsets.UTF_8), new PrintStream(e, true,
                StandardCharsets.UTF_8)).execute(args);
        err = e.toString(StandardCharsets.UTF_8);
        assertFalse(err.contains("\tat "), "no stack trace: " + err);
        return status;
    }

    @BeforeEach
    void specsFolder() throws Exception {
        Files.createDirectories(project.resolve("specs"));
    }

    @Test
    void aSpecThatLinksOutOfTheProjectIsRefused() throws Exception {
        Path outside = elsewhere.resolve("s.yaml");
        Files.writeString(outside, SPEC);
        Path link = project.resolve("specs/s.yaml");
        Files.createSymbolicLink(link, outside);
        assertEquals(2, galab("run", project.resolve("specs").toString(), "--out", project.resolve("out").toString(),
                "--no-history"));
        assertTrue(err.contains(link + ": the spec leads to " + outside.toRealPath() + ", outside the project"), err);
        assertFalse(Files.exists(project.resolve("out/s/runs.csv")), "nothing ran");
        assertEquals(0, galab("run", project.resolve("specs").toString(), "--out", project.resolve("out").toString(),
                "--no-history", "--allow-outside"), err);
    }

    @Test
    void aBaselineThatLinksOutOfTheProjectIsRefusedAndOneInsideIsRead() throws Exception {
        Path spec = project.resolve("specs/s.yaml");
        Files.writeString(spec, SPEC + "gates: [{baseline: baselines/s.csv}]\n");
        String row = "spec,puzzle,variant,params,runs,successes,seed,budget\n"
                + "s,s06a,g,,2,2,1,maxGenerations=5;maxEvaluations=0;maxSeconds=0\n";
        Path outside = elsewhere.resolve("s.csv");
        Files.writeString(outside, row);
        Files.createDirectories(project.resolve("specs/baselines"));
        Path link = project.resolve("specs/baselines/s.csv");
        Files.createSymbolicLink(link, outside);
        assertEquals(2, galab("run", spec.toString(), "--out", project.resolve("out").toString(), "--no-history"));
        assertTrue(err.contains(link + ": the baseline leads to " + outside.toRealPath() + ", outside the project"),
                err);
        // a link to a file inside the project is read
        Files.delete(link);
        Files.writeString(project.resolve("kept.csv"), row);
        Files.createSymbolicLink(link, project.resolve("kept.csv"));
        int status = galab("run", spec.toString(), "--out", project.resolve("out").toString(), "--no-history",
                "--project-root", project.toString());
        assertTrue(status == 0 || status == 1, err);
        assertFalse(err.contains("outside the project"), err);
    }

    @Test
    void anotherSpecsReportThatLinksOutOfTheOutputFolderIsNotRead() throws Exception {
        Path spec = project.resolve("specs/s.yaml");
        Files.writeString(spec, SPEC);
        Path out = project.resolve("out");
        Files.createDirectories(out.resolve("other"));
        Files.writeString(out.resolve("other/index.html"), "<html></html>");
        Path secret = elsewhere.resolve("overview.csv");
        Files.writeString(secret, "secret");
        Files.createSymbolicLink(out.resolve("other/overview.csv"), secret);
        assertEquals(2, galab("run", spec.toString(), "--out", out.toString(), "--no-history"));
        assertTrue(err.contains("overview.csv: the report file leads to " + secret.toRealPath()), err);
    }
}
