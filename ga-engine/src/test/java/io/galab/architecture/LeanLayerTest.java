package io.galab.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The solving layer stays lean (docs/lab-notes.md, "The lean solving layer"): each file of {@code io.galab.solve}
 * holds one concern in at most 400 lines, and docs/algorithms.md stays a reference, under 700 lines, its
 * measurement history in docs/lab-notes.md.
 */
class LeanLayerTest {

    @Test
    void noFileOfTheSolvingLayerIsOver400Lines() throws IOException {
        Path solve = Path.of("src/main/java/io/galab/solve");
        assertTrue(Files.isDirectory(solve), "run from the ga-engine module");
        try (Stream<Path> files = Files.list(solve)) {
            List<String> over = files.filter(f -> f.toString().endsWith(".java")).filter(f -> lines(f) > 400)
                    .map(f -> f.getFileName() + ": " + lines(f) + " lines").toList();
            assertEquals(List.of(), over, "split by concern, as CdclSearch is");
        }
    }

    @Test
    void theAlgorithmsPageIsAReferenceUnder700Lines() throws IOException {
        long lines = lines(DocsIdentifiersTest.root().resolve("docs/algorithms.md"));
        assertTrue(lines < 700, "docs/algorithms.md has " + lines + " lines; measurement history goes to"
                + " docs/lab-notes.md");
    }

    private static long lines(Path f) {
        try (Stream<String> s = Files.lines(f)) {
            return s.count();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
