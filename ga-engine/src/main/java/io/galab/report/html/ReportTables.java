package io.galab.report.html;

import static io.galab.report.html.Svg.esc;

import io.galab.algorithm.Numbers;
import io.galab.experiment.Plan;
import io.galab.report.Analysis;
import io.galab.report.Headline;
import io.galab.report.Outcomes;
import io.galab.report.Provenance;
import io.galab.report.gate.GateVerdict;
import io.galab.stats.CellStatistics;
import io.galab.stats.PublishedVerdict;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The tables of a spec's page: the summary (fitted to 1280 px: long parameters shortened with the full
 * text on hover, verdicts as short coloured words with their test on hover), the gates (violations
 * first, passes folded), the pairwise comparisons (one row per pair of variants, Holm-adjusted p of
 * each test), and the provenance block.
 */
final class ReportTables {

    /** Longest parameter text shown in full in a table cell. */
    static final int PARAMS_SHOWN = 26;

    private ReportTables() {
    }

    private static String gen(double d) {
        return Double.isNaN(d) ? "–" : Double.isInfinite(d) ? "∞" : Numbers.fixed(d, 1);
    }

    private static String ci(double d) {
        return Double.isNaN(d) ? "–" : Numbers.fixed(d, 2);
    }

    /**
     * A cell's parameters: in a sweep, the sweep point in full (the parameters that vary from cell to
     * cell) and the variant's own settings as "+ N more" with the whole text on hover; otherwise the
     * text, shortened past {@link #PARAMS_SHOWN} characters (full text on hover).
     */
    static String params(String p, String point) {
        if (point.isEmpty() || point.equals(p)) {
            return params(p);
        }
        int more = p.split(";").length - point.split(";").length;
        return esc(point) + " <abbr title=\"" + esc(p) + "\">+ " + more + " more</abbr>";
    }

    /** An external program's command line, under its parameters; "" for an algorithm of galab's. */
    static String command(Plan.Cell cell) {
        String command = cell.algorithm().commandLine(cell.parameters());
        return command == null ? "" : (cell.params().isEmpty() ? "" : "<br>") + "<code class=\"command\">"
                + params(command) + "</code>";
    }

    /** A parameter text, shortened with an ellipsis past {@link #PARAMS_SHOWN} characters (full text on hover). */
    static String params(String p) {
        if (p.length() <= PARAMS_SHOWN) {
            return esc(p);
        }
        return "<abbr title=\"" + esc(p) + "\">" + esc(p.substring(0, PARAMS_SHOWN - 1)) + "…</abbr>";
    }

    /** A verdict as its coloured word, the test that decided it on hover; empty without one. */
    static String verdict(PublishedVerdict v) {
        if (v == null) {
            return "";
        }
        String css = v.label().replace(" ", "");
        String word = v.label().equals("not comparable") ? "n/c"
                : v.label().equals("inconclusive") ? "inconclusive (" + v.detail().substring(0, v.detail().indexOf(':'))
                        + ")" : v.label();
        return "<span class=\"v-" + css + "\" title=\"" + esc(v.detail()) + "\">" + esc(word) + "</span>";
    }

    static void summary(StringBuilder h, Analysis analysis) {
        if (Analysis.bySet(analysis.result().plan())) {
            h.append("<h2>Summary</h2>\n<p id=\"summary-by-set\">").append(analysis.summaries().size())
                    .append(" cells: the page gives its results per puzzle set (\"Results by puzzle set\" above;"
                    + " docs/experiments.md, \"Reports at scale\"); a row per cell is in <a href=\"summary.csv\">"
                    + "summary.csv</a>.</p>\n");
            return;
        }
        // a paper column pair only where the spec publishes that number for some cell
        boolean rates = analysis.summaries().stream().anyMatch(s -> s.published() != null
                && s.published().rate() != null);
        boolean means = analysis.summaries().stream().anyMatch(s -> s.published() != null
                && s.published().meanGenerations() != null);
        boolean mixed = analysis.summaries().stream().map(x -> x.cell().puzzle().geometry().variantName()).distinct()
                .count() > 1;
        h.append("<h2>Summary</h2>\n<table id=\"summary\"><tr><th class=\"l\">puzzle</th><th class=\"l\">variant</th>")
                .append("<th class=\"l\">params</th><th>solved</th><th>rate</th><th>95% CI</th>")
                .append(rates ? "<th>paper</th><th class=\"l\">vs paper</th>" : "").append("<th>mean generations</th>")
                .append(means ? "<th>paper</th><th class=\"l\">vs paper</th>" : "")
                .append("<th>median generations</th><th>ERT (evaluations)</th><th>ERT (generations)</th>")
                .append(means && rates ? "<th class=\"l\">ERT (generations) vs paper</th>" : "")
                .append("<th>mean ms</th></tr>\n");
        for (Analysis.Summary s : analysis.summaries()) {
            CellStatistics st = s.stats();
            Double pubRate = s.published() == null ? null : s.published().rate();
            Double pubMean = s.published() == null ? null : s.published().meanGenerations();
            // which variant the puzzle was read as, and its units' digest (runs.csv's puzzleVariant), on hover and,
            // where the spec's puzzles are of several variants, beside the id
            io.galab.puzzle.Geometry g = s.cell().puzzle().geometry();
            h.append("<tr><td class=\"l\" title=\"read as ").append(esc(g.variantLabel())).append("\">")
                    .append(esc(s.cell().puzzle().id())).append(mixed ? " <small class=\"pv\">" + esc(g.variantName())
                    + "</small>" : "").append("</td><td class=\"l\">")
                    .append(esc(s.cell().variant().name())).append("</td><td class=\"l\">")
                    .append(params(s.cell().params(), s.cell().point())).append(command(s.cell()))
                    .append("</td><td>").append(solved(analysis, s)).append("</td><td>")
                    .append(Charts.rate(st.successRate())).append("</td><td>").append(ci(st.ciLow())).append("–")
                    .append(ci(st.ciHigh())).append("</td>");
            if (rates) {
                h.append("<td>").append(pubRate == null ? "" : Charts.rate(pubRate)).append("</td><td class=\"l\">")
                        .append(verdict(s.rateVerdict())).append("</td>");
            }
            h.append("<td>").append(gen(st.meanGenerations())).append("</td>");
            if (means) {
                h.append("<td>").append(pubMean == null ? "" : gen(pubMean)).append("</td><td class=\"l\">")
                        .append(verdict(s.generationsVerdict())).append("</td>");
            }
            h.append("<td>").append(gen(st.medianGenerations())).append("</td><td>")
                    .append(gen(analysis.result().ertEvaluations(s.cell().index()))).append("</td><td>")
                    .append(gen(st.ert())).append("</td>")
                    .append(means && rates ? "<td class=\"l\">" + verdict(s.ertVerdict()) + "</td>" : "")
                    .append("<td>").append(gen(st.meanMillis())).append("</td></tr>\n");
        }
        h.append("</table>\n<p class=\"meta\">SD, minimum and maximum generations are in summary.csv.");
        long saved = analysis.result().saved();
        if (saved > 0) {
            h.append(" <span id=\"saved\">Sequential gates stopped the cells marked † early: ").append(saved)
                    .append(" of ").append(analysis.result().plan().totalRuns())
                    .append(" runs were not needed (the reason is in summary.csv and on hover). A comparison with the")
                    .append(" paper on a cell's few runs is inconclusive, not an agreement; a full run of the spec")
                    .append(" gives the verdicts the paper's number of runs can.</span>");
        }
        h.append("</p>\n");
    }

    /** "k/n", and for a cell a sequential gate stopped early "k/m of N†" with the reason on hover. */
    private static String solved(Analysis analysis, Analysis.Summary s) {
        int cell = s.cell().index();
        String counts = s.stats().successes() + "/" + s.stats().runs();
        String why = analysis.result().stopped(cell);
        if (why.isEmpty()) {
            return counts;
        }
        return "<span class=\"stopped\" title=\"" + esc(why) + "\">" + counts + " of "
                + analysis.result().plan().runs() + "†</span>";
    }

    static void gates(StringBuilder h, List<GateVerdict> verdicts) {
        gates(h, verdicts, null);
    }

    /**
     * The gates' verdicts, each with its cell's runs made in this build and read from the journal ({@code evidence};
     * null: not shown).
     */
    static void gates(StringBuilder h, List<GateVerdict> verdicts, io.galab.report.gate.Evidence evidence) {
        h.append("<h2>Gates</h2>\n");
        if (verdicts.isEmpty()) {
            h.append("<p>The spec declares no gates.</p>\n");
            return;
        }
        List<GateVerdict> notPassed = verdicts.stream().filter(v -> v.verdict() != GateVerdict.Verdict.PASS)
                .sorted(Comparator.comparingInt(v -> v.verdict() == GateVerdict.Verdict.WARN ? 1 : 0)).toList();
        List<GateVerdict> passed = verdicts.stream().filter(v -> v.verdict() == GateVerdict.Verdict.PASS).toList();
        if (evidence != null) {
            io.galab.report.gate.Evidence.Count t = evidence.total();
            h.append("<p>Runs behind these verdicts: ").append(t.made()).append(" made in this build, ")
                    .append(t.journal()).append(" read from the journal (per cell in the table's last columns).</p>\n");
        }
        if (!notPassed.isEmpty()) {
            gateTable(h, notPassed, evidence);
        }
        if (!passed.isEmpty()) {
            h.append("<details><summary>").append(passed.size()).append(" passed gate check(s)</summary>\n");
            gateTable(h, passed, evidence);
            h.append("</details>\n");
        }
    }

    private static void gateTable(StringBuilder h, List<GateVerdict> verdicts,
            io.galab.report.gate.Evidence evidence) {
        h.append("<table class=\"gates\"><tr><th class=\"l\">verdict</th><th class=\"l\">gate</th><th"
                + " class=\"l\">puzzle</th>")
                .append("<th class=\"l\">variant</th><th class=\"l\">params</th><th>actual</th><th"
                        + " class=\"l\">expected</th>")
                .append("<th class=\"l\">source</th><th class=\"l\">note</th>")
                .append(evidence == null ? "" : "<th>runs made</th><th>from journal</th>").append("</tr>\n");
        for (GateVerdict v : verdicts) {
            io.galab.report.gate.Evidence.Count n = evidence == null ? null : evidence.of(v.cell());
            h.append("<tr><td class=\"l ").append(v.verdict().label()).append("\">").append(v.verdict().label())
                    .append("</td><td class=\"l\">").append(esc(v.gate())).append("</td><td class=\"l\">")
                    .append(esc(v.puzzle())).append("</td><td class=\"l\">").append(esc(v.variant()))
                    .append("</td><td class=\"l\">").append(params(v.params())).append("</td><td>")
                    .append(esc(v.actual())).append("</td><td class=\"l\">").append(esc(v.expected()))
                    .append("</td><td class=\"l\">").append(esc(v.source())).append("</td><td class=\"l\">")
                    .append(esc(v.note())).append("</td>")
                    .append(evidence == null ? "" : n == null ? "<td></td><td></td>"
                            : "<td>" + n.made() + "</td><td>" + n.journal() + "</td>").append("</tr>\n");
        }
        h.append("</table>\n");
    }

    /**
     * The pairwise comparisons, one row per pair of variants at a puzzle and point: for each question (success;
     * runtime in evaluations; runtime in seconds) its test's Holm-adjusted p-value (bold below 0.05; the test,
     * its statistic and the unadjusted p on hover) beside its effect size, one kind of number per column.
     */
    static void comparisons(StringBuilder h, Analysis analysis) {
        if (analysis.comparisons().isEmpty()) {
            return;
        }
        Plan plan = analysis.result().plan();
        if (Analysis.bySet(plan) && !Analysis.csvBySet(plan)) {
            h.append("<h2>Pairwise comparisons</h2>\n<p>Per cell, as the spec asks (<code>reports: {detail: cells}"
                    + "</code>): in <a href=\"comparisons.csv\">comparisons.csv</a>.</p>\n");
            return;
        }
        Map<String, Map<String, Analysis.Comparison>> pairs = Analysis.byPair(analysis.comparisons());
        boolean evaluations = analysis.comparisons().stream().anyMatch(c -> c.isTest()
                && c.measure().equals(Analysis.EVALUATIONS));
        // the sweep point's column only where the spec sweeps
        boolean points = analysis.comparisons().stream().anyMatch(c -> !c.point().isEmpty());
        h.append("<h2>Pairwise comparisons</h2>\n<details open><summary>").append(esc(Headline.of(analysis)))
                .append("</summary>\n<table id=\"comparisons\"><tr><th class=\"l\">")
                .append(Analysis.csvBySet(plan) ? "set" : "puzzle").append("</th>")
                .append(points ? "<th class=\"l\">point</th>" : "")
                .append("<th class=\"l\">variant A</th><th class=\"l\">variant B</th>")
                .append("<th>success: p (Holm)</th><th>success rate A − B [95% CI]</th>");
        if (evaluations) {
            h.append("<th>evaluations: p (Holm)</th><th>evaluations: A12</th>");
        }
        h.append("<th>seconds: p (Holm)</th><th>seconds: A12</th></tr>\n");
        for (Map<String, Analysis.Comparison> row : pairs.values()) {
            Analysis.Comparison first = row.values().iterator().next();
            h.append("<tr><td class=\"l\">").append(esc(first.puzzle())).append("</td>")
                    .append(points ? "<td class=\"l\">" + params(first.point()) + "</td>" : "")
                    .append("<td class=\"l\">").append(esc(first.variantA())).append("</td><td class=\"l\">")
                    .append(esc(first.variantB())).append("</td>");
            pCell(h, row.get(Analysis.SUCCESS + "/test"));
            Analysis.Comparison rate = row.get(Analysis.SUCCESS + "/rate-difference");
            h.append("<td>").append(rate == null || Double.isNaN(rate.statistic()) ? "–" : String.format(Locale.ROOT,
                    "%+.2f [%.2f, %.2f]", rate.statistic(), rate.low(), rate.high())).append("</td>");
            if (evaluations) {
                pCell(h, row.get(Analysis.EVALUATIONS + "/test"));
                effectCell(h, row.get(Analysis.EVALUATIONS + "/a12"));
            }
            pCell(h, row.get(Analysis.SECONDS + "/test"));
            effectCell(h, row.get(Analysis.SECONDS + "/a12"));
            h.append("</tr>\n");
        }
        h.append("</table>\n<p class=\"meta\">One test per question, Holm's correction per question across every")
                .append(" pair and puzzle of the spec. Success: McNemar's exact test where the runs pair up (one")
                .append(" algorithm, the same seeds: galab's common random numbers), else Fisher's. Runtime: every")
                .append(" run counted, an unsolved run censored at the budget and ranked beyond every solved one")
                .append(" (the Wilcoxon signed-rank test")
                .append(" on paired runs, else Mann–Whitney). A12: the probability that a run of A takes longer than")
                .append(" one of B (below 0.5, A is faster). The generations of solved runs are described, never")
                .append(" tested (docs/reading-the-report.md, \"Comparing variants\"). comparisons.csv has every")
                .append(" statistic, with its measure.</p></details>\n");
    }

    private static void pCell(StringBuilder h, Analysis.Comparison c) {
        h.append("<td>");
        if (c != null && c.isDescriptive()) {
            // not tested: the reason on hover (docs/reading-the-report.md, "Seconds")
            h.append("<span class=\"described\" title=\"").append(esc(c.note())).append("\">described</span>");
        } else if (c != null && !Double.isNaN(c.adjustedPValue())) {
            String p = String.format(Locale.ROOT, "%.3g", c.adjustedPValue());
            h.append("<span title=\"").append(esc(c.test())).append(", statistic ").append(String.format(Locale.ROOT,
                    "%.4g", c.statistic())).append(", unadjusted p ").append(String.format(Locale.ROOT, "%.3g",
                    c.pValue())).append("\">").append(c.adjustedPValue() < 0.05 ? "<b>" + p + "</b>" : p)
                    .append("</span>");
        } else {
            h.append("–");
        }
        h.append("</td>");
    }

    private static void effectCell(StringBuilder h, Analysis.Comparison c) {
        h.append("<td>").append(c == null || Double.isNaN(c.statistic()) ? "–" : String.format(Locale.ROOT, "%.2f",
                c.statistic())).append("</td>");
    }

    static void provenance(StringBuilder h, Provenance p) {
        h.append("<h2>Provenance</h2>\n<table id=\"provenance\">");
        for (String[] row : p.rows()) {
            h.append("<tr><th class=\"l\">").append(esc(row[0])).append("</th><td class=\"l\"><code>").append(esc(
                    row[1]))
                    .append("</code></td></tr>");
        }
        h.append("</table>\n");
    }

    /** The outcomes of external programs' runs: what galab's checker refused and why, and the seed check. */
    static void outcomes(StringBuilder h, List<Outcomes> rows) {
        h.append("<h2 id=\"outcomes\">How the external programs' runs ended</h2>\n<p class=\"note\">A run is"
                + " solved only when the program exits with 0 within the time limit and prints a complete grid that"
                + " keeps the givens and breaks no unit; a wrong answer is counted here and as unsolved"
                + " everywhere.</p>\n<table><tr><th>variant</th><th>runs</th><th>solved</th><th>wrong answers</th>"
                + "<th>failed</th><th>no answer</th><th>killed at the limit</th><th title=\"the median wall time of"
                + " the program on a filled grid, five starts: what every run's time holds besides its work\">process"
                + " start</th><th>solved runs: median wall time</th><th title=\"the time the program printed"
                + " (seconds=X, or the variant's timePattern)\">solved runs: median own time</th>"
                + "<th>first failure or wrong answer</th><th>seed</th></tr>\n");
        for (Outcomes o : rows) {
            h.append("<tr><td>").append(Svg.esc(o.variant())).append("</td><td>").append(o.runs()).append("</td><td>")
                    .append(o.solved()).append("</td><td").append(o.wrong() > 0 ? " class=\"fail\"" : "").append(">")
                    .append(o.wrong()).append("</td><td").append(o.failed() > 0 ? " class=\"fail\"" : "").append(">")
                    .append(o.failed()).append("</td><td>").append(o.noAnswer()).append("</td><td>")
                    .append(o.killed()).append("</td><td>").append(millis(o.startMillis())).append("</td><td>")
                    .append(millis(o.wallMillis())).append("</td><td>").append(millis(o.ownMillis()))
                    .append("</td><td class=\"wrap\"><pre class=\"stderr\">")
                    .append(Svg.esc(io.galab.algorithm.Notes.shown(o.example())))
                    .append("</pre></td><td class=\"wrap").append(o.remark().startsWith("seed not honoured")
                    ? " fail" : "").append("\">").append(o.remark().isEmpty() ? "not checked" : Svg.esc(o.remark()))
                    .append("</td></tr>\n");
        }
        h.append("</table>\n<p class=\"meta\">Every time on this page (the charts, the tables, the runtime tests) is"
                + " a run's wall time, an external program's start included: compare the process start above with"
                + " its runs' times before reading a difference of a few milliseconds as the program's work"
                + " (docs/external-solvers.md, \"Times\").</p>\n");
    }

    /** A time in ms for a table: "12.3 ms", "0.85 ms", or "–" when unknown. */
    private static String millis(double ms) {
        return Double.isNaN(ms) ? "–" : ms >= 100 ? String.format(Locale.ROOT, "%.0f ms", ms)
                : ms >= 1 ? String.format(Locale.ROOT, "%.1f ms", ms) : String.format(Locale.ROOT, "%.3f ms", ms);
    }
}
