package io.galab.experiment;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Where runs execute: the service-provider interface between the {@link io.galab.experiment.run.ExperimentRunner} and a
 * thread pool, a
 * cluster or a scheduler. The runner hands over a batch of run descriptions; the executor returns one
 * record per run, in any order, on the calling thread (the runner journals each at once).
 *
 * <p>Implementations are found by {@link #name()} through {@link java.util.ServiceLoader}; the
 * built-in {@code local} executor is a thread pool. Because every run is a pure function of its plan
 * cell and seed ({@link RunMaker#execute(Plan, ConvergenceGrid, PlannedRun)}), an executor may retry or duplicate runs
 * freely: the runner
 * keeps the first record of each run.
 */
public interface RunExecutor {

    /** The name used to select it: {@code -Dga.executor=NAME} or {@code --executor NAME}. */
    String name();

    /**
     * The same executor with these settings (e.g. {@code ga.spark.master}, taken from the Maven
     * project's and session's properties); executors without settings return themselves.
     */
    default RunExecutor withSettings(Map<String, String> settings) {
        return this;
    }

    /**
     * Runs every description of the batch.
     *
     * @param plan    the expanded spec (cells, parameters, budget)
     * @param batch   the runs to make
     * @param threads the parallelism the user asked for (an executor may use its own)
     * @param results receives each record, on the calling thread
     * @throws InterruptedException when interrupted; records already delivered are kept
     */
    void execute(Plan plan, List<PlannedRun> batch, int threads, Consumer<RunRecord> results)
            throws InterruptedException;
}
