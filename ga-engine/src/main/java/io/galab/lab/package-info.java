/**
 * The application layer: {@link io.galab.lab.Session} selects, plans, runs, reports, gates and records
 * baselines for a set of specs, on behalf of every front end (the CLI, the Maven goals, the
 * benchmarks); {@link io.galab.lab.Lab} does it for one spec.
 *
 * <p>May depend on every engine package below it; only the adapters ({@code cli}, the Maven plugin,
 * benchmarks) depend on it.
 */
package io.galab.lab;
