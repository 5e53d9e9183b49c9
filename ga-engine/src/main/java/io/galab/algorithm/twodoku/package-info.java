/**
 * {@code twodoku-ga}: Kaldanis, Papadopoulou and van Rongen, "A Twodoku puzzle solver using Genetic
 * Algorithm" (Radboud University; seed paper {@code 000}).
 *
 * <p>Follows the report's sections "Initialization and Representation" (box permutations),
 * "Tournament Selection", "Fitness Function", "Crossover" with "The Overlapping Block Problem"
 * ({@link io.galab.algorithm.twodoku.BuildingBlockCrossover}), "Mutation", "Local Search"
 * ({@link io.galab.algorithm.twodoku.LocalSearch}), "Elite Population Learning" (Eq. 3,
 * {@link io.galab.algorithm.twodoku.EliteLearning}) and Algorithm 1 (the generation loop). The
 * decisions where the report is silent are listed in {@code docs/algorithms.md}.
 *
 * <p>May depend on {@code puzzle}, {@code algorithm} and {@code algorithm.common}; no paper's package
 * depends on another's.
 */
package io.galab.algorithm.twodoku;
