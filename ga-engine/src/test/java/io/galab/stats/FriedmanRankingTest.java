package io.galab.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

class FriedmanRankingTest {

    /** Data sets given as scores, smaller better, as SciPy ranks them. */
    private static FriedmanRanking rank(double[][] scores) {
        List<Comparator<Integer>> sets = new ArrayList<>();
        for (double[] row : scores) {
            sets.add(Comparator.comparingDouble(j -> row[j]));
        }
        List<String> names = new ArrayList<>();
        for (int j = 0; j < scores[0].length; j++) {
            names.add("v" + j);
        }
        return FriedmanRanking.of(names, sets);
    }

    @Test
    void friedmanAgreesWithScipy() {
        // stats.friedmanchisquare(*np.array([[1,2,3],[2,1,3],[1,3,2],[1,2,3],[2,3,1],[1,2,3]]).T):
        // statistic 4.333333333333329, pvalue 0.11455884399268802
        FriedmanRanking r = rank(new double[][] {{1, 2, 3}, {2, 1, 3}, {1, 3, 2}, {1, 2, 3}, {2, 3, 1}, {1, 2, 3}});
        assertEquals(4.333333333333329, r.statistic(), 1e-9);
        assertEquals(0.11455884399268802, r.pValue(), 1e-9);
        assertArrayEquals(new double[] {8.0 / 6, 13.0 / 6, 15.0 / 6}, r.meanRanks(), 1e-12);
        assertArrayEquals(new int[] {0, 1, 2}, r.byRank());
        assertEquals(6, r.dataSets());
    }

    @Test
    void tiesShareTheirMeanRankAndAreCorrectedForAsScipyDoes() {
        // stats.friedmanchisquare([1,1,2,1,3], [1,2,2,3,3], [2,3,1,2,1]): statistic 1.0588235294117714,
        // pvalue 0.5889513097505514 (ties within data sets 1, 3 and 5)
        FriedmanRanking r = rank(new double[][] {{1, 1, 2}, {1, 2, 3}, {2, 2, 1}, {1, 3, 2}, {3, 3, 1}});
        assertEquals(1.0588235294117714, r.statistic(), 1e-9);
        assertEquals(0.5889513097505514, r.pValue(), 1e-9);
    }

    @Test
    void nemenyiCriticalDifferenceIsDemsarsExample() {
        // Demšar (2006), JMLR 7:1, Section 3.2.4: four classifiers on 14 data sets, CD = 1.25 at α = 0.05
        assertEquals(1.25, FriedmanRanking.criticalDifference(4, 14), 0.005);
        assertEquals(Double.NaN, FriedmanRanking.criticalDifference(11, 14));
    }
}
