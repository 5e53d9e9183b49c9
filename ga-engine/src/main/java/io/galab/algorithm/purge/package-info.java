/**
 * {@code purge-ga}: Gerges, Zouein and Azar, "Genetic Algorithms with Local Optima Handling to Solve
 * Sudoku Puzzles", ICCAI 2018 (seed paper {@code 001}).
 *
 * <p>Follows Sections 3.1.1–3.1.9 and Figure 3: box-permutation initialisation (3.1.2), the penalty
 * of Eq. 1 with fitness 1/Pe (Eq. 2), K-tournament selection (3.1.4), block-wise uniform crossover
 * ({@link io.galab.algorithm.purge.BlockwiseCrossover}, 3.1.5), child and parent mutation (3.1.6),
 * elitism (3.1.7) and the purge operator ({@link io.galab.algorithm.purge.Stagnation}, 3.1.8).
 * Decisions where the paper is silent are listed in {@code docs/algorithms.md}.
 *
 * <p>May depend on {@code puzzle}, {@code algorithm} and {@code algorithm.common}; no paper's package
 * depends on another's.
 */
package io.galab.algorithm.purge;
