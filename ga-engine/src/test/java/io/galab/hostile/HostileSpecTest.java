package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithms;
import io.galab.experiment.Plan;
import io.galab.experiment.spec.SpecException;
import io.galab.experiment.spec.SpecLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Specs written to hurt: too large, too deep, escaping the project, absurd requests. */
class HostileSpecTest {

    @TempDir
    Path dir;

    static final String GOOD = "name: h\nseed: 1\nruns: 2\nbudget: {maxGenerations: 10}\n"
            + "puzzles:\n  - {set: twodoku/kaldanis, ids: [easy_1]}\nvariants:\n  - {name: v, algorithm: twodoku-ga}\n";

    SpecException refuse(String text) throws IOException {
        Path spec = dir.resolve("project/specs/h.yaml");
        Files.createDirectories(spec.getParent());
        Files.writeString(spec, text);
        return assertThrows(SpecException.class, () -> Plan.of(new SpecLoader(Algorithms.builtIn()).load(spec),
                Algorithms.builtIn(), new Plan.Options(null, dir.resolve("project"), false)));
    }

    @Test
    void aFileOverTheSizeLimitIsRefusedUnread() throws IOException {
        SpecException e = refuse(GOOD + "title: \"" + "x".repeat(SpecLoader.MAX_BYTES) + "\"\n");
        assertEquals(1, e.line());
        assertTrue(e.problem().matches("the spec is \\d+ bytes; the limit is 1048576 bytes"), e.problem());
    }

    @Test
    void nestingPastTheLimitIsRefused() throws IOException {
        String spec = GOOD + "title: " + "[".repeat(60) + "]".repeat(60) + "\n";
        SpecException e = refuse(spec);
        assertTrue(e.problem().contains("nesting deeper than 20 levels"), e.problem());
        assertEquals(spec.split("\n").length, e.line(), "SnakeYAML gives no position; galab names the deepest line");
    }

    @Test
    void zeroAndNegativeBudgetsAreRefused() throws IOException {
        assertEquals("key 'maxGenerations': expected an integer of at least 1, found 0",
                refuse(GOOD.replace("maxGenerations: 10", "maxGenerations: 0")).problem());
        assertEquals("key 'maxSeconds': expected a number from 0.001 to 10000000, found -3",
                refuse(GOOD.replace("maxGenerations: 10", "maxSeconds: -3")).problem());
    }

    @Test
    void pathsThatLeaveTheProjectAreRefused() throws IOException {
        Path outside = dir.resolve("elsewhere");
        Files.createDirectories(outside);
        Files.writeString(outside.resolve("p.txt"),
                "008060900000203678706051004973048100620039050001700000580900306000000000040005721\n");
        SpecException dots = refuse(GOOD.replace("{set: twodoku/kaldanis, ids: [easy_1]}", "{set: ../../elsewhere}"));
        assertTrue(dots.problem().contains("leads to " + outside.toRealPath() + ", outside the project"),
                dots.problem());
        Files.createDirectories(dir.resolve("project/specs"));
        Files.createSymbolicLink(dir.resolve("project/specs/link"), outside);
        SpecException link = refuse(GOOD.replace("{set: twodoku/kaldanis, ids: [easy_1]}", "{set: link}"));
        assertTrue(link.problem().contains("leads to " + outside.toRealPath() + ", outside"), link.problem());
        // with the documented option the same path is allowed
        Path spec = dir.resolve("project/specs/h.yaml");
        Plan plan = Plan.of(new SpecLoader(Algorithms.builtIn()).load(spec), Algorithms.builtIn(),
                new Plan.Options(null, dir.resolve("project"), true));
        assertEquals("p", plan.puzzles().get(0).id());
    }

    @Test
    void absurdRunCountsAreRefusedBeforeAnythingRuns() throws IOException {
        assertEquals("key 'runs': expected an integer from 1 to 1000000, found '1e9'",
                refuse(GOOD.replace("runs: 2", "runs: 1e9")).problem());
        // 7 puzzles × 1 variant × 2,000 points × 1,000 runs = 14,000,000 runs > 10,000,000
        StringBuilder values = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            values.append(i == 0 ? "" : ", ").append(i % 2 == 0 ? 0.1 : 0.2);
        }
        SpecException many = refuse(GOOD.replace("runs: 2", "runs: 1000").replace(", ids: [easy_1]", "")
                + "sweep:\n  mutationRate: [" + values + "]\n");
        assertEquals("the spec asks for 14000000 runs (14000 cells × 1000 runs); the limit is 10000000",
                many.problem());
    }
}
