package io.galab.algorithm.exact;

/** A complete search of the {@code exact} variant, made for one puzzle and one run. */
interface CompleteSearch {

    /**
     * A completion of {@code givens} (0 = blank), or null when there is none or the bound came first
     * ({@link #stopped()} tells which); {@code restartBase} scales the search's restart schedule.
     */
    int[] solve(int[] givens, int restartBase);

    /** The search nodes visited. */
    long nodes();

    /** True when the search stopped at its bound before it found a solution or proved there is none. */
    boolean stopped();
}
