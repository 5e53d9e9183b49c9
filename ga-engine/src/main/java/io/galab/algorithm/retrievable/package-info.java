/**
 * {@code retrievable-ga}: Das, Bhatia, Puri and Deep, "A Retrievable GA for Solving Sudoku Puzzles"
 * (Ret-GA; seed paper {@code 002}).
 *
 * <p>Follows Section 3 and Figure 6: the blueprint of givens, random initialisation,
 * row-wise uniform crossover ({@code RowWiseCrossover}) between consecutive
 * individuals, bit-wise mutation,
 * {@link io.galab.algorithm.retrievable.RemoveRepetition remove repetition},
 * {@link io.galab.algorithm.retrievable.AlternateElitism alternate elitism}, the uniqueness fitness of
 * Eqs. 3–6 (972 for 9x9) and the {@link io.galab.algorithm.retrievable.ResetPoint reset points}; Section
 * 4.1 for the settings. Decisions where the paper is silent are listed in {@code docs/algorithms.md}.
 *
 * <p>May depend on {@code puzzle}, {@code algorithm} and {@code algorithm.common}; no paper's package
 * depends on another's.
 */
package io.galab.algorithm.retrievable;
