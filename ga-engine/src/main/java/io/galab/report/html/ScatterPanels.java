package io.galab.report.html;

import static io.galab.report.html.Svg.svgOpen;
import static io.galab.report.html.Svg.text;

import java.util.List;

/**
 * Small scatter plots side by side, one per variable, sharing one y axis: what the tune report draws
 * for its sampled configurations against their cost, one panel per tuned parameter, as irace's users
 * know it (docs/tuning.md, "The report"). A numeric variable is placed on its axis (log where the
 * variable is), a categorical one at its category's slot.
 */
public final class ScatterPanels {

    private static final int W = 260;
    private static final int H = 200;
    /** The plot of every panel. */
    private static final PlotArea AREA = new PlotArea(52, 12, W - 52 - 12, H - 12 - 44);

    private ScatterPanels() {
    }

    /** One point: where it lies on the panel's variable, its value on the shared axis, its hover text. */
    public record Point(double x, double y, String title, boolean marked, boolean lowest) {

        /** A point that is not the lowest. */
        public Point(double x, double y, String title, boolean marked) {
            this(x, y, title, marked, false);
        }
    }

    /**
     * One panel: the variable's name; for a numeric one its range and scale, for a categorical one its
     * categories (and each point's x its index among them).
     */
    public record Panel(String name, double lo, double hi, boolean log, List<String> categories, List<Point> points) {
        public Panel {
            categories = List.copyOf(categories);
            points = List.copyOf(points);
        }
    }

    /** The panels, each an SVG of its own, sharing the y axis {@code yLabel} from 0 to the largest value. */
    public static String draw(List<Panel> panels, String yLabel) {
        double maxY = 0;
        for (Panel p : panels) {
            for (Point q : p.points()) {
                maxY = Math.max(maxY, q.y());
            }
        }
        Svg.Axis y = Svg.Axis.linear(0, maxY, false, yLabel);
        StringBuilder h = new StringBuilder("<div class=\"panels\">");
        for (Panel p : panels) {
            h.append(panel(p, y));
        }
        return h.append("</div>\n").toString();
    }

    private static String panel(Panel p, Svg.Axis y) {
        boolean categorical = !p.categories().isEmpty();
        Svg.Axis x = categorical ? null : p.log() && p.lo() >= 1 ? Svg.Axis.log(p.lo(), p.hi(), p.name())
                : Svg.Axis.linear(p.lo(), p.hi(), false, p.name());
        StringBuilder s = svgOpen(W, H);
        s.append(Svg.line(AREA.left(), AREA.bottom(), AREA.right(), AREA.bottom(), "#999"))
                .append(Svg.line(AREA.left(), AREA.top(), AREA.left(), AREA.bottom(), "#999"));
        for (double t : y.ticks) {
            double py = AREA.y(y, t);
            s.append(Svg.line(AREA.left() - 3, py, AREA.left(), py, "#999"))
                    .append(text(AREA.left() - 5, py + 4, Svg.Axis.tickLabel(t), "end"));
        }
        if (categorical) {
            for (int i = 0; i < p.categories().size(); i++) {
                s.append(text(slot(p, i), AREA.bottom() + 14, p.categories().get(i), "middle"));
            }
        } else {
            for (double t : x.ticks) {
                s.append(text(AREA.x(x, t), AREA.bottom() + 14, Svg.Axis.tickLabel(t), "middle"));
            }
        }
        s.append(Svg.axisLabel(AREA.left() + AREA.width() / 2.0, H - 8, categorical ? p.name() : x.label, false))
                .append(Svg.axisLabel(12, AREA.top() + AREA.height() / 2.0, y.label, true));
        for (Point q : p.points()) {
            double px = categorical ? slot(p, (int) q.x()) : AREA.x(x, q.x());
            Tag.of(s, "circle").attr("cx", px).attr("cy", AREA.y(y, q.y())).attr("r", q.marked() ? "4.5" : "3")
                    .attr("fill", q.marked() ? "#2a7d2a" : "#4a6fa5").attr("fill-opacity", "0.7").title(q.title());
            if (q.lowest()) {
                // a ring and a word, so that the lowest cost is found at a glance, elite or not
                Tag.of(s, "circle").attr("class", "lowest").attr("cx", px).attr("cy", AREA.y(y, q.y())).attr("r", "8")
                        .attr("fill", "none").attr("stroke", "#c03030").attr("stroke-width", "1.5").title(q.title());
                s.append(text(px + 10, AREA.y(y, q.y()) + 4, "lowest", "start"));
            }
        }
        return s.append("</svg>").toString();
    }

    private static double slot(Panel p, int i) {
        return AREA.left() + AREA.width() * (i + 0.5) / p.categories().size();
    }
}
