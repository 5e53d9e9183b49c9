/**
 * Reports of a finished experiment, core: statistics per cell and pairwise
 * ({@link io.galab.report.Analysis}), results by puzzle set ({@link io.galab.report.PuzzleSets}), a
 * build's {@link io.galab.report.Provenance} and the report {@link io.galab.report.Format}s. Gates,
 * verdicts, baselines, history and change points are in {@code report.gate}; pages and charts in
 * {@code report.html}; files for other tools in {@code report.export} (docs/extending.md, "Layers").
 *
 * <p>May depend on {@code puzzle}, {@code algorithm}, {@code experiment} and {@code stats}; never on
 * its own sub-packages, {@code lab} or an adapter.
 */
package io.galab.report;
