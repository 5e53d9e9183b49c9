package io.galab.report.html;

import static io.galab.report.html.Svg.esc;

import io.galab.algorithm.Numbers;
import io.galab.experiment.Plan;
import io.galab.report.Analysis;
import io.galab.report.Outcomes;
import io.galab.report.Provenance;
import io.galab.report.gate.GateVerdict;
import io.galab.stats.CellStatistics;
import io.galab.stats.PublishedVerdict;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
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
        h.append("<h2>Summary</h2>\n<table id=\"summary\"><tr><th class=\"l\">puzzle</th><th class=\"l\">variant</th>")
                .append("<th class=\"l\">params</th><th>solved</th><th>rate</th><th>95% CI</th>")
                .append(rates ? "<th>paper</th><th class=\"l\">vs paper</th>" : "").append("<th>mean generations</th>")
                .append(means ? "<th>paper</th><th class=\"l\">vs paper</th>" : "")
                .append("<th>median generations</th><th>ERT (evaluations)</th><th>ERT (generations)</th>")
                .append("<th>mean ms</th></tr>\n");
        for (Analysis.Summary s : analysis.summaries()) {
            CellStatistics st = s.stats();
            Double pubRate = s.published() == null ? null : s.published().rate();
            Double pubMean = s.published() == null ? null : s.published().meanGenerations();
            h.append("<tr><td class=\"l\">").append(esc(s.cell().puzzle().id())).append("</td><td class=\"l\">")
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
                    .append(gen(st.ert())).append("</td><td>").append(gen(st.meanMillis())).append("</td></tr>\n");
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
        h.append("<h2>Gates</h2>\n");
        if (verdicts.isEmpty()) {
            h.append("<p>The spec declares no gates.</p>\n");
            return;
        }
        List<GateVerdict> notPassed = verdicts.stream().filter(v -> v.verdict() != GateVerdict.Verdict.PASS)
                .sorted(Comparator.comparingInt(v -> v.verdict() == GateVerdict.Verdict.WARN ? 1 : 0)).toList();
        List<GateVerdict> passed = verdicts.stream().filter(v -> v.verdict() == GateVerdict.Verdict.PASS).toList();
        if (!notPassed.isEmpty()) {
            gateTable(h, notPassed);
        }
        if (!passed.isEmpty()) {
            h.append("<details><summary>").append(passed.size()).append(" passed gate check(s)</summary>\n");
            gateTable(h, passed);
            h.append("</details>\n");
        }
    }

    private static void gateTable(StringBuilder h, List<GateVerdict> verdicts) {
        h.append("<table class=\"gates\"><tr><th class=\"l\">verdict</th><th class=\"l\">gate</th><th"
                + " class=\"l\">puzzle</th>")
                .append("<th class=\"l\">variant</th><th class=\"l\">params</th><th>actual</th><th"
                        + " class=\"l\">expected</th>")
                .append("<th class=\"l\">source</th><th class=\"l\">note</th></tr>\n");
        for (GateVerdict v : verdicts) {
            h.append("<tr><td class=\"l ").append(v.verdict().label()).append("\">").append(v.verdict().label())
                    .append("</td><td class=\"l\">").append(esc(v.gate())).append("</td><td class=\"l\">")
                    .append(esc(v.puzzle())).append("</td><td class=\"l\">").append(esc(v.variant()))
                    .append("</td><td class=\"l\">").append(params(v.params())).append("</td><td>")
                    .append(esc(v.actual())).append("</td><td class=\"l\">").append(esc(v.expected()))
                    .append("</td><td class=\"l\">").append(esc(v.source())).append("</td><td class=\"l\">")
                    .append(esc(v.note())).append("</td></tr>\n");
        }
        h.append("</table>\n");
    }

    /**
     * The pairwise comparisons, one row per pair of variants at a puzzle and point, with the
     * Holm-adjusted p-value of each test (bold below 0.05; statistic and unadjusted p on hover) and the
     * effect sizes (the rate difference with its interval, A12).
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
        List<String> tests = new ArrayList<>();
        Map<String, Map<String, Analysis.Comparison>> pairs = new LinkedHashMap<>();
        for (Analysis.Comparison c : analysis.comparisons()) {
            if (!tests.contains(c.test())) {
                tests.add(c.test());
            }
            String key = c.puzzle() + "\u0000" + c.point() + "\u0000" + c.variantA() + "\u0000" + c.variantB();
            pairs.computeIfAbsent(key, k -> new LinkedHashMap<>()).put(c.test(), c);
        }
        long significant = pairs.values().stream()
                .filter(m -> m.values().stream().anyMatch(c -> c.adjustedPValue() < 0.05)).count();
        h.append("<h2>Pairwise comparisons</h2>\n<details><summary>").append(pairs.size()).append(
                " pairs of variants, ")
                .append(significant).append(" with a difference significant at 5% after Holm's correction</summary>\n")
                .append("<table id=\"comparisons\"><tr><th class=\"l\">")
                .append(Analysis.csvBySet(plan) ? "set" : "puzzle").append("</th><th class=\"l\">point</th>")
                .append("<th class=\"l\">variant A</th><th class=\"l\">variant B</th>");
        for (String t : tests) {
            h.append("<th>").append(esc(t)).append("</th>");
        }
        h.append("</tr>\n");
        for (Map<String, Analysis.Comparison> row : pairs.values()) {
            Analysis.Comparison first = row.values().iterator().next();
            h.append("<tr><td class=\"l\">").append(esc(first.puzzle())).append("</td><td class=\"l\">")
                    .append(params(first.point())).append("</td><td class=\"l\">").append(esc(first.variantA()))
                    .append("</td><td class=\"l\">").append(esc(first.variantB())).append("</td>");
            for (String t : tests) {
                Analysis.Comparison c = row.get(t);
                h.append("<td>");
                if (c != null && Double.isNaN(c.pValue()) && !Double.isNaN(c.statistic())) {
                    h.append(String.format(Locale.ROOT, "%.2f", c.statistic()));
                    if (!Double.isNaN(c.low())) {
                        h.append(String.format(Locale.ROOT, " [%.2f, %.2f]", c.low(), c.high()));
                    }
                } else if (c != null && !Double.isNaN(c.adjustedPValue())) {
                    String p = String.format(Locale.ROOT, "%.3g", c.adjustedPValue());
                    h.append("<span title=\"statistic ").append(String.format(Locale.ROOT, "%.4g", c.statistic()))
                            .append(", unadjusted p ").append(String.format(Locale.ROOT, "%.3g",
                            c.pValue())).append("\">")
                            .append(c.adjustedPValue() < 0.05 ? "<b>" + p + "</b>" : p).append("</span>");
                } else {
                    h.append("–");
                }
                h.append("</td>");
            }
            h.append("</tr>\n");
        }
        h.append("</table>\n<p class=\"meta\">Tests: Holm-adjusted p-values across the spec. Effect sizes:")
                .append(" rate-difference, A's success rate minus B's with Newcombe's 95% interval; a12, the")
                .append(" Vargha–Delaney A12 (below 0.5: A needs fewer generations or evaluations). comparisons.csv"
                        + " has")
                .append(" every statistic.</p></details>\n");
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
                + "<th>failed</th><th>no answer</th><th>killed at the limit</th><th>first failure or wrong answer"
                + "</th><th>seed</th></tr>\n");
        for (Outcomes o : rows) {
            h.append("<tr><td>").append(Svg.esc(o.variant())).append("</td><td>").append(o.runs()).append("</td><td>")
                    .append(o.solved()).append("</td><td").append(o.wrong() > 0 ? " class=\"fail\"" : "").append(">")
                    .append(o.wrong()).append("</td><td").append(o.failed() > 0 ? " class=\"fail\"" : "").append(">")
                    .append(o.failed()).append("</td><td>").append(o.noAnswer()).append("</td><td>")
                    .append(o.killed()).append("</td><td class=\"wrap\"><pre class=\"stderr\">")
                    .append(Svg.esc(io.galab.algorithm.Notes.shown(o.example())))
                    .append("</pre></td><td class=\"wrap").append(o.remark().startsWith("seed not honoured")
                    ? " fail" : "").append("\">").append(o.remark().isEmpty() ? "not checked" : Svg.esc(o.remark()))
                    .append("</td></tr>\n");
        }
        h.append("</table>\n");
    }
}
