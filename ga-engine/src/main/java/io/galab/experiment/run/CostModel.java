package io.galab.experiment.run;

import io.galab.experiment.Plan;
import java.util.HashMap;
import java.util.Map;

/**
 * The time left of an experiment, from the measured cost of each cell rather than from runs per
 * second alone: a cell's remaining runs cost its measured mean run time; a cell with no finished run
 * yet costs the mean of the measured cells of the same variant and parameters on the same kind of
 * puzzle, or else of the same variant and parameters, or else of every measured cell. The sum is divided by the
 * parallelism actually achieved (the run time
 * finished per second of wall time), so threads and remote executors are accounted for.
 */
final class CostModel {

    private final Plan plan;
    private final long[] remaining;
    private final double[] millis;
    private final long[] finished;
    private double totalMillis;

    /** {@code remaining[c]}: the runs of cell c still to make in this invocation. */
    CostModel(Plan plan, long[] remaining) {
        this.plan = plan;
        this.remaining = remaining.clone();
        this.millis = new double[remaining.length];
        this.finished = new long[remaining.length];
    }

    void finished(int cell, long runMillis) {
        remaining[cell]--;
        finished[cell]++;
        millis[cell] += runMillis;
        totalMillis += runMillis;
    }

    /** Seconds left, given the wall time since the first run started; infinite before anything is measured. */
    double secondsLeft(double elapsedSeconds) {
        if (totalMillis <= 0 || elapsedSeconds <= 0) {
            return Double.POSITIVE_INFINITY;
        }
        double overall = totalMillis / finishedRuns();
        // the measured cells' time and runs by variant and parameters, and by those and kind: one pass, so that
        // an estimate costs O(cells) however many cells are still unmeasured
        Map<String, double[]> byKind = new HashMap<>();
        Map<String, double[]> byVariant = new HashMap<>();
        for (Plan.Cell other : plan.cells()) {
            int o = other.index();
            if (finished[o] > 0) {
                add(byKind, kindKey(other), o);
                add(byVariant, variantKey(other), o);
            }
        }
        double left = 0;
        for (int c = 0; c < remaining.length; c++) {
            if (remaining[c] <= 0) {
                continue;
            }
            double mean = finished[c] > 0 ? millis[c] / finished[c] : alike(c, byKind, byVariant, overall);
            left += remaining[c] * mean;
        }
        double parallelism = Math.max(1e-9, totalMillis / 1000.0 / elapsedSeconds);
        return left / 1000.0 / parallelism;
    }

    private void add(Map<String, double[]> sums, String key, int cell) {
        double[] s = sums.computeIfAbsent(key, k -> new double[2]);
        s[0] += millis[cell];
        s[1] += finished[cell];
    }

    private static String variantKey(Plan.Cell cell) {
        return cell.variant().name() + "\u0000" + cell.params();
    }

    private static String kindKey(Plan.Cell cell) {
        return variantKey(cell) + "\u0000" + cell.puzzle().geometry().kind();
    }

    /**
     * The mean run time of the measured cells that share cell {@code c}'s variant, parameters and kind
     * of puzzle; failing those, its variant and parameters; failing those, {@code overall}.
     */
    private double alike(int c, Map<String, double[]> byKind, Map<String, double[]> byVariant, double overall) {
        Plan.Cell cell = plan.cells().get(c);
        double[] kind = byKind.get(kindKey(cell));
        double[] variant = byVariant.get(variantKey(cell));
        return kind != null ? kind[0] / kind[1] : variant != null ? variant[0] / variant[1] : overall;
    }

    private long finishedRuns() {
        long n = 0;
        for (long f : finished) {
            n += f;
        }
        return Math.max(1, n);
    }
}
