package io.galab.report;

import java.util.Locale;

/**
 * The verdict of one gate on one cell (or on the whole gate, for a missing or refused baseline).
 *
 * @param spec     the spec name
 * @param gate     the gate, e.g. "minSuccessRate 1" or "baseline baselines/x.csv"
 * @param puzzle   the cell's puzzle ("" for a gate-level verdict)
 * @param variant  the cell's variant ("")
 * @param params   the cell's canonical parameters ("")
 * @param metric   what was measured, e.g. "successRate"
 * @param actual   the measured value with its counts, e.g. "7/15 (0.4667)"
 * @param expected the limit, e.g. "≥ 1" or "≥ 14/15 (0.9333) − 0 unless p ≥ 0.05"
 * @param verdict  pass, fail, warn (does not fail the build) or refused (an unusable baseline)
 * @param source   where the limit came from: the spec file, line and gate, or the baseline file
 * @param note     more detail: the test's p-value, or why a warning was raised
 */
public record GateVerdict(String spec, String gate, String puzzle, String variant, String params, String metric,
        String actual, String expected, Verdict verdict, String source, String note) {

    /** The outcome of a check. */
    public enum Verdict {
        PASS, FAIL, WARN, REFUSED;

        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** One line for a build log: spec, puzzle, variant, metric, actual, expected, and the limit's source. */
    public String line() {
        StringBuilder s = new StringBuilder();
        s.append(spec);
        if (!puzzle.isEmpty()) {
            s.append(", puzzle ").append(puzzle).append(", variant ").append(variant);
            if (!params.isEmpty()) {
                s.append(" [").append(params).append(']');
            }
        }
        s.append(": ").append(metric).append(' ').append(actual).append(", expected ").append(expected)
                .append(" (").append(source).append(')');
        if (!note.isEmpty()) {
            s.append("; ").append(note);
        }
        return s.toString();
    }
}
