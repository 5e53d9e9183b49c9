package io.galab.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.experiment.Plan;
import io.galab.experiment.spec.SpecException;
import io.galab.lab.Lab;
import io.galab.lab.TestSettings;
import io.galab.report.PhaseTransition;
import io.galab.stats.Proportions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A family entry with a list of fractions, and the page's easy–hard–easy figure. */
class PhaseTransitionTest {

    @TempDir
    Path dir;

    Path spec(String puzzles) throws Exception {
        Path spec = dir.resolve("phase.yaml");
        Files.writeString(spec, String.join("\n", "name: phase", "seed: 1", "runs: 2", "budget: {maxSeconds: 5}",
                "puzzles:", puzzles, "variants:", "  - {name: memetic, algorithm: propagating-memetic-ga}",
                "  - {name: exact, algorithm: exact}", ""));
        return spec;
    }

    @Test
    void oneEntryCoversACurveAndThePageDrawsIt() throws Exception {
        Path spec = spec("  - {set: family/sudoku9, givens: [0.2, 0.4, 0.6], count: 3, seed: 3}\n"
                + "  - {set: family/sudoku16, givens: [0.45, 0.5], count: 2, seed: 3}");
        Lab lab = TestSettings.lab(dir.resolve("out"));
        Plan plan = lab.plan(spec);
        assertEquals(List.of("sudoku9-20-001", "sudoku9-20-002", "sudoku9-20-003", "sudoku9-40-001"),
                plan.puzzles().subList(0, 4).stream().map(p -> p.id()).toList());
        assertEquals("family/sudoku16-50", plan.source(plan.puzzles().get(plan.puzzles().size() - 1)));
        assertEquals(Math.round(0.4 * 81), 81 - java.util.Arrays.stream(plan.puzzles().get(3).givens())
                .filter(v -> v == 0).count());
        Lab.SpecRun run = lab.run(plan, io.galab.experiment.ProgressListener.NONE);
        PhaseTransition phase = PhaseTransition.of(run.result());
        assertEquals(2 * 3 + 2 * 2, phase.points().size(), "a point per size, variant and fraction");
        PhaseTransition.Point p = phase.points().get(0);
        assertEquals(9, p.n());
        assertEquals("memetic", p.variant());
        assertEquals(20, p.percent());
        assertEquals(6, p.runs(), "3 instances x 2 runs");
        double[] ci = Proportions.wilson(p.solved(), p.runs());
        assertEquals(ci[0], p.low(), 1e-12);
        assertEquals(ci[1], p.high(), 1e-12);
        assertEquals(4, phase.ecdfs().size(), "a distribution per size and variant");
        assertEquals(18, phase.ecdfs().get(0).runs());
        Document page = Jsoup.parse(run.html().toFile(), "UTF-8");
        assertEquals(1, page.select("#phase-transition").size());
        assertEquals(4, page.select("#phase-transition + p + div svg").size(), "two sizes, rate and time panels");
        assertEquals(2, page.select("#phase-ecdf + div svg").size());
        assertEquals(2, page.select("#phase-ecdf-evaluations + div svg").size(), "against evaluations too");
        assertEquals(phase.ecdfs().get(0).millis().length, phase.ecdfs().get(0).evaluations().length,
                "the GA counts its evaluations: one per solved run");
        assertTrue(page.select("#phase-transition + p + div svg path.band").size() >= 4, "a Wilson band per line");
        // every success-rate mark stands at its fraction and its rate, measured against the panel's own ticks
        for (var svg : page.select("#phase-transition + p + div svg")) {
            if (!svg.selectFirst("text").text().endsWith("success rate")) {
                continue;
            }
            double[] xs = ticks(svg, "middle", "x");
            double[] ys = ticks(svg, "end", "y");
            for (var dot : svg.select("circle")) {
                java.util.regex.Matcher m = java.util.regex.Pattern.compile(", (\\d+)% given: (\\d+)/(\\d+) solved")
                        .matcher(dot.selectFirst("title").text());
                assertTrue(m.find(), dot.selectFirst("title").text());
                double fraction = Integer.parseInt(m.group(1)) / 100.0;
                double rate = Double.parseDouble(m.group(2)) / Double.parseDouble(m.group(3));
                assertEquals(fraction, (Double.parseDouble(dot.attr("cx")) - xs[0]) / (xs[1] - xs[0]), 0.005);
                assertEquals(rate, (Double.parseDouble(dot.attr("cy")) - ys[0]) / (ys[1] - ys[0]), 0.005);
            }
        }
        // the fixed-budget view: per size a panel per budget below the 5 s limit, each mark at the runs solved
        // within the budget, counted from the runs' own times
        var budgets = page.select("#phase-budgets + p + div svg");
        assertEquals(2 * 4, budgets.size(), "two sizes, 1 ms, 10 ms, 100 ms and 1 s");
        for (var svg : budgets) {
            String title = svg.selectFirst("text").text();
            double budget = title.endsWith(" 1 ms") ? 1 : title.endsWith("10 ms") ? 10 : title.endsWith("100 ms") ? 100
                    : 1000;
            double[] ys = ticks(svg, "end", "y");
            for (var dot : svg.select("circle")) {
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("^(\\w+), (\\d+)% given: (\\d+)/(\\d+)"
                        + " solved within").matcher(dot.selectFirst("title").text());
                assertTrue(m.find(), dot.selectFirst("title").text());
                PhaseTransition.Point point = phase.points().stream().filter(q -> q.variant().equals(m.group(1))
                        && q.percent() == Integer.parseInt(m.group(2)) && title.startsWith(q.n() + "x")).findFirst()
                        .orElseThrow();
                int within = 0;
                for (Plan.Cell c : plan.cells()) {
                    boolean here = c.variant().name().equals(point.variant())
                            && plan.source(c.puzzle()).equals("family/sudoku" + point.n() + "-" + point.percent());
                    for (int r = 0; here && r < run.result().runs(c.index()); r++) {
                        within += run.result().solved(c.index(), r)
                                && run.result().micros(c.index(), r) <= budget * 1000 ? 1 : 0;
                    }
                }
                assertEquals(within, Integer.parseInt(m.group(3)), title + " " + m.group());
                assertEquals((double) within / point.runs(),
                        (Double.parseDouble(dot.attr("cy")) - ys[0]) / (ys[1] - ys[0]), 0.005);
            }
        }
    }

    /**
     * Where an axis's tick labels "0" and "1" stand ({@code coordinate} of the tick labels anchored at
     * {@code anchor}, less the labels' offset from their tick), so that a mark's place can be read as a value.
     */
    private static double[] ticks(org.jsoup.nodes.Element svg, String anchor, String coordinate) {
        double[] at = new double[2];
        for (int k = 0; k < 2; k++) {
            String label = k == 0 ? "0" : "1";
            at[k] = svg.select("text").stream().filter(t -> t.text().equals(label)
                    && anchor.equals(t.attr("text-anchor"))).mapToDouble(t -> Double.parseDouble(t.attr(coordinate)))
                    .findFirst().orElseThrow(() -> new AssertionError("no tick " + label));
            // a vertical axis's labels stand 4 px below their tick, to centre them on it
            at[k] -= coordinate.equals("y") ? 4 : 0;
        }
        return at;
    }

    /** {@code holes: balanced} names balanced families, and their runs are curves of their own. */
    @Test
    void balancedHolesAreFamiliesAndCurvesOfTheirOwn() throws Exception {
        Path spec = spec("  - {set: family/sudoku9, givens: [0.3, 0.5], count: 2, seed: 3}\n"
                + "  - {set: family/sudoku9, givens: [0.3, 0.5], count: 2, seed: 3, holes: balanced}\n"
                + "  - {set: family/sudoku9-60, count: 1, seed: 3, holes: uniform}");
        Lab lab = TestSettings.lab(dir.resolve("out"));
        Plan plan = lab.plan(spec);
        assertEquals(List.of("family/sudoku9-30", "family/sudoku9-50", "family/sudoku9-30-balanced",
                "family/sudoku9-50-balanced", "family/sudoku9-60"), plan.puzzles().stream().map(plan::source)
                .distinct().toList());
        PhaseTransition phase = PhaseTransition.of(lab.run(plan, io.galab.experiment.ProgressListener.NONE).result());
        String balanced = PhaseTransition.BALANCED;
        assertEquals(List.of("memetic", "exact", "memetic" + balanced, "exact" + balanced),
                phase.ecdfs().stream().map(PhaseTransition.Ecdf::variant).toList());
        assertEquals(2 * 3 + 2 * 2, phase.points().size(), "uniform at 30, 50 and 60%, balanced at 30 and 50%");
        // each curve's hardest fraction: no other point of the curve solved less often, nor as often more slowly
        assertEquals(4, phase.hardest().size());
        for (PhaseTransition.Point h : phase.hardest()) {
            for (PhaseTransition.Point p : phase.points()) {
                if (p.n() == h.n() && p.variant().equals(h.variant()) && p != h) {
                    double median = Double.isNaN(p.medianMillis()) ? Double.POSITIVE_INFINITY : p.medianMillis();
                    double hardest = Double.isNaN(h.medianMillis()) ? Double.POSITIVE_INFINITY : h.medianMillis();
                    assertTrue(p.solved() * h.runs() > h.solved() * p.runs()
                            || p.solved() * h.runs() == h.solved() * p.runs() && median <= hardest, p + " " + h);
                }
            }
        }
        Lab.SpecRun again = lab.run(plan, io.galab.experiment.ProgressListener.NONE);
        String said = Jsoup.parse(again.html().toFile(), "UTF-8").select("#phase-hardest").text();
        for (PhaseTransition.Point h : phase.hardest()) {
            assertTrue(said.contains(h.variant() + " " + h.percent() + "%"), said);
        }
        assertTrue(said.startsWith("The hardest fraction of givens of each curve") && said.contains("9x9: "), said);
    }

    @Test
    void oneFractionPerSizeDrawsNoFigure() throws Exception {
        Lab.SpecRun run = TestSettings.run(spec("  - {set: family/sudoku9-40, count: 2, seed: 3}"), dir.resolve("o"));
        assertNull(PhaseTransition.of(run.result()));
        assertTrue(!Files.readString(run.html()).contains("id=\"phase-transition\""));
    }

    @Test
    void badFractionsAreLocated() throws Exception {
        String[][] cases = {
            {"  - {set: family/sudoku9, givens: [0.4, 0.405], count: 2}", "is not a whole percent"},
            {"  - {set: family/sudoku9, givens: [0.4, 0.4], count: 2}", "listed twice"},
            {"  - {set: family/sudoku9, givens: [1.5], count: 2}", "givens"},
            {"  - {set: family/sudoku9-40, givens: [0.4], count: 2}", "applies to a family named without"},
            {"  - {set: sudoku/top1465, givens: [0.4]}", "applies to a family named without"},
            {"  - {set: family/sudoku9, count: 2}", "without its fraction of givens"},
            {"  - {set: sudoku/top1465, holes: balanced}", "applies to an instance family"},
            {"  - {set: family/sudoku9-40-balanced, holes: balanced}", "applies to an instance family"},
            {"  - {set: family/sudoku9-40, holes: even}", "expected uniform or balanced"},
        };
        for (String[] c : cases) {
            Path spec = spec(c[0]);
            SpecException e = assertThrows(SpecException.class, () -> TestSettings.lab(dir.resolve("out"))
                    .plan(spec), c[0]);
            assertTrue(e.getMessage().startsWith(spec + ":6:") && e.getMessage().contains(c[1]), e.getMessage());
        }
    }
}
