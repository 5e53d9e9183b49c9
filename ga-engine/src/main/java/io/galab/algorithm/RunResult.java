package io.galab.algorithm;

import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The outcome of one run. Immutable.
 *
 * @param solved      whether the best grid is a valid solution
 * @param generations the generation in which the run was solved (0 = the initial population), or the
 *                    generations it used
 * @param evaluations fitness evaluations made
 * @param bestFitness the best fitness of the last generation, in the algorithm's own terms: which way is
 *                    better is {@link #objective()}
 * @param bestGrid    the best individual's value for every cell
 * @param trace       best and mean fitness per generation
 * @param stopReason  how the run ended: solved, at a limit, proven unsolvable, or an external program's
 *                    failure; the reports count runs by it
 * @param counters    what the operators did, e.g. {@code localSearchSwaps}, {@code purges}, {@code resets}
 * @param note        what the run's record should say besides its numbers, "" for nothing: an external
 *                    solver's wrong answer or failure with its last lines of standard error
 *                    (docs/external-solvers.md, "External solvers"), its control characters escaped
 *                    ({@link Notes#printable})
 */
public record RunResult(boolean solved, long generations, long evaluations, double bestFitness, int[] bestGrid,
        Trace trace, StopReason stopReason, Map<String, Long> counters, String note) {

    /** A count that the algorithm did not report (an external solver that prints no evaluations). */
    public static final long UNKNOWN = -1;

    /**
     * The counter of a run's CPU time in µs: for an algorithm in galab's JVM the run thread's CPU time, which the
     * runner measures; for an external program its process tree's, which its watchdog measures and the result
     * carries under this name (docs/reading-the-report.md, "Seconds").
     */
    public static final String CPU_MICROS = "cpuMicros";

    /** A result without a note. */
    public RunResult(boolean solved, long generations, long evaluations, double bestFitness, int[] bestGrid,
            Trace trace, StopReason stopReason, Map<String, Long> counters) {
        this(solved, generations, evaluations, bestFitness, bestGrid, trace, stopReason, counters, "");
    }

    public RunResult {
        note = Notes.printable(Objects.requireNonNull(note, "note"));
        Objects.requireNonNull(bestGrid, "bestGrid");
        Objects.requireNonNull(trace, "trace");
        Objects.requireNonNull(stopReason, "stopReason");
        bestGrid = bestGrid.clone();
        counters = Collections.unmodifiableMap(new TreeMap<>(counters));
    }

    @Override
    public int[] bestGrid() {
        return bestGrid.clone();
    }

    /** Which way the run's values improve, and the value of a solved grid (the trace's). */
    public Objective objective() {
        return trace.objective();
    }

    /** A counter's value, 0 when the algorithm does not keep it. */
    public long counter(String name) {
        return counters.getOrDefault(name, 0L);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RunResult r && solved == r.solved && generations == r.generations
                && evaluations == r.evaluations && Double.compare(bestFitness, r.bestFitness) == 0
                && Arrays.equals(bestGrid, r.bestGrid) && trace.equals(r.trace) && stopReason == r.stopReason
                && counters.equals(r.counters) && note.equals(r.note);
    }

    @Override
    public int hashCode() {
        return Objects.hash(solved, generations, evaluations, bestFitness, Arrays.hashCode(bestGrid), trace,
                stopReason);
    }

    @Override
    public String toString() {
        return (solved ? "solved in generation " + generations : "not solved after " + generations + " generations")
                + " (" + evaluations + " evaluations, best fitness " + Numbers.report(bestFitness) + ", " + stopReason
                + ")";
    }
}
