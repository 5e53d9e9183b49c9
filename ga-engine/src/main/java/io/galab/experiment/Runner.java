package io.galab.experiment;

import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs a plan's missing runs on a pool of worker threads, journals each as it completes, and gathers
 * the {@link ExperimentResult}.
 *
 * <p>Results do not depend on the number of threads or on the order in which runs complete: every
 * run is a pure function of its cell and seed, and results are stored by plan position. Interrupting
 * the calling thread stops the workers; runs cut short are not journaled, so rerunning resumes.
 */
public final class Runner {

    private final Plan plan;
    private final Path reportDir;
    private final int threads;
    private final ProgressListener listener;
    private final boolean resume;
    private final long progressIntervalNanos;

    /**
     * @param plan      what to run
     * @param reportDir the spec's report folder, where the journal lives
     * @param threads   worker threads (at least 1)
     * @param listener  receives the plan, progress and warnings
     * @param resume    reuse the journal's runs; false starts afresh (the old journal is kept aside)
     */
    public Runner(Plan plan, Path reportDir, int threads, ProgressListener listener, boolean resume) {
        this(plan, reportDir, threads, listener, resume, 5_000_000_000L);
    }

    Runner(Plan plan, Path reportDir, int threads, ProgressListener listener, boolean resume, long progressIntervalNanos) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
        this.plan = plan;
        this.reportDir = reportDir;
        this.threads = threads;
        this.listener = listener;
        this.resume = resume;
        this.progressIntervalNanos = progressIntervalNanos;
    }

    /**
     * Runs what is missing and returns every run's outcome.
     *
     * @throws InterruptedException when interrupted; the runs finished so far are journaled
     * @throws IOException          when the journal cannot be written
     */
    public ExperimentResult run() throws IOException, InterruptedException {
        ConvergenceGrid grid = ConvergenceGrid.of(plan.spec().budget());
        ExperimentResult result = new ExperimentResult(plan, grid);
        if (!resume) {
            java.nio.file.Path journal = reportDir.resolve(Journal.FILE);
            if (java.nio.file.Files.exists(journal)) {
                java.nio.file.Path kept = reportDir.resolve("journal.previous.csv");
                java.nio.file.Files.move(journal, kept, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                listener.warning("resume is off: the previous journal was moved to " + kept);
            }
        }
        Journal.Contents contents = Journal.read(reportDir, plan, grid);
        contents.warnings().forEach(listener::warning);
        contents.records().forEach(result::add);
        long already = result.count();
        listener.planned(plan, already);
        long total = plan.totalRuns();
        if (already == total) {
            listener.progress(new ProgressListener.Progress(plan.spec().name(), total, total, 0, 0));
            return result;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, new Workers(plan.spec().name()));
        try (Journal journal = Journal.open(reportDir, plan, grid)) {
            CompletionService<RunRecord> done = new ExecutorCompletionService<>(pool);
            long submitted = 0;
            for (Plan.Cell cell : plan.cells()) {
                for (int run = 0; run < plan.runs(); run++) {
                    if (!result.has(cell.index(), run)) {
                        int r = run;
                        done.submit(() -> execute(cell, r, grid));
                        submitted++;
                    }
                }
            }
            long start = System.nanoTime();
            long lastReport = start;
            for (long k = 0; k < submitted; k++) {
                Future<RunRecord> f = done.take();
                RunRecord record;
                try {
                    record = f.get();
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof InterruptedException ie) {
                        throw ie;
                    }
                    throw new IllegalStateException("a run failed: " + cause, cause);
                }
                if (record == null) {
                    throw new InterruptedException("interrupted");
                }
                journal.append(record);
                result.add(record);
                long now = System.nanoTime();
                if (now - lastReport >= progressIntervalNanos || k == submitted - 1) {
                    lastReport = now;
                    double seconds = Math.max(1e-9, (now - start) / 1e9);
                    double rate = (k + 1) / seconds;
                    long doneRuns = result.count();
                    listener.progress(new ProgressListener.Progress(plan.spec().name(), doneRuns, total, rate,
                            (total - doneRuns) / rate));
                }
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(1, java.util.concurrent.TimeUnit.MINUTES);
        }
        return result;
    }

    /** One run; null when it was interrupted (it is then not journaled). */
    private RunRecord execute(Plan.Cell cell, int run, ConvergenceGrid grid) {
        long seed = plan.seed(cell, run);
        long t0 = System.nanoTime();
        RunResult r = cell.algorithm().run(cell.puzzle(), cell.parameters(), seed, plan.spec().budget());
        long millis = (System.nanoTime() - t0) / 1_000_000;
        if (r.stopReason() == StopReason.INTERRUPTED) {
            return null;
        }
        if (r.solved() && !io.galab.puzzle.ExactSolver.isSolution(cell.puzzle(), r.bestGrid())) {
            throw new IllegalStateException(cell.algorithm().id() + " reported an invalid solution for "
                    + cell.puzzle().id() + " (seed " + seed + ")");
        }
        return new RunRecord(cell.index(), run, seed, r.solved(), r.generations(), r.evaluations(), r.bestFitness(),
                millis, grid.sample(r.trace(), true), grid.sample(r.trace(), false));
    }

    /** Daemon worker threads named after the spec. */
    private static final class Workers implements ThreadFactory {
        private final String name;
        private final AtomicInteger count = new AtomicInteger();

        Workers(String name) {
            this.name = name;
        }

        @Override
        public Thread newThread(Runnable r) {
            Thread t = new Thread(r, "galab-" + name + "-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        }
    }
}
