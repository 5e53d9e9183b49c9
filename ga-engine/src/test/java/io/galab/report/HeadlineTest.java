package io.galab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The headline's words from made-up comparisons (docs/reading-the-report.md, "Comparing variants"). */
class HeadlineTest {

    private static final double NAN = Double.NaN;

    /** One pair on one puzzle: each question's test (adjusted p) and effect; seconds described where p is NaN. */
    private static List<Analysis.Comparison> pair(String puzzle, String a, String b, double success, double rate,
            double evaluations, double a12, double seconds, double a12Seconds) {
        List<Analysis.Comparison> c = new ArrayList<>();
        c.add(new Analysis.Comparison(puzzle, "", a, b, "mcnemar", 1, success, success, NAN, NAN, Analysis.SUCCESS));
        c.add(new Analysis.Comparison(puzzle, "", a, b, "rate-difference", rate, NAN, NAN, -1, 1, Analysis.SUCCESS));
        c.add(new Analysis.Comparison(puzzle, "", a, b, "wilcoxon-signed-rank", 1, evaluations, evaluations, NAN, NAN,
                Analysis.EVALUATIONS));
        c.add(new Analysis.Comparison(puzzle, "", a, b, "a12", a12, NAN, NAN, NAN, NAN, Analysis.EVALUATIONS));
        c.add(Double.isNaN(seconds)
                ? new Analysis.Comparison(puzzle, "", a, b, Analysis.DESCRIPTIVE, NAN, NAN, NAN, NAN, NAN,
                        Analysis.SECONDS, "too few runs to time: 5 a variant, under 10")
                : new Analysis.Comparison(puzzle, "", a, b, "wilcoxon-signed-rank", 1, seconds, seconds, NAN, NAN,
                        Analysis.SECONDS));
        c.add(new Analysis.Comparison(puzzle, "", a, b, "a12", a12Seconds, NAN, NAN, NAN, NAN, Analysis.SECONDS));
        return c;
    }

    @Test
    void theWinnerOfEachQuestionFirstAndNoDifferenceInThoseWords() {
        List<Analysis.Comparison> c = new ArrayList<>();
        c.addAll(pair("s05a", "thesis", "row-uniform", 1, 0, 0.01, 0.64, 0.5, 0.5));
        for (String p : List.of("s05b", "s05c", "s09a")) {
            c.addAll(pair(p, "thesis", "row-uniform", 1, 0, 0.6, 0.45, 0.9, 0.5));
        }
        assertEquals("row-uniform: fewer evaluations on 1 of 4 puzzles (s05a, A12 = 0.36); success: no difference;"
                + " seconds: no difference", Headline.of(c, "puzzles"));
    }

    @Test
    void manyVariantsNameTheLoserAndAClauseNamesThreePlacesAtMost() {
        List<Analysis.Comparison> c = new ArrayList<>();
        for (String p : List.of("p1", "p2", "p3", "p4", "p5")) {
            c.addAll(pair(p, "a", "b", 0.001, 0.4, 0.5, 0.5, 0.001, 0.2));
            c.addAll(pair(p, "a", "c", 0.5, 0, 0.5, 0.5, NAN, 0.5));
            c.addAll(pair(p, "b", "c", 0.5, 0, 0.5, 0.5, NAN, 0.5));
        }
        assertEquals("a: solves more than b on 5 of 5 puzzles (p1, +0.40; p2, +0.40; p3, +0.40; …); a: less CPU time"
                + " than b on 5 of 5 puzzles (p1, A12 = 0.20; p2, A12 = 0.20; p3, A12 = 0.20; …); seconds: described"
                + " only on 10 of 15 pairs: too few runs to time: 5 a variant, under 10; evaluations: no difference",
                Headline.of(c, "puzzles"));
    }

    @Test
    void secondsDescribedEverywhereSaySoAndNoPairsNoHeadline() {
        List<Analysis.Comparison> c = pair("s01a", "g", "t", 0.5, 0, 0.002, 0.8, NAN, 0.5);
        assertEquals("t: fewer evaluations on 1 of 1 puzzle (s01a, A12 = 0.20); success: no difference; seconds:"
                + " described only, not tested (too few runs to time: 5 a variant, under 10)",
                Headline.of(c, "puzzles"));
        assertNull(Headline.of(List.of(), "puzzles"));
    }

    /** Many variants: the three that won most, each with the variants it beat; the others counted. */
    @Test
    void manyWinnersAreSummedUpNotListed() {
        List<String> names = List.of("m", "a", "b", "c", "d", "e");
        List<Analysis.Comparison> c = new ArrayList<>();
        for (String p : List.of("s1", "s2")) {
            for (int i = 0; i < names.size(); i++) {
                for (int j = i + 1; j < names.size(); j++) {
                    // m beats everyone on success; a beats everyone after it; the rest no difference
                    boolean differ = i <= 1;
                    c.addAll(pair(p, names.get(i), names.get(j), differ ? 0.001 : 0.5, differ ? 0.5 : 0, 0.5, 0.5,
                            0.5, 0.5));
                }
            }
        }
        assertEquals("m: solves more than 5 variants (a, b, c, …) in 10 comparisons over 2 puzzles; a: solves more"
                + " than 4 variants (b, c, d, …) in 8 comparisons over 2 puzzles; evaluations: no difference; seconds:"
                + " no difference", Headline.of(c, "puzzles"));
    }

    /** Described seconds give their reason by kind where its details (a median, a count) differ by pair. */
    @Test
    void reasonsThatDifferInTheirNumbersAreGivenByKind() {
        List<Analysis.Comparison> c = new ArrayList<>();
        for (String[] p : new String[][] {{"p1", "37"}, {"p2", "120"}, {"p3", "64"}}) {
            c.addAll(pair(p[0], "a", "b", 0.5, 0, 0.5, 0.5, 0.5, 0.5));
            c.set(c.size() - 2, new Analysis.Comparison(p[0], "", "a", "b", Analysis.DESCRIPTIVE, NAN, NAN, NAN, NAN,
                    NAN, Analysis.SECONDS, "runs too short to time: a median CPU time of " + p[1] + " µs, under 1 ms"));
        }
        assertEquals("success: no difference; evaluations: no difference; seconds: described only, not tested (runs"
                + " too short to time)", Headline.of(c, "puzzles"));
        c.set(4, new Analysis.Comparison("p1", "", "a", "b", Analysis.DESCRIPTIVE, NAN, NAN, NAN, NAN, NAN,
                Analysis.SECONDS, "wall time only: 3 of 40 runs have no CPU time"));
        assertEquals("success: no difference; evaluations: no difference; seconds: described only, not tested (most"
                + " often, on 2 of 3: runs too short to time)", Headline.of(c, "puzzles"));
    }
}
