/**
 * The {@code spark} executor: runs a plan's runs on Apache Spark behind the executor SPI of
 * {@code io.galab.experiment}.
 *
 * <p>An adapter: depends on {@code experiment} and {@code algorithm}; nothing in the engine depends
 * on it (it is found through {@code ServiceLoader}).
 */
package io.galab.spark;
