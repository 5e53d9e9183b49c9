/**
 * Reports of a finished experiment: statistics per cell and pairwise ({@link io.galab.report.Analysis}),
 * the CSV files, the self-contained HTML page, the gates and the baselines they compare against.
 *
 * <p>May depend on {@code puzzle}, {@code algorithm}, {@code experiment} and {@code stats}; never on
 * {@code lab} or an adapter.
 */
package io.galab.report;
