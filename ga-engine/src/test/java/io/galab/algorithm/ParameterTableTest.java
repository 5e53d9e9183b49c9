package io.galab.algorithm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

class ParameterTableTest {

    private static final String HEADER = "name,alias,type,default,min,max,unit,symbol,source,description\n";

    private static List<Parameter> read(String rows) throws Exception {
        return ParameterTable.read(new StringReader(HEADER + rows), "t/parameters.csv");
    }

    @Test
    void readsEveryTypeWithItsUnitSymbolAndSource() throws Exception {
        List<Parameter> p = read("""
                n,popSize,int,700,3,100000,individuals,n,Table 1,population size
                mu,,double,0.05,0,1,probability,μ,"Table 1, Section 3.1.6",child mutation probability
                ls,,boolean,true,,,,,Local search,"a flag, with a comma"
                decay,,choice:perMutation|perGeneration,perGeneration,,,,,III.E.4.c,reading
                """);
        assertEquals(4, p.size());
        Parameter n = p.get(0);
        assertEquals("popSize", n.alias());
        assertEquals(Parameter.Type.INT, n.type());
        assertEquals(700, n.defaultValue());
        assertEquals(3, n.min());
        assertEquals(100_000, n.max());
        assertEquals("individuals", n.unit());
        Parameter mu = p.get(1);
        assertEquals(0.05, mu.defaultValue());
        assertEquals("μ", mu.symbol());
        assertEquals("Table 1, Section 3.1.6", mu.source());
        assertEquals(Boolean.TRUE, p.get(2).defaultValue());
        assertEquals("a flag, with a comma", p.get(2).description());
        assertEquals(List.of("perMutation", "perGeneration"), p.get(3).choices());
        assertEquals("perGeneration", p.get(3).defaultValue());
    }

    @Test
    void aMalformedRowIsNamedByTableAndLine() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> read("""
                n,popSize,int,700,3,100000,individuals,n,Table 1,population size
                k,,int,0,1,10,individuals,K,Table 1,tournament size
                """));
        assertEquals("t/parameters.csv:3: k: default 0 outside [1, 10]", e.getMessage());
        e = assertThrows(IllegalStateException.class, () -> read("c,,choice:a|b,z,,,,,S,reading\n"));
        assertTrue(e.getMessage().startsWith("t/parameters.csv:2: "), e.getMessage());
        e = assertThrows(IllegalStateException.class, () -> read("b,,boolean,yes,,,,,S,flag\n"));
        assertTrue(e.getMessage().contains("default must be true or false"), e.getMessage());
    }

    @Test
    void aWrongHeaderIsRefused() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ParameterTable.read(new StringReader("name,type,default\nn,int,1\n"), "t/parameters.csv"));
        assertTrue(e.getMessage().startsWith("t/parameters.csv: header must be "), e.getMessage());
    }

    /** Every table of the registry is complete: a unit for every number, a source for every row. */
    @Test
    void builtInTablesAreComplete() {
        for (Algorithm a : Fixtures.withParameterTables()) {
            for (Parameter p : a.parameters()) {
                assertFalse(p.source().isBlank(), a.id() + "." + p.name() + " has no source");
                assertFalse(p.description().isBlank(), a.id() + "." + p.name() + " has no description");
                if (p.type() == Parameter.Type.INT || p.type() == Parameter.Type.DOUBLE) {
                    assertFalse(p.unit().isBlank(), a.id() + "." + p.name() + " has no unit");
                }
            }
        }
    }
}
