package io.galab.report.html;

import static io.galab.report.html.Svg.esc;

import io.galab.experiment.AtomicFiles;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.spec.Spec;
import io.galab.report.Analysis;
import io.galab.report.Headline;
import io.galab.report.Outcomes;
import io.galab.report.PhaseTransition;
import io.galab.report.Provenance;
import io.galab.report.gate.ChangePoints;
import io.galab.report.gate.GateVerdict;
import io.galab.report.gate.History;
import io.galab.report.gate.Tally;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The self-contained HTML page of one spec (no external URL, no script; the charts are inline SVG),
 * laid out answer first: the title and source, one banner with the gate counts and the verdicts
 * against the paper, then the key chart (the heat map of a two-parameter sweep, otherwise the
 * success-rate forest with the published rates). The other charts follow, then the tables
 * ({@link ReportTables}), the files and the provenance. Every string from a spec or a puzzle file is
 * escaped. {@link IndexPage} writes the page that links every spec's page.
 */
public final class HtmlReport {

    private HtmlReport() {
    }

    /** Writes {@code index.html} of one spec. */
    public static void write(Path file, Analysis analysis, List<GateVerdict> verdicts, Provenance provenance)
            throws IOException {
        write(file, analysis, verdicts, provenance, List.of(), List.of());
    }

    /**
     * Writes {@code index.html} of one spec, with the trend of its gated cells over {@code history}
     * (the history file's records, ending with this build's) and their {@code changes}
     * ({@link ChangePoints#changes}).
     */
    public static void write(Path file, Analysis analysis, List<GateVerdict> verdicts, Provenance provenance,
            List<History.Entry> history, List<String> changes) throws IOException {
        AtomicFiles.write(file, page(analysis, verdicts, provenance, history, changes));
    }

    static String page(Analysis analysis, List<GateVerdict> verdicts, Provenance provenance) {
        return page(analysis, verdicts, provenance, List.of(), List.of());
    }

    /**
     * The page, section by section in reading order: the head, the answer (title, banner, what ran), the key
     * charts, the charts of particular specs (phase transition, puzzle sets, a swept setting, the trend
     * across builds, the ranking), the distributions, the tables, and the files and provenance.
     */
    static String page(Analysis analysis, List<GateVerdict> verdicts, Provenance provenance,
            List<History.Entry> history, List<String> changes) {
        ExperimentResult result = analysis.result();
        StringBuilder h = new StringBuilder();
        head(h, result.plan().spec());
        answer(h, analysis, Tally.of(analysis, verdicts));
        PhaseTransition phase = PhaseTransition.of(result); // once: the key chart and its section both ask
        keyCharts(h, analysis, phase);
        particularCharts(h, analysis, phase, history, changes);
        distributions(h, analysis);
        ReportTables.summary(h, analysis);
        ReportTables.gates(h, verdicts, io.galab.report.gate.Evidence.of(result));
        ReportTables.comparisons(h, analysis);
        files(h, analysis);
        if (provenance != null) {
            ReportTables.provenance(h, provenance);
        }
        return h.append("</body></html>\n").toString();
    }

    private static void head(StringBuilder h, Spec spec) {
        h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
                .append("<title>").append(esc(spec.name())).append(" — galab</title>").append(STYLE).append(
                    "</head><body>\n");
    }

    /** The title, the source, the banner, what the spec ran, and who is not a GA or not galab's. */
    private static void answer(StringBuilder h, Analysis analysis, Tally tally) {
        ExperimentResult result = analysis.result();
        Plan plan = result.plan();
        Spec spec = plan.spec();
        h.append("<p class=\"nav\"><a href=\"../index.html\">all specs</a></p>");
        h.append("<h1>").append(esc(spec.title().isEmpty() ? spec.name() : spec.title())).append("</h1>\n");
        if (!spec.source().isEmpty()) {
            h.append("<p class=\"source\">").append(esc(spec.source())).append("</p>\n");
        }
        boolean comparison = tally.gates() == 0 && tally.published() == 0
                && analysis.comparisons().stream().anyMatch(Analysis.Comparison::isTest);
        String headline = Headline.of(analysis);
        if (comparison) {
            // a comparison without gates or published numbers: its answer leads, not "none declared"
            h.append("<div id=\"banner\" class=\"banner answer\"><span class=\"b-part\"><b>Comparison:</b> ")
                    .append(esc(headline)).append(" · <a href=\"#comparisons\">the pairs</a></span></div>\n");
        } else {
            banner(h, tally);
            if (headline != null) {
                // the answer to "is my variant better?" first, whatever else the spec declares
                h.append("<p id=\"headline\" class=\"answer\"><b>Comparison:</b> ").append(esc(headline))
                        .append(" · <a href=\"#comparisons\">the pairs</a></p>\n");
            }
        }
        h.append("<p class=\"meta\">spec <code>").append(esc(spec.name())).append("</code> · seed ").append(spec.seed())
                .append(" · ").append(esc(plan.describe())).append(" · budget ").append(esc(spec.budget().describe()))
                .append("</p>\n");
        // which reading of the puzzles the runs used: the variant and a digest of its units (runs.csv's puzzleVariant);
        // a variant whose puzzles have many unit tables (a Jigsaw's regions, one map a puzzle) is counted, not listed
        java.util.Map<String, java.util.Map<String, Long>> variants = new java.util.TreeMap<>();
        plan.cells().stream().map(Plan.Cell::puzzle).distinct().forEach(p -> variants.computeIfAbsent(
                p.geometry().variantName(), k -> new java.util.TreeMap<>()).merge(p.geometry().variantLabel(), 1L,
                Long::sum));
        List<String> parts = new java.util.ArrayList<>();
        for (java.util.Map.Entry<String, java.util.Map<String, Long>> v : variants.entrySet()) {
            java.util.Map<String, Long> labels = v.getValue();
            if (labels.size() > 2) {
                long puzzles = labels.values().stream().mapToLong(Long::longValue).sum();
                parts.add("<code>" + esc(v.getKey()) + "</code> (" + puzzles + " puzzles, " + labels.size()
                        + " unit tables)");
            } else {
                labels.forEach((label, puzzles) -> parts.add("<code>" + esc(label) + "</code> (" + puzzles
                        + (puzzles == 1 ? " puzzle)" : " puzzles)")));
            }
        }
        h.append("<p class=\"meta\" id=\"puzzle-variants\">Puzzles read as ").append(String.join(", ", parts));
        h.append(" · the variant and a digest of its units, as runs.csv's <code>puzzleVariant</code></p>\n");
        // the first puzzle of each reading that is not a plain b×b Sudoku, drawn as read: boxes or regions, extra
        // units, killer cages with their sums (docs/reading-the-report.md, "Puzzles read as")
        java.util.Map<String, io.galab.puzzle.Puzzle> firsts = new java.util.LinkedHashMap<>();
        plan.cells().stream().map(Plan.Cell::puzzle).distinct().filter(PuzzleDrawing::drawn)
                .filter(p -> !p.geometry().variant().isPlain()).forEach(p -> firsts.putIfAbsent(
                        p.geometry().variantLabel(), p));
        if (!firsts.isEmpty()) {
            h.append("<div class=\"charts\" id=\"puzzle-drawings\">");
            firsts.values().stream().limit(6).forEach(p -> h.append("<figure>").append(PuzzleDrawing.svg(p))
                    .append("<figcaption>").append(esc(p.id())).append(" · ").append(esc(p.geometry().describe()))
                    .append("</figcaption></figure>"));
            h.append("</div>\n");
        }
        java.util.Set<String> references = new java.util.LinkedHashSet<>();
        java.util.Set<String> programs = new java.util.LinkedHashSet<>();
        java.util.Set<String> sized = new java.util.LinkedHashSet<>();
        for (Plan.Cell c : plan.cells()) {
            if (!c.parameters().sizedNames().isEmpty()) {
                sized.add(c.variant().name() + " on " + c.puzzle().geometry().describe() + ": "
                        + c.parameters().text(c.parameters().sizedNames()));
            }
            if (c.algorithm().externalProgram()) {
                programs.add(c.variant().name() + " (" + String.join(" ", c.parameters().getList("command")) + ")");
            } else if (!c.algorithm().geneticAlgorithm()) {
                references.add(c.variant().name() + " (" + c.algorithm().id() + ": " + c.algorithm().source() + ")");
            }
        }
        if (!sized.isEmpty()) {
            h.append("<p class=\"meta\" id=\"size-table\">From the size table, the defaults for the puzzle's size where"
                    + " the spec gives no value (docs/algorithms.md, \"Defaults by size\"): ")
                    .append(esc(String.join("; ", sized))).append("</p>\n");
        }
        if (!references.isEmpty()) {
            h.append("<p class=\"meta\" id=\"references\">Not GAs, run beside them under the same budget as a"
                    + " reference: ").append(esc(String.join("; ", references))).append("</p>\n");
        }
        if (!programs.isEmpty()) {
            h.append("<p class=\"meta\" id=\"programs\">External programs, run once per run under the same time"
                    + " limit, their answers checked by galab: ").append(esc(String.join("; ", programs)))
                    .append("</p>\n");
            ReportTables.outcomes(h, Outcomes.of(result));
        }
    }

    /** The key chart: a two-parameter sweep's heat map, and the success-rate forest where it is readable. */
    private static void keyCharts(StringBuilder h, Analysis analysis, PhaseTransition phase) {
        Spec spec = analysis.result().plan().spec();
        boolean sweep = spec.sweep().size() == 2;
        if (sweep) {
            List<String> keys = List.copyOf(spec.sweep().keySet());
            h.append("<h2 id=\"key-chart\">Success rate over ").append(esc(keys.get(0))).append(" × ")
                    .append(esc(keys.get(1))).append("</h2>\n").append(Charts.heatMaps(analysis));
        }
        boolean bySet = Analysis.bySet(analysis.result().plan());
        if (bySet && !sweep && phase != null) {
            return; // a spec of instance families past the page's cells leads with its phase transition instead
        }
        if (!sweep || analysis.summaries().size() <= Charts.MAX_FOREST_ROWS) {
            h.append("<h2").append(sweep
                    ? "" : " id=\"key-chart\"").append(">Success rate with its 95% Wilson interval")
                    .append(bySet ? ", by puzzle set" : analysis.summaries().size() > Charts.MAX_FOREST_ROWS
                            ? ", by group of cells" : "")
                    .append("</h2>\n").append(Charts.successForest(analysis));
        }
    }

    /** The charts only some specs have: phase transition, puzzle sets, a swept setting, trend, ranking. */
    private static void particularCharts(StringBuilder h, Analysis analysis, PhaseTransition phase,
            List<History.Entry> history, List<String> changes) {
        ExperimentResult result = analysis.result();
        Spec spec = result.plan().spec();
        if (phase != null) {
            h.append(PhaseCharts.section(phase, spec.budget().maxSeconds()));
        }
        if (!analysis.sets().isEmpty()) {
            h.append(PuzzleSetsPage.section(analysis.sets(), spec.budget().maxEvaluations(),
                    spec.budget().maxSeconds()));
        }
        String setting = SettingCharts.draw(result);
        if (!setting.isEmpty()) {
            h.append("<h2 id=\"setting-charts\">Time and generations to solve against ")
                    .append(esc(spec.sweep().keySet().iterator().next())).append("</h2>\n").append(setting);
        }
        trend(h, TrendChart.chart(result, history), changes);
        if (analysis.ranking() != null) {
            h.append("<h2 id=\"ranking\">Ranking across puzzles: Friedman test and Nemenyi critical difference</h2>\n")
                    .append(RankingChart.draw(analysis.ranking()));
        }
    }

    /** Solver quality across builds, with its change points, when the gated cells have a history. */
    private static void trend(StringBuilder h, String trend, List<String> changes) {
        if (trend.isEmpty()) {
            return;
        }
        h.append("<h2 id=\"trend-chart\">Solver quality across builds: success rate of each gated cell, with its"
                + " 95% Wilson interval; dashed: the gates' thresholds and baselines</h2>\n").append(trend);
        h.append("<h3 id=\"change-points\">Change points</h3>\n<p class=\"note\">A binomial likelihood-ratio"
                + " step test over each gated cell's builds (Bonferroni over the splits, α = "
                + ChangePoints.CHANGE_ALPHA + "): the first build after a shift in success rate, with the pooled"
                + " rates before and after.</p>\n");
        if (changes.isEmpty()) {
            h.append("<p>No shift in any gated cell's success rate.</p>\n");
        } else {
            h.append("<ul class=\"changes\">");
            changes.forEach(c -> h.append("<li>").append(esc(c)).append("</li>"));
            h.append("</ul>\n");
        }
    }

    /** Convergence, the runtime distribution and the generations of successful runs. */
    private static void distributions(StringBuilder h, Analysis analysis) {
        ExperimentResult result = analysis.result();
        h.append("<h2>").append(LineCharts.convergenceTitle(result.plan())).append("</h2>\n")
                .append(LineCharts.convergence(result));
        h.append("<h2>Runtime distribution: fraction of runs solved by generation</h2>\n")
                .append(LineCharts.runtimeDistribution(result));
        h.append("<h2>Generations of successful runs</h2>\n").append(Charts.boxPlots(analysis));
    }

    /** The report's files beside the page. */
    private static void files(StringBuilder h, Analysis analysis) {
        h.append("<p class=\"meta\">Files: <a href=\"runs.csv\">runs.csv</a> · <a href=\"summary.csv\">summary.csv</a>")
                .append(" · <a href=\"comparisons.csv\">comparisons.csv</a> · <a href=\"convergence.csv\">")
                .append("convergence.csv</a> · <a href=\"gates.csv\">gates.csv</a>")
                .append(analysis.ranking() != null ? " · <a href=\"ranking.csv\">ranking.csv</a>" : "")
                .append("</p>\n");
    }

    /**
     * One banner with both answers: the gate counts (passed, failed, warned, refused) and the verdicts
     * against the published numbers. Red when the build fails, amber when something warned or came out
     * worse than the paper, green otherwise. The counts are also attributes, for tools.
     */
    static void banner(StringBuilder h, Tally t) {
        String tone = t.bad() ? "bad" : t.warned() > 0 || t.worse() > 0 ? "mixed" : "good";
        h.append("<div id=\"banner\" class=\"banner ").append(tone).append("\" data-passed=\"").append(t.passed())
                .append("\" data-failed=\"").append(t.failed()).append("\" data-warned=\"").append(t.warned())
                .append("\" data-refused=\"").append(t.refused()).append("\" data-agree=\"").append(t.agree())
                .append("\" data-better=\"").append(t.better()).append("\" data-worse=\"").append(t.worse())
                .append("\" data-not-comparable=\"").append(t.notComparable()).append("\" data-inconclusive=\"")
                .append(t.inconclusive()).append("\">");
        h.append("<span class=\"b-part\"><b>Gates:</b> ");
        if (t.gates() == 0) {
            h.append("none declared");
        } else {
            h.append(count(t.passed(), "passed", "agrees")).append(", ").append(count(t.failed(), "failed", "worse"))
                    .append(", ").append(count(t.warned(), "warned", "warned"));
            if (t.refused() > 0) {
                h.append(", ").append(count(t.refused(), "refused", "worse"));
            }
        }
        h.append("</span><span class=\"b-part\"><b>Against the paper:</b> ");
        if (t.published() == 0) {
            h.append("no published numbers in the spec");
        } else {
            h.append(count(t.agree(), "agree", "agrees")).append(", ").append(count(t.better(), "better", "better"))
                    .append(", ").append(count(t.worse(), "worse", "worse")).append(", ")
                    .append(count(t.inconclusive(), "inconclusive", "notcomparable")).append(", ")
                    .append(count(t.notComparable(), "not comparable", "notcomparable"));
        }
        h.append("</span></div>\n");
    }

    private static String count(int n, String word, String cssClass) {
        return n == 0 ? n + " " + word : "<span class=\"v-" + cssClass + "\">" + n + " " + word + "</span>";
    }

    static final String STYLE =
            "<style>body{font:14px/1.4 system-ui,sans-serif;margin:16px 24px;color:#222;max-width:1260px}"
            + "h1{font-size:22px;margin:4px 0}h2{font-size:17px;margin:18px 0 6px}.source{color:#444;margin:2px 0 8px;"
            + "max-width:1100px}table{border-collapse:collapse;margin:8px 0 20px}"
            // a table wider than the page scrolls inside itself: the page never scrolls sideways
            + "table{display:block;max-width:100%;overflow-x:auto}td,th{border:1px solid #ccc;"
            + "padding:2px 6px;text-align:right;white-space:nowrap}td.l,th.l{text-align:left}"
            + "th{background:#f3f3f3}.meta{color:#555}"
            + ".banner{font-size:15px;padding:8px 12px;border-radius:4px;display:flex;gap:28px;flex-wrap:wrap}"
            + ".good{background:#e6f4e6}.bad{background:#fbe3e3}.mixed{background:#fdf3dc}.answer{background:#e8eef8}"
            + ".described{color:#666;font-style:italic}"
            + ".pass{color:#17702a}"
            + "pre.stderr{white-space:pre-wrap;overflow-wrap:anywhere;font-size:11px;margin:0;max-height:16em;"
            + "overflow:auto}td.wrap{white-space:normal;overflow-wrap:anywhere;min-width:26em;max-width:36em;"
            + "text-align:left}"
            + ".fail{color:#b00020;font-weight:bold}.warn{color:#a05a00}.refused{color:#b00020;font-weight:bold}"
            + ".v-agrees{color:#17702a}.v-better{color:#1f5fb4;font-weight:bold}"
            + ".v-worse{color:#b00020;font-weight:bold}"
            + ".v-warned{color:#a05a00;font-weight:bold}.v-notcomparable{color:#777}"
            + ".v-inconclusive{color:#777}abbr{text-decoration:none;"
            + "border-bottom:1px dotted #999}svg{background:#fff;border:1px solid #ddd;margin:4px}"
            + "svg text{font:11px sans-serif}svg text.axis-label{font:bold 11px sans-serif;fill:#333}"
            + ".charts{display:flex;flex-wrap:wrap;align-items:flex-start}details{margin:6px 0 16px}"
            + "summary{cursor:pointer;font-weight:bold}table.wrap td.l{white-space:normal}</style>";
}
