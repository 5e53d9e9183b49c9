package io.galab.experiment;

import io.galab.algorithm.StopReason;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Every run's outcome of one experiment, in plan order (cell by cell, run by run), and the convergence
 * of each cell summed over its runs. Compact primitive arrays: a few dozen bytes per run, whatever the
 * generations, so 100,000-run experiments fit in a small heap. Filled by the {@link
 * io.galab.experiment.run.ExperimentRunner}.
 *
 * <p>A cell under sequential gates may stop before the plan's runs: {@link #runs(int)} is the runs it
 * made, its first runs in run order, and every per-cell statistic uses those (docs/gates.md,
 * "Sequential gates").
 */
public final class ExperimentResult {

    private final Plan plan;
    private final ConvergenceGrid grid;
    private final long[] seed;
    private final boolean[] solved;
    private final long[] generations;
    private final long[] evaluations;
    private final double[] bestFitness;
    private final long[] millis;
    private final long[] micros;
    private final boolean[] present;
    /** Each run's note, "" for most ({@link RunRecord#note()}). */
    private final String[] notes;
    /** Each run's outcome ({@link RunRecord#outcome()}). */
    private final StopReason[] outcomes;
    /** Each run's counters ({@link RunRecord#counters()}); empty where a journal did not keep them. */
    private final List<Map<String, Long>> counters;
    /** Each run's improvements of the best (evaluations, value); empty where a journal did not keep them. */
    private final long[][] improvedAt;
    private final double[][] improvedTo;
    /**
     * Convergence sums in fixed point (value × {@link #SCALE}, rounded), so that they are exact and do
     * not depend on the order in which runs complete; floating-point sums would differ in the last bits.
     */
    private final long[][] sumBest;
    private final long[][] sumMean;
    private static final double SCALE = 1 << 16;
    private long count;
    private final int[] made;
    /** Per run, whether it was read from the journal (else made in this build). */
    private final boolean[] journaled;
    private final String[] stopped;
    /** What a check of a variant's runs found, by variant name: "seed not honoured: …". */
    private final Map<String, String> remarks = new java.util.TreeMap<>();

    public ExperimentResult(Plan plan, ConvergenceGrid grid) {
        this.plan = plan;
        this.grid = grid;
        int total = Math.toIntExact(plan.totalRuns());
        seed = new long[total];
        solved = new boolean[total];
        generations = new long[total];
        evaluations = new long[total];
        bestFitness = new double[total];
        millis = new long[total];
        micros = new long[total];
        present = new boolean[total];
        notes = new String[total];
        Arrays.fill(notes, "");
        outcomes = new StopReason[total];
        counters = new ArrayList<>(Collections.nCopies(total, Map.of()));
        improvedAt = new long[total][];
        improvedTo = new double[total][];
        sumBest = new long[plan.cells().size()][grid.size()];
        sumMean = new long[plan.cells().size()][grid.size()];
        made = new int[plan.cells().size()];
        journaled = new boolean[total];
        Arrays.fill(made, plan.runs());
        stopped = new String[made.length];
        Arrays.fill(stopped, "");
    }

    /** Records that a cell stopped after its first {@code runs} runs, and why ("" when it made them all). */
    public synchronized void made(int cell, int runs, String why) {
        made[cell] = runs;
        stopped[cell] = why;
    }

    /** The runs the cell made: the plan's runs, or fewer when a sequential gate stopped it early. */
    public synchronized int runs(int cell) {
        return made[cell];
    }

    /**
     * Whether every run of the cell reported its generations. An external program that prints no counts
     * has none (docs/external-solvers.md, "External solvers"), and so no trace to draw or export by
     * generation.
     */
    public boolean hasGenerations(int cell) {
        return reported(generations, cell);
    }

    /**
     * Whether the cell has a trace by generation to draw or export: every run reported its generations,
     * and the variant is a GA or some run went past generation 0. A search that is not a GA and runs one
     * generation ({@code exact}, or a program printing {@code generations=0}) has none: its line would lie
     * flat at its final value across the GAs' generations, and an unsolved run's penalty of hundreds of
     * blanks would squash every other line to the axis.
     */
    public boolean hasTrace(int cell) {
        if (!hasGenerations(cell)) {
            return false;
        }
        if (plan.cells().get(cell).algorithm().geneticAlgorithm()) {
            return true;
        }
        for (long g : generations(cell)) {
            if (g > 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether every run of the cell reported its evaluations: IOHprofiler's and the benchmark JSON's axis. */
    public boolean hasEvaluations(int cell) {
        return reported(evaluations, cell);
    }

    private boolean reported(long[] counts, int cell) {
        for (int r = 0; r < runs(cell); r++) {
            if (counts[index(cell, r)] < 0) {
                return false;
            }
        }
        return true;
    }

    /** Why the cell stopped before the plan's runs, or "" when it did not. */
    public synchronized String stopped(int cell) {
        return stopped[cell];
    }

    /** Records what a check of a variant's runs found, shown in its report ("seed not honoured: …"). */
    public synchronized void remark(String variant, String remark) {
        remarks.put(variant, remark);
    }

    /** What checks found about a variant's runs, or "". */
    public synchronized String remark(String variant) {
        return remarks.getOrDefault(variant, "");
    }

    private final Map<String, Double> starts = new java.util.TreeMap<>();

    /**
     * Records an external variant's process start: the median wall time, in ms, of its program on a filled grid
     * (docs/external-solvers.md, "Times"); NaN when it could not be measured.
     */
    public synchronized void start(String variant, double millis) {
        starts.put(variant, millis);
    }

    /** An external variant's measured process start in ms, or NaN when none was measured. */
    public synchronized double start(String variant) {
        return starts.getOrDefault(variant, Double.NaN);
    }

    /** Runs not made because sequential gates settled their cells early. */
    public synchronized long saved() {
        long n = 0;
        for (int m : made) {
            n += plan.runs() - m;
        }
        return n;
    }

    /** Adds one run read from the journal (not made in this build); a second record of the same run is ignored. */
    public synchronized void addFromJournal(RunRecord r) {
        if (!present[index(r.cell(), r.run())]) {
            journaled[index(r.cell(), r.run())] = true;
            add(r);
        }
    }

    /**
     * How many of the cell's runs (of the first {@link #runs(int)}) were read from the journal rather than made in
     * this build: what CI's outputs say beside each verdict (docs/gates.md, "CI outputs").
     */
    public synchronized int fromJournal(int cell) {
        return counted(cell, true);
    }

    /** How many of the cell's runs (of the first {@link #runs(int)}) were made in this build. */
    public synchronized int madeNow(int cell) {
        return counted(cell, false);
    }

    /** Whether the run was read from the journal rather than made in this build. */
    public synchronized boolean fromJournal(int cell, int run) {
        return journaled[index(cell, run)];
    }

    /** How many of the cell's first {@link #runs(int)} runs are present and were, or were not, journaled. */
    private int counted(int cell, boolean fromJournal) {
        int n = 0;
        for (int r = 0; r < made[cell]; r++) {
            n += present[index(cell, r)] && journaled[index(cell, r)] == fromJournal ? 1 : 0;
        }
        return n;
    }

    /** Adds one run (from the journal or just run); a second record of the same run is ignored. */
    public synchronized void add(RunRecord r) {
        int i = index(r.cell(), r.run());
        if (present[i]) {
            return;
        }
        present[i] = true;
        seed[i] = r.seed();
        solved[i] = r.solved();
        generations[i] = r.generations();
        evaluations[i] = r.evaluations();
        bestFitness[i] = r.bestFitness();
        millis[i] = r.millis();
        micros[i] = r.micros();
        notes[i] = r.note();
        outcomes[i] = r.outcome();
        counters.set(i, r.counters());
        improvedAt[i] = r.improvedAt();
        improvedTo[i] = r.improvedTo();
        for (int p = 0; p < grid.size(); p++) {
            sumBest[r.cell()][p] += Math.round(r.best()[p] * SCALE);
            sumMean[r.cell()][p] += Math.round(r.mean()[p] * SCALE);
        }
        count++;
    }

    private int index(int cell, int run) {
        return cell * plan.runs() + run;
    }

    public Plan plan() {
        return plan;
    }

    public ConvergenceGrid grid() {
        return grid;
    }

    /** Runs recorded so far. */
    public synchronized long count() {
        return count;
    }

    public boolean has(int cell, int run) {
        return present[index(cell, run)];
    }

    public long seed(int cell, int run) {
        return seed[index(cell, run)];
    }

    /** How the run ended ({@link RunRecord#outcome()}). */
    public StopReason outcome(int cell, int run) {
        return outcomes[index(cell, run)];
    }

    /** What the run said besides its numbers ({@link RunRecord#note()}), "" for nothing. */
    public String note(int cell, int run) {
        return notes[index(cell, run)];
    }

    /**
     * The run's CPU time in µs ({@link io.galab.algorithm.RunResult#CPU_MICROS}: the run thread's, or an external
     * program's process tree's), or -1 where its record has none (a journal written before it was kept).
     */
    public long cpuMicros(int cell, int run) {
        Long v = counter(cell, run, io.galab.algorithm.RunResult.CPU_MICROS);
        return v == null ? -1 : v;
    }

    /** Whether every run of the cell (of the first {@link #runs(int)}) has its CPU time. */
    public boolean hasCpu(int cell) {
        for (int r = 0; r < runs(cell); r++) {
            if (!has(cell, r) || cpuMicros(cell, r) < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The time of every run of the cell in seconds, as the verdicts measure it: CPU time where every run of the
     * cell has one ({@link #hasCpu}), else wall time (docs/reading-the-report.md, "Seconds").
     */
    public double[] seconds(int cell) {
        boolean cpu = hasCpu(cell);
        double[] s = new double[runs(cell)];
        for (int r = 0; r < s.length; r++) {
            s[r] = (cpu ? cpuMicros(cell, r) : micros(cell, r)) / 1e6;
        }
        return s;
    }

    /** The run's counter {@code name} ({@link RunRecord#counters()}), or null where the run's record has none. */
    public Long counter(int cell, int run, String name) {
        return counters.get(index(cell, run)).get(name);
    }

    public boolean solved(int cell, int run) {
        return solved[index(cell, run)];
    }

    public long generations(int cell, int run) {
        return generations[index(cell, run)];
    }

    /**
     * The expected running time in evaluations: the evaluations of all the cell's runs made, divided by its
     * runs solved; infinite when none was solved, NaN when some run did not count its evaluations (an
     * external program that prints none).
     */
    public double ertEvaluations(int cell) {
        long total = 0;
        int solvedRuns = 0;
        for (int r = 0; r < runs(cell); r++) {
            long e = evaluations(cell, r);
            if (e < 0) {
                return Double.NaN;
            }
            total += e;
            solvedRuns += solved(cell, r) ? 1 : 0;
        }
        return solvedRuns == 0 ? Double.POSITIVE_INFINITY : (double) total / solvedRuns;
    }

    public long evaluations(int cell, int run) {
        return evaluations[index(cell, run)];
    }

    public double bestFitness(int cell, int run) {
        return bestFitness[index(cell, run)];
    }

    /** The run's improvements of the best: the evaluations at each (empty when not kept). */
    public synchronized long[] improvedAt(int cell, int run) {
        long[] at = improvedAt[index(cell, run)];
        return at == null ? new long[0] : at.clone();
    }

    /** The run's improvements of the best: the value reached at each. */
    public synchronized double[] improvedTo(int cell, int run) {
        double[] to = improvedTo[index(cell, run)];
        return to == null ? new double[0] : to.clone();
    }

    /** The run's wall time in microseconds (its milliseconds × 1000 when a journal did not keep them). */
    public long micros(int cell, int run) {
        return micros[index(cell, run)];
    }

    public long millis(int cell, int run) {
        return millis[index(cell, run)];
    }

    /** The cell's solved flags, run by run. */
    public boolean[] solved(int cell) {
        return solvedPrefix(cell, runs(cell));
    }

    /** The solved flags of the cell's first {@code upTo} runs. */
    public boolean[] solvedPrefix(int cell, int upTo) {
        boolean[] out = new boolean[upTo];
        System.arraycopy(solved, index(cell, 0), out, 0, out.length);
        return out;
    }

    public long[] generations(int cell) {
        long[] out = new long[runs(cell)];
        System.arraycopy(generations, index(cell, 0), out, 0, out.length);
        return out;
    }

    public long[] millis(int cell) {
        long[] out = new long[runs(cell)];
        System.arraycopy(millis, index(cell, 0), out, 0, out.length);
        return out;
    }

    /** How many of the cell's runs solved the puzzle. */
    public int successes(int cell) {
        int k = 0;
        for (int r = 0, n = runs(cell); r < n; r++) {
            k += solved(cell, r) ? 1 : 0;
        }
        return k;
    }

    /** Generations of the cell's successful runs. */
    public double[] successfulGenerations(int cell) {
        double[] out = new double[successes(cell)];
        int k = 0;
        for (int r = 0, n = runs(cell); r < n; r++) {
            if (solved(cell, r)) {
                out[k++] = generations(cell, r);
            }
        }
        return out;
    }

    /** Mean over the cell's runs of the best fitness at grid point p. */
    public double meanBest(int cell, int p) {
        return sumBest[cell][p] / SCALE / runs(cell);
    }

    /** Mean over the cell's runs of the population's mean fitness at grid point p. */
    public double meanMean(int cell, int p) {
        return sumMean[cell][p] / SCALE / runs(cell);
    }
}
