package io.galab.experiment;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
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

    private final Plan plan;
    private final Path reportDir;
    private final int threads;
    private final ProgressListener listener;
    private final boolean resume;
    private final RunExecutor executor;
    private final Shard shard;
    private final StoppingRule rule;
    /**
     * Progress is told at most every 5 s, and then only when another tenth of the runs is done or a
     * minute has passed: about ten lines for a spec, one a minute for a long one.
     */
    private final long progressIntervalNanos = 5_000_000_000L;

    /**
     * A runner on the local thread pool, for the whole plan.
     *
     * @param plan      what to run
     * @param reportDir the spec's report folder, where the journal lives
     * @param threads   worker threads (at least 1)
     * @param listener  receives the plan, progress and warnings
     * @param resume    reuse the journal's runs; false starts afresh (the old journal is kept aside)
     */
    public ExperimentRunner(Plan plan, Path reportDir, int threads, ProgressListener listener, boolean resume) {
        this(plan, reportDir, threads, listener, resume, new LocalExecutor(), null, StoppingRule.NEVER);
    }

    /**
     * A runner on any executor, for the whole plan or one shard of it ({@code shard} null for all);
     * {@code rule} says when a cell under sequential gates may stop.
     */
    public ExperimentRunner(Plan plan, Path reportDir, int threads, ProgressListener listener, boolean resume,
            RunExecutor executor, Shard shard, StoppingRule rule) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
        this.plan = plan;
        this.reportDir = reportDir;
        this.threads = threads;
        this.listener = listener;
        this.resume = resume;
        this.executor = executor;
        this.shard = shard;
        this.rule = rule;
    }

    /**
     * Runs what is missing (of the shard, when there is one) and returns every run's outcome known so far.
     *
     * @throws InterruptedException when interrupted; the runs finished so far are journaled
     * @throws IOException          when the journal cannot be written
     */
    public ExperimentResult run() throws IOException, InterruptedException {
        ConvergenceGrid grid = ConvergenceGrid.of(plan.spec().budget());
        ExperimentResult result = new ExperimentResult(plan, grid);
        if (!resume) {
            Path journal = reportDir.resolve(Journal.FILE);
            if (Files.exists(journal)) {
                Path kept = reportDir.resolve("journal.previous.csv");
                Files.move(journal, kept, StandardCopyOption.REPLACE_EXISTING);
                listener.warning("resume is off: the previous journal was moved to " + kept);
            }
        }
        Journal.Contents contents = Journal.read(reportDir, plan, grid);
        contents.warnings().forEach(listener::warning);
        Batches batches = new Batches(plan, result, shard, rule, contents.records());
        List<PlannedRun> todo = batches.next();
        long already = result.count();
        listener.planned(plan, already);
        if (todo.isEmpty()) {
            listener.progress(new ProgressListener.Progress(plan.spec().name(), already, already, 0, 0));
            return result;
        }
        long[] remaining = batches.toMake();
        long total = already + Arrays.stream(remaining).sum();
        CostModel cost = new CostModel(plan, remaining);
        try (Journal journal = Journal.open(reportDir, plan, grid)) {
            long start = System.nanoTime();
            long[] state = {start, 0, -1}; // last report, runs made, decile last reported
            // one round per batch of the sequential cells (a single round when there are none): a
            // batch is looked at only when all its runs are in
            while (!todo.isEmpty()) {
                executor.execute(plan, todo, threads, record -> {
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
                    state[1]++;
                    long now = System.nanoTime();
                    long decile = (already + state[1]) * 10 / total;
                    boolean due = now - state[0] >= progressIntervalNanos && (decile > state[2]
                            || now - state[0] >= 12 * progressIntervalNanos);
                    if (due) {
                        state[0] = now;
                        state[2] = decile;
                        double rate = state[1] / Math.max(1e-9, (now - start) / 1e9);
                        long done = already + state[1];
                        double eta = cost.secondsLeft((now - start) / 1e9);
                        listener.progress(new ProgressListener.Progress(plan.spec().name(), done, total, rate,
                                Double.isFinite(eta) ? eta : (total - done) / rate));
                    }
                });
                todo = batches.next();
            }
            long now = System.nanoTime();
            long done = result.count();
            listener.progress(new ProgressListener.Progress(plan.spec().name(), done, done,
                    state[1] / Math.max(1e-9, (now - start) / 1e9), 0));
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return result;
    }
}
