package io.galab.experiment.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** irace's parameter format read, written back, and its R subset (docs/tuning.md, "irace's format"). */
class IraceFormatTest {

    static final String FILE = """
            # name        switch        type   range               | condition
            algorithm     "--alg "      c      (as, mmas, "eas")
            alpha         "--alpha "    r      (0.00, 5.00)
            rho           "--rho "      r,log  (0.01, 1.00)
            ants          "--ants "     i,log  (5, 100)
            nnls          "--nnls "     i      (5, 50)            | localsearch %in% c(1, 2, 3)
            localsearch   "--ls "       o      (0, 1, 2, 3)
            dlb           "--dlb "      c      (0, 1)             | localsearch == "1" && algorithm != "as"
            [forbidden]
            (alpha == 0) && (rho > 0.5)
            algorithm == "as" || ants < 6
            """;

    @Test
    void readsTypesLogScalesConditionsAndForbiddenRules() {
        ParameterSpace s = IraceFormat.parse("p.txt", FILE);
        assertEquals(7, s.parameters().size());
        ParameterSpace.Tuned rho = s.get("rho");
        assertEquals(ParameterSpace.Type.REAL, rho.type());
        assertTrue(rho.log());
        assertEquals(0.01, rho.lower());
        assertEquals(List.of("as", "mmas", "eas"), s.get("algorithm").values());
        assertEquals(ParameterSpace.Type.ORDINAL, s.get("localsearch").type());
        assertNull(s.get("alpha").condition());
        // conditions read parameters declared after them: the space orders them first
        assertTrue(s.parameters().indexOf(s.get("localsearch")) < s.parameters().indexOf(s.get("nnls")));
        assertEquals(2, s.forbidden().size());
        assertTrue(s.forbids(Map.of("alpha", "0", "rho", "0.6", "algorithm", "mmas", "ants", "10")));
        assertFalse(s.forbids(Map.of("alpha", "0", "rho", "0.4", "algorithm", "mmas", "ants", "10")));
        assertTrue(s.forbids(Map.of("alpha", "1", "rho", "0.4", "algorithm", "as", "ants", "10")));
    }

    @Test
    void conditionsFollowIraceSemanticsIncludingInactiveParameters() {
        Condition c = Condition.parse("localsearch == \"1\" && algorithm != \"as\"");
        assertTrue(c.test(Map.of("localsearch", "1", "algorithm", "mmas")));
        assertFalse(c.test(Map.of("localsearch", "1", "algorithm", "as")));
        // an inactive parameter reads as NA: the comparison is false
        assertFalse(c.test(Map.of("algorithm", "mmas")));
        assertTrue(Condition.parse("x %in% c(1, 2.0, 3)").test(Map.of("x", "2")));
        assertTrue(Condition.parse("!(x > 3) || y == TRUE").test(Map.of("x", "5", "y", "true")));
    }

    @Test
    void writesTheSpaceBackSoThatItReadsTheSame() {
        ParameterSpace s = IraceFormat.parse("p.txt", FILE);
        String written = IraceFormat.write(s);
        ParameterSpace again = IraceFormat.parse("again.txt", written);
        assertEquals(s.parameters().size(), again.parameters().size());
        for (ParameterSpace.Tuned t : s.parameters()) {
            ParameterSpace.Tuned u = again.get(t.name());
            assertEquals(t.type(), u.type());
            assertEquals(t.lower(), u.lower());
            assertEquals(t.upper(), u.upper());
            assertEquals(t.log(), u.log());
            assertEquals(t.values(), u.values());
            assertEquals(t.condition() == null ? null : t.condition().text(), u.condition() == null ? null
                    : u.condition().text());
        }
        assertEquals(s.forbidden().stream().map(Condition::text).toList(),
                again.forbidden().stream().map(Condition::text).toList());
    }

    @Test
    void refusesROutsideTheSubsetWithTheLine() {
        SpecException e = assertThrows(SpecException.class, () -> IraceFormat.parse("p.txt",
                "a \"--a \" r (0, 1)\nb \"--b \" i (1, 10) | a > log(2)\n"));
        assertEquals(2, e.line());
        SpecException f = assertThrows(SpecException.class, () -> IraceFormat.parse("p.txt",
                "a \"--a \" x (0, 1)\n"));
        assertTrue(f.problem().contains("unknown type 'x'"), f.getMessage());
        SpecException g = assertThrows(SpecException.class, () -> IraceFormat.parse("p.txt",
                "a \"--a \" r (0, 1)\n[forbidden]\na = 1\n"));
        assertEquals(3, g.line());
    }
}
