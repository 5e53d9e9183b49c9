package io.galab.algorithm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.galab.puzzle.Kind;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The fixtures every registry-driven test runs on cover every kind galab knows: a kind added is a kind tested. */
class FixturesTest {

    @Test
    void everyKindHasAFixture() {
        Set<Kind> covered = Fixtures.everyKind().stream().map(p -> p.geometry().kind())
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(Kind.class)));
        assertEquals(EnumSet.allOf(Kind.class), covered, "Fixtures.everyKind() misses a kind: add a puzzle of it");
    }
}
