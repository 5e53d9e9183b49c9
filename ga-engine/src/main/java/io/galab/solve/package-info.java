/**
 * Solving: the one propagation engine ({@link io.galab.solve.Propagator}, with its modes as named factories)
 * and its {@link io.galab.solve.WorkMeter}, propagation on the givens ({@link io.galab.solve.Propagation}), the
 * oracle that checks every answer ({@link io.galab.solve.ExactSolver}) with its {@link io.galab.solve.SearchBound},
 * and the CDCL search ({@link io.galab.solve.CdclSearch}) with its one configuration
 * ({@link io.galab.solve.SearchConfig}), its parts by concern (restarts and modes, phases, clause reduction, conflict
 * analysis, variable order, clause store, watch lists, unit groups, Hall sets) and the GA–CDCL hybrid's interface
 * ({@link io.galab.solve.CdclExchange}). {@code exact}, the
 * memetic GA and the oracle call it; the GAs' shared helpers stay in {@code io.galab.algorithm.common}
 * (docs/algorithms.md, "One propagation engine").
 *
 * <p>The layer after the puzzles: depends on {@code io.galab.puzzle} only (see {@code docs/extending.md},
 * "Layers").
 */
package io.galab.solve;
