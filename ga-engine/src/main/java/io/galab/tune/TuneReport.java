package io.galab.tune;

import static io.galab.report.html.Svg.esc;

import io.galab.algorithm.Numbers;
import io.galab.experiment.AtomicFiles;
import io.galab.experiment.spec.IraceFormat;
import io.galab.algorithm.external.ExternalSolver;
import io.galab.experiment.spec.ParameterSpace;
import io.galab.report.html.ScatterPanels;
import io.galab.stats.FisherExact;
import io.galab.tune.TuneResult.Scored;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * A tuning's report (docs/tuning.md, "The report"): {@code index.html}, {@code races.csv} (every
 * configuration of every race: blocks run, where it went out, its rank), {@code elites.csv} (the
 * final elites and the defaults on the training blocks and on the test instances), {@code best.yaml}
 * (a {@code params:} block to paste into a spec) and {@code space.txt} (the space in irace's format).
 */
public final class TuneReport {

    private TuneReport() {
    }

    /** Writes every file into {@code dir}; returns the page. */
    public static Path write(TuneResult r, Path dir) throws IOException {
        AtomicFiles.write(dir.resolve("races.csv"), races(r));
        AtomicFiles.write(dir.resolve("elites.csv"), elites(r));
        String label = r.elites().isEmpty() || advice(r).beatsDefaults() ? ""
                : "# " + advice(r).headline().replace("\n", " ") + "\n# " + advice(r).blockLabel() + "\n";
        AtomicFiles.write(dir.resolve("best.yaml"), label + paramsBlock(r));
        AtomicFiles.write(dir.resolve("space.txt"), IraceFormat.write(r.spec().space()));
        Path page = dir.resolve("index.html");
        AtomicFiles.write(page, html(r));
        return page;
    }

    /**
     * What the evidence supports: whether the best configuration beat the defaults on the fresh test runs
     * (one-sided Fisher exact test, {@link TuneResult#ALPHA}), in a sentence that leads every answer, and what
     * the {@code params:} block is then. When it did not, the answer says so first, and the block is labelled
     * as the best on training; the budget suggested is four times the one spent, at least 1,000 runs.
     */
    public static TuneResult.Advice advice(TuneResult r) {
        Scored best = r.elites().get(0);
        TuneResult.Advice a = advice(best.id(), test(r, best.id()), test(r, 0), r.spec().maxExperiments());
        String same = sameRunsSentence(r);
        return same.isEmpty() ? a : new TuneResult.Advice(a.beatsDefaults(), a.p(), a.headline() + " " + same,
                a.blockLabel());
    }

    /**
     * The final elites that made the best's runs exactly (every training block and every test run, outcome by
     * outcome, time aside), the best first: one configuration as far as the evidence goes, whose values are a
     * range, not a choice (docs/tuning.md, "The report").
     */
    public static List<Scored> sameRuns(TuneResult r) {
        if (r.elites().isEmpty()) {
            return List.of();
        }
        Scored best = r.elites().get(0);
        String bestTest = test(r, best.id()).outcomes();
        List<Scored> out = new ArrayList<>();
        for (Scored e : r.elites()) {
            if (e == best || !best.outcomes().isEmpty() && e.outcomes().equals(best.outcomes())
                    && test(r, e.id()).outcomes().equals(bestTest)) {
                out.add(e);
            }
        }
        return out;
    }

    /**
     * Each tuned parameter whose values differ among {@code group}, as its range ("mutationRate 0.0104 to 0.0168")
     * or its values ("crossover a or b"), by parameter name.
     */
    static Map<String, String> ranges(List<Scored> group, ParameterSpace space) {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        for (ParameterSpace.Tuned t : space.parameters()) {
            List<String> values = group.stream().map(g -> g.values().get(t.name())).filter(java.util.Objects::nonNull)
                    .distinct().toList();
            if (values.size() < 2) {
                continue;
            }
            if (t.type().numeric()) {
                List<String> sorted = values.stream().sorted(java.util.Comparator.comparingDouble(Double::parseDouble))
                        .toList();
                out.put(t.name(), sorted.get(0) + " to " + sorted.get(sorted.size() - 1));
            } else {
                out.put(t.name(), String.join(" or ", values));
            }
        }
        return out;
    }

    /** "Configurations #21, #14 and #30 made identical runs …: mutationRate 0.0104 to 0.0168.", or "". */
    static String sameRunsSentence(TuneResult r) {
        List<Scored> group = sameRuns(r);
        if (group.size() < 2) {
            return "";
        }
        List<String> ids = group.stream().map(g -> "#" + g.id()).toList();
        Map<String, String> ranges = ranges(group, r.spec().space());
        return "Configurations " + String.join(", ", ids.subList(0, ids.size() - 1)) + " and " + ids.get(ids.size() - 1)
                + " made identical runs on every training block and test run, so they are indistinguishable: "
                + (ranges.isEmpty() ? "their values are the same" : "any of " + String.join("; ", ranges.entrySet()
                        .stream().map(e -> e.getKey() + " " + e.getValue()).toList())) + " did as well as the others.";
    }

    /** {@link #advice(TuneResult)} from the best configuration's and the defaults' test runs. */
    static TuneResult.Advice advice(int bestId, Scored bt, Scored dt, long maxExperiments) {
        Scored best = new Scored(bestId, Map.of(), 0, 0, 0, 0);
        double p = FisherExact.less(dt.solved(), dt.runs(), bt.solved(), bt.runs());
        String counts = String.format(Locale.ROOT, "best #%d solved %d/%d test runs, the defaults %d/%d;"
                + " one-sided Fisher p = %.3g", best.id(), bt.solved(), bt.runs(), dt.solved(), dt.runs(), p);
        if (p < TuneResult.ALPHA) {
            return new TuneResult.Advice(true, p, "Configuration #" + best.id() + " beat the defaults on test ("
                    + counts + ").", "Paste into a spec:");
        }
        long more = Math.max(1000, 4 * maxExperiments);
        return new TuneResult.Advice(false, p, "No configuration beat the defaults on test (" + counts + "): keep"
                + " the defaults, or tune with a larger budget (about " + more + " runs, maxExperiments).",
                "The best on training, which did not beat the defaults on test:");
    }

    /** The best configuration as a spec's {@code params:} block: the fixed values, then the tuned ones. */
    public static String paramsBlock(TuneResult r) {
        StringBuilder b = new StringBuilder("# the best configuration of tuning '" + r.spec().name() + "' for "
                + r.spec().algorithm() + "\nparams:\n");
        r.spec().params().forEach((k, v) -> {
            if (!ExternalSolver.BOUND.contains(k)) { // what galab sets when it reads the spec is not the spec's
                b.append("  ").append(k).append(": ").append(yaml(v)).append('\n');
            }
        });
        if (!r.elites().isEmpty()) {
            // where several elites made identical runs, each value that differs among them is a range
            List<Scored> group = sameRuns(r);
            Map<String, String> ranges = ranges(group, r.spec().space());
            String ids = String.join(", ", group.stream().map(g -> "#" + g.id()).toList());
            r.elites().get(0).values().forEach((k, v) -> b.append("  ").append(k).append(": ").append(yaml(v))
                    .append(ranges.containsKey(k) ? "  # indistinguishable: any of " + ranges.get(k)
                            + " (configurations " + ids + " made identical runs)" : "").append('\n'));
        }
        return b.toString();
    }

    /** A value as YAML: a list in brackets, text quoted where YAML would read it otherwise. */
    static String yaml(Object v) {
        if (v instanceof List<?> list) {
            return "[" + String.join(", ", list.stream().map(TuneReport::yaml).toList()) + "]";
        }
        String text = v instanceof Double d ? Numbers.shortest(d) : String.valueOf(v);
        return text.matches("[A-Za-z0-9_./+=-][A-Za-z0-9_./+= -]*") && !text.endsWith(" ") ? text
                : "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static String params(Map<String, String> values, ParameterSpace space) {
        List<String> parts = new ArrayList<>();
        for (ParameterSpace.Tuned t : space.parameters()) {
            if (values.containsKey(t.name())) {
                parts.add(t.name() + "=" + values.get(t.name()));
            }
        }
        return String.join(";", parts);
    }

    private static String races(TuneResult r) throws IOException {
        StringWriter out = new StringWriter();
        try (CSVPrinter p = new CSVPrinter(out, CSVFormat.DEFAULT)) {
            p.printRecord("tune", "iteration", "configuration", "parent", "elite", "blocks", "eliminatedAtBlock",
                    "rank",
                    "kept", "params");
            for (TuneResult.Race race : r.races()) {
                for (TuneResult.Entry e : race.entries()) {
                    TuneResult.Configuration c = r.configurations().get(e.id() - 1);
                    p.printRecord(r.spec().name(), race.iteration(), e.id(), c.parent(), e.elite(), e.blocks(),
                            e.eliminatedAt() == 0 ? "" : e.eliminatedAt(), e.rank() == 0 ? "" : e.rank(), e.kept(),
                            params(c.values(), r.spec().space()));
                }
            }
        }
        return out.toString();
    }

    private static String elites(TuneResult r) throws IOException {
        StringWriter out = new StringWriter();
        try (CSVPrinter p = new CSVPrinter(out, CSVFormat.DEFAULT)) {
            p.printRecord("tune", "rank", "configuration", "params", "trainingRuns", "trainingSolved",
                    "trainingMeanCost",
                    "trainingMedianEvaluations", "testRuns", "testSolved", "testMeanCost", "testMedianEvaluations",
                    "sameRunsAsBest");
            List<Scored> rows = new ArrayList<>(r.elites());
            rows.add(r.defaults());
            List<Scored> same = sameRuns(r);
            for (int i = 0; i < rows.size(); i++) {
                Scored s = rows.get(i);
                Scored t = test(r, s.id());
                p.printRecord(r.spec().name(), s.id() == 0 ? "defaults" : Integer.toString(i + 1), s.id(),
                        params(s.values(), r.spec().space()), s.runs(), s.solved(), num(s.meanCost()),
                        num(s.medianEvaluations()), t.runs(), t.solved(), num(t.meanCost()),
                                num(t.medianEvaluations()), same.size() > 1 && same.contains(s));
            }
        }
        return out.toString();
    }

    /** The test-instance results of configuration {@code id} (0: the defaults). */
    public static Scored test(TuneResult r, int id) {
        return r.test().stream().filter(t -> t.id() == id).findFirst().orElseThrow();
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "" : Numbers.shortest(Math.round(v * 1000) / 1000.0);
    }

    /** A number for the page: thousands grouped and no decimals from 1,000 on, else 3 decimals at most. */
    private static String shown(double v) {
        return Double.isNaN(v) ? "–" : Math.abs(v) >= 1000 ? String.format(Locale.ROOT, "%,.0f", v) : num(v);
    }

    /** Parameters for the page: separated so that a long list wraps. */
    private static String shownParams(Map<String, String> values, ParameterSpace space) {
        return esc(params(values, space)).replace(";", "; ");
    }

    /**
     * The sampled configurations against their mean cost on the racing runs they made, one panel per tuned
     * parameter (the final elites marked), as irace's users plot them.
     */
    static String sampledChart(TuneResult r) {
        if (r.sampled().isEmpty()) {
            return "";
        }
        java.util.Set<Integer> elites = new java.util.HashSet<>();
        r.elites().forEach(e -> elites.add(e.id()));
        // the lowest mean cost of the racing runs: often one eliminated early on few runs, which is why it is
        // not always an elite (elites are chosen on the race's common blocks: docs/tuning.md, "Elites")
        int lowest = r.sampled().stream().min(java.util.Comparator.comparingDouble(Scored::meanCost)
                .thenComparingInt(Scored::id)).map(Scored::id).orElse(-1);
        List<ScatterPanels.Panel> panels = new ArrayList<>();
        for (ParameterSpace.Tuned t : r.spec().space().parameters()) {
            List<ScatterPanels.Point> points = new ArrayList<>();
            for (Scored s : r.sampled()) {
                String v = s.values().get(t.name());
                if (v == null) {
                    continue; // inactive in this configuration
                }
                double x = t.type().numeric() ? Double.parseDouble(v) : t.values().indexOf(v);
                points.add(new ScatterPanels.Point(x, s.meanCost(), "#" + s.id() + ": " + t.name() + " = " + v
                        + ", mean cost " + shown(s.meanCost()) + " over " + s.runs() + " runs (" + s.solved()
                        + " solved)" + (elites.contains(s.id()) ? ", a final elite" : "") + (s.id() == lowest
                        ? ", the lowest mean cost" : ""), elites.contains(s.id()), s.id() == lowest));
            }
            panels.add(new ScatterPanels.Panel(t.name(), t.lower(), t.upper(), t.log(), t.type().numeric()
                    ? List.of() : t.values(), points));
        }
        return "<h2 id=\"sampled\">Sampled configurations against their cost</h2><p>Each of the " + r.sampled().size()
                + " configurations that raced, at its mean PAR-" + r.spec().par() + " cost over the racing runs it"
                + " made (lower is better; few runs for one eliminated early), one panel per parameter; the final"
                + " elites are the larger green dots, and the lowest mean cost is ringed in red. Elites are chosen"
                + " on the blocks every survivor of a race ran, so a configuration with a low mean on a few blocks"
                + " need not be one.</p>" + ScatterPanels.draw(panels, "mean PAR-" + r.spec().par()
                + " cost");
    }

    private static String html(TuneResult r) {
        StringBuilder h = new StringBuilder();
        String title = "Tuning " + r.spec().name() + ": " + r.spec().algorithm();
        h.append("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>").append(esc(title))
                .append("</title><style>body{font-family:system-ui,sans-serif;margin:2em;max-width:72em;color:#222}"
                        + "table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:.3em .6em;"
                        + "text-align:right}th{background:#f3f3f3}td.l,th.l{text-align:left}"
                        + "td.l{max-width:34em}pre{background:#f6f6f6;"
                        + "padding:1em}.best{background:#eaf6ea}.out{color:#999}.warn{color:#a05a00}"
                        // the panels' SVG as the spec pages draw theirs
                        + "svg{background:#fff;border:1px solid #ddd;margin:4px}svg text{font:11px sans-serif}"
                        + "svg text.axis-label{font:bold 11px sans-serif;fill:#333}.panels{display:flex;flex-wrap:wrap}"
                        + "</style></head><body>");
        h.append("<h1>").append(esc(title)).append("</h1>");
        if (!r.spec().title().isEmpty()) {
            h.append("<p>").append(esc(r.spec().title())).append("</p>");
        }
        Scored best = r.elites().isEmpty() ? null : r.elites().get(0);
        Scored bestTest = best == null ? null : test(r, best.id());
        Scored defTest = test(r, 0);
        if (best != null) {
            TuneResult.Advice advice = advice(r);
            h.append("<h2>The answer</h2><p class=\"").append(advice.beatsDefaults() ? "verdict" : "verdict warn")
                    .append("\"><b>").append(esc(advice.headline())).append("</b></p><p>Best configuration: <b>#")
                    .append(best.id()).append("</b>. On the test instances (fresh runs) it solved <b>")
                    .append(bestTest.solved()).append("/").append(bestTest.runs()).append("</b>, mean PAR-")
                    .append(r.spec().par()).append(" ").append(shown(bestTest.meanCost()))
                    .append("; the defaults solved <b>").append(defTest.solved()).append("/").append(defTest.runs())
                    .append("</b>, mean PAR-").append(r.spec().par()).append(" ").append(shown(defTest.meanCost()))
                    .append(String.format(Locale.ROOT, ". One-sided Fisher: best better than the defaults p = %.3g;"
                            + " worse p = %.3g.", advice.p(), FisherExact.less(bestTest.solved(), bestTest.runs(),
                            defTest.solved(), defTest.runs())))
                    .append("</p><p>").append(esc(advice.blockLabel())).append("</p><pre>").append(esc(paramsBlock(r)))
                    .append("</pre>");
        }
        if (!r.stopped().isEmpty()) {
            h.append("<p class=\"warn\">").append(esc(Character.toUpperCase(r.stopped().charAt(0))
                    + r.stopped().substring(1))).append(".</p>");
        }
        h.append(String.format(Locale.ROOT, "<p>Racing runs: %d of a budget of %d; comparison and test runs: %d. "
                + "Race test: %s at confidence %s, first test after %d blocks, then every %d. Run budget: %s. "
                + "Objective: PAR-%d on evaluations (docs/tuning.md).</p>", r.experiments(), r.spec().maxExperiments(),
                r.extra(), r.spec().race().test().key(), Numbers.shortest(r.spec().race().confidence()),
                r.spec().race().firstTest(), r.spec().race().eachTest(), r.spec().runBudget().describe(),
                        r.spec().par()));
        h.append(sampledChart(r));
        h.append("<h2>Final elites and the defaults</h2><p>Training: every final elite and the defaults on the same ")
                .append(r.blocks()).append(" training blocks (each elite re-run on every block any elite saw). Test: ")
                .append(r.spec().testRuns()).append(" fresh runs per test instance.</p>");
        h.append("<table><tr><th>rank</th><th>#</th><th class=\"l\">params</th><th>training solved</th>"
                + "<th>training mean cost</th><th>test solved</th><th>test mean cost</th><th>test median"
                        + " evaluations</th></tr>");
        // the elites that made the best's runs exactly are one row, their differing values as ranges
        List<Scored> same = sameRuns(r);
        List<Scored> rows = new ArrayList<>(r.elites());
        if (same.size() > 1) {
            rows.removeAll(same.subList(1, same.size()));
        }
        rows.add(r.defaults());
        Map<String, String> ranges = ranges(same, r.spec().space());
        for (int i = 0; i < rows.size(); i++) {
            Scored s = rows.get(i);
            Scored t = test(r, s.id());
            boolean group = i == 0 && same.size() > 1;
            Map<String, String> shownValues = new java.util.LinkedHashMap<>(s.values());
            if (group) {
                shownValues.putAll(ranges);
            }
            h.append("<tr").append(i == 0 ? " class=\"best\"" : "").append("><td>").append(s.id() == 0 ? "defaults" : i
                    + 1)
                    .append("</td><td>").append(group ? esc(String.join(", ", same.stream().map(g -> "#" + g.id())
                            .toList())) + " (indistinguishable: identical runs)" : Integer.toString(s.id()))
                    .append("</td><td class=\"l\">")
                    .append(shownParams(shownValues,
                    r.spec().space())).append("</td><td>").append(s.solved()).append('/')
                    .append(s.runs()).append("</td><td>").append(shown(s.meanCost())).append("</td><td>").append(
                    t.solved())
                    .append('/').append(t.runs()).append("</td><td>").append(shown(t.meanCost())).append("</td><td>")
                    .append(shown(t.medianEvaluations())).append("</td></tr>");
        }
        h.append("</table>");
        for (TuneResult.Race race : r.races()) {
            h.append("<h2>Iteration ").append(race.iteration()).append("</h2><p>").append(race.entries().size())
                    .append(" configurations, ").append(race.blocks()).append(" blocks, ").append(race.spent())
                    .append(" runs of ").append(race.budget()).append(".</p><table><tr><th>#</th><th>parent</th>"
                            + "<th>elite</th><th>blocks</th><th>eliminated at block</th><th>rank</th>"
                            + "<th class=\"l\">params</th></tr>");
            for (TuneResult.Entry e : race.entries()) {
                TuneResult.Configuration c = r.configurations().get(e.id() - 1);
                h.append("<tr").append(e.eliminatedAt() > 0 ? " class=\"out\"" : e.kept() ? " class=\"best\"" : "")
                        .append("><td>").append(e.id()).append("</td><td>").append(c.parent() == 0 ? "" : c.parent())
                        .append("</td><td>").append(e.elite() ? "yes" : "").append("</td><td>").append(e.blocks())
                        .append("</td><td>").append(e.eliminatedAt() == 0 ? "" : e.eliminatedAt()).append("</td><td>")
                        .append(e.rank() == 0 ? "" : e.rank()).append("</td><td class=\"l\">")
                        .append(shownParams(c.values(), r.spec().space())).append("</td></tr>");
            }
            h.append("</table>");
        }
        if (!r.warnings().isEmpty()) {
            h.append("<h2>Warnings</h2><ul>");
            r.warnings().forEach(w -> h.append("<li>").append(esc(w)).append("</li>"));
            h.append("</ul>");
        }
        h.append("<h2>The space (irace's format)</h2><pre>").append(esc(IraceFormat.write(r.spec().space())))
                .append("</pre></body></html>\n");
        return h.toString();
    }
}
