package io.galab.experiment;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import io.galab.experiment.spec.Spec;
import io.galab.experiment.spec.SpecException;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.Puzzle;

/** Makes one run of a plan: the unit of work every executor performs. */
public final class RunMaker {

    private RunMaker() {
    }

    /**
     * Runs one description and returns its record, or null when the run was interrupted (it must then
     * not be journaled). A reported solution is checked by the exact solver.
     *
     * @throws IllegalStateException when an algorithm reports an invalid solution
     */
    public static RunRecord execute(Plan plan, ConvergenceGrid grid, PlannedRun d) {
        Plan.Cell cell = plan.cells().get(d.cell());
        try {
            return execute(cell.algorithm(), cell.puzzle(), cell.parameters(), plan.spec().budget(), grid, d);
        } catch (AlgorithmFailure e) {
            throw e.rerun(AlgorithmFailure.rerunCommand(plan, cell, d.seed()));
        } catch (IllegalArgumentException e) {
            // the algorithm refused what the spec gave it (a command that cannot start, a puzzle it cannot
            // run on): the spec's error, located at the variant
            Spec.Location at = cell.variant().at() != null ? cell.variant().at()
                    : new Spec.Location(plan.spec().file().toString(), 1, 1);
            throw new SpecException(at.file(), at.line(), at.column(), "variant '" + cell.variant().name() + "' ("
                    + cell.algorithm().id() + ") on puzzle " + cell.puzzle().id() + ": " + e.getMessage());
        }
    }

    /**
     * Runs one description of a cell given by its parts (as a remote worker rebuilds it, see
     * {@link io.galab.experiment.distribute.PortablePlan}); otherwise as {@link #execute(Plan, ConvergenceGrid,
     * PlannedRun)}.
     */
    public static RunRecord execute(Algorithm algorithm, Puzzle puzzle, Parameters parameters, Budget budget,
            ConvergenceGrid grid, PlannedRun d) {
        warmUp(algorithm, puzzle, parameters, d.seed(), budget);
        long t0 = System.nanoTime();
        long cpu0 = threadCpuNanos();
        RunResult r;
        try {
            r = algorithm.run(puzzle, parameters, d.seed(), budget);
        } catch (RuntimeException | StackOverflowError e) {
            if (AlgorithmFailure.galabs(algorithm)) {
                throw e; // galab's own algorithm: a bug, reported as one
            }
            throw AlgorithmFailure.of(algorithm, puzzle.id(), d.seed(), e);
        }
        long micros = (System.nanoTime() - t0) / 1_000;
        long cpu1 = threadCpuNanos();
        long millis = micros / 1_000;
        if (r.stopReason() == StopReason.INTERRUPTED) {
            return null;
        }
        if (r.solved() && !ExactSolver.isSolution(puzzle, r.bestGrid())) {
            if (!AlgorithmFailure.galabs(algorithm)) {
                throw AlgorithmFailure.invalidSolution(algorithm, puzzle.id(), d.seed());
            }
            throw new IllegalStateException(algorithm.id() + " reported an invalid solution for "
                    + puzzle.id() + " (seed " + d.seed() + ")");
        }
        return new RunRecord(d.cell(), d.run(), d.seed(), r.solved(), r.generations(), r.evaluations(),
                r.bestFitness(), millis, grid.sample(r.trace(), true), grid.sample(r.trace(), false),
                r.trace().improvedAt(), r.trace().improvedTo(), micros, r.note(), r.solved() ? StopReason.SOLVED
                : r.stopReason() == StopReason.SOLVED ? StopReason.GENERATIONS : r.stopReason(),
                withCpu(r.counters(), cpu0, cpu1));
    }

    /** Each algorithm class's warm-up in this JVM, made once; the runs that come while it runs wait for it. */
    private static final java.util.concurrent.ConcurrentHashMap<Class<?>, java.util.concurrent.FutureTask<Void>>
            WARMED = new java.util.concurrent.ConcurrentHashMap<>();
    /** The longest a warm-up runs, in seconds: long enough for the JIT compiler to compile the hot loops. */
    static final double WARM_UP_SECONDS = 0.5;

    /**
     * Before an algorithm's first timed run in this JVM (each worker JVM of a cluster too), one untimed run of it
     * on the same puzzle, parameters and seed, its budget cut to {@value #WARM_UP_SECONDS} s, whose result is
     * dropped: the JIT compiler's warm-up then falls on no measured run, whichever variant's run comes first
     * (docs/reading-the-report.md, "Seconds"). An external program needs none (its start is measured apart); a
     * warm-up that fails is ignored (the timed run reports the failure).
     */
    static void warmUp(Algorithm algorithm, Puzzle puzzle, Parameters parameters, long seed, Budget budget) {
        java.util.concurrent.FutureTask<Void> known = WARMED.get(algorithm.getClass());
        if (algorithm.externalProgram() || known != null && known.isDone()) {
            return; // warmed already: the common case, with nothing made
        }
        java.util.concurrent.FutureTask<Void> mine = new java.util.concurrent.FutureTask<>(() -> {
            try {
                algorithm.run(puzzle, parameters, seed, new Budget(budget.maxGenerations(), budget.maxEvaluations(),
                        budget.maxSeconds() > 0 ? Math.min(budget.maxSeconds(), WARM_UP_SECONDS) : WARM_UP_SECONDS));
            } catch (RuntimeException | StackOverflowError e) {
                // the timed run makes the same call and reports what went wrong
            }
            return null;
        });
        java.util.concurrent.FutureTask<Void> first = WARMED.putIfAbsent(algorithm.getClass(), mine);
        if (first == null) {
            mine.run();
            return;
        }
        try {
            first.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException e) {
            // a warm-up that failed warmed what it could
        }
    }

    private static final java.lang.management.ThreadMXBean THREADS =
            java.lang.management.ManagementFactory.getThreadMXBean();

    /** The current thread's CPU time in ns, or -1 where the JVM does not measure it. */
    static long threadCpuNanos() {
        try {
            return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : -1;
        } catch (UnsupportedOperationException e) {
            return -1;
        }
    }

    /**
     * The run's counters with its CPU time ({@link RunResult#CPU_MICROS}): the one the result carries (an external
     * program's process tree), else the run thread's from {@code before} to {@code after} (ns), else none.
     */
    static java.util.Map<String, Long> withCpu(java.util.Map<String, Long> counters, long before, long after) {
        if (counters.containsKey(RunResult.CPU_MICROS) || before < 0 || after < before) {
            return counters;
        }
        java.util.Map<String, Long> out = new java.util.TreeMap<>(counters);
        out.put(RunResult.CPU_MICROS, (after - before) / 1_000);
        return out;
    }
}
