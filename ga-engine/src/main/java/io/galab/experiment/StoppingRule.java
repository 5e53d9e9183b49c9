package io.galab.experiment;

/**
 * Decides when a cell under sequential gates may stop (docs/experiments.md, "Sequential gates"). The
 * runner asks after each whole batch, in run order, so the runs made are a pure function of the spec
 * and the seeds. The gates live in a later layer, so the rule is handed in: the report layer's
 * {@code SequentialGates} is the built-in one.
 */
@FunctionalInterface
public interface StoppingRule {

    /** Never stops a cell early: every cell makes all its runs. */
    StoppingRule NEVER = (cell, solved) -> null;

    /**
     * Why the cell may stop now, or null to go on.
     *
     * @param cell   a cell for which {@link Plan#sequential} holds
     * @param solved its runs so far, run by run: a whole number of batches, fewer than all runs
     */
    String stop(Plan.Cell cell, boolean[] solved);
}
