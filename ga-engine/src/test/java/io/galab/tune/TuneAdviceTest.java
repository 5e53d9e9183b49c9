package io.galab.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.tune.TuneResult.Scored;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The answer follows the evidence (docs/tuning.md, "The report"): a best configuration that did not beat the
 * defaults on test is never offered as the answer, and the sentence that says so comes first.
 */
class TuneAdviceTest {

    static Scored test(int id, int solved, int runs) {
        return new Scored(id, Map.of(), runs, solved, 0, Double.NaN);
    }

    @Test
    void aBestThatDidNotBeatTheDefaultsOnTestIsNotTheAnswer() {
        // the reviewer's case: best #4 solved 0/3 on test, the defaults 1/3, after 80 racing runs
        TuneResult.Advice a = TuneReport.advice(4, test(4, 0, 3), test(0, 1, 3), 80);
        assertFalse(a.beatsDefaults());
        assertEquals(1.0, a.p(), 1e-12);
        assertTrue(a.headline().startsWith("No configuration beat the defaults on test (best #4 solved 0/3 test"
                + " runs, the defaults 1/3; one-sided Fisher p = 1.00): keep the defaults, or tune with a larger budget"
                + " (about 1000 runs"), a.headline());
        assertEquals("The best on training, which did not beat the defaults on test:", a.blockLabel());
    }

    @Test
    void aBestThatBeatTheDefaultsIsTheAnswer() {
        // 10/10 against 2/10: one-sided Fisher p = 0.000357
        TuneResult.Advice a = TuneReport.advice(7, test(7, 10, 10), test(0, 2, 10), 500);
        assertTrue(a.beatsDefaults());
        assertEquals(0.000357, a.p(), 1e-6);
        assertTrue(a.headline().startsWith("Configuration #7 beat the defaults on test (best #7 solved 10/10"),
                a.headline());
        assertEquals("Paste into a spec:", a.blockLabel());
    }

    /** Equal counts are no win either, and the larger budget suggested is four times the one spent. */
    @Test
    void aTieIsNoWin() {
        TuneResult.Advice a = TuneReport.advice(2, test(2, 5, 10), test(0, 5, 10), 2000);
        assertFalse(a.beatsDefaults());
        assertTrue(a.headline().contains("about 8000 runs"), a.headline());
    }
}
