package io.galab.report;

import io.galab.experiment.AtomicFiles;
import static io.galab.report.Svg.esc;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.Spec;
import io.galab.stats.CellStatistics;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The self-contained HTML page of one spec (no external URL, no script; the charts of {@link Charts}
 * are inline SVG). Every string from a spec or a puzzle file is escaped. {@link IndexPage} writes the
 * page that links every spec's page.
 */
public final class HtmlReport {

    private HtmlReport() {
    }

    private static String rate(double d) {
        return Double.isNaN(d) ? "–" : String.format(Locale.ROOT, "%.3f", d);
    }

    private static String gen(double d) {
        return Double.isNaN(d) ? "–" : Double.isInfinite(d) ? "∞" : String.format(Locale.ROOT, "%.1f", d);
    }

    /** Writes {@code index.html} of one spec. */
    public static void write(Path file, Analysis analysis, List<GateVerdict> verdicts) throws IOException {
        AtomicFiles.write(file, page(analysis, verdicts));
    }

    static String page(Analysis analysis, List<GateVerdict> verdicts) {
        ExperimentResult result = analysis.result();
        Plan plan = result.plan();
        Spec spec = plan.spec();
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
                .append("<title>").append(esc(spec.name())).append(" — galab</title>").append(STYLE).append("</head><body>\n");
        h.append("<p class=\"nav\"><a href=\"../index.html\">all specs</a></p>");
        h.append("<h1>").append(esc(spec.title().isEmpty() ? spec.name() : spec.title())).append("</h1>\n");
        h.append("<p class=\"meta\">spec <code>").append(esc(spec.name())).append("</code>");
        if (!spec.source().isEmpty()) {
            h.append(" · source: ").append(esc(spec.source()));
        }
        h.append(" · seed ").append(spec.seed()).append(" · ").append(esc(plan.describe())).append(" · budget ")
                .append(esc(Baselines.budget(spec.budget()))).append("</p>\n");
        long failed = verdicts.stream().filter(v -> v.verdict() == GateVerdict.Verdict.FAIL).count();
        long refused = verdicts.stream().filter(v -> v.verdict() == GateVerdict.Verdict.REFUSED).count();
        h.append("<p class=\"headline ").append(failed + refused > 0 ? "bad" : "good").append("\">")
                .append(verdicts.isEmpty() ? "No gates." : failed + refused > 0
                        ? failed + " gate check(s) failed" + (refused > 0 ? ", " + refused + " baseline(s) refused" : "")
                        : "All " + verdicts.size() + " gate checks passed.")
                .append("</p>\n");

        summaryTable(h, analysis);
        gatesTable(h, verdicts);
        h.append("<h2>Success rate with 95% Wilson interval</h2>\n").append(Charts.successChart(analysis));
        Charts.heatMaps(h, analysis);
        h.append("<h2>Convergence: mean best fitness per generation</h2>\n");
        Charts.perPuzzle(h, plan, p -> Charts.convergenceChart(result, p));
        h.append("<h2>Generations of successful runs</h2>\n").append(Charts.boxPlots(analysis));
        h.append("<h2>Runtime distribution: fraction solved by generation</h2>\n");
        Charts.perPuzzle(h, plan, p -> Charts.ecdfChart(result, p));
        h.append("<p class=\"meta\">Files: <a href=\"runs.csv\">runs.csv</a> · <a href=\"summary.csv\">summary.csv</a> · ")
                .append("<a href=\"comparisons.csv\">comparisons.csv</a> · <a href=\"convergence.csv\">convergence.csv</a> · ")
                .append("<a href=\"gates.csv\">gates.csv</a></p>\n</body></html>\n");
        return h.toString();
    }

    static final String STYLE = "<style>body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#222}"
            + "table{border-collapse:collapse;margin:8px 0 20px}td,th{border:1px solid #ccc;padding:3px 7px;text-align:right}"
            + "td.l,th.l{text-align:left}th{background:#f3f3f3}.meta{color:#555}.headline{font-weight:bold;padding:6px 10px}"
            + ".good{background:#e6f4e6}.bad{background:#fbe3e3}.pass{color:#17702a}.fail{color:#b00020;font-weight:bold}"
            + ".warn{color:#a05a00}.refused{color:#b00020;font-weight:bold}svg{background:#fff;border:1px solid #ddd;margin:4px}"
            + "svg text{font:11px sans-serif}.charts{display:flex;flex-wrap:wrap}</style>";

    private static void summaryTable(StringBuilder h, Analysis analysis) {
        h.append("<h2>Summary</h2>\n<table><tr><th class=\"l\">puzzle</th><th class=\"l\">variant</th><th class=\"l\">params</th>")
                .append("<th>successes</th><th>rate</th><th>95% CI</th><th>published rate</th><th>mean gen.</th>")
                .append("<th>published mean gen.</th><th>SD</th><th>median</th><th>min</th><th>max</th><th>ERT</th>")
                .append("<th>mean ms</th><th class=\"l\">vs published rate</th><th class=\"l\">vs published mean</th></tr>\n");
        for (Analysis.Summary s : analysis.summaries()) {
            CellStatistics st = s.stats();
            Double pubRate = s.published() == null ? null : s.published().rate();
            Double pubMean = s.published() == null ? null : s.published().meanGenerations();
            h.append("<tr><td class=\"l\">").append(esc(s.cell().puzzle().id())).append("</td><td class=\"l\">")
                    .append(esc(s.cell().variant().name())).append("</td><td class=\"l\">").append(esc(s.cell().params()))
                    .append("</td><td>").append(st.successes()).append('/').append(st.runs()).append("</td><td>")
                    .append(rate(st.successRate())).append("</td><td>[").append(rate(st.ciLow())).append(", ")
                    .append(rate(st.ciHigh())).append("]</td><td>").append(pubRate == null ? "" : rate(pubRate))
                    .append("</td><td>").append(gen(st.meanGenerations())).append("</td><td>")
                    .append(pubMean == null ? "" : gen(pubMean)).append("</td><td>").append(gen(st.sdGenerations()))
                    .append("</td><td>").append(gen(st.medianGenerations())).append("</td><td>")
                    .append(gen(st.minGenerations())).append("</td><td>").append(gen(st.maxGenerations()))
                    .append("</td><td>").append(gen(st.ert())).append("</td><td>").append(gen(st.meanMillis()))
                    .append("</td><td class=\"l\">").append(esc(s.rateVerdict() == null ? "" : s.rateVerdict().toString()))
                    .append("</td><td class=\"l\">")
                    .append(esc(s.generationsVerdict() == null ? "" : s.generationsVerdict().toString()))
                    .append("</td></tr>\n");
        }
        h.append("</table>\n");
    }

    private static void gatesTable(StringBuilder h, List<GateVerdict> verdicts) {
        h.append("<h2>Gates</h2>\n");
        if (verdicts.isEmpty()) {
            h.append("<p>The spec declares no gates.</p>\n");
            return;
        }
        h.append("<table><tr><th class=\"l\">verdict</th><th class=\"l\">gate</th><th class=\"l\">puzzle</th>")
                .append("<th class=\"l\">variant</th><th class=\"l\">params</th><th class=\"l\">metric</th><th>actual</th>")
                .append("<th>expected</th><th class=\"l\">source</th><th class=\"l\">note</th></tr>\n");
        for (GateVerdict v : verdicts) {
            h.append("<tr><td class=\"l ").append(v.verdict().label()).append("\">").append(v.verdict().label())
                    .append("</td><td class=\"l\">").append(esc(v.gate())).append("</td><td class=\"l\">")
                    .append(esc(v.puzzle())).append("</td><td class=\"l\">").append(esc(v.variant()))
                    .append("</td><td class=\"l\">").append(esc(v.params())).append("</td><td class=\"l\">")
                    .append(esc(v.metric())).append("</td><td>").append(esc(v.actual())).append("</td><td>")
                    .append(esc(v.expected())).append("</td><td class=\"l\">").append(esc(v.source()))
                    .append("</td><td class=\"l\">").append(esc(v.note())).append("</td></tr>\n");
        }
        h.append("</table>\n");
    }
}
