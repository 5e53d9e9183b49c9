package io.galab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.galab.report.gate.GateVerdict;
import io.galab.report.gate.GateVerdict.AgainstBaseline;
import io.galab.report.gate.GateVerdict.Cell;
import io.galab.report.gate.GateVerdict.Verdict;
import io.galab.report.gate.GateVerdict.Warning;
import io.galab.report.gate.GateVerdict.WarningKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Warnings are grouped from the verdicts' typed fields, not from their formatted notes. */
class VerdictsTest {

    static GateVerdict warned(String puzzle, int k, double p, Warning... warnings) {
        return new GateVerdict("s", "baseline b.csv", new Cell(puzzle, "v", ""), new AgainstBaseline(k, 10, 9, 10, 0.1,
                0.05, p), Verdict.WARN, "s.yaml:3 (gates[0])", "", List.of(warnings));
    }

    @Test
    void cellsWarnedForTheSameReasonGroupWhateverTheirCountsAndPValues() {
        Warning seed = new Warning(WarningKind.OTHER_SEED, "baseline recorded with seed 1, this run uses 2");
        Warning runs = new Warning(WarningKind.OTHER_RUNS, "baseline recorded with 20 runs, this run has 10");
        GateVerdict a = warned("p1", 9, 0.61, seed);
        GateVerdict b = warned("p2", 7, 0.29, seed);
        GateVerdict c = warned("p3", 8, 0.5, seed, runs);
        GateVerdict passed = new GateVerdict("s", "baseline b.csv", new Cell("p4", "v", ""), new AgainstBaseline(9, 10,
                9,
                10, 0.1, 0.05, 0.76), Verdict.PASS, "s.yaml:3 (gates[0])", "", List.of());
        List<List<GateVerdict>> groups = Verdicts.warningGroups(List.of(a, passed, b, c));
        assertEquals(List.of(List.of(a, b), List.of(c)), groups);
        // the p-value is in the note, but not in the reason the group is told with
        assertEquals("one-sided Fisher p = 0.6100; baseline recorded with seed 1, this run uses 2", a.note());
        assertEquals("baseline recorded with seed 1, this run uses 2", a.reason());
        assertEquals(WarningKind.OTHER_RUNS, c.warnings().get(1).kind());
    }
}
