/**
 * Files for other tools: CSV, JUnit XML, {@code summary.md}, github-action-benchmark's JSON,
 * IOHprofiler's format ({@link io.galab.report.export.IohExport}) and the equivalence report.
 *
 * <p>May depend on {@code puzzle}, {@code algorithm}, {@code experiment}, {@code stats}, {@code report} and {@code
 * report.gate}; never {@code report.html}
 * (docs/extending.md, "Layers").
 */
package io.galab.report.export;
