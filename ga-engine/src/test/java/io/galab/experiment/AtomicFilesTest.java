package io.galab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {

    @TempDir
    Path dir;

    @Test
    void replacesTheFileReadableByAllAndLeavesNoTemporaryFile() throws IOException {
        Path f = dir.resolve("sub/report.csv");
        AtomicFiles.write(f, "one\n");
        AtomicFiles.write(f, "two\n");
        assertEquals("two\n", Files.readString(f));
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
        try (var list = Files.list(f.getParent())) {
            assertEquals(1, list.count());
        }
    }

    @Test
    void aFailedWriteLeavesThePreviousContent() throws IOException {
        Path f = dir.resolve("report.csv");
        AtomicFiles.write(f, "kept\n");
        assertThrows(IOException.class, () -> AtomicFiles.write(f, out -> {
            out.write("half");
            throw new IOException("disk full");
        }));
        assertEquals("kept\n", Files.readString(f));
        try (var list = Files.list(dir)) {
            assertEquals(1, list.count(), "the temporary file is gone");
        }
    }
}
