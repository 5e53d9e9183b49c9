package io.galab.algorithm;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/algorithms.md lists every declared parameter with its paper's name, default, range, unit and source. */
class ParameterDocsTest {

    @Test
    void everyParameterTableRowMatchesTheDeclaration() throws Exception {
        List<String> doc = Files.readAllLines(Path.of("..", "docs", "algorithms.md"));
        for (Algorithm a : Fixtures.withParameterTables()) {
            String id = a.id();
            for (Parameter p : a.parameters()) {
                String row = "| `" + p.name() + "` | " + (p.alias().isEmpty() ? "" : "`" + p.alias() + "`") + " | "
                        + p.defaultValue() + " | ";
                assertTrue(doc.stream().anyMatch(l -> l.startsWith(row) && l.contains(" | " + p.unit() + " | ")
                        && l.contains(" | " + p.source() + " | ")), id + ": docs/algorithms.md lacks the row " + row);
            }
        }
    }
}
