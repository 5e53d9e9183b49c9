package io.galab.experiment;

import io.galab.experiment.spec.Globs;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class GlobsTest {

    @Test
    void starAndQuestionMarkAndLiterals() {
        assertTrue(Globs.matchesAny(List.of("s0?a"), "s05a"));
        assertFalse(Globs.matchesAny(List.of("s0?a"), "s05b"));
        assertTrue(Globs.matchesAny(List.of("easy-*"), "easy-001-face x=0"));
        assertTrue(Globs.matchesAny(List.of("a.b"), "a.b"));
        assertFalse(Globs.matchesAny(List.of("a.b"), "axb"), "a dot is a dot, not any character");
        assertTrue(Globs.matchesAny(List.of(), "anything"), "no globs: everything");
    }

    @Test
    void aCharacterOutsideTheBasicPlaneIsOneCharacter() {
        assertTrue(Globs.matchesAny(List.of("run-\uD83D\uDE80"), "run-\uD83D\uDE80"), "an emoji matches itself");
        assertTrue(Globs.matchesAny(List.of("run-?"), "run-\uD83D\uDE80"), "? matches one code point");
    }
}
