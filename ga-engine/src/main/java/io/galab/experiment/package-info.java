/**
 * Experiments: YAML specs ({@link io.galab.experiment.SpecLoader}, {@link io.galab.experiment.Spec}),
 * their expansion into cells and seeds ({@link io.galab.experiment.Plan}, {@link io.galab.experiment.Seeds}),
 * and reproducible, resumable parallel runs ({@link io.galab.experiment.ExperimentRunner},
 * {@link io.galab.experiment.Journal}, {@link io.galab.experiment.ExperimentResult}).
 *
 * <p>May depend on {@code puzzle} and {@code algorithm} (the SPI, never a paper's package); never on
 * {@code stats}, {@code report}, {@code lab} or an adapter.
 */
package io.galab.experiment;
