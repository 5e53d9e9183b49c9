/**
 * Running a plan: the runner ({@link io.galab.experiment.run.ExperimentRunner}) makes the missing runs
 * on an executor, batch by batch for cells under sequential gates
 * ({@link io.galab.experiment.run.Batches}), journals each as it completes
 * ({@link io.galab.experiment.run.Journal}) so that a rerun resumes, and estimates the time left
 * ({@link io.galab.experiment.run.CostModel}).
 *
 * <p>May depend on {@code experiment} and {@code experiment.spec}; never on {@code experiment.distribute}.
 */
package io.galab.experiment.run;
