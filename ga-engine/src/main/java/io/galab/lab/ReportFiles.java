package io.galab.lab;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** What the {@link Lab} does with files besides the reports themselves: leftovers and errors in words. */
final class ReportFiles {

    private ReportFiles() {
    }

    /**
     * Deletes the temporary files a killed process left behind while writing a report
     * ({@code .<report>*.tmp}, see {@code AtomicFiles}); the reports themselves are never half written.
     */
    static void removeLeftovers(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                String name = f.getFileName().toString();
                if (name.startsWith(".") && name.endsWith(".tmp") && Files.isRegularFile(f)) {
                    Files.deleteIfExists(f);
                }
            }
        }
    }

    interface Writing {
        void write() throws IOException;
    }

    static void write(Path file, Writing writing) throws IOException {
        try {
            writing.write();
        } catch (IOException e) {
            throw explain("cannot write", file, e);
        }
    }

    /**
     * An I/O error in words: what could not be done, where, and why (a read-only folder, a full disk,
     * a file in the way). Reports already written are left as they were: every report is written to a
     * temporary file first and renamed over the old one.
     */
    static IOException explain(String action, Path path, IOException e) {
        String why;
        if (e instanceof FileAlreadyExistsException) {
            why = "a file is in the way (" + e.getMessage() + ")";
        } else if (e instanceof AccessDeniedException) {
            why = "permission denied";
        } else if (e instanceof DirectoryNotEmptyException) {
            why = "a folder of that name is in the way";
        } else if (e instanceof FileSystemException fs && fs.getReason() != null) {
            why = fs.getReason();
        } else {
            why = String.valueOf(e.getMessage());
        }
        return new IOException(action + " " + path + ": " + why + "; reports already written are unchanged", e);
    }

}
