/**
 * Experiment specs: the YAML format of docs/experiments.md ("Spec format") read with located errors
 * ({@link io.galab.experiment.spec.SpecLoader}, {@link io.galab.experiment.spec.SpecException}) into
 * an immutable model ({@link io.galab.experiment.spec.Spec}), and the globs that select puzzles,
 * variants and specs ({@link io.galab.experiment.spec.Globs}).
 *
 * <p>May depend on {@code puzzle} and the algorithm SPI only: the model knows nothing of plans, runs
 * or shards.
 */
package io.galab.experiment.spec;
