package io.galab.stats;

import java.util.Arrays;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;

/**
 * The summary of one cell's runs (docs/reading-the-report.md, "Reports"): success rate with its 95% Wilson
 * interval, mean, SD, min and max of the generations of successful runs (as in the papers; described, never
 * tested), the median generations over all runs ({@link #medianOfRuns}), ERT over all runs, and mean
 * milliseconds.
 *
 * @param runs              runs in the cell
 * @param successes         solved runs
 * @param ciLow             Wilson 95% lower bound of the success rate
 * @param ciHigh            Wilson 95% upper bound
 * @param meanGenerations   over successful runs; NaN when none
 * @param sdGenerations     sample SD (n − 1) over successful runs; NaN with fewer than two
 * @param medianGenerations over all runs, an unsolved run counting as never ({@link #medianOfRuns}): NaN when
 *                          fewer than half solved
 * @param minGenerations    over successful runs; NaN when none
 * @param maxGenerations    over successful runs; NaN when none
 * @param ert               total generations of all runs / successes; infinite when none
 * @param meanMillis        mean wall-clock milliseconds per run
 */
public record CellStatistics(int runs, int successes, double ciLow, double ciHigh, double meanGenerations,
        double sdGenerations, double medianGenerations, double minGenerations, double maxGenerations, double ert,
        double meanMillis) {

    public double successRate() {
        return runs == 0 ? Double.NaN : (double) successes / runs;
    }

    /**
     * The median of the values (the 50th percentile as the cell statistics take it); NaN when there are none.
     * An unsolved run or puzzle may count as infinite: when both middle values are infinite the median is
     * that infinity, where the percentile's interpolation, ∞ + (∞ − ∞)/2, gives NaN (a report showed "not
     * timed" for puzzles the exact solver had been run on and had not solved).
     */
    public static double median(double[] values) {
        if (values.length <= 1) {
            return values.length == 0 ? Double.NaN : values[0]; // what the percentile gives one value, without it
        }
        double median = new DescriptiveStatistics(values).getPercentile(50);
        if (Double.isNaN(median)) {
            double[] sorted = values.clone();
            Arrays.sort(sorted);
            double low = sorted[(sorted.length - 1) / 2];
            return low == sorted[sorted.length / 2] ? low : median;
        }
        return median;
    }

    /**
     * The median of a measure over all runs, an unsolved run counting as never solved (+∞): galab's one median
     * convention (docs/reading-the-report.md, "Medians"), on the page, in every CSV and LaTeX table. NaN ("—")
     * when the middle run (or either middle run, for an even count) is unsolved, that is when fewer than half of
     * the runs solved, or exactly half of an even count.
     *
     * @param solvedValues the measure of the solved runs, in any order
     * @param runs         all runs, solved or not
     */
    public static double medianOfRuns(double[] solvedValues, int runs) {
        int k = solvedValues.length;
        if (runs == 0 || k < runs / 2 + 1 && !(runs % 2 == 1 && k >= (runs + 1) / 2)) {
            return Double.NaN;
        }
        double[] s = solvedValues.clone();
        Arrays.sort(s);
        return runs % 2 == 1 ? s[(runs - 1) / 2] : (s[runs / 2 - 1] + s[runs / 2]) / 2;
    }

    /** Computes the statistics from per-run values (in any order). */
    public static CellStatistics of(boolean[] solved, long[] generations, long[] millis) {
        int n = solved.length;
        int k = 0;
        long total = 0;
        double millisSum = 0;
        DescriptiveStatistics successful = new DescriptiveStatistics();
        for (int i = 0; i < n; i++) {
            total += generations[i];
            millisSum += millis[i];
            if (solved[i]) {
                k++;
                successful.addValue(generations[i]);
            }
        }
        double[] ci = Proportions.wilson(k, n);
        // generations that a run did not report (an external solver's, -1) leave every generation statistic unknown
        boolean any = k > 0 && java.util.Arrays.stream(generations).allMatch(g -> g >= 0);
        return new CellStatistics(n, k, ci[0], ci[1],
                any ? successful.getMean() : Double.NaN,
                k > 1 ? successful.getStandardDeviation() : Double.NaN,
                any ? medianOfRuns(successful.getValues(), n) : Double.NaN,
                any ? successful.getMin() : Double.NaN,
                any ? successful.getMax() : Double.NaN,
                any || k == 0 && java.util.Arrays.stream(generations).allMatch(g -> g >= 0)
                        ? Proportions.ert(total, k) : Double.NaN,
                n == 0 ? Double.NaN : millisSum / n);
    }

    /**
     * How many values of {@code ascending} are at most {@code x} (NaNs sort last and count as above it), by a
     * binary search: a fixed budget's count of runs solved within it, and A12's wins and ties.
     */
    public static int countAtMost(double[] ascending, double x) {
        int lo = 0;
        int hi = ascending.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (ascending[mid] <= x) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
