/**
 * The algorithm SPI and what every run shares: {@link io.galab.algorithm.Algorithm} (registered
 * through {@link java.util.ServiceLoader}), {@link io.galab.algorithm.Parameters},
 * {@link io.galab.algorithm.Budget}, {@link io.galab.algorithm.RunControl} and
 * {@link io.galab.algorithm.RunResult}. Each published algorithm lives in its own sub-package; the
 * operators two algorithms share are in {@code io.galab.algorithm.common}.
 *
 * <p>May depend on {@code puzzle} only; each paper's package may add {@code algorithm.common}.
 */
package io.galab.algorithm;
