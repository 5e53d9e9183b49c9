package io.galab.experiment;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Trace;
import java.util.ArrayList;
import java.util.List;

/**
 * The generations at which convergence is recorded. With a generation budget G: 0, then every
 * ⌈G/100⌉ generations, and G itself (at most 102 points). Without one: 0, 1, 2, 5, 10, 20, 50, … up to
 * 10⁸. A run that ended before a point (solved, or out of another budget) counts with its last value,
 * so every run contributes to every point.
 */
public final class ConvergenceGrid {

    private final long[] points;

    private ConvergenceGrid(long[] points) {
        this.points = points;
    }

    public static ConvergenceGrid of(Budget budget) {
        List<Long> p = new ArrayList<>();
        if (budget.maxGenerations() > 0) {
            long g = budget.maxGenerations();
            long step = Math.max(1, (g + 99) / 100);
            for (long x = 0; x < g; x += step) {
                p.add(x);
            }
            p.add(g);
        } else {
            p.add(0L);
            for (long decade = 1; decade <= 100_000_000L; decade *= 10) {
                p.add(decade);
                p.add(2 * decade);
                p.add(5 * decade);
            }
        }
        return new ConvergenceGrid(p.stream().mapToLong(Long::longValue).toArray());
    }

    public int size() {
        return points.length;
    }

    public long point(int i) {
        return points[i];
    }

    /** The trace's best (or mean) value at every point. */
    public double[] sample(Trace trace, boolean best) {
        double[] out = new double[points.length];
        int last = trace.length() - 1;
        for (int i = 0; i < points.length; i++) {
            int g = (int) Math.min(points[i], last);
            out[i] = best ? trace.best(g) : trace.mean(g);
        }
        return out;
    }

    /** The points as a space-separated string, for the journal header. */
    public String describe() {
        StringBuilder s = new StringBuilder();
        for (long p : points) {
            s.append(s.length() == 0 ? "" : " ").append(p);
        }
        return s.toString();
    }
}
