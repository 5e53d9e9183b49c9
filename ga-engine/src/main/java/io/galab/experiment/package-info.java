/**
 * Experiments: YAML specs ({@link io.galab.experiment.SpecLoader}, {@link io.galab.experiment.Spec}),
 * their expansion into cells and seeds ({@link io.galab.experiment.Plan}, {@link io.galab.experiment.Seeds}),
 * and reproducible, resumable parallel runs ({@link io.galab.experiment.Runner},
 * {@link io.galab.experiment.Journal}, {@link io.galab.experiment.ExperimentResult}).
 */
package io.galab.experiment;
