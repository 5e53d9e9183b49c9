package io.galab.report;

import io.galab.algorithm.Numbers;
import java.util.Locale;

/**
 * The small SVG toolkit of the HTML reports: escaping, numbers, an {@code <svg>} element, lines, text,
 * legend marks and axes with four ticks. Everything it writes is inline and self-contained.
 */
final class Svg {

    /** Ten colours that stay distinct on white. */
    static final String[] PALETTE = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b",
        "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"};

    private Svg() {
    }

    /** Escapes text for HTML content and attribute values. */
    static String esc(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(s.length() + 16);
        for (char c : s.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    static String f(double d) {
        return String.format(Locale.ROOT, "%.1f", d);
    }

    static StringBuilder svgOpen(int w, int h) {
        return new StringBuilder(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">", w, h, w, h));
    }

    static String line(double x1, double y1, double x2, double y2, String color) {
        return String.format(Locale.ROOT, "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"%s\"/>", f(x1), f(y1),
                f(x2), f(y2), color);
    }

    static String text(double x, double y, String s, String anchor) {
        return String.format(Locale.ROOT, "<text x=\"%s\" y=\"%s\" text-anchor=\"%s\">%s</text>", f(x), f(y), anchor,
                esc(s));
    }

    static String legend(double x, double y, String color, String label) {
        return String.format(Locale.ROOT, "<rect x=\"%s\" y=\"%s\" width=\"10\" height=\"3\" fill=\"%s\"/>", f(x), f(y - 4),
                color) + text(x + 14, y, label, "start");
    }

    static void axes(StringBuilder s, int left, int top, int pw, int ph, String xLabel, long minX, long maxX,
            double maxY) {
        s.append(line(left, top + ph, left + pw, top + ph, "#444")).append(line(left, top, left, top + ph, "#444"));
        for (int t = 0; t <= 4; t++) {
            double x = left + pw * t / 4.0;
            double y = top + ph - ph * t / 4.0;
            s.append(text(x, top + ph + 14, Numbers.report(Math.round(minX + (maxX - minX) * t / 4.0)), "middle"));
            s.append(text(left - 4, y + 4, Numbers.report(Math.round(maxY * t / 4.0 * 100) / 100.0), "end"));
        }
        s.append(text(left + pw / 2.0, top + ph + 30, xLabel, "middle"));
    }

}
