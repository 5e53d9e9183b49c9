package io.galab.puzzle.archfixture;

import io.galab.report.gate.Gates;
import java.util.List;

/** A puzzle-layer class that uses the report layer: what {@code LayeringTest} must catch. Test code only. */
public final class BackwardImport {

    private BackwardImport() {
    }

    /** Uses a report class from the puzzle layer. */
    public static boolean uses() {
        return Gates.failed(List.of());
    }
}
