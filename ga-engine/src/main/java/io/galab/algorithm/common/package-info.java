/**
 * What several published algorithms share: the primitive-array view of a puzzle
 * ({@link io.galab.algorithm.common.Instance}), unit fitness with incremental swaps, box permutations,
 * ranking and tournaments, and the run state every paper's {@code Run} extends. Third-party algorithms
 * (see {@code sample-project}) may use it as API.
 *
 * <p>May depend on {@code io.galab.puzzle} and {@code io.galab.algorithm}; never on a paper's package.
 */
package io.galab.algorithm.common;
