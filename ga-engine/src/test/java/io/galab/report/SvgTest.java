package io.galab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.parser.Parser;
import org.junit.jupiter.api.Test;

class SvgTest {

    @Test
    void escapingCoversTheFiveCharactersOfHtml() {
        assertEquals("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;", Svg.esc("<a href=\"x\">Tom & Jerry's</a>"));
        assertEquals("", Svg.esc(null));
    }

    @Test
    void elementsCarryTheirCoordinatesAndEscapedText() {
        Document d = Jsoup.parse(Svg.svgOpen(100, 50) + Svg.line(1, 2, 3.25, 4, "#000")
                + Svg.text(5, 6, "a<b", "end") + Svg.legend(7, 8, "#f00", "x") + "</svg>", "", Parser.xmlParser());
        assertEquals("0 0 100 50", d.selectFirst("svg").attr("viewBox"));
        assertEquals("3.3", d.selectFirst("line").attr("x2"), "one decimal");
        assertEquals("a<b", d.selectFirst("text").text());
        assertEquals("end", d.selectFirst("text").attr("text-anchor"));
        assertEquals("#f00", d.selectFirst("rect").attr("fill"));
    }

    @Test
    void axesHaveFiveTicksOnEachAxisAndTheirLabel() {
        StringBuilder s = Svg.svgOpen(300, 200);
        Svg.axes(s, 40, 10, 200, 100, "generation", 0, 400, 8);
        Document d = Jsoup.parse(s.append("</svg>").toString(), "", Parser.xmlParser());
        assertEquals(2, d.select("line").size());
        assertEquals(11, d.select("text").size());
        assertTrue(d.select("text").eachText().containsAll(java.util.List.of("0", "100", "200", "300", "400", "2", "8",
                "generation")));
    }
}
