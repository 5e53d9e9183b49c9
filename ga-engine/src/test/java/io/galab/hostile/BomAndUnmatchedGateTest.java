package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.spec.SpecException;
import io.galab.lab.Lab;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleFormat;
import io.galab.report.gate.GateVerdict;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A byte-order mark never becomes content, and a gate that matches no cell is an error, not a pass. */
class BomAndUnmatchedGateTest {

    static final String BOM = "\uFEFF";
    static final String S06A = "s06a 008060900000203678706051004973048100620039050001700000580900306000000000040005721";

    @TempDir
    Path dir;

    private Lab lab() {
        return TestSettings.quiet(dir.resolve("out")).threads(1).lab();
    }

    private Path spec(String puzzles, String variants, String gates) throws Exception {
        Path spec = dir.resolve("s.yaml");
        Files.writeString(spec, String.join("\n", "name: s", "seed: 1", "runs: 2", "budget: {maxGenerations: 5}",
                "puzzles: [" + puzzles + "]", "variants: [" + variants + "]", gates, ""));
        return spec;
    }

    @Test
    void aBomBeforeThePuzzleLineIsNotPartOfTheId() throws Exception {
        Path file = dir.resolve("set.txt");
        Files.writeString(file, BOM + S06A + "\n");
        List<Puzzle> puzzles = PuzzleFormat.read(file);
        assertEquals("s06a", puzzles.get(0).id());
        Path grid = dir.resolve("g.txt");
        Files.writeString(grid, BOM + String.join("\n", "008060900", "000203678", "706051004", "973048100", "620039050",
                "001700000", "580900306", "000000000", "040005721") + "\n");
        assertEquals(36, PuzzleFormat.read(grid).get(0).givenCount(), "a 9x9 grid file with a BOM reads as without");
    }

    @Test
    void aBaselineWithABomIsReadAndCompared() throws Exception {
        Files.createDirectories(dir.resolve("baselines"));
        Files.writeString(dir.resolve("baselines/s.csv"),
                BOM + "spec,puzzle,variant,params,runs,successes,seed,budget\n"
                + "s,s06a,g,,2,2,1,maxGenerations=5;maxEvaluations=0;maxSeconds=0\n");
        Lab.SpecRun run = lab().run(lab().plan(spec("{set: sudoku/mantere-koljonen, ids: [s06a]}",
                "{name: g, algorithm: growth-ga}", "gates: [{baseline: baselines/s.csv}]")), ProgressListener.NONE);
        GateVerdict v = run.verdicts().get(0);
        assertEquals("s06a", v.puzzle(), v.line());
        assertTrue(v.verdict() == GateVerdict.Verdict.PASS || v.verdict() == GateVerdict.Verdict.FAIL, v.line());
    }

    @Test
    void aJournalWithABomResumesAndIsCutAtTheRightByte() throws Exception {
        Path spec = spec("{set: sudoku/mantere-koljonen, ids: [s06a]}", "{name: g, algorithm: growth-ga}", "");
        lab().run(lab().plan(spec), ProgressListener.NONE);
        Path journal = dir.resolve("out/s/journal.csv");
        String text = Files.readString(journal);
        Files.writeString(journal, BOM + text + "0,9,12");
        List<String> warnings = new java.util.ArrayList<>();
        lab().run(lab().plan(spec), new ProgressListener() {
            @Override
            public void planned(io.galab.experiment.Plan plan, long alreadyDone) {
                assertEquals(2, alreadyDone, "both runs resumed from the journal with a BOM");
            }

            @Override
            public void warning(String message) {
                warnings.add(message);
            }
        });
        assertTrue(warnings.stream().anyMatch(w -> w.contains("cut short")), warnings.toString());
        assertEquals(BOM + text, Files.readString(journal), "the cut line is gone, the BOM and the records stay");
    }

    @Test
    void aGateWhoseVariantFilterMatchesNothingIsAnErrorWithADidYouMean() throws Exception {
        Path spec = spec("{set: sudoku/mantere-koljonen, ids: [s06a]}", "{name: baseline, algorithm: growth-ga}",
                "gates:\n  - {minSuccessRate: 1.0, variants: [baselin]}");
        SpecException e = assertThrows(SpecException.class, () -> lab().plan(spec));
        assertTrue(e.getMessage().contains("s.yaml:8:5: gate 'minSuccessRate 1' matches no cell")
                && e.getMessage().contains("'baselin' matches nothing; did you mean 'baseline'?"), e.getMessage());
    }

    @Test
    void aGateWhosePuzzleAndVariantFiltersNeverMeetIsAnError() throws Exception {
        Path spec = spec("{set: sudoku/mantere-koljonen, ids: [s06a]}", "{name: g, algorithm: growth-ga}",
                "gates:\n  - {minSuccessRate: 1.0, puzzles: [\"s07*\"]}");
        SpecException e = assertThrows(SpecException.class, () -> lab().plan(spec));
        assertTrue(e.getMessage().contains("key 'puzzles': 's07*' matches nothing"), e.getMessage());
    }
}
