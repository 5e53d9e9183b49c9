package io.galab.lab;

import io.galab.report.Format;
import io.galab.report.gate.GateVerdict;
import io.galab.report.export.MarkdownSummary;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The gate verdicts of the specs run so far, told to the console as surefire tells tests: per spec,
 * one line with its gate and published-verdict counts; each violation on its own line; warnings
 * that give the same reason once, with a count; passes only when verbose. Violations and refused
 * baselines decide the outcome once every spec has run (its runs are kept either way). A refused
 * baseline is bad input and outranks a violation.
 */
final class Verdicts {
    private final Console console;
    private final boolean verbose;
    private final List<String> violations = new ArrayList<>();
    private final List<String> refusals = new ArrayList<>();
    final List<MarkdownSummary.Part> parts = new ArrayList<>();
    private Path report;

    private final Set<Format> formats;

    /** Whether the runs were made with resume off: each spec then says how many it made and read (none). */
    private final boolean resumeOff;

    Verdicts(Console console, boolean verbose, Set<Format> formats, boolean resumeOff) {
        this.console = console;
        this.verbose = verbose;
        this.formats = formats;
        this.resumeOff = resumeOff;
    }

    /** "resume off: 30 made, 0 read": the runs of the spec's cells made in this build and read from a journal. */
    static String resumeNote(io.galab.experiment.ExperimentResult result) {
        long made = 0;
        long read = 0;
        for (int c = 0; c < result.plan().cells().size(); c++) {
            made += result.madeNow(c);
            read += result.fromJournal(c);
        }
        return "resume off: " + made + " made, " + read + " read";
    }

    void add(Lab.SpecRun run) {
        String resume = resumeOff ? resumeNote(run.result()) : null;
        if (resume != null) {
            console.info(run.spec().name() + ": " + resume);
        }
        for (GateVerdict v : run.verdicts()) {
            switch (v.verdict()) {
                case PASS -> {
                    if (verbose) {
                        console.info("gate passed: " + v.line());
                    }
                }
                case WARN -> {
                    // told below, grouped
                }
                case FAIL -> violations.add(v.line());
                case REFUSED -> refusals.add("baseline refused: " + v.line());
            }
        }
        for (List<GateVerdict> same : warningGroups(run.verdicts())) {
            GateVerdict first = same.get(0);
            console.warn(same.size() == 1 || verbose ? "gate: " + first.line()
                    : "gate warning ×" + same.size() + ": " + first.spec() + ", " + first.gate() + ": "
                            + first.reason() + " (e.g. puzzle " + first.puzzle() + ", variant " + first.variant()
                            + "; every cell is in gates.csv)");
            if (verbose) {
                same.subList(1, same.size()).forEach(v -> console.warn("gate: " + v.line()));
            }
        }
        report = formats.contains(Format.HTML) ? run.html() : run.reportDirectory();
        long saved = run.result().saved();
        String runs = saved == 0 ? "" : String.format(Locale.ROOT, " · sequential gates saved %d of %d runs (%.0f%%)",
                saved, run.plan().totalRuns(), 100.0 * saved / run.plan().totalRuns());
        console.info(run.spec().name() + ": " + run.overview().tally().line() + runs + " · report " + report);
        for (String change : run.changes()) {
            console.info(run.spec().name() + ": change point: " + change);
        }
        String headline = io.galab.report.Headline.of(run.analysis());
        if (headline != null) {
            console.info(run.spec().name() + ": comparison: " + headline);
        }
        parts.add(new MarkdownSummary.Part(run.overview(), run.verdicts().stream()
                .filter(v -> v.verdict() != GateVerdict.Verdict.PASS).toList(), run.changes(), run.verdicts(),
                io.galab.report.gate.Evidence.of(run.result()), headline, resume));
    }

    /**
     * The warning verdicts grouped by gate and by their typed warnings (kinds and texts), in order of
     * first appearance: cells warned for the same reason form one group whatever their counts and
     * p-values.
     */
    static List<List<GateVerdict>> warningGroups(List<GateVerdict> verdicts) {
        Map<List<Object>, List<GateVerdict>> groups = new LinkedHashMap<>();
        for (GateVerdict v : verdicts) {
            if (v.verdict() == GateVerdict.Verdict.WARN) {
                groups.computeIfAbsent(List.of(v.gate(), v.warnings()), k -> new ArrayList<>()).add(v);
            }
        }
        return List.copyOf(groups.values());
    }

    Outcome outcome() {
        if (!refusals.isEmpty()) {
            List<String> all = new ArrayList<>(refusals);
            all.addAll(violations);
            return new Outcome(Outcome.Status.REFUSED, all, report);
        }
        return new Outcome(violations.isEmpty() ? Outcome.Status.OK : Outcome.Status.GATES_VIOLATED, violations,
                report);
    }
}
