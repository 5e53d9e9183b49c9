package io.galab.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The race's elimination tests against values worked by hand (docs/tuning.md, "Statistics"). */
class RaceTestsTest {

    @Test
    void friedmanThenConoverEliminatesWhatIsAlwaysBehind() {
        // 3 configurations, 6 blocks, always ranked 1, 2, 3: R = (6, 12, 18), A = 84, C = 72,
        // T = 2 (36 + 0 + 36) / 12 = 12, p = e^-6 = 0.0025; Conover's spread 2(6·84 − 504)/10 = 0, so every
        // configuration behind the best goes
        double[][] cost = new double[6][];
        for (int b = 0; b < 6; b++) {
            cost[b] = new double[] {b, 10 + b, 20 + b};
        }
        assertEquals(List.of(1, 2), RaceTests.friedman(cost, 0.05));
    }

    @Test
    void friedmanKeepsEveryoneWhenTheRanksDoNotDiffer() {
        double[][] cost = {{1, 2, 3}, {3, 1, 2}, {2, 3, 1}, {1, 3, 2}, {2, 1, 3}, {3, 2, 1}};
        assertEquals(List.of(), RaceTests.friedman(cost, 0.05));
        double[][] ties = {{5, 5, 5}, {5, 5, 5}, {5, 5, 5}};
        assertEquals(List.of(), RaceTests.friedman(ties, 0.05));
    }

    @Test
    void twoConfigurationsAreComparedByWilcoxon() {
        double[][] cost = new double[8][];
        for (int b = 0; b < 8; b++) {
            cost[b] = new double[] {100 + b, 10 + b * 0.5};
        }
        // every difference positive: exact two-sided p = 2 / 2^8 = 0.0078
        assertEquals(List.of(0), RaceTests.friedman(cost, 0.05));
        assertEquals(List.of(), RaceTests.friedman(cost, 0.005));
    }

    @Test
    void tHolmEliminatesAConfigurationWorseOnTheMean() {
        double[][] cost = {{1, 5, 1.5}, {2, 6, 1}, {1, 7, 2}, {2, 5, 1}, {1, 6, 2}};
        assertEquals(List.of(1), RaceTests.tHolm(cost, 0.05));
    }

    @Test
    void ranksShareTies() {
        assertArrayEquals(new double[] {1.5, 1.5, 3}, RaceTests.ranks(new double[] {2, 2, 7}));
    }
}
