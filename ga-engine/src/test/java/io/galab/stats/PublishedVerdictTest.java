package io.galab.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PublishedVerdictTest {

    @Test
    void ratesWithCountsUseFisher() {
        // 7/15 against 15/15: two-sided Fisher p = 0.0021989 (StatisticsReferenceTest), so worse
        assertEquals("worse (Fisher exact, p = 0.00220)", PublishedVerdict.rate(7, 15, 15, 15, 1.0).toString());
        assertEquals("agrees (Fisher exact, p = 1.00)", PublishedVerdict.rate(14, 15, 15, 15, 1.0).toString());
        assertEquals("better (Fisher exact, p = 0.00220)", PublishedVerdict.rate(15, 15, 7, 15, 7 / 15.0).toString());
    }

    @Test
    void ratesWithoutCountsUseTheWilsonInterval() {
        // 8/15 → [0.301, 0.752]
        assertEquals("agrees", PublishedVerdict.rate(8, 15, null, null, 0.7).label());
        assertEquals("worse", PublishedVerdict.rate(8, 15, null, null, 0.94).label());
        assertEquals("better", PublishedVerdict.rate(8, 15, null, null, 0.16).label());
        assertEquals("not comparable", PublishedVerdict.rate(8, 15, null, null, null).label());
    }

    /** Too few runs to tell: no significant difference, but an interval wider than 0.5 (Wilson) is not "agrees". */
    @Test
    void tooFewRunsAreInconclusiveNotAgreeing() {
        // 1/3 → Wilson [0.0615, 0.7923] (0.06149…), width 0.73: the twodoku-table3 cell a reviewer saw called "agrees"
        PublishedVerdict v = PublishedVerdict.rate(1, 3, null, null, 0.533);
        assertEquals("inconclusive", v.label());
        assertEquals("n = 3: our 95% Wilson interval [0.06, 0.79] is wider than 0.5, too few runs to tell;"
                + " published 0.533 vs our 95% Wilson interval [0.061, 0.792]", v.detail());
        assertEquals("inconclusive", PublishedVerdict.rate(1, 3, 8, 15, 8 / 15.0).label(), "with counts too");
        // 5/10 → [0.237, 0.763], width 0.53; 10/10 → [0.722, 1], width 0.28
        assertEquals("inconclusive", PublishedVerdict.rate(5, 10, null, null, 0.5).label());
        assertEquals("agrees", PublishedVerdict.rate(10, 10, null, null, 1.0).label());
        // at 15 runs the widest interval, 7/15 or 8/15, is 0.45 wide: a verdict
        assertEquals("agrees", PublishedVerdict.rate(8, 15, null, null, 0.5).label());
        // a significant difference stands at any size: 0/3 against 15/15
        assertEquals("worse", PublishedVerdict.rate(0, 3, 15, 15, 1.0).label());
        // generations: {10, 200} → t-interval [-1101, 1311], wider than the published 100
        assertEquals("inconclusive", PublishedVerdict.generations(new double[] {10, 200}, 100.0).label());
    }

    @Test
    void meanGenerationsUseTheTInterval() {
        double[] g = {10, 20, 30, 40, 50}; // mean 30, SD 15.81, t(0.975, 4) = 2.776 → [10.4, 49.6]
        assertEquals("agrees (published 45.0 vs our 95% t-interval [10.4, 49.6])",
                PublishedVerdict.generations(g, 45.0).toString());
        assertEquals("better", PublishedVerdict.generations(g, 80.0).label());
        assertEquals("worse", PublishedVerdict.generations(g, 5.0).label());
        assertEquals("not comparable", PublishedVerdict.generations(new double[] {3}, 5.0).label());
    }

    /**
     * s07a of reports/retrievable-table1: 64/100 solved against the paper's 94%: the mean generations of the
     * solved runs are not comparable, however they lie, since the budget cut off the slow runs of one side. So too
     * where the rates do not differ significantly but are not shown equivalent: s08b's 11/100 against 16/100.
     */
    @Test
    void aMeanOverSolvedRunsIsComparedOnlyWhereTheSuccessRatesAreEquivalent() {
        double[] g = new double[64];
        java.util.Arrays.fill(g, 10);
        g[0] = 12;
        PublishedVerdict differ = PublishedVerdict.generations(64, 100, g, 94, 100, 0.94, 80.0);
        assertEquals("not comparable", differ.label());
        assertTrue(differ.detail().startsWith("the success rates are not shown equivalent (ours − paper's -0.300,"
                + " 90% interval ["), differ.detail());
        assertEquals("agrees", PublishedVerdict.rate(11, 100, 16, 100, 0.16).label());
        assertEquals("not comparable", PublishedVerdict.generations(11, 100, java.util.Arrays.copyOf(g, 11), 16, 100,
                0.16, 80.0).label(), "agreeing rates are not equivalent rates");
        assertEquals("not comparable", PublishedVerdict.generations(93, 100, g, 94, 100, 0.94, 80.0).label(),
                "93/100 against 94/100: the 90% interval of the difference reaches past 5 points");
        // 100/100 on both sides: the 90% interval of the difference is [-0.026, 0.026], within ±0.05
        assertTrue(PublishedVerdict.ratesEquivalent(100, 100, 100, 100, 1.0));
        assertEquals("better", PublishedVerdict.generations(100, 100, g, 100, 100, 1.0, 80.0).label());
        // 400/400 against a published 0.99 without counts: our 90% Wilson interval [0.989, 1] less 0.99
        assertTrue(PublishedVerdict.ratesEquivalent(400, 400, null, null, 0.99));
        assertEquals("better", PublishedVerdict.generations(g, 80.0).label(), "no published rate: the means alone");
    }

    /** ERT = mean over the solved runs + (1 − p)/p × budget, on both sides, with the intervals' bounds. */
    @Test
    void ertComparesEveryRunOnBothSides() {
        double[] hundreds = new double[50];
        java.util.Arrays.fill(hundreds, 100);
        // 50/100 solved, each in 100 generations, budget 1000: 100 + 1000 = 1100; Wilson [0.4038, 0.5962] gives
        // [100 + 0.678 × 1000, 100 + 1.475 × 1000] = [777, 1576]; the paper's 50/100 at a mean of 100: the same
        PublishedVerdict same = PublishedVerdict.ert(50, 100, hundreds, 50, 100, 0.5, 100.0, 1000);
        assertEquals("agrees (ERT 1100 [777, 1576] vs paper's 1100 [777, 1576] generations)", same.toString());
        // the paper's 95/100 at a mean of 100: ERT 153 [122, 209]; ours 1100 [778, 1575]: worse
        assertEquals("worse", PublishedVerdict.ert(50, 100, hundreds, 95, 100, 0.95, 100.0, 1000).label());
        assertEquals("better", PublishedVerdict.ert(95, 100, java.util.Arrays.copyOf(hundreds, 95), 50, 100, 0.5,
                100.0, 1000).label());
        // no run solved: an infinite ERT, never better
        assertEquals("worse", PublishedVerdict.ert(0, 100, new double[0], 50, 100, 0.5, 100.0, 1000).label());
        assertEquals(null, PublishedVerdict.ert(50, 100, hundreds, 50, 100, 0.5, null, 1000), "no published mean");
        assertEquals("not comparable", PublishedVerdict.ert(50, 100, hundreds, 50, 100, 0.5, 100.0, 0).label(),
                "a budget not in generations");
    }

    /**
     * s08b of reports/retrievable-table1: 11/100 at a mean of 22,044 against the paper's 16/100 at 40,466, budget
     * 50,000. The mean over the solved runs was called "better"; the ERT, 426,589 against 302,966, agrees (the
     * intervals overlap), and no verdict of any cell calls a lower success rate "better".
     */
    @Test
    void noBetterStandsOnALowerSuccessRate() {
        double[] g = new double[11];
        java.util.Arrays.fill(g, 22044);
        g[0] = 12000;
        g[1] = 32088;
        PublishedVerdict s08b = PublishedVerdict.ert(11, 100, g, 16, 100, 0.16, 40466.13, 50000);
        assertEquals("agrees", s08b.label(), s08b.detail());
        assertTrue(s08b.detail().startsWith("ERT 426589 ["), s08b.detail());
        assertTrue(s08b.detail().contains("vs paper's 302966 ["), s08b.detail());
        for (int k = 0; k <= 100; k += 5) {
            for (int pk = k + 1; pk <= 100; pk += 7) {
                for (double mean : new double[] {1, 1000, 49000}) {
                    double[] solved = new double[k];
                    java.util.Arrays.fill(solved, mean);
                    PublishedVerdict v = PublishedVerdict.ert(k, 100, solved, pk, 100, pk / 100.0, 50000.0, 50000);
                    assertTrue(!v.label().equals("better"), k + "/100 against " + pk + "/100: " + v);
                }
            }
        }
    }
}
