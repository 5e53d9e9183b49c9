/**
 * {@code growth-ga}: D. I. Waters, "SudoKube – Using Genetic Algorithms to Simultaneously Solve
 * Multiple Combinatorial Problems", M.S. thesis, Oklahoma State University, 2008 (seed paper
 * {@code 003}).
 *
 * <p>Follows III.B (2D solver: {@link io.galab.algorithm.growth.RankSelection rank selection} Eq. 4,
 * {@link io.galab.algorithm.growth.Aging aging}, row/column/grid crossover,
 * {@link io.galab.algorithm.growth.NaturalGrowth mutation / natural growth}) and III.E (SudoKube:
 * {@link io.galab.algorithm.growth.WatersFitness weighted edges}, fitness-based crossover with
 * difference degree Eq. 5 in {@link io.galab.algorithm.growth.SegmentCrossover}, and the settings of
 * III.E.4 in {@link io.galab.algorithm.growth.MutationSchedule}). Decisions where the thesis is
 * silent are listed in {@code docs/algorithms.md}.
 *
 * <p>May depend on {@code puzzle}, {@code algorithm} and {@code algorithm.common}; no paper's package
 * depends on another's.
 */
package io.galab.algorithm.growth;
