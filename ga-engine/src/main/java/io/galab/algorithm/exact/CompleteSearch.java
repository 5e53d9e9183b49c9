package io.galab.algorithm.exact;

import io.galab.solve.SearchBound;

/** A complete search of the {@code exact} variant, made for one puzzle and one run. */
interface CompleteSearch {

    /**
     * A completion of {@code givens} (0 = blank), or null when there is none or the bound came first
     * ({@link SearchBound#stopped()} tells which); {@code restartBase} scales the search's restart schedule.
     */
    int[] solve(int[] givens, int restartBase);

    /** The bound the search honours: its nodes, the run's deadline and interruption, and which stopped it. */
    SearchBound bound();
}
