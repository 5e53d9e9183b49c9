package io.galab.experiment;

import java.io.Serializable;

/**
 * One run to make: its cell's index in the plan, its run index and its seed. Executors receive
 * batches of these and return {@link RunRecord}s; the seed is carried so that a remote worker needs
 * nothing but the plan to reproduce the run.
 */
public record PlannedRun(int cell, int run, long seed) implements Serializable {
}
