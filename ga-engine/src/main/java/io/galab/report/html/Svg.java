package io.galab.report.html;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The small SVG toolkit of the HTML reports: escaping, an {@code <svg>} element, lines, text, series
 * styles, legend marks, and axes with "nice" 1-2-5 ticks on a linear or logarithmic scale. Everything
 * it writes is inline and self-contained.
 */
public final class Svg {

    private Svg() {
    }

    /** Escapes text for HTML content and attribute values ({@link Tag#esc}). */
    public static String esc(String s) {
        return Tag.esc(s);
    }

    static String f(double d) {
        return Tag.f(d);
    }

    static StringBuilder svgOpen(int w, int h) {
        return new StringBuilder(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">", w, h, w,
                        h));
    }

    static String line(double x1, double y1, double x2, double y2, String color) {
        StringBuilder s = new StringBuilder();
        Tag.of(s, "line").attr("x1", x1).attr("y1", y1).attr("x2", x2).attr("y2", y2).attr("stroke", color).end();
        return s.toString();
    }

    static String text(double x, double y, String s, String anchor) {
        StringBuilder out = new StringBuilder();
        Tag.of(out, "text").attr("x", x).attr("y", y).attr("text-anchor", anchor).text(s);
        return out.toString();
    }

    /** An axis title ({@code class="axis-label"}); {@code vertical} turns it to read upwards. */
    static String axisLabel(double x, double y, String s, boolean vertical) {
        StringBuilder out = new StringBuilder();
        Tag t = Tag.of(out, "text").attr("class", "axis-label").attr("x", x).attr("y", y).attr("text-anchor", "middle");
        if (vertical) {
            t.attr("transform", "rotate(-90 " + f(x) + " " + f(y) + ")");
        }
        t.text(s);
        return out.toString();
    }

    /** The colour of series {@code i} ({@link Series#color}). */
    static String color(int i) {
        return Series.color(i);
    }

    /** The stroke attributes of series {@code i} ({@link Series#stroke}). */
    static String stroke(int i) {
        return Series.stroke(i);
    }

    /** A legend entry: a short stroke in series {@code i}'s style and its label. */
    static String legend(double x, double y, int i, String label) {
        StringBuilder s = new StringBuilder();
        Tag.of(s, "line").attr("x1", x).attr("y1", y - 4).attr("x2", x + 18).attr("y2", y - 4).series(i)
                .attr("stroke-width", 2).end();
        return s.append(text(x + 22, y, label, "start")).toString();
    }

    /**
     * One axis: a data range, linear or logarithmic, with ticks at "nice" values (1, 2 or 5 times a
     * power of ten; on a log scale the powers of ten, with 2 and 5 between them over two decades or
     * less). A linear axis widens to its outer ticks; an integer axis (generations) never has a tick
     * between two whole numbers.
     */
    static final class Axis {
        final double min;
        final double max;
        final boolean log;
        final String label;
        final List<Double> ticks;

        private Axis(double min, double max, boolean log, String label, List<Double> ticks) {
            this.min = min;
            this.max = max;
            this.log = log;
            this.label = label;
            this.ticks = ticks;
        }

        /** A linear axis over [lo, hi]; {@code integer} keeps its ticks on whole numbers. */
        static Axis linear(double lo, double hi, boolean integer, String label) {
            if (!(hi > lo)) {
                hi = lo + 1;
            }
            double step = niceStep((hi - lo) / 5);
            if (integer) {
                step = Math.max(1, step);
            }
            double first = Math.floor(lo / step + 1e-9) * step;
            double last = Math.ceil(hi / step - 1e-9) * step;
            List<Double> ticks = new ArrayList<>();
            for (long k = 0; first + k * step <= last + step * 1e-9; k++) {
                ticks.add(clean(first + k * step));
            }
            return new Axis(first, last, false, label, List.copyOf(ticks));
        }

        /** A log axis over [lo, hi], lo ≥ 1 (values below 1 are drawn at 1). */
        static Axis log(double lo, double hi, String label) {
            lo = Math.max(1, lo);
            hi = Math.max(hi, lo * 10);
            double first = Math.pow(10, Math.floor(Math.log10(lo) + 1e-9));
            double last = Math.pow(10, Math.ceil(Math.log10(hi) - 1e-9));
            boolean fine = last / first <= 100;
            List<Double> ticks = new ArrayList<>();
            for (double d = first; d <= last * 1.0001; d *= 10) {
                ticks.add(d);
                if (fine && d < last) {
                    ticks.add(2 * d);
                    ticks.add(5 * d);
                }
            }
            return new Axis(first, last, true, label + " (log scale)", List.copyOf(ticks));
        }

        /**
         * The axis for data in [lo, hi] of a count that starts at 0 or 1 (generations): logarithmic when
         * the data span more than two decades, linear on whole numbers otherwise.
         */
        static Axis counts(double lo, double hi, String label) {
            return Math.max(1, hi) / Math.max(1, lo) > 100 ? log(lo, hi, label) : linear(Math.min(0, lo), hi, true,
                    label);
        }

        /** Where {@code v} lies along the axis, from 0 (min) to 1 (max). */
        double fraction(double v) {
            if (log) {
                return (Math.log10(Math.max(v, min)) - Math.log10(min)) / (Math.log10(max) - Math.log10(min));
            }
            return (v - min) / (max - min);
        }

        /**
         * A tick's label: the number as it is up to 9999, past that with SI's k, M, G or T (10k, 250k, 1M,
         * 1.5G), so that a log axis over microseconds or evaluations keeps its labels apart and its title
         * clear of them.
         */
        static String tickLabel(double t) {
            for (int p = SI.length - 1; p >= 1; p--) {
                double scale = Math.pow(1000, p);
                if (Math.abs(t) >= Math.max(10_000, scale)) {
                    return plain(t / scale) + SI[p];
                }
            }
            return plain(t);
        }

        /** SI's prefixes by power of 1000. */
        private static final String[] SI = {"", "k", "M", "G", "T"};

        private static String plain(double t) {
            if (t == Math.rint(t) && Math.abs(t) < 1e15) {
                return Long.toString((long) t);
            }
            return clean(t).toString().replaceFirst("0+$", "");
        }

        private static double niceStep(double raw) {
            double p = Math.pow(10, Math.floor(Math.log10(raw)));
            double m = raw / p;
            return (m < 1.5 ? 1 : m < 3 ? 2 : m < 7 ? 5 : 10) * p;
        }

        private static Double clean(double d) {
            return Double.valueOf(String.format(Locale.ROOT, "%.10g", d));
        }
    }

    /**
     * A horizontal axis at the bottom of the plot area (left, top, width pw, height ph), with grid lines,
     * tick labels and its title below.
     */
    static void xAxis(StringBuilder s, Axis axis, int left, int top, int pw, int ph) {
        s.append(line(left, top + ph, left + pw, top + ph, "#444"));
        for (double t : axis.ticks) {
            double x = left + pw * axis.fraction(t);
            s.append(line(x, top, x, top + ph, "#eee")).append(line(x, top + ph, x, top + ph + 4, "#444"))
                    .append(text(x, top + ph + 15, Axis.tickLabel(t), "middle"));
        }
        s.append(axisLabel(left + pw / 2.0, top + ph + 31, axis.label, false));
    }

    /** A vertical axis at the left of the plot area, with tick labels and its title turned upwards. */
    static void yAxis(StringBuilder s, Axis axis, int left, int top, int pw, int ph) {
        s.append(line(left, top, left, top + ph, "#444"));
        for (double t : axis.ticks) {
            double y = top + ph - ph * axis.fraction(t);
            s.append(line(left, y, left + pw, y, "#eee")).append(line(left - 4, y, left, y, "#444"))
                    .append(text(left - 6, y + 4, Axis.tickLabel(t), "end"));
        }
        s.append(axisLabel(12, top + ph / 2.0, axis.label, true));
    }
}
