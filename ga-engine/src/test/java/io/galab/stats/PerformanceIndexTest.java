package io.galab.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.galab.stats.PerformanceIndex.Result;
import java.util.List;
import org.junit.jupiter.api.Test;

class PerformanceIndexTest {

    // two puzzles: A solves both, B solves the first faster and more stably, and never the second
    static final List<Result> A = List.of(new Result(10, 10, 200, 40), new Result(5, 10, 1000, 100));
    static final List<Result> B = List.of(new Result(8, 10, 100, 20), new Result(0, 10, 0, 0));

    @Test
    void eachTermByHand() {
        // k1 only: mean success rates (1 + 0.5)/2 and (0.8 + 0)/2
        assertArrayEquals(new double[] {0.75, 0.4}, PerformanceIndex.of(List.of(A, B), 1, 0, 0), 1e-12);
        // k2 only: A (100/200 + 1000/1000)/2 = 0.75, B (100/100 + 0)/2 = 0.5
        assertArrayEquals(new double[] {0.75, 0.5}, PerformanceIndex.of(List.of(A, B), 0, 1, 0), 1e-12);
        // k3 only: A (20/40 + 100/100)/2 = 0.75, B (20/20 + 0)/2 = 0.5
        assertArrayEquals(new double[] {0.75, 0.5}, PerformanceIndex.of(List.of(A, B), 0, 0, 1), 1e-12);
        // equal weights: A (0.75+0.75+0.75)/3, B (0.4+0.5+0.5)/3
        assertArrayEquals(new double[] {0.75, 1.4 / 3}, PerformanceIndex.of(List.of(A, B), 1 / 3.0, 1 / 3.0, 1 / 3.0),
                1e-12);
    }

    @Test
    void thePapersTableOneGivesRetGaTheHigherIndex() {
        // Ret-GA paper, Table 1: success %, average and SD of generations, GA then Ret-GA, 100 runs each
        double[][] ga = {{100, 2466.60, 3500.98}, {69, 11226.80, 11834.68}, {46, 22346.40, 24846.46},
            {26, 22611.30, 22429.12}, {23, 23288.00, 22732.25}, {100, 768.60, 942.23}, {30, 25333.30, 23058.94},
            {4, 20534.30, 12506.72}, {9, 14392.00, 17053.33}};
        double[][] ret = {{100, 159.24, 159.95}, {100, 1864.94, 1728.25}, {100, 4338.30, 3906.40},
            {100, 10716.73, 11285.80}, {100, 13569.76, 12832.50}, {100, 70.34, 55.70}, {94, 25932.87, 19153.54},
            {16, 40466.13, 11940.66}, {6, 42354.86, 11198.42}};
        List<Result> gaResults = results(ga);
        List<Result> retResults = results(ret);
        // success alone: GA (100+69+46+26+23+100+30+4+9)/900, Ret-GA (6·100+94+16+6)/900
        assertArrayEquals(new double[] {407 / 900.0, 716 / 900.0},
                PerformanceIndex.of(List.of(gaResults, retResults), 1, 0, 0), 1e-12);
        double[] equal = PerformanceIndex.of(List.of(gaResults, retResults), 1 / 3.0, 1 / 3.0, 1 / 3.0);
        org.junit.jupiter.api.Assertions.assertTrue(equal[1] > equal[0]);
    }

    static List<Result> results(double[][] rows) {
        return java.util.Arrays.stream(rows).map(r -> new Result((long) r[0], 100, r[1], r[2])).toList();
    }

    @Test
    void weightsMustSumToOne() {
        assertThrows(IllegalArgumentException.class, () -> PerformanceIndex.of(List.of(A, B), 0.5, 0.5, 0.5));
    }
}
