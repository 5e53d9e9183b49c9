package io.galab.report.export;

import io.galab.experiment.AtomicFiles;
import io.galab.report.gate.Evidence;
import io.galab.report.gate.GateVerdict;
import io.galab.report.gate.Overview;
import io.galab.report.gate.Tally;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * {@code summary.md}: a run's verdict in Markdown for CI job pages: the gate and verdict counts of
 * each spec and a table of the violations (docs/gates.md, "CI outputs"). When the environment
 * variable {@code GITHUB_STEP_SUMMARY} names a file, the same text is appended to it.
 */
public final class MarkdownSummary {

    private MarkdownSummary() {
    }

    /**
     * One spec's part: its overview, the verdicts that did not pass, its gated cells' change points, and every
     * verdict with where its runs came from (made in this build or read from the journal; null: not said), and the
     * answer of its comparison of variants ({@link io.galab.report.Headline}; null: none), and with resume off how
     * many runs were made and read ("resume off: 30 made, 0 read"; null: resumed as usual).
     */
    public record Part(Overview overview, List<GateVerdict> notPassed, List<String> changes,
            List<GateVerdict> verdicts, Evidence evidence, String headline, String resume) {

        public Part(Overview overview, List<GateVerdict> notPassed, List<String> changes,
                List<GateVerdict> verdicts, Evidence evidence, String headline) {
            this(overview, notPassed, changes, verdicts, evidence, headline, null);
        }

        public Part(Overview overview, List<GateVerdict> notPassed, List<String> changes) {
            this(overview, notPassed, changes, List.of(), null, null);
        }

        public Part(Overview overview, List<GateVerdict> notPassed) {
            this(overview, notPassed, List.of());
        }
    }

    public static String text(List<Part> parts) {
        Tally total = Tally.ZERO;
        for (Part p : parts) {
            total = total.plus(p.overview().tally());
        }
        StringBuilder md = new StringBuilder("## galab: ").append(total.bad() ? "❌ gates violated" : "✅ gates hold")
                .append("\n\n").append(total.line()).append(
                "\n\n| spec | runs | gates | vs published |\n|---|---:|---|---|\n");
        for (Part p : parts) {
            Overview o = p.overview();
            md.append("| ").append(cell(o.spec())).append(" | ").append(o.runs()).append(" | ")
                    .append(cell(o.tally().gatesText())).append(" | ").append(cell(o.tally().publishedText())).append(
                    " |\n");
        }
        if (parts.stream().anyMatch(p -> p.resume() != null)) {
            // resume off: every run made in this build, none read from a journal (docs/experiments.md)
            md.append('\n');
            for (Part p : parts) {
                if (p.resume() != null) {
                    md.append("- **").append(p.overview().spec()).append("**: ").append(p.resume()).append('\n');
                }
            }
        }
        if (parts.stream().anyMatch(p -> p.headline() != null)) {
            // the answer to "is my variant better?", per spec, before the tables
            md.append("\n### Comparisons\n\n");
            for (Part p : parts) {
                if (p.headline() != null) {
                    md.append("- **").append(p.overview().spec()).append("**: ").append(p.headline()).append('\n');
                }
            }
        }
        boolean any = parts.stream().anyMatch(p -> !p.notPassed().isEmpty());
        if (any) {
            md.append("\n### Violations and warnings\n\n| verdict | spec | gate | puzzle | variant | actual |"
                    + " expected | why | where |\n")
                    .append("|---|---|---|---|---|---|---|---|---|\n");
            for (Part p : parts) {
                for (GateVerdict v : p.notPassed()) {
                    md.append("| ").append(v.verdict().label()).append(" | ").append(cell(v.spec())).append(" | ")
                            .append(cell(v.gate())).append(" | ").append(cell(v.puzzle())).append(" | ")
                            .append(cell(v.variant() + (v.params().isEmpty() ? "" : " [" + v.params() + "]")))
                            .append(" | ").append(cell(v.actual())).append(" | ").append(cell(v.expected())).append(
                            " | ").append(cell(why(v))).append(" | ")
                            .append(cell(v.source())).append(" |\n");
                }
            }
        }
        if (parts.stream().anyMatch(p -> p.evidence() != null && !p.verdicts().isEmpty())) {
            md.append("\n### Evidence: runs made in this build and read from the journal\n\n| spec | puzzle | variant"
                    + " | gate | verdict | made | from journal |\n|---|---|---|---|---|---:|---:|\n");
            for (Part p : parts) {
                for (GateVerdict v : p.evidence() == null ? List.<GateVerdict>of() : p.verdicts()) {
                    Evidence.Count n = p.evidence().of(v.cell());
                    if (n == null) {
                        continue;
                    }
                    md.append("| ").append(cell(v.spec())).append(" | ").append(cell(v.puzzle())).append(" | ")
                            .append(cell(v.variant() + (v.params().isEmpty() ? "" : " [" + v.params() + "]")))
                            .append(" | ").append(cell(v.gate())).append(" | ").append(v.verdict().label())
                            .append(" | ").append(n.made()).append(" | ").append(n.journal()).append(" |\n");
                }
            }
        }
        if (parts.stream().anyMatch(p -> !p.changes().isEmpty())) {
            md.append("\n### Change points\n\n");
            for (Part p : parts) {
                for (String c : p.changes()) {
                    md.append("- ").append(p.overview().spec()).append(": ").append(c).append('\n');
                }
            }
        }
        return md.toString();
    }

    /**
     * Why a row did not pass, in words: its warnings (a gate that only warns, a baseline of another seed or of
     * fewer runs, a short history, a missing baseline), else, for a failure, the gate's note (its p-value or the
     * settled sequential decision).
     */
    static String why(GateVerdict v) {
        List<String> reasons = v.warnings().stream().map(GateVerdict.Warning::text).toList();
        if (!reasons.isEmpty()) {
            return String.join("; ", reasons);
        }
        String note = v.note();
        return v.verdict() == GateVerdict.Verdict.FAIL ? "outside the gate's limit" + (note.isEmpty() ? ""
                : " (" + note + ")") : note;
    }

    /** Text safe inside a Markdown table cell. */
    static String cell(String s) {
        return s.replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ");
    }

    /**
     * Writes {@code file} and, when {@code stepSummary} is not null, appends the same text to it (the
     * file GitHub Actions names in {@code GITHUB_STEP_SUMMARY}).
     */
    public static void write(Path file, List<Part> parts, Path stepSummary) throws IOException {
        String text = text(parts);
        AtomicFiles.write(file, text);
        if (stepSummary != null) {
            Files.writeString(stepSummary, text + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        }
    }
}
