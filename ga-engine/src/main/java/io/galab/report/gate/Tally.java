package io.galab.report.gate;

import io.galab.report.Analysis;
import io.galab.stats.PublishedVerdict;
import java.util.ArrayList;
import java.util.List;

/**
 * The counts that answer "did it hold, and did it reproduce the paper": gate verdicts (passed, failed,
 * warned, refused) and verdicts against the published numbers (agrees, better, worse, not comparable,
 * over success rates and mean generations). The page's banner, the project index, the Maven log, the
 * Markdown summary and {@code overview.csv} all show these same numbers.
 */
public record Tally(int passed, int failed, int warned, int refused, int agree, int better, int worse,
        int notComparable, int inconclusive) {

    /** The counts with no inconclusive verdict. */
    public Tally(int passed, int failed, int warned, int refused, int agree, int better, int worse,
            int notComparable) {
        this(passed, failed, warned, refused, agree, better, worse, notComparable, 0);
    }

    /** The counts of one spec's report. */
    public static Tally of(Analysis analysis, List<GateVerdict> verdicts) {
        int[] g = new int[GateVerdict.Verdict.values().length];
        for (GateVerdict v : verdicts) {
            g[v.verdict().ordinal()]++;
        }
        int[] p = new int[5];
        if (analysis != null) {
            for (Analysis.Summary s : analysis.summaries()) {
                count(p, s.rateVerdict());
                count(p, s.generationsVerdict());
                count(p, s.ertVerdict());
            }
        }
        return new Tally(g[GateVerdict.Verdict.PASS.ordinal()], g[GateVerdict.Verdict.FAIL.ordinal()],
                g[GateVerdict.Verdict.WARN.ordinal()], g[GateVerdict.Verdict.REFUSED.ordinal()], p[0], p[1], p[2],
                p[3], p[4]);
    }

    private static void count(int[] p, PublishedVerdict v) {
        if (v == null) {
            return;
        }
        switch (v.label()) {
            case "agrees" -> p[0]++;
            case "better" -> p[1]++;
            case "worse" -> p[2]++;
            case "inconclusive" -> p[4]++;
            default -> p[3]++;
        }
    }

    /** The sum of two tallies (for a whole session). */
    public Tally plus(Tally o) {
        return new Tally(passed + o.passed, failed + o.failed, warned + o.warned, refused + o.refused,
                agree + o.agree, better + o.better, worse + o.worse, notComparable + o.notComparable,
                inconclusive + o.inconclusive);
    }

    public static final Tally ZERO = new Tally(0, 0, 0, 0, 0, 0, 0, 0);

    /** True when the build must fail: a gate failed or a baseline was refused. */
    public boolean bad() {
        return failed + refused > 0;
    }

    public int gates() {
        return passed + failed + warned + refused;
    }

    public int published() {
        return agree + better + worse + notComparable + inconclusive;
    }

    /** "27 passed, 0 failed, 1 warned" (and refused when any), or "none". */
    public String gatesText() {
        if (gates() == 0) {
            return "none";
        }
        return passed + " passed, " + failed + " failed, " + warned + " warned" + (refused > 0 ? ", " + refused
                + " refused" : "");
    }

    /** "15 agree, 6 better, 3 worse" (and not comparable when any), or "no published numbers". */
    public String publishedText() {
        if (published() == 0) {
            return "no published numbers";
        }
        List<String> parts = new ArrayList<>(List.of(agree + " agree", better + " better", worse + " worse"));
        if (inconclusive > 0) {
            parts.add(inconclusive + " inconclusive");
        }
        if (notComparable > 0) {
            parts.add(notComparable + " not comparable");
        }
        return String.join(", ", parts);
    }

    /** The one summary line: "gates: 27 passed, 0 failed, 1 warned · vs published: 15 agree, 6 better, 3 worse". */
    public String line() {
        return "gates: " + gatesText() + " · vs published: " + publishedText();
    }
}
