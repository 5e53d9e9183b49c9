package io.galab.report.gate;

import io.galab.algorithm.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The verdict of one gate on one cell (or on the whole gate, for a missing or refused baseline), as
 * typed fields: what was checked ({@link Check}, with its counts, threshold and p-value), the outcome,
 * and the warnings by kind. The text of the reports ({@link #actual()}, {@link #expected()},
 * {@link #note()}, {@link #line()}) is formatted from these fields; nothing reads it back.
 *
 * @param spec     the spec name
 * @param gate     the gate, e.g. "minSuccessRate 1" or "baseline baselines/x.csv"
 * @param cell     the cell checked, or {@link Cell#NONE} for a gate-level verdict
 * @param check    what was checked, with its numbers
 * @param verdict  pass, fail, warn (does not fail the build) or refused (an unusable baseline)
 * @param source   where the limit came from: the spec file, line and gate, or the baseline file
 * @param settled  a sequential gate's settled decision in words ("curtail: fails after …"), or ""
 * @param warnings what made the verdict a warning or a refusal, or what else the reader should know
 */
public record GateVerdict(String spec, String gate, Cell cell, Check check, Verdict verdict, String source,
        String settled, List<Warning> warnings) {

    public GateVerdict {
        warnings = List.copyOf(warnings);
    }

    /** The outcome of a check. */
    public enum Verdict {
        PASS, FAIL, WARN, REFUSED;

        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A cell: puzzle, variant and canonical parameters; {@link #NONE} for a gate-level verdict. */
    public record Cell(String puzzle, String variant, String params) {
        public static final Cell NONE = new Cell("", "", "");
    }

    /** The kinds of warning (and of refusal) a gate gives. */
    public enum WarningKind {
        /** The gate has level: warn, and was violated. */
        LEVEL_WARN,
        /** No baseline file: the gate is skipped. */
        NO_BASELINE_FILE,
        /** The baseline file has no row for the cell: not compared. */
        NO_BASELINE_ROW,
        /** The baseline was recorded with other runs. */
        OTHER_RUNS,
        /** The baseline was recorded with another master seed. */
        OTHER_SEED,
        /** The baseline file cannot be read (refused). */
        UNREADABLE_BASELINE,
        /** The baseline was recorded under another budget (refused). */
        OTHER_BUDGET,
        /** The baseline's rows of the cell's puzzle and variant were recorded under other params (refused). */
        OTHER_PARAMS,
        /** A trend gate's history is still shorter than its builds. */
        SHORT_HISTORY
    }

    /** One warning: its kind and its text. */
    public record Warning(WarningKind kind, String text) {
    }

    /** What a gate checked, with its numbers; each kind formats its own text. */
    public sealed interface Check permits RateCheck, Trend, BaselineFile, Budget {
        /** What was measured, e.g. "successRate". */
        String metric();

        /** The measured value with its counts, e.g. "7/15 (0.4667)". */
        String actual();

        /** The limit, e.g. "≥ 1". */
        String expected();
    }

    /** A check of one cell's success rate: its successes of its runs, written as counts. */
    public sealed interface RateCheck extends Check permits MinRate, AgainstBaseline, NoBaselineRow {
        /** The cell's successful runs. */
        int successes();

        /** The cell's runs. */
        int runs();

        @Override
        default String metric() {
            return "successRate";
        }

        @Override
        default String actual() {
            return GateRules.counts(successes(), runs());
        }
    }

    /** A minSuccessRate check: {@code successes} of {@code runs} against the rate {@code min}. */
    public record MinRate(int successes, int runs, double min) implements RateCheck {
        @Override
        public String expected() {
            return "≥ " + Numbers.report(min);
        }
    }

    /**
     * A baseline check: the cell's counts against the baseline's, with the tolerated drop, the
     * significance asked for and the one-sided Fisher p found.
     */
    public record AgainstBaseline(int successes, int runs, int baseSuccesses, int baseRuns, double maxDrop,
            double alpha, double p) implements RateCheck {
        @Override
        public String expected() {
            // "at least the baseline's 10/10 (1.0000), or a drop that is not significant (p ≥ 0.05)"
            return "at least the baseline's " + GateRules.counts(baseSuccesses, baseRuns)
                    + (maxDrop > 0 ? " less " + Numbers.report(maxDrop) : "")
                    + ", or a drop that is not significant (p ≥ " + Numbers.report(alpha) + ")";
        }
    }

    /** A trend check: the rates of the last builds (oldest first, this build last) against the baseline's. */
    public record Trend(List<Double> rates, int baseSuccesses, int baseRuns, double maxDrop, int builds)
            implements Check {
        public Trend {
            rates = List.copyOf(rates);
        }

        @Override
        public String metric() {
            return "successRate over the last builds";
        }

        @Override
        public String actual() {
            List<String> r = new ArrayList<>();
            for (double rate : rates) {
                r.add(String.format(Locale.ROOT, "%.4f", rate));
            }
            return String.join(", ", r);
        }

        @Override
        public String expected() {
            return "≥ " + GateRules.counts(baseSuccesses, baseRuns) + " − " + Numbers.report(maxDrop)
                    + " in at least one of the last " + builds + " builds";
        }
    }

    /** A cell the baseline has no row for: its counts, not compared. */
    public record NoBaselineRow(int successes, int runs) implements RateCheck {
        @Override
        public String expected() {
            return "a baseline row";
        }
    }

    /** A baseline file that is missing or cannot be read. */
    public record BaselineFile(boolean exists) implements Check {
        @Override
        public String metric() {
            return "baseline";
        }

        @Override
        public String actual() {
            return exists ? "unreadable" : "missing";
        }

        @Override
        public String expected() {
            return "a baseline file";
        }
    }

    /** A baseline row recorded under another budget than the spec's. */
    public record Budget(String recorded, String wanted) implements Check {
        @Override
        public String metric() {
            return "budget";
        }

        @Override
        public String actual() {
            return recorded;
        }

        @Override
        public String expected() {
            return wanted;
        }
    }

    /** The cell's puzzle ("" for a gate-level verdict). */
    public String puzzle() {
        return cell.puzzle();
    }

    /** The cell's variant (""). */
    public String variant() {
        return cell.variant();
    }

    /** The cell's canonical parameters (""). */
    public String params() {
        return cell.params();
    }

    /** What was measured. */
    public String metric() {
        return check.metric();
    }

    /** The measured value, as text. */
    public String actual() {
        return check.actual();
    }

    /** The limit, as text. */
    public String expected() {
        return check.expected();
    }

    /** True when the verdict carries a warning of this kind. */
    public boolean has(WarningKind kind) {
        return warnings.stream().anyMatch(w -> w.kind() == kind);
    }

    /** The same verdict with another outcome and a warning put first. */
    public GateVerdict with(Verdict outcome, Warning first) {
        List<Warning> all = new ArrayList<>();
        all.add(first);
        all.addAll(warnings);
        return new GateVerdict(spec, gate, cell, check, outcome, source, settled, all);
    }

    /** The warnings' texts, joined: the reason of a warning, without the test statistic. */
    public String reason() {
        return String.join("; ", warnings.stream().map(Warning::text).toList());
    }

    /**
     * More detail, in words: a warning that the gate only warns, the test's p-value, the settled
     * sequential decision, and the other warnings.
     */
    public String note() {
        List<String> parts = new ArrayList<>();
        warnings.stream().filter(w -> w.kind() == WarningKind.LEVEL_WARN).forEach(w -> parts.add(w.text()));
        if (check instanceof AgainstBaseline b) {
            parts.add(String.format(Locale.ROOT, "one-sided Fisher p = %.4g", b.p()));
        }
        if (!settled.isEmpty()) {
            parts.add(settled);
        }
        warnings.stream().filter(w -> w.kind() != WarningKind.LEVEL_WARN).forEach(w -> parts.add(w.text()));
        return String.join("; ", parts);
    }

    /** One line for a build log: spec, puzzle, variant, metric, actual, expected, and the limit's source. */
    public String line() {
        StringBuilder s = new StringBuilder();
        s.append(spec);
        if (!puzzle().isEmpty()) {
            // a pool names itself ("set sudoku/… (10 puzzles)", "all 12 puzzles"); a puzzle id holds no space
            s.append(puzzle().contains(" ") ? ", " : ", puzzle ").append(puzzle()).append(", variant ")
                    .append(variant());
            if (!params().isEmpty()) {
                s.append(" [").append(params()).append(']');
            }
        }
        s.append(": ").append(metric()).append(' ').append(actual()).append(", expected ").append(expected())
                .append(" (").append(source).append(')');
        String note = note();
        if (!note.isEmpty()) {
            s.append("; ").append(note);
        }
        return s.toString();
    }
}
