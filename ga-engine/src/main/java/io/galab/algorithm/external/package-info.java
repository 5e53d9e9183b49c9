/**
 * {@code external}: any program, in any language, run once per run as a variant, its answer read from
 * its standard output and checked by galab (docs/external-solvers.md, "External solvers"). The protocol is
 * irace's {@code targetRunner}: an argument list with placeholders, no shell.
 *
 * <p>May depend on {@code puzzle} and {@code algorithm}; the experiment layer sees it only through the
 * SPI.
 */
package io.galab.algorithm.external;
