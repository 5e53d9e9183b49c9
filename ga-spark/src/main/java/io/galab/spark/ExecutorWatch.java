package io.galab.spark;

import io.galab.experiment.ExecutorFailure;
import java.util.function.LongSupplier;

/**
 * Watches a Spark job's executors (docs/scale-out.md, "When the cluster fails"): a cluster that gives the
 * application no executor (every worker lost, or a master that forgot the application) would otherwise leave
 * galab waiting in silence. After {@code warnSeconds} without one it warns once on standard error; after
 * {@code timeoutSeconds} it gives up with an {@link ExecutorFailure}, the journal kept.
 */
final class ExecutorWatch {

    private final long warnNanos;
    private final long timeoutNanos;
    private final LongSupplier clock;
    private final String spec;
    private long lastSeen;
    private boolean warned;

    ExecutorWatch(long warnSeconds, long timeoutSeconds, LongSupplier clock, String spec) {
        this.warnNanos = warnSeconds * 1_000_000_000L;
        this.timeoutNanos = timeoutSeconds * 1_000_000_000L;
        this.clock = clock;
        this.spec = spec;
        this.lastSeen = clock.getAsLong();
    }

    /**
     * Looks at the executors the cluster gives now ({@code -1}: a local master, never watched); returns the
     * warning said now, or null.
     *
     * @throws ExecutorFailure when there has been none for the timeout
     */
    String check(int executors) {
        long now = clock.getAsLong();
        if (executors != 0) {
            lastSeen = now;
            warned = false;
            return null;
        }
        long without = now - lastSeen;
        if (without >= timeoutNanos) {
            throw new ExecutorFailure("the Spark job for spec " + spec + " has had no executor for "
                    + timeoutNanos / 1_000_000_000L + " s, so galab gave up (" + SparkExecutor.NO_EXECUTOR_TIMEOUT
                    + ")", "check that the workers are up and registered with the master, and that they offer the"
                    + " cores and memory the application asks for", null);
        }
        if (without >= warnNanos && !warned) {
            warned = true;
            String line = "warning: the Spark job for spec " + spec + " has had no executor for "
                    + without / 1_000_000_000L + " s (no worker with free cores, or a master that lost the"
                    + " application); galab waits up to " + timeoutNanos / 1_000_000_000L + " s ("
                    + SparkExecutor.NO_EXECUTOR_TIMEOUT + ")";
            System.err.println(line);
            return line;
        }
        return null;
    }
}
