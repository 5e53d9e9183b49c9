package io.galab.report.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.galab.report.gate.GateVerdict.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

class GateVerdictTest {

    @Test
    void oneLogLineNamesTheCellTheNumbersAndTheSource() {
        GateVerdict cell = new GateVerdict("spec", "minSuccessRate 1", new GateVerdict.Cell("s06a", "tw", "a=1"),
                new GateVerdict.MinRate(3, 4, 1), Verdict.FAIL, "spec.yaml:9 (gates[0])", "", List.of());
        assertEquals("spec, puzzle s06a, variant tw [a=1]: successRate 3/4 (0.7500), expected ≥ 1 (spec.yaml:9"
                + " (gates[0]))",
                cell.line());
        GateVerdict whole = new GateVerdict("spec", "baseline b.csv", GateVerdict.Cell.NONE,
                new GateVerdict.BaselineFile(false), Verdict.WARN, "spec.yaml:10 (gates[1])", "",
                List.of(new GateVerdict.Warning(GateVerdict.WarningKind.NO_BASELINE_FILE, "no baseline file")));
        assertEquals("spec: baseline missing, expected a baseline file (spec.yaml:10 (gates[1])); no baseline file",
                whole.line());
        assertEquals("refused", Verdict.REFUSED.label());
    }
}
