package io.galab.algorithm.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.apache.commons.math3.distribution.BinomialDistribution;
import org.apache.commons.math3.distribution.GeometricDistribution;
import org.apache.commons.math3.stat.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Trials give the distribution of independent trials: geometric gaps, binomial counts, uniform sets of
 * distinct trials. Seeded, so each chi-square statistic is a fixed number; each must pass at 0.1%.
 */
class TrialsTest {

    private static final ChiSquareTest CHI = new ChiSquareTest();

    @ParameterizedTest
    @CsvSource({"0.01", "0.09", "0.3"})
    void gapsAreGeometric(double p) {
        SplittableRandom random = new SplittableRandom(7);
        Trials trials = Trials.of(p);
        GeometricDistribution geometric = new GeometricDistribution(p);
        // bins 0..K−1 and a tail bin holding K and beyond, K the 99th percentile
        int k = geometric.inverseCumulativeProbability(0.99);
        long[] observed = new long[k + 1];
        int draws = 200_000;
        for (int i = 0; i < draws; i++) {
            long g = trials.gap(random);
            observed[(int) Math.min(g, k)]++;
        }
        double[] expected = new double[k + 1];
        for (int g = 0; g < k; g++) {
            expected[g] = geometric.probability(g);
        }
        expected[k] = 1 - geometric.cumulativeProbability(k - 1);
        assertTrue(CHI.chiSquareTest(expected, observed) > 0.001, "p = " + CHI.chiSquareTest(expected, observed));
    }

    @Test
    void certainAndImpossibleTrialsDrawNothing() {
        SplittableRandom random = new SplittableRandom(1);
        assertEquals(Long.MAX_VALUE, Trials.of(0).gap(random));
        assertEquals(0, Trials.of(1).gap(random));
        int[] into = new int[5];
        assertEquals(0, Trials.of(0).successes(5, into, random));
        assertEquals(5, Trials.of(1).successes(5, into, random));
        assertEquals(0, Trials.of(0.5).successes(0, into, random));
        // no draw was made by any of these
        assertEquals(new SplittableRandom(1).nextLong(), random.nextLong());
    }

    @ParameterizedTest
    @CsvSource({"17, 0.1", "57, 0.2", "9, 0.5"})
    void countsAreBinomialAndEveryTrialIsEquallyLikely(int m, double p) {
        SplittableRandom random = new SplittableRandom(11);
        Trials trials = Trials.of(p);
        BinomialDistribution binomial = new BinomialDistribution(m, p);
        long[] counts = new long[m + 1];
        long[] chosen = new long[m];
        int[] into = new int[m];
        int draws = 100_000;
        for (int i = 0; i < draws; i++) {
            int k = trials.successes(m, into, random);
            counts[k]++;
            boolean[] seen = new boolean[m];
            for (int j = 0; j < k; j++) {
                assertTrue(into[j] >= 0 && into[j] < m && !seen[into[j]], "distinct trials in range");
                seen[into[j]] = true;
                chosen[into[j]]++;
            }
        }
        // counts: bins with an expected count of at least 5, the rest pooled at both ends
        double[] expected = new double[m + 1];
        for (int k = 0; k <= m; k++) {
            expected[k] = binomial.probability(k);
        }
        assertTrue(chiSquareP(expected, counts, draws) > 0.001);
        // every trial succeeds with probability p
        double[] even = new double[m];
        Arrays.fill(even, 1);
        assertTrue(CHI.chiSquareTest(even, chosen) > 0.001);
        long total = Arrays.stream(chosen).sum();
        assertEquals(p, (double) total / draws / m, 0.01);
    }

    @Test
    void theTableIsTheBinomialDistributionFunctionAndSurvivesLongRuns() {
        // 5000 trials at ½: P(K = 0) = 2^−5000 underflows a double, the bulk around 2500 must not
        SplittableRandom random = new SplittableRandom(3);
        Trials trials = Trials.of(0.5);
        int[] into = new int[5000];
        long sum = 0;
        for (int i = 0; i < 200; i++) {
            sum += trials.successes(5000, into, random);
        }
        assertEquals(2500, sum / 200.0, 10);
        BinomialDistribution binomial = new BinomialDistribution(20, 0.2);
        Trials twenty = Trials.of(0.2);
        twenty.successes(20, new int[20], random);
        for (int k = 0; k < 20; k++) {
            assertEquals(binomial.cumulativeProbability(k), twenty.atMost(k) * 0x1.0p-53, 1e-12, "k = " + k);
        }
        assertEquals(1L << 53, twenty.atMost(20));
    }

    /**
     * The chi-square test's p-value of the counts against the probabilities, the bins with an expected
     * count below 5 pooled into their neighbours at both ends.
     */
    private static double chiSquareP(double[] probability, long[] counts, int draws) {
        int lo = 0;
        int hi = probability.length - 1;
        while (probability[lo] * draws < 5) {
            lo++;
        }
        while (probability[hi] * draws < 5) {
            hi--;
        }
        double[] e = new double[hi - lo + 1];
        long[] o = new long[hi - lo + 1];
        for (int k = 0; k < probability.length; k++) {
            int bin = Math.min(Math.max(k, lo), hi) - lo;
            e[bin] += probability[k];
            o[bin] += counts[k];
        }
        return CHI.chiSquareTest(e, o);
    }
}
