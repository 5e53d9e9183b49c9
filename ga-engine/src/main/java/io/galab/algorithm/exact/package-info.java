/**
 * {@code exact}: galab's exact solver as a variant, a reference beside the GAs under the same budget
 * (docs/algorithms.md, "exact"). Not a GA.
 *
 * <p>May depend on {@code puzzle} and {@code algorithm}; the experiment layer sees it only through the
 * SPI.
 */
package io.galab.algorithm.exact;
