package io.galab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.puzzle.Geometry;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A cell's fingerprint hashes the code its results depend on: its algorithm's packages and the packages every
 * algorithm may call, so that a change to the propagation engine or the clause store redoes the runs of
 * {@code exact}, which extends no class of theirs.
 */
class FingerprintsTest {

    @Test
    void everyAlgorithmsCodeIncludesThePuzzlePackageAndTheSharedOperators() {
        for (String id : List.of("exact", "propagating-memetic-ga", "twodoku-ga", "external")) {
            Algorithm algorithm = Algorithms.builtIn().get(id);
            List<String> code = Fingerprints.code(algorithm);
            for (String shared : List.of("io.galab.puzzle", "io.galab.algorithm.common")) {
                List<String> entries = code.stream().filter(e -> e.startsWith(shared + "=")).toList();
                assertEquals(1, entries.size(), id + " hashes " + shared + " once: " + code);
                assertTrue(entries.get(0).matches(".*=[0-9a-f]{16}"), "a hash, not unknown: " + entries.get(0));
            }
            assertTrue(code.get(0).startsWith(algorithm.getClass().getPackageName() + "="), "its own package first");
        }
    }

    @Test
    void aPackageIsReadFromWhereTheAnchorWasLoaded() {
        assertEquals(CodeFingerprint.of(Geometry.class), CodeFingerprint.of(Algorithm.class, "io.galab.puzzle"),
                "the same class files, whichever class of the jar finds them");
        assertNotEquals(CodeFingerprint.of(Algorithm.class, "io.galab.puzzle"),
                CodeFingerprint.of(Algorithm.class, "io.galab.algorithm.common"));
    }
}
