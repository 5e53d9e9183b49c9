package io.galab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The class path's files are hashed by content whenever they may have changed (docs/experiments.md, "What the
 * fingerprint covers"): the shortcut on size and modification time keeps a hash only for a file that was settled
 * (older than a timestamp tick) when it was read, so a rewrite of the same size within one tick is still seen.
 */
class ClassPathEntryTest {

    @TempDir
    Path dir;

    @Test
    void aSameSizeRewriteWithinOneTimestampTickIsSeen() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("classes/com/acme"));
        Path file = folder.resolve("weights.properties");
        Files.writeString(file, "weight=1\n");
        // a modification time no clock reaches: never settled, whatever the machine's speed
        FileTime tick = FileTime.from(java.time.Instant.parse("2100-01-01T00:00:00Z"));
        Files.setLastModifiedTime(file, tick);
        ClassPathEntry entry = new ClassPathEntry(dir.resolve("classes"));
        SortedMap<String, String> before = entry.files();
        // the same size, the same modification time to the nanosecond: only the bytes differ
        Files.writeString(file, "weight=2\n");
        Files.setLastModifiedTime(file, tick);
        SortedMap<String, String> after = entry.files();
        assertNotEquals(before.get("com/acme/weights.properties"), after.get("com/acme/weights.properties"),
                "the rewrite in the same tick is seen");
        assertEquals(Hashes.hex16("weight=2\n".getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                after.get("com/acme/weights.properties"));
    }

    @Test
    void aSettledFileIsHashedOnceAndAnEditThatChangesItsTimeIsSeen() throws Exception {
        Path file = Files.createDirectories(dir.resolve("classes")).resolve("a.txt");
        Files.writeString(file, "one\n");
        // settled: written long before it is read
        Files.setLastModifiedTime(file, FileTime.from(java.time.Instant.parse("2020-01-01T00:00:00Z")));
        String first = ClassPathEntry.fileHash(file);
        assertEquals(first, ClassPathEntry.fileHash(file));
        Files.writeString(file, "two\n"); // a real edit moves the modification time
        assertEquals(Hashes.hex16("two\n".getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                ClassPathEntry.fileHash(file));
    }

    /**
     * A resource name galab's own code builds by concatenation ({@code ROOT + file + ".puzzle.txt"}) compiles to a
     * recipe, not a constant: the closure covers every resource the recipe may build (PuzzleLibrary's puzzle files).
     */
    @Test
    void resourceNamesBuiltByConcatenationAreCovered() {
        assertEquals("io/galab/puzzles/\u0001.puzzle.txt", ClassFileReferences.concatenated(
                "io/galab/puzzles/\u0001.puzzle.txt"));
        assertEquals("data/\u0001.csv", ClassFileReferences.concatenated("data/\u0001-\u0001.csv"));
        assertEquals(null, ClassFileReferences.concatenated("cannot read \u0001: \u0001"), "a message is no name");
        java.util.SortedMap<String, String> files = CodeFingerprint.of(io.galab.puzzle.PuzzleLibrary.class).files();
        org.junit.jupiter.api.Assertions.assertTrue(files.keySet().stream().anyMatch(f -> f.startsWith(
                "io/galab/puzzles/") && f.endsWith(".puzzle.txt")), "the puzzle files the library builds names of: "
                + files.keySet().stream().filter(f -> f.startsWith("io/galab/puzzles/")).limit(5).toList());
    }
}
