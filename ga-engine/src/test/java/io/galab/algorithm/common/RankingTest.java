package io.galab.algorithm.common;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;
import java.util.function.IntToDoubleFunction;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class RankingTest {

    /** The stable order by key (descending or ascending), ties by index: what every path must give. */
    private static int[] expected(double[] key, int count, boolean descending) {
        Comparator<Integer> byKey = (i, j) -> descending ? compare(key[j], key[i]) : compare(key[i], key[j]);
        return IntStream.range(0, count).boxed().sorted(byKey).mapToInt(Integer::intValue).toArray();
    }

    /** The merge sort's order: "less" is {@code <}, so NaN and ±0 tie with everything they do not precede. */
    private static int compare(double a, double b) {
        return a < b ? -1 : b < a ? 1 : 0;
    }

    private static void check(Ranking ranking, double[] key, int count) {
        int[] order = new int[count];
        ranking.ascending(key, order, count);
        assertArrayEquals(expected(key, count, false), order, () -> "ascending " + Arrays.toString(key));
        ranking.descending(key, order, count);
        assertArrayEquals(expected(key, count, true), order, () -> "descending " + Arrays.toString(key));
    }

    private static double[] keys(SplittableRandom random, int count, IntToDoubleFunction value) {
        double[] key = new double[count];
        for (int i = 0; i < count; i++) {
            key[i] = value.applyAsDouble(random.nextInt(1 << 30));
        }
        return key;
    }

    @Test
    void integerKeysInASmallRangeSortStablyAsTheMergeSortDoes() {
        SplittableRandom random = new SplittableRandom(7);
        Ranking ranking = new Ranking();
        for (int count : new int[] {0, 1, 2, 3, 17, 40, 180, 1000}) {
            for (int range : new int[] {1, 2, 5, 60, 4096}) {
                int offset = random.nextInt(2001) - 1000;
                check(ranking, keys(random, count, r -> offset + r % range), count);
            }
        }
    }

    @Test
    void otherKeysTakeTheMergeSortWithTheSameOrder() {
        SplittableRandom random = new SplittableRandom(11);
        Ranking ranking = new Ranking();
        for (int count : new int[] {2, 17, 180}) {
            // fractions, a range too wide to count, values beyond an int, and signed zeros
            check(ranking, keys(random, count, r -> (r % 50) / 4.0), count);
            check(ranking, keys(random, count, r -> r % 5000 * (r % 2 == 0 ? 1 : -1)), count);
            check(ranking, keys(random, count, r -> r % 3 == 0 ? 1e12 : r % 7), count);
            check(ranking, keys(random, count, r -> r % 2 == 0 ? -0.0 : r % 3), count);
        }
    }

    @Test
    void aNaNKeyIsNotCountedAsZero() {
        // the merge sort of [1, NaN, 0]: NaN precedes nothing and nothing precedes it, so 0 passes 1 only;
        // counting NaN as 0 would give [1, 2, 0]
        int[] order = new int[3];
        new Ranking().ascending(new double[] {1, Double.NaN, 0}, order, 3);
        assertArrayEquals(new int[] {2, 0, 1}, order);
    }

    @Test
    void aBufferSizedByOneCallServesLongerAndShorterOnes() {
        Ranking ranking = new Ranking();
        SplittableRandom random = new SplittableRandom(3);
        for (int count : new int[] {5, 300, 12, 2000, 1}) {
            check(ranking, keys(random, count, r -> r % 97), count);
        }
    }
}
