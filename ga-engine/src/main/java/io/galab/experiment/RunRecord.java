package io.galab.experiment;

import io.galab.algorithm.Notes;
import io.galab.algorithm.StopReason;
import java.io.Serializable;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the experiment keeps of one run: its place in the plan, its seed, outcome and the sampled
 * convergence trace (see {@link ConvergenceGrid}).
 *
 * @param cell        the cell's index in the plan
 * @param run         the run index within the cell, from 0
 * @param seed        the run seed
 * @param solved      whether it solved the puzzle
 * @param generations the generation it was solved in, or the generations it used
 * @param evaluations fitness evaluations
 * @param bestFitness the best fitness reached
 * @param millis      wall-clock milliseconds (the only field that differs between repeated runs)
 * @param best        best fitness at each grid point
 * @param mean        mean fitness at each grid point
 * @param improvedAt  the evaluations at each improvement of the best ({@link io.galab.algorithm.Trace#improvedAt()})
 * @param improvedTo  the best reached at each improvement
 * @param micros      wall-clock microseconds, for runs shorter than the millisecond clock resolves
 * @param note        what the run's algorithm said besides its numbers ({@link io.galab.algorithm.RunResult#note()}),
 *                    "" for nothing
 * @param outcome     how the run ended ({@link io.galab.algorithm.RunResult#stopReason()}); a solved run's is
 *                    {@link StopReason#SOLVED}
 * @param counters    what the run's operators did ({@link io.galab.algorithm.RunResult#counters()}), in name
 *                    order; empty where a journal did not keep them
 */
public record RunRecord(int cell, int run, long seed, boolean solved, long generations, long evaluations,
        double bestFitness, long millis, double[] best, double[] mean, long[] improvedAt, double[] improvedTo,
        long micros, String note, StopReason outcome, Map<String, Long> counters) implements Serializable {

    public RunRecord {
        note = note == null || note.isEmpty() ? "" : Notes.printable(note);
        counters = counters == null || counters.isEmpty() ? Map.of()
                : Collections.unmodifiableSortedMap(new TreeMap<>(counters)); // the one copy: name order
        if (outcome == null || solved != (outcome == StopReason.SOLVED)) {
            throw new IllegalArgumentException("run " + run + " of cell " + cell + ": outcome " + outcome
                    + " for a run " + (solved ? "solved" : "not solved"));
        }
    }

    /** A record without counters. */
    public RunRecord(int cell, int run, long seed, boolean solved, long generations, long evaluations,
            double bestFitness, long millis, double[] best, double[] mean, long[] improvedAt, double[] improvedTo,
            long micros, String note, StopReason outcome) {
        this(cell, run, seed, solved, generations, evaluations, bestFitness, millis, best, mean, improvedAt, improvedTo,
                micros, note, outcome, null);
    }

    /** A record without a note. */
    public RunRecord(int cell, int run, long seed, boolean solved, long generations, long evaluations,
            double bestFitness, long millis, double[] best, double[] mean, long[] improvedAt, double[] improvedTo,
            long micros, StopReason outcome) {
        this(cell, run, seed, solved, generations, evaluations, bestFitness, millis, best, mean, improvedAt, improvedTo,
                micros, "", outcome);
    }

    /** A record without improvements or microseconds (a journal written before they were kept). */
    public RunRecord(int cell, int run, long seed, boolean solved, long generations, long evaluations,
            double bestFitness, long millis, double[] best, double[] mean, StopReason outcome) {
        this(cell, run, seed, solved, generations, evaluations, bestFitness, millis, best, mean, new long[0],
                new double[0], millis * 1000, outcome);
    }
}
