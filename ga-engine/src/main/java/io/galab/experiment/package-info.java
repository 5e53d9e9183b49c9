/**
 * Experiments, planned and run: the expansion of a spec into cells and seeds
 * ({@link io.galab.experiment.Plan}, {@link io.galab.experiment.Seeds}), the puzzles it names, the
 * results ({@link io.galab.experiment.ExperimentResult}), and the executor SPI that runs them
 * ({@link io.galab.experiment.RunExecutor}, {@link io.galab.experiment.LocalExecutor}). Four concerns
 * live in subpackages:
 *
 * <ul>
 *   <li>{@code experiment.spec}: the YAML specs and their model ({@link io.galab.experiment.spec.Spec},
 *       {@link io.galab.experiment.spec.SpecLoader});</li>
 *   <li>this package: planning, seeds, results and the executor SPI;</li>
 *   <li>{@code experiment.run}: the runner and its journal ({@link io.galab.experiment.run.ExperimentRunner},
 *       {@link io.galab.experiment.run.Journal});</li>
 *   <li>{@code experiment.distribute}: job-array shards and their merge, and plans shipped to other
 *       machines ({@link io.galab.experiment.distribute.Shards},
 *       {@link io.galab.experiment.distribute.PortablePlan}).</li>
 * </ul>
 *
 * <p>Each sees only those before it in that list (the ArchUnit test {@code LayeringTest} checks it).
 * All may depend on {@code puzzle} and {@code algorithm} (the SPI, never a paper's package); never on
 * {@code stats}, {@code report}, {@code lab} or an adapter.
 */
package io.galab.experiment;
