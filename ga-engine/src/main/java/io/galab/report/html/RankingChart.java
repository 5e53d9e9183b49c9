package io.galab.report.html;

import static io.galab.report.html.Svg.axisLabel;
import static io.galab.report.html.Svg.esc;
import static io.galab.report.html.Svg.f;
import static io.galab.report.html.Svg.line;
import static io.galab.report.html.Svg.svgOpen;
import static io.galab.report.html.Svg.text;

import io.galab.stats.FriedmanRanking;
import java.util.Locale;

/**
 * The critical-difference diagram of a ranking (Demšar 2006, Fig. 1): the rank axis (1, the best, at
 * the left), each variant at its mean rank with its name beside, the Nemenyi critical difference as a
 * bar, and a thick line under every group of variants whose mean ranks differ by less than it (no
 * significant difference among them).
 */
final class RankingChart {

    private RankingChart() {
    }

    static String draw(FriedmanRanking r) {
        int k = r.variants().size();
        int[] order = r.byRank();
        int left = 180;
        int width = 400;
        int axisY = 56;
        int rowH = 18;
        int half = (k + 1) / 2;
        int height = axisY + 30 + Math.max(half, k - half) * rowH + 20;
        StringBuilder s = svgOpen(left + width + 180, height);
        double cd = r.criticalDifference();
        String title = String.format(Locale.ROOT, "Friedman χ² = %.2f, p = %.3g over %d data sets", r.statistic(),
                r.pValue(), r.dataSets());
        s.append(text(left, 14, title, "start"));
        if (!Double.isNaN(cd)) {
            double x1 = x(1, k, left, width);
            double x2 = x(1 + cd, k, left, width);
            s.append("<g class=\"cd\">").append(line(x1, 30, x2, 30, "#000")).append(line(x1, 26, x1, 34, "#000"))
                    .append(line(x2, 26, x2, 34, "#000"))
                    .append(text((x1 + x2) / 2, 24, String.format(Locale.ROOT, "CD = %.2f", cd), "middle"))
                    .append("</g>");
        }
        s.append(line(left, axisY, left + width, axisY, "#444"));
        for (int t = 1; t <= k; t++) {
            double x = x(t, k, left, width);
            s.append(line(x, axisY - 5, x, axisY, "#444")).append(text(x, axisY - 8, String.valueOf(t), "middle"));
        }
        s.append(axisLabel(left + width / 2.0, height - 4, "mean rank (1 = best; Nemenyi test at α = 0.05)", false));
        s.append(axisLabel(12, axisY + 40, "variant", true));
        for (int i = 0; i < k; i++) {
            int j = order[i];
            double x = x(r.meanRanks()[j], k, left, width);
            boolean leftSide = i < half;
            int row = leftSide ? i : k - 1 - i;
            double y = axisY + 30 + row * rowH;
            double end = leftSide ? left - 10 : left + width + 10;
            s.append("<g class=\"variant\">").append(line(x, axisY, x, y, "#666")).append(line(x, y, end, y, "#666"))
                    .append(text(leftSide ? end - 4 : end + 4, y + 4, String.format(Locale.ROOT, "%s (%.2f)",
                            r.variants().get(j), r.meanRanks()[j]), leftSide ? "end" : "start"))
                    .append("</g>");
        }
        int bar = 0;
        int previousLast = -1;
        for (int i = 0; i < k && !Double.isNaN(cd); i++) {
            int last = lastOf(r, order, i, cd);
            // a group inside the previous one (it ends no later) is already drawn
            boolean contained = last <= previousLast;
            previousLast = Math.max(previousLast, last);
            if (last > i && !contained) {
                double y = axisY + 8 + 5 * bar++;
                s.append("<line class=\"clique\" x1=\"").append(f(x(r.meanRanks()[order[i]], k, left, width) - 3))
                        .append("\" y1=\"").append(f(y)).append("\" x2=\"")
                        .append(f(x(r.meanRanks()[order[last]], k, left, width) + 3)).append("\" y2=\"").append(f(y))
                        .append("\" stroke=\"#000\" stroke-width=\"3\"><title>").append(esc(
                        "no significant difference"))
                        .append("</title></line>");
            }
        }
        return s.append("</svg>\n").toString();
    }

    /** The last variant, in rank order, whose mean rank is less than {@code cd} above variant i's. */
    private static int lastOf(FriedmanRanking r, int[] order, int i, double cd) {
        int last = i;
        while (last + 1 < order.length && r.meanRanks()[order[last + 1]] - r.meanRanks()[order[i]] < cd) {
            last++;
        }
        return last;
    }

    private static double x(double rank, int k, int left, int width) {
        return left + width * (rank - 1) / Math.max(1, k - 1);
    }
}
