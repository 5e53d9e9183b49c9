package io.galab.experiment.run;

import io.galab.experiment.ConvergenceGrid;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.LocalExecutor;
import io.galab.experiment.Plan;
import io.galab.experiment.PlannedRun;
import io.galab.experiment.RunRecord;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.RunExecutor;
import io.galab.experiment.Shard;
import io.galab.experiment.StoppingRule;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Runs a plan's missing runs on a {@link RunExecutor} (the local thread pool unless told otherwise),
 * journals each as it completes, and gathers the {@link ExperimentResult}. With a {@link Shard}, only
 * that shard's runs are made.
 *
 * <p>Results do not depend on the number of threads or on the order in which runs complete: every
 * run is a pure function of its cell and seed, and results are stored by plan position. Interrupting
 * the calling thread stops the workers; runs cut short are not journaled, so rerunning resumes.
 */
public final class ExperimentRunner {

    /**
     * How a runner runs.
     *
     * @param threads  worker threads (at least 1)
     * @param resume   reuse the journal's runs; false makes every run in this build, reading no journal (the old
     *                 one is kept aside as {@code journal.stale-N.csv})
     * @param executor where runs execute
     * @param shard    the runs to make: {@link Shard#WHOLE} for all, or one shard of a job array
     * @param rule     when a cell under sequential gates may stop
     */
    public record Options(int threads, boolean resume, RunExecutor executor, Shard shard, StoppingRule rule) {
        public Options {
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be at least 1, was " + threads);
            }
        }

        /** The whole plan on the local thread pool, resuming, with no stopping rule. */
        public static Options local(int threads) {
            return new Options(threads, true, new LocalExecutor(), Shard.WHOLE, StoppingRule.NEVER);
        }
    }

    private final Plan plan;
    private final Path reportDir;
    private final Options options;
    /**
     * Progress is told at most every 5 s, and then only when another tenth of the runs is done or a
     * minute has passed: about ten lines for a spec, one a minute for a long one.
     */
    private static final long PROGRESS_INTERVAL_NANOS = 5_000_000_000L;

    /**
     * A runner.
     *
     * @param plan      what to run
     * @param reportDir the spec's report folder, where the journal lives
     * @param options   threads, resuming, executor, shard and stopping rule
     */
    public ExperimentRunner(Plan plan, Path reportDir, Options options) {
        this.plan = plan;
        this.reportDir = reportDir;
        this.options = options;
    }

    /** What the progress lines have told so far, as runs complete. */
    private static final class Told {
        final long start;
        long lastLine;
        long made;
        long decile = -1;
        /** When the first record came, in nanoseconds after the start; -1 before it. */
        long firstAfter = -1;

        Told(long start) {
            this.start = start;
            lastLine = start;
        }
    }

    /**
     * True once a rate can be estimated: twice the time the first record took has passed. An executor that
     * delivers runs a partition at a time (Spark) hands over its first wave of partitions together, after a
     * while in which every core worked; a rate taken at that first delivery divides a few partitions' runs by
     * the whole wait and underestimates the speed by the number of cores ("1.3 runs/min, ETA 7h20m"). On the
     * thread pool the first run comes within milliseconds, so this costs nothing there.
     */
    static boolean estimateReady(long sinceStart, long firstAfter) {
        return firstAfter >= 0 && sinceStart >= 2 * firstAfter;
    }

    /**
     * Runs what is missing (of the shard) and returns every run's outcome known so far, telling
     * {@code listener} of the plan, progress and warnings.
     *
     * @throws InterruptedException when interrupted; the runs finished so far are journaled
     * @throws IOException          when the journal cannot be written
     */
    public ExperimentResult run(ProgressListener listener) throws IOException, InterruptedException {
        ConvergenceGrid grid = ConvergenceGrid.of(plan.spec().budget());
        ExperimentResult result = new ExperimentResult(plan, grid);
        List<RunRecord> known;
        if (options.resume()) {
            Journal.Contents contents = Journal.read(reportDir, plan, grid);
            contents.warnings().forEach(listener::warning);
            known = contents.records();
        } else {
            // from scratch: no journal is read, this one nor any kept aside; the old one stays on disk
            Path kept = Journal.setAside(reportDir);
            listener.warning("resume is off: every run is made in this build and no journal is read"
                    + (kept == null ? "" : " (the previous journal is kept as " + kept.getFileName() + ")"));
            known = List.of();
        }
        Batches batches = new Batches(plan, result, options.shard(), options.rule(), known);
        List<PlannedRun> todo = batches.next();
        long already = result.count();
        listener.planned(plan, already);
        // under sequential gates the plan's runs are a most: one total per spec, said as "up to"
        boolean upTo = options.rule() != StoppingRule.NEVER && Shard.WHOLE.equals(options.shard())
                && plan.cells().stream().anyMatch(plan::sequential);
        long most = upTo ? plan.totalRuns() : 0;
        if (todo.isEmpty()) {
            listener.progress(new ProgressListener.Progress(plan.spec().name(), already, upTo ? most : already, 0, 0,
                    upTo, true));
            return result;
        }
        long[] remaining = batches.toMake();
        long total = upTo ? most : already + Arrays.stream(remaining).sum();
        CostModel cost = new CostModel(plan, remaining);
        try (Journal journal = Journal.open(reportDir, plan, grid)) {
            long start = System.nanoTime();
            Told told = new Told(start);
            // one round per batch of the sequential cells (a single round when there are none): a
            // batch is looked at only when all its runs are in
            while (!todo.isEmpty()) {
                options.executor().execute(plan, todo, options.threads(), record -> {
                    if (result.has(record.cell(), record.run())) {
                        return; // a retried or duplicated run: the first record stands
                    }
                    try {
                        journal.append(record);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    result.add(record);
                    cost.finished(record.cell(), record.millis());
                    told.made++;
                    long now = System.nanoTime();
                    if (told.firstAfter < 0) {
                        told.firstAfter = now - told.start;
                    }
                    long decile = (already + told.made) * 10 / total;
                    // the last run's line is the closing one, said once after the loop
                    boolean due = already + told.made < total && now - told.lastLine >= PROGRESS_INTERVAL_NANOS
                            && (decile > told.decile || now - told.lastLine >= 12 * PROGRESS_INTERVAL_NANOS)
                            && estimateReady(now - told.start, told.firstAfter);
                    if (due) {
                        told.lastLine = now;
                        told.decile = decile;
                        double rate = told.made / Math.max(1e-9, (now - start) / 1e9);
                        long done = already + told.made;
                        double eta = cost.secondsLeft((now - start) / 1e9);
                        listener.progress(new ProgressListener.Progress(plan.spec().name(), done, total, rate,
                                Double.isFinite(eta) ? eta : (total - done) / rate, upTo, false));
                    }
                });
                todo = batches.next();
            }
            long now = System.nanoTime();
            long done = result.count();
            listener.progress(new ProgressListener.Progress(plan.spec().name(), done, upTo ? total : done,
                    told.made / Math.max(1e-9, (now - start) / 1e9), 0, upTo, true));
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return result;
    }
}
