package io.galab.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

    @Test
    void meanGenerationsUseTheTInterval() {
        double[] g = {10, 20, 30, 40, 50}; // mean 30, SD 15.81, t(0.975, 4) = 2.776 → [10.4, 49.6]
        assertEquals("agrees (published 45.0 vs our 95% t-interval [10.4, 49.6])",
                PublishedVerdict.generations(g, 45.0).toString());
        assertEquals("better", PublishedVerdict.generations(g, 80.0).label());
        assertEquals("worse", PublishedVerdict.generations(g, 5.0).label());
        assertEquals("not comparable", PublishedVerdict.generations(new double[] {3}, 5.0).label());
    }
}
