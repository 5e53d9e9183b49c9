package io.galab.experiment;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Writes reports, baselines and shard descriptions atomically: into a temporary file beside the
 * target, then renamed over it, so a reader never sees half a file and a failed write leaves the
 * previous one intact.
 */
public final class AtomicFiles {

    private AtomicFiles() {
    }

    /** Something that writes a file's content. */
    @FunctionalInterface
    public interface Content {
        void write(Writer out) throws IOException;
    }

    public static void write(Path target, Content content) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
        try {
            readableByAll(tmp);
            try (Writer out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                content.write(out);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Temporary files are private (rw-------); a report is an ordinary file (rw-r--r--). */
    private static void readableByAll(Path file) throws IOException {
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: the platform's defaults apply
        }
    }

    public static void write(Path target, String text) throws IOException {
        write(target, out -> out.write(text));
    }
}
