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
 * <p>Who owns which state (as CaDiCaL's {@code internal.hpp} notes its own), by concern, not by a line count:
 * <ul>
 * <li>{@code CdclSearch} owns the trail, the literal values, each variable's level and reason, and the loop:
 * propagate, analyse, restart, reduce, decide. It alone assigns and backjumps.</li>
 * <li>{@code ConflictAnalysis} reads the trail, levels and reasons to learn a clause, and writes none of them;
 * {@code HallSets} reads the literal values and levels and reports removals through the search's callback.</li>
 * <li>{@code ClauseStore} and {@code WatchLists} own the clauses and their watches; {@code Reduction} decides which
 * learned clauses go; {@code Restarts} and {@code Phases} own the restart schedule and the saved phases;
 * {@code VarOrder} owns the decision heap.</li>
 * <li>{@code Cages} owns a Killer's cage theory: it reads the literal values and answers with a conflict clause or
 * removals at level 0, which the search applies.</li>
 * <li>{@code Propagator} owns the oracle's and the decoders' candidate masks; {@code Snapshot} copies them.</li>
 * <li>{@code CdclExchange} is the only way in from outside the package: clauses at level 0, units, phases.</li>
 * </ul>
 *
 * <p>The layer after the puzzles: depends on {@code io.galab.puzzle} only (see {@code docs/extending.md},
 * "Layers").
 */
package io.galab.solve;
