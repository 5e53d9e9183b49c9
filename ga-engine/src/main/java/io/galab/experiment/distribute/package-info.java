/**
 * Runs beyond one JVM: the shard folders of a job array and their checked merge
 * ({@link io.galab.experiment.distribute.Shards}; docs/scale-out.md), and a plan in a form that
 * other machines can run ({@link io.galab.experiment.distribute.PortablePlan}, used by executors such
 * as Spark's).
 *
 * <p>May depend on {@code experiment}, {@code experiment.spec} and {@code experiment.run}.
 */
package io.galab.experiment.distribute;
