package io.galab.experiment;

import java.util.List;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/** The default executor: a fixed pool of daemon worker threads on this machine. */
public final class LocalExecutor implements RunExecutor {

    public static final String NAME = "local";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void execute(Plan plan, List<PlannedRun> batch, int threads, Consumer<RunRecord> results)
            throws InterruptedException {
        ConvergenceGrid grid = ConvergenceGrid.of(plan.spec().budget());
        AtomicInteger count = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads), r -> {
            Thread t = new Thread(r, "galab-" + plan.spec().name() + "-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        try {
            CompletionService<RunRecord> done = new ExecutorCompletionService<>(pool);
            for (PlannedRun d : batch) {
                done.submit(() -> RunMaker.execute(plan, grid, d));
            }
            for (int k = 0; k < batch.size(); k++) {
                Future<RunRecord> f = done.take();
                RunRecord record;
                try {
                    record = f.get();
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof RuntimeException re) {
                        throw re;
                    }
                    throw new IllegalStateException("a run failed: " + cause, cause);
                }
                if (record == null) {
                    throw new InterruptedException("interrupted");
                }
                results.accept(record);
            }
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(1, TimeUnit.MINUTES);
        }
    }
}
