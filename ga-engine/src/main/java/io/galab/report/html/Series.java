package io.galab.report.html;

/**
 * How the report tells series apart: ten colours that stay distinct on white (the Tableau 10 order),
 * then, past ten series, dash patterns, so that 40 series are told apart by colour first, then dash.
 */
final class Series {

    /** Ten colours that stay distinct on white (the Tableau 10 order). */
    static final String[] PALETTE = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b",
        "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"};

    /** Dash patterns that, with the palette, tell 40 series apart: colour first, then dash. */
    static final String[] DASHES = {"", "6 3", "2 2", "9 3 2 3"};

    private Series() {
    }

    /** The colour of series {@code i}. */
    static String color(int i) {
        return PALETTE[i % PALETTE.length];
    }

    /** The stroke attributes of series {@code i}: its colour and, past ten series, a dash pattern. */
    static String stroke(int i) {
        String dash = DASHES[(i / PALETTE.length) % DASHES.length];
        return "stroke=\"" + color(i) + "\"" + (dash.isEmpty() ? "" : " stroke-dasharray=\"" + dash + "\"");
    }
}
