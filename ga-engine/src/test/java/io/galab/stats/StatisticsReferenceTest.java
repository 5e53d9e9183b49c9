package io.galab.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Every statistic against reference values computed independently. Unless noted, the references
 * come from SciPy 1.17.1 (Python 3.11) with the calls quoted next to each value.
 */
class StatisticsReferenceTest {

    private static final double TOL = 1e-9;

    // generations of successful runs of two variants (no ties, so every method agrees on ranks)
    private static final double[] A = {188, 110, 35, 1756, 1329, 97, 412};
    private static final double[] B = {115, 202, 44, 2971, 2500, 3000, 61, 1203};

    @Test
    void medianCountsUnsolvedRunsAsInfinite() {
        double inf = Double.POSITIVE_INFINITY;
        assertEquals(2.5, CellStatistics.median(new double[] {4, 1, 3, 2}), 0);
        assertEquals(inf, CellStatistics.median(new double[] {inf, inf}), 0, "∞ + (∞ − ∞)/2 is NaN");
        assertEquals(inf, CellStatistics.median(new double[] {1, inf, inf, inf}), 0);
        assertEquals(inf, CellStatistics.median(new double[] {1, 2, inf, inf}), 0);
        assertEquals(2, CellStatistics.median(new double[] {1, 2, inf}), 0);
        assertTrue(Double.isNaN(CellStatistics.median(new double[] {Double.NaN, Double.NaN})));
        assertTrue(Double.isNaN(CellStatistics.median(new double[0])));
    }

    @Test
    void wilsonInterval() {
        // Newcombe (1998), Statistics in Medicine 17:857, Table I, method 3 (Wilson score) for 81/263:
        // 0.2553 to 0.3662
        double[] ci = Proportions.wilson(81, 263);
        assertEquals(0.2553, ci[0], 5e-5);
        assertEquals(0.3662, ci[1], 5e-5);
        // the closed form (p + z²/2n ± z√(p(1−p)/n + z²/4n²)) / (1 + z²/n), z = 1.959963984540054,
        // evaluated in Python: 8/15 → (0.30116980025498397, 0.7519046463426261)
        assertArrayEquals(new double[] {0.30116980025498397, 0.7519046463426261}, Proportions.wilson(8, 15), TOL);
        assertArrayEquals(new double[] {0.0, 0.20388330103584862}, Proportions.wilson(0, 15), TOL);
        assertArrayEquals(new double[] {0.7961166989641514, 1.0}, Proportions.wilson(15, 15), TOL);
    }

    @Test
    void fisherExact() {
        // stats.fisher_exact([[7,8],[15,0]], alternative='less').pvalue
        assertEquals(0.0010994502748625688, FisherExact.less(7, 15, 15, 15), TOL);
        // stats.fisher_exact([[7,8],[15,0]]).pvalue
        assertEquals(0.0021989005497251375, FisherExact.twoSided(7, 15, 15, 15), TOL);
        // stats.fisher_exact([[9,6],[4,11]]): statistic 4.125, pvalue 0.13941976380230936
        PairedTests.TestResult r = PairedTests.fisher(9, 15, 4, 15);
        assertEquals(4.125, r.statistic(), TOL);
        assertEquals(0.13941976380230936, r.pValue(), TOL);
        // stats.fisher_exact([[12,18],[20,10]], alternative='less').pvalue
        assertEquals(0.03460290315615853, FisherExact.less(12, 30, 20, 30), TOL);
    }

    @Test
    void mcnemarExactOnPairedSuccess() {
        // 6 runs solved only by A, 1 only by B: stats.binomtest(1, 7, 0.5).pvalue = 0.125
        boolean[] a = {true, true, true, true, true, true, true, false, true, false};
        boolean[] b = {false, false, false, false, false, false, true, true, true, false};
        PairedTests.TestResult r = PairedTests.mcnemar(a, b);
        assertEquals(1, r.statistic());
        assertEquals(0.125, r.pValue(), TOL);
        assertEquals(1.0, PairedTests.mcnemar(a, a).pValue());
    }

    @Test
    void welchTTest() {
        // stats.ttest_ind(A, B, equal_var=False)
        PairedTests.TestResult r = PairedTests.welch(A, B);
        assertEquals(-1.2846207805864283, r.statistic(), 1e-9);
        assertEquals(0.2260618800745548, r.pValue(), 1e-9);
    }

    @Test
    void mannWhitneyU() {
        // stats.mannwhitneyu(A, B) (method 'auto' = 'exact' here): U1 = 21, pvalue 0.46340326340326343
        PairedTests.TestResult r = PairedTests.mannWhitney(A, B);
        assertEquals(21.0, r.statistic(), TOL);
        assertEquals(0.46340326340326343, r.pValue(), 1e-9);
        // with ties, stats.mannwhitneyu(C, D) uses the normal approximation with tie and continuity
        // corrections: U1 = 11, pvalue 0.16574659813802395
        double[] c = {3, 3, 5, 7, 9, 9};
        double[] d = {3, 4, 9, 9, 10, 12, 12};
        PairedTests.TestResult t = PairedTests.mannWhitney(c, d);
        assertEquals(11.0, t.statistic(), TOL);
        assertEquals(0.16574659813802395, t.pValue(), 1e-9);
    }

    @Test
    void varghaDelaneyA12() {
        // by its definition P(a > b) + ½ P(a = b), counted over all pairs in Python: 21 of 56 pairs for
        // A over B = 0.375; C over D (with ties) 0.2619047619047619. A12 = U1 / (m·n).
        assertEquals(0.375, PairedTests.a12(A, B), TOL);
        assertEquals(0.2619047619047619, PairedTests.a12(new double[] {3, 3, 5, 7, 9, 9},
                new double[] {3, 4, 9, 9, 10, 12, 12}), TOL);
        assertEquals(0.5, PairedTests.a12(A, A), TOL);
        assertTrue(Double.isNaN(PairedTests.a12(new double[0], B)));
        // the sorted count equals the count over all pairs, to the bit, with many ties
        java.util.SplittableRandom r = new java.util.SplittableRandom(12);
        for (int t = 0; t < 200; t++) {
            double[] a = r.doubles(1 + r.nextInt(40), 0, 8).map(Math::floor).toArray();
            double[] b = r.doubles(1 + r.nextInt(40), 0, 8).map(Math::floor).toArray();
            double wins = 0;
            for (double x : a) {
                for (double y : b) {
                    wins += x > y ? 1 : x == y ? 0.5 : 0;
                }
            }
            assertEquals(wins / ((double) a.length * b.length), PairedTests.a12(a, b), 0.0);
        }
    }

    @Test
    void newcombeIntervalForADifferenceOfRates() {
        // Newcombe (1998), Statistics in Medicine 17:873, Table II, example (a) 56/70 − 48/80, method 10:
        // 0.0524 to 0.3339
        double[] d = Proportions.difference(56, 70, 48, 80);
        assertEquals(0.2, d[0], 1e-12);
        assertEquals(0.0524, d[1], 5e-5);
        assertEquals(0.3339, d[2], 5e-5);
        // the same formula evaluated in Python: 9/10 − 3/10 → (0.17052272393450307, 0.8090179735354881)
        assertArrayEquals(new double[] {0.6, 0.17052272393450307, 0.8090179735354881},
                Proportions.difference(9, 10, 3, 10), 1e-9);
        assertEquals(1.0, Proportions.difference(15, 15, 0, 15)[2], 1e-12, "capped at 1");
    }

    @Test
    void brownForsythe() {
        // stats.levene(A, B, center='median')
        PairedTests.TestResult r = PairedTests.brownForsythe(A, B);
        assertEquals(3.323947069601057, r.statistic(), 1e-9);
        assertEquals(0.09134737958427766, r.pValue(), 1e-9);
    }

    @Test
    void holmAdjustment() {
        // Holm (1979) step-down, by hand: sorted 0.01, 0.03, 0.04, 0.2 → ×4, ×3, ×2, ×1 = 0.04, 0.09,
        // 0.08 → 0.09 (running maximum), 0.2
        assertArrayEquals(new double[] {0.04, 0.09, 0.09, 0.2}, PairedTests.holm(new double[] {0.01, 0.04, 0.03, 0.2}),
                1e-12);
        double[] withNaN = PairedTests.holm(new double[] {0.02, Double.NaN, 0.5});
        assertEquals(0.04, withNaN[0], 1e-12);
        assertTrue(Double.isNaN(withNaN[1]));
        assertEquals(0.5, withNaN[2], 1e-12);
    }

    @Test
    void cellStatisticsAndErt() {
        boolean[] solved = {true, true, false, true};
        long[] generations = {10, 30, 100, 20};
        long[] millis = {5, 7, 9, 3};
        CellStatistics s = CellStatistics.of(solved, generations, millis);
        assertEquals(4, s.runs());
        assertEquals(3, s.successes());
        assertEquals(20.0, s.meanGenerations(), TOL);
        assertEquals(10.0, s.sdGenerations(), TOL); // sample SD of 10, 30, 20
        // the median over all runs, the unsolved one as never: 10, 20, 30, ∞ -> (20 + 30) / 2
        assertEquals(25.0, s.medianGenerations(), TOL);
        assertEquals(10.0, s.minGenerations(), TOL);
        assertEquals(30.0, s.maxGenerations(), TOL);
        assertEquals(160.0 / 3, s.ert(), TOL); // all generations / successes
        assertEquals(6.0, s.meanMillis(), TOL);
        CellStatistics none = CellStatistics.of(new boolean[] {false}, new long[] {50}, new long[] {1});
        assertTrue(Double.isInfinite(none.ert()));
        assertTrue(Double.isNaN(none.meanGenerations()));
        // median of an even count is the mean of the middle two
        assertEquals(25.0, CellStatistics.of(new boolean[] {true, true}, new long[] {20, 30}, new long[] {0, 0})
                .medianGenerations(), TOL);
        // half of an even count solved, or fewer than half: no median ("—")
        assertTrue(Double.isNaN(CellStatistics.of(new boolean[] {true, false}, new long[] {20, 30},
                new long[] {0, 0}).medianGenerations()));
        assertTrue(Double.isNaN(CellStatistics.medianOfRuns(new double[] {1}, 3)));
        assertEquals(2.0, CellStatistics.medianOfRuns(new double[] {2, 1}, 3), TOL, "1, 2, ∞: the middle is 2");
    }
}
