/**
 * JMH benchmarks and benchmark commands (not part of the test run; see README.md, "Benchmarks").
 *
 * <p>An adapter: calls the engine as a user would.
 */
package io.galab.bench;
