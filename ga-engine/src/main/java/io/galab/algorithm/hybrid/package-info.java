/**
 * {@code hybrid-ga}: X. Q. Deng and Y. D. Li, "A novel hybrid genetic algorithm for solving Sudoku
 * puzzles", Optimization Letters, 2011 (seed paper {@code 004}).
 *
 * <p>Follows Sections 2.1 (fitness w, Eq. 1), 2.2 (box-wise chromosome), 3 (41 → 21 population),
 * 3.1 ({@link io.galab.algorithm.hybrid.GroupedSelection grouped selection} with +0.25 aging of the
 * best, Table 1), 3.2 ({@link io.galab.algorithm.hybrid.PsoCrossover PSO-style crossover}, Eq. 2),
 * 3.3 (rank-dependent mutation) and 4 (steps 1–8). Table 2 (mutation) did not survive extraction; the
 * values chosen instead, and every other decision, are listed in {@code docs/algorithms.md}.
 *
 * <p>May depend on {@code puzzle}, {@code algorithm} and {@code algorithm.common}; no paper's package
 * depends on another's.
 */
package io.galab.algorithm.hybrid;
