/**
 * Gates and what they rest on: the rules ({@link io.galab.report.gate.GateRules}), one verdict per
 * gated cell ({@link io.galab.report.gate.Gates}, {@link io.galab.report.gate.GateVerdict}), sequential
 * gates, baselines, the history across builds and its change points, and the verdict counts.
 *
 * <p>May depend on {@code puzzle}, {@code algorithm}, {@code experiment}, {@code stats}, {@code report}
 * (docs/extending.md, "Layers").
 */
package io.galab.report.gate;
