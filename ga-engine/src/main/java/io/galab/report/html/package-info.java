/**
 * The self-contained HTML pages: each spec's page ({@link io.galab.report.html.HtmlReport}), the
 * project index, their tables and charts, drawn with {@link io.galab.report.html.Svg}.
 *
 * <p>May depend on {@code puzzle}, {@code algorithm}, {@code experiment}, {@code stats}, {@code report} and {@code
 * report.gate}; never {@code report.export}
 * (docs/extending.md, "Layers").
 */
package io.galab.report.html;
