package io.galab.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.parser.Parser;
import org.junit.jupiter.api.Test;

class SvgTest {

    @Test
    void escapingCoversTheFiveCharactersOfHtml() {
        assertEquals("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
                Svg.esc("<a href=\"x\">Tom & Jerry's</a>"));
        assertEquals("", Svg.esc(null));
    }

    @Test
    void elementsCarryTheirCoordinatesAndEscapedText() {
        Document d = Jsoup.parse(Svg.svgOpen(100, 50) + Svg.line(1, 2, 3.25, 4, "#000")
                + Svg.text(5, 6, "a<b", "end") + Svg.legend(7, 8, 11, "x") + "</svg>", "", Parser.xmlParser());
        assertEquals("0 0 100 50", d.selectFirst("svg").attr("viewBox"));
        assertEquals("3.3", d.selectFirst("line").attr("x2"), "one decimal");
        assertEquals("a<b", d.selectFirst("text").text());
        assertEquals("end", d.selectFirst("text").attr("text-anchor"));
        assertEquals(Series.PALETTE[1], d.select("line").get(1).attr("stroke"), "series 11 takes colour 1 ...");
        assertEquals("6 3", d.select("line").get(1).attr("stroke-dasharray"), "... with the second dash pattern");
    }

    @Test
    void fortySeriesHaveFortyDistinctStyles() {
        java.util.Set<String> styles = new java.util.HashSet<>();
        for (int i = 0; i < 40; i++) {
            styles.add(Svg.stroke(i));
        }
        assertEquals(40, styles.size());
    }

    private static List<String> labels(Svg.Axis a) {
        return a.ticks.stream().map(Svg.Axis::tickLabel).toList();
    }

    @Test
    void linearTicksAreNiceAndTheAxisEndsOnThem() {
        assertEquals(List.of("0", "20", "40", "60", "80"), labels(Svg.Axis.linear(0, 78.4, false, "y")));
        assertEquals(List.of("0", "0.2", "0.4", "0.6", "0.8", "1"), labels(Svg.Axis.linear(0, 1, false, "y")));
        assertEquals(List.of("0", "1000", "2000", "3000", "4000"), labels(Svg.Axis.linear(0, 3584, false, "y")));
        Svg.Axis a = Svg.Axis.linear(0, 62.73, false, "y");
        assertEquals(70.0, a.max, "widened to the next tick");
        assertEquals(0.5, a.fraction(35), 1e-12);
    }

    @Test
    void integerAxesNeverTickBetweenWholeNumbers() {
        assertEquals(List.of("0", "1", "2", "3", "4"), labels(Svg.Axis.linear(0, 4, true, "generation")));
        assertEquals(List.of("0", "1", "2"), labels(Svg.Axis.linear(0, 1.5, true, "generation")));
    }

    @Test
    void largeTicksTakeAnSiPrefixSoThatLabelsStayShort() {
        assertEquals(List.of("1", "10", "100", "1000", "10k", "100k", "1M", "10M"),
                labels(Svg.Axis.log(1, 9_000_000, "wall time (µs)")));
        assertEquals("9999", Svg.Axis.tickLabel(9999));
        assertEquals("250k", Svg.Axis.tickLabel(250_000));
        assertEquals("1.5M", Svg.Axis.tickLabel(1_500_000));
        assertEquals("2G", Svg.Axis.tickLabel(2e9));
        assertEquals("-20k", Svg.Axis.tickLabel(-20_000));
        assertEquals("0.05", Svg.Axis.tickLabel(0.05));
    }

    @Test
    void countsOverMoreThanTwoDecadesGetALogAxis() {
        Svg.Axis wide = Svg.Axis.counts(1, 5000, "generation");
        assertTrue(wide.log);
        assertEquals(List.of("1", "10", "100", "1000", "10k"), labels(wide));
        assertEquals("generation (log scale)", wide.label);
        assertEquals(0.5, wide.fraction(100), 1e-12);
        assertEquals(0.0, wide.fraction(0), 1e-12, "0 is drawn at the axis' start");
        Svg.Axis narrow = Svg.Axis.counts(1, 80, "generation");
        assertTrue(!narrow.log);
        Svg.Axis twoDecades = Svg.Axis.log(3, 90, "g");
        assertEquals(List.of("1", "2", "5", "10", "20", "50", "100"), labels(twoDecades), "2 and 5 between decades");
    }

    @Test
    void axesDrawTicksLabelsAndTitles() {
        StringBuilder s = Svg.svgOpen(300, 200);
        Svg.xAxis(s, Svg.Axis.linear(0, 400, true, "generation"), 40, 10, 200, 100);
        Svg.yAxis(s, Svg.Axis.linear(0, 8, false, "mean best fitness"), 40, 10, 200, 100);
        Document d = Jsoup.parse(s.append("</svg>").toString(), "", Parser.xmlParser());
        assertEquals(List.of("generation", "mean best fitness"), d.select("text.axis-label").eachText());
        assertTrue(d.select("text").eachText().containsAll(List.of("0", "100", "400", "2", "8")));
        assertTrue(d.select("text.axis-label").get(1).attr("transform").startsWith("rotate(-90"));
    }
}
