/**
 * {@code propagating-memetic-ga}: galab's own GA for hard puzzles, not a paper's (docs/algorithms.md,
 * "propagating-memetic-ga").
 *
 * <p>{@link io.galab.solve.Propagation bounded-cost constraint propagation} on the givens
 * first; then a GA on islands whose members are either preferred digits per cell,
 * {@link io.galab.algorithm.memetic.Decoder decoded} with propagation during the search (no
 * backtracking), or box permutations improved by {@link io.galab.algorithm.memetic.TabuSearch tabu
 * search}; box-wise crossover, migration and restarts. {@link io.galab.algorithm.memetic.Layout}
 * holds the tables both representations share. Every decision is listed in {@code docs/algorithms.md}.
 *
 * <p>May depend on {@code puzzle}, {@code algorithm} and {@code algorithm.common}; no algorithm's
 * package depends on another's, and the experiment layer sees it only through the SPI.
 */
package io.galab.algorithm.memetic;
