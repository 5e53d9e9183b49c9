package io.galab.report.html;

/**
 * Where a chart's plot lies in its SVG, the one geometry every chart of the report draws in: its left
 * and top edges and its width and height, in pixels. An axis ({@link Svg.Axis}) places a value along
 * it; {@link #x} and {@link #y} turn a value into its pixel, and {@link #xAxis} and {@link #yAxis} draw
 * the axes at the plot's bottom and left edges.
 */
record PlotArea(int left, int top, int width, int height) {

    /** The pixel column of {@code v} on axis {@code axis} across the plot. */
    double x(Svg.Axis axis, double v) {
        return left + width * axis.fraction(v);
    }

    /** The pixel row of {@code v} on axis {@code axis} up the plot (its minimum at the bottom edge). */
    double y(Svg.Axis axis, double v) {
        return top + height - height * axis.fraction(v);
    }

    int right() {
        return left + width;
    }

    int bottom() {
        return top + height;
    }

    /** The horizontal axis at the plot's bottom edge: grid lines, ticks, labels and title. */
    void xAxis(StringBuilder s, Svg.Axis axis) {
        Svg.xAxis(s, axis, left, top, width, height);
    }

    /** The vertical axis at the plot's left edge: grid lines, ticks, labels and its title turned upwards. */
    void yAxis(StringBuilder s, Svg.Axis axis) {
        Svg.yAxis(s, axis, left, top, width, height);
    }

    /**
     * The step path of an empirical distribution: the fraction of {@code runs} reached at each value of
     * {@code at} (ascending, in x's units; a value below the axis drawn at its start), in this plot. Steps
     * that fall on the same written pixel column are one step, to the highest of them: the same drawing,
     * with a path that grows with the plot's width, not with the runs.
     */
    String ecdfPath(double[] at, int runs, Svg.Axis x, Svg.Axis y) {
        double prevY = y(y, 0);
        StringBuilder path = new StringBuilder("M" + Tag.f(x(x, x.min)) + " " + Tag.f(prevY));
        for (int i = 0; i < at.length; i++) {
            double px = x(x, Math.max(x.min, at[i]));
            // a tenth of a pixel, as the path is written: a step on the next one's column is drawn by that one
            if (i + 1 < at.length && Math.round(px * 10) == Math.round(x(x, Math.max(x.min, at[i + 1])) * 10)) {
                continue;
            }
            String sx = Tag.f(px);
            double sy = y(y, (i + 1) / (double) runs);
            path.append(" L").append(sx).append(' ').append(Tag.f(prevY)).append(" L").append(sx)
                    .append(' ').append(Tag.f(sy));
            prevY = sy;
        }
        return path.append(" L").append(Tag.f(x(x, x.max))).append(' ').append(Tag.f(prevY)).toString();
    }
}
