package io.galab.experiment;

/**
 * Decides when a cell under sequential gates may stop (docs/gates.md, "Sequential gates"). The runner
 * asks after each whole batch, in run order, so the runs made are a pure function of the spec and the
 * seeds. The gates live in a later layer, so the rule is handed in: the report layer's
 * {@code SequentialGates} is the built-in one.
 */
@FunctionalInterface
public interface StoppingRule {

    /** Never stops a cell early: every cell makes all its runs. */
    StoppingRule NEVER = (cell, made, runs) -> Look.GO_ON;

    /** What the runner knows of every cell's runs when it asks (a gate over a set reads the set's cells). */
    interface Runs {
        /** The cell's first {@code upTo} runs, run by run; null while some of them are not in yet. */
        boolean[] solved(int cell, int upTo);

        /** The runs a cell stopped at before all runs, or -1 while it goes on or when it makes them all. */
        int stoppedAt(int cell);

        /** False when the cell's runs are another shard's: they never come in here. */
        boolean here(int cell);
    }

    /**
     * An answer: stop, with the reason in words ({@code stop} not null); go on to the next batch; or wait
     * until other cells' runs are in ({@code waits}), after which the runner asks again.
     */
    record Look(String stop, boolean waits) {
        public static final Look GO_ON = new Look(null, false);
        public static final Look WAIT = new Look(null, true);

        public static Look stop(String why) {
            return new Look(why, false);
        }
    }

    /**
     * Whether the cell may stop now.
     *
     * @param cell a cell for which {@link Plan#sequential} holds
     * @param made its runs so far: a whole number of batches, fewer than all runs, all of them in
     * @param runs what is known of every cell's runs
     */
    Look look(Plan.Cell cell, int made, Runs runs);
}
