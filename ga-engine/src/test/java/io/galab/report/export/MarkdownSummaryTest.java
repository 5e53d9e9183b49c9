package io.galab.report.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.report.gate.GateVerdict;
import io.galab.report.gate.Overview;
import io.galab.report.gate.Tally;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MarkdownSummaryTest {

    @TempDir
    Path dir;

    private static GateVerdict verdict(GateVerdict.Verdict v, String puzzle) {
        return new GateVerdict("s", "minSuccessRate 1", new GateVerdict.Cell(puzzle, "a|b", ""),
                new GateVerdict.MinRate(3, 4, 1), v, "s.yaml:9 (gates[0])", "", List.of());
    }

    @Test
    void countsAndATableOfTheViolationsAppendedToTheStepSummary() throws Exception {
        Overview o = new Overview("s", "t", "", 8, "2026-11-26 09:30 UTC", "1", new Tally(3, 1, 1, 0, 2, 0, 1, 0));
        GateVerdict warned = new GateVerdict("s", "baseline b.csv", new GateVerdict.Cell("p2", "a|b", ""),
                new GateVerdict.MinRate(3, 4, 1), GateVerdict.Verdict.WARN, "s.yaml:9 (gates[0])", "", List.of(
                        new GateVerdict.Warning(GateVerdict.WarningKind.OTHER_SEED, "baseline recorded with seed 9,"
                                + " this run uses 5")));
        MarkdownSummary.Part part = new MarkdownSummary.Part(o, List.of(verdict(GateVerdict.Verdict.FAIL, "p1"),
                warned));
        Path step = dir.resolve("step.md");
        Files.writeString(step, "earlier step\n");
        MarkdownSummary.write(dir.resolve("summary.md"), List.of(part), step);
        String md = Files.readString(dir.resolve("summary.md"));
        assertTrue(md.startsWith("## galab: ❌ gates violated\n\ngates: 3 passed, 1 failed, 1 warned · vs published:"
                + " 2 agree, 0 better, 1 worse\n"), md);
        assertTrue(md.contains("| s | 8 | 3 passed, 1 failed, 1 warned | 2 agree, 0 better, 1 worse |"), md);
        assertTrue(md.contains(
                "| fail | s | minSuccessRate 1 | p1 | a\\|b | 3/4 (0.7500) | ≥ 1 | outside the gate's limit |"
                        + " s.yaml:9 (gates[0]) |"), md);
        assertTrue(md.contains("| warn | s | baseline b.csv | p2 | a\\|b | 3/4 (0.7500) | ≥ 1 | baseline recorded"
                + " with seed 9, this run uses 5 | s.yaml:9 (gates[0]) |"), "each warning row says why: " + md);
        assertEquals("earlier step\n" + md + "\n", Files.readString(step), "appended, not overwritten");
    }

    @Test
    void changePointsAreListedByTheirSpec() {
        Overview o = new Overview("s", "t", "", 8, "2026-11-26 09:30 UTC", "1", new Tally(3, 0, 0, 0, 0, 0, 0, 0));
        String md = MarkdownSummary.text(List.of(new MarkdownSummary.Part(o, List.of(),
                List.of("s09a · growth-ga: 0.98 → 0.71 at a1b2c3d (3 builds ago); p = 0.0002"))));
        assertTrue(md.contains(
                "\n### Change points\n\n- s: s09a · growth-ga: 0.98 → 0.71 at a1b2c3d (3 builds ago); p = 0.0002\n"),
                md);
        assertTrue(!MarkdownSummary.text(List.of(new MarkdownSummary.Part(o, List.of()))).contains("Change points"));
    }
}
