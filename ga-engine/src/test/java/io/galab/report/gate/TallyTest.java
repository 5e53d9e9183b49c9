package io.galab.report.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.galab.report.Format;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

class TallyTest {

    @Test
    void theOneSummaryLine() {
        assertEquals("gates: 27 passed, 0 failed, 1 warned · vs published: 15 agree, 6 better, 3 worse",
                new Tally(27, 0, 1, 0, 15, 6, 3, 0).line());
        assertEquals("gates: none · vs published: no published numbers", Tally.ZERO.line());
        assertEquals("1 passed, 0 failed, 0 warned, 2 refused", new Tally(1, 0, 0, 2, 0, 0, 0, 0).gatesText());
        assertEquals("0 agree, 0 better, 0 worse, 4 not comparable", new Tally(0, 0, 0, 0, 0, 0, 0, 4).publishedText());
        assertEquals(new Tally(2, 2, 2, 2, 2, 2, 2, 2), new Tally(1, 1, 1, 1, 1, 1, 1, 1).plus(new Tally(1, 1, 1, 1, 1,
                1, 1, 1)));
    }

    @Test
    void formatsAreParsedAndAnUnknownOneIsRefusedWithTheList() {
        assertEquals(EnumSet.of(Format.HTML, Format.JUNIT), Format.parse("html, junit"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Format.parse("html,pdf"));
        assertEquals("unknown report format 'pdf'; the formats are html, csv, junit, md, benchmark-json, ioh, latex"
                + " and svg", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Format.parse(" , "));
    }
}
