/**
 * The Maven goals {@code ga:run}, {@code ga:validate} and {@code ga:baseline}: each turns the
 * {@code ga.*} properties into a {@link io.galab.lab.Session} and its outcome into Maven's errors.
 *
 * <p>An adapter over {@code io.galab.lab}; it holds no orchestration of its own.
 */
package io.galab.maven;
