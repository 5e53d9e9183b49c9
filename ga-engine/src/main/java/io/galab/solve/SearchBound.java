package io.galab.solve;

import java.util.function.LongSupplier;

/**
 * The one place where a search honours its bounds: a number of nodes, a deadline on {@link System#nanoTime()}
 * and the thread's interruption. Every complete search (the oracle's, and the {@code exact} variant's
 * restarting and clause-learning searches) asks {@link #node()} before each node it visits, and afterwards
 * knows which limit stopped it, without reading the clock again. One bound serves one search on one thread.
 */
public final class SearchBound {

    /** The limit that stopped a search. */
    public enum Limit {
        /** The nodes allowed were visited. */
        NODES,
        /** The deadline passed. */
        TIME,
        /** The thread was interrupted. */
        INTERRUPTION
    }

    /** Nodes between two looks at the clock and the interruption flag. */
    static final int CHECK_EVERY = 64;

    private final long maxNodes;
    private final long deadline;
    private final boolean interruptible;
    /** {@link System#nanoTime()}, or a test's clock. */
    private final LongSupplier clock;
    private long nodes;
    private Limit reached;

    SearchBound(long maxNodes, long deadline, boolean interruptible, LongSupplier clock) {
        this.maxNodes = maxNodes > 0 ? maxNodes : Long.MAX_VALUE;
        this.deadline = deadline;
        this.interruptible = interruptible;
        this.clock = clock;
    }

    private SearchBound(long maxNodes, long deadline, boolean interruptible) {
        this(maxNodes, deadline, interruptible, System::nanoTime);
    }

    /** No bound: the search runs to its end. */
    public static SearchBound none() {
        return new SearchBound(0, 0, false);
    }

    /**
     * At most {@code maxNodes} nodes (0: no bound), until {@code deadline}, a {@link System#nanoTime()} (0:
     * none), and, when {@code interruptible}, until the thread is interrupted.
     */
    public static SearchBound until(long maxNodes, long deadline, boolean interruptible) {
        return new SearchBound(maxNodes, deadline, interruptible);
    }

    /** At most {@code maxNodes} nodes (0: no bound) and {@code maxSeconds} from now (0: no limit). */
    public static SearchBound of(long maxNodes, double maxSeconds, boolean interruptible) {
        return new SearchBound(maxNodes, maxSeconds > 0 ? System.nanoTime() + (long) (maxSeconds * 1e9) : 0,
                interruptible);
    }

    /** Counts one node when the bound allows it; false, and the limit remembered, once it does not. */
    public boolean node() {
        if (reached != null) {
            return false;
        }
        if (nodes >= maxNodes) {
            reached = Limit.NODES;
        } else if (nodes % CHECK_EVERY == 0 && deadline != 0 && clock.getAsLong() - deadline > 0) {
            reached = Limit.TIME;
        } else if (nodes % CHECK_EVERY == 0 && interruptible && Thread.currentThread().isInterrupted()) {
            reached = Limit.INTERRUPTION;
        } else {
            nodes++;
            return true;
        }
        return false;
    }

    /** The nodes visited. */
    public long nodes() {
        return nodes;
    }

    /** True once a limit stopped the search. */
    public boolean stopped() {
        return reached != null;
    }

    /** The limit that stopped the search, or null while none has. */
    public Limit reached() {
        return reached;
    }
}
