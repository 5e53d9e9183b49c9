/**
 * Statistics over run records, built on Apache Commons Math: Wilson intervals and ERT
 * ({@link io.galab.stats.Proportions}), per-cell summaries ({@link io.galab.stats.CellStatistics}),
 * Fisher's exact test ({@link io.galab.stats.FisherExact}), and the pairwise tests and Holm
 * adjustment of {@link io.galab.stats.PairedTests}.
 *
 * <p>Depends on no other galab package; {@code report} uses it.
 */
package io.galab.stats;
