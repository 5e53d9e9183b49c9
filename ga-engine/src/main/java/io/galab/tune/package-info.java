/**
 * Parameter tuning by iterated racing (docs/tuning.md): {@link io.galab.tune.Tuner} samples
 * configurations of a {@link io.galab.experiment.spec.TuneSpec}'s space, races them on shared
 * (instance, seed) blocks through the experiments' executors, journals every run so that a killed
 * tuning resumes to the same result, and {@link io.galab.tune.TuneReport} writes what it found.
 *
 * <p>Uses {@code puzzle}, {@code algorithm}, {@code experiment} and {@code stats}; only the application
 * layer ({@code lab}) and the adapters use it.
 */
package io.galab.tune;
