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
     * solved runs are not comparable, however they lie, since the budget cut off the slow runs of one side.
     */
    @Test
    void aMeanOverSolvedRunsIsNotComparableWhenTheSuccessRatesDiffer() {
        PublishedVerdict rate = PublishedVerdict.rate(64, 100, 94, 100, 0.94);
        assertEquals("worse", rate.label());
        double[] g = new double[64];
        java.util.Arrays.fill(g, 10);
        g[0] = 12;
        PublishedVerdict generations = PublishedVerdict.generations(g, 80.0, rate);
        assertEquals("not comparable", generations.label());
        assertTrue(generations.detail().startsWith("the success rates differ (Fisher exact, p = "),
                generations.detail());
        assertEquals("better", PublishedVerdict.generations(g, 80.0, PublishedVerdict.rate(93, 100, 94, 100, 0.94))
                .label(), "rates that agree: the means are compared");
        assertEquals("better", PublishedVerdict.generations(g, 80.0, null).label(), "no published rate");
    }
}
