package io.galab.experiment.run;

import io.galab.experiment.Plan;

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
        double left = 0;
        for (int c = 0; c < remaining.length; c++) {
            if (remaining[c] <= 0) {
                continue;
            }
            double mean = finished[c] > 0 ? millis[c] / finished[c] : alike(c, overall);
            left += remaining[c] * mean;
        }
        double parallelism = Math.max(1e-9, totalMillis / 1000.0 / elapsedSeconds);
        return left / 1000.0 / parallelism;
    }

    /**
     * The mean run time of the measured cells that share cell {@code c}'s variant, parameters and kind
     * of puzzle; failing those, its variant and parameters; failing those, {@code overall}.
     */
    private double alike(int c, double overall) {
        Plan.Cell cell = plan.cells().get(c);
        double[] sum = new double[2];
        long[] n = new long[2];
        for (Plan.Cell other : plan.cells()) {
            int o = other.index();
            if (finished[o] > 0 && other.variant().equals(cell.variant()) && other.params().equals(cell.params())) {
                int k = other.puzzle().geometry().kind() == cell.puzzle().geometry().kind() ? 0 : 1;
                sum[k] += millis[o];
                n[k] += finished[o];
            }
        }
        return n[0] > 0 ? sum[0] / n[0] : n[1] > 0 ? sum[1] / n[1] : overall;
    }

    private long finishedRuns() {
        long n = 0;
        for (long f : finished) {
            n += f;
        }
        return Math.max(1, n);
    }
}
