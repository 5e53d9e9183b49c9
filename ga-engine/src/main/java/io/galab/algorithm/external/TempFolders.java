package io.galab.algorithm.external;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The temporary folders of external runs, {@code galab-external-PID-…} in the system's temporary folder, where
 * each run's puzzle file is written. A run deletes its own; the first run of a JVM deletes those that a killed
 * galab left behind: the folders whose process is no longer alive.
 */
final class TempFolders {

    static final String PREFIX = "galab-external-";
    /** An unnamed folder (from before the process id was in the name) older than this is a leftover. */
    private static final Duration UNNAMED_AGE = Duration.ofDays(1);
    private static final AtomicBoolean SWEPT = new AtomicBoolean();

    private TempFolders() {
    }

    /** A new folder for one run; the first call of a JVM sweeps the leftovers of dead ones first. */
    static Path create() throws IOException {
        Path base = Path.of(System.getProperty("java.io.tmpdir"));
        if (SWEPT.compareAndSet(false, true)) {
            sweep(base);
        }
        return Files.createTempDirectory(base, PREFIX + ProcessHandle.current().pid() + "-");
    }

    /** Deletes the folders under {@code base} whose galab process has ended. */
    static int sweep(Path base) {
        int removed = 0;
        try (var all = Files.newDirectoryStream(base, PREFIX + "*")) {
            for (Path p : all) {
                if (Files.isDirectory(p, java.nio.file.LinkOption.NOFOLLOW_LINKS) && leftOver(p)) {
                    delete(p);
                    removed++;
                }
            }
        } catch (IOException | RuntimeException e) {
            // a sweep that cannot read the temporary folder leaves it as it is
        }
        return removed;
    }

    private static boolean leftOver(Path folder) throws IOException {
        String rest = folder.getFileName().toString().substring(PREFIX.length());
        int dash = rest.indexOf('-');
        if (dash > 0 && rest.substring(0, dash).chars().allMatch(Character::isDigit)) {
            long pid = Long.parseLong(rest.substring(0, dash));
            return ProcessHandle.of(pid).map(h -> !h.isAlive()).orElse(true);
        }
        FileTime modified = Files.getLastModifiedTime(folder);
        return modified.toInstant().isBefore(Instant.now().minus(UNNAMED_AGE));
    }

    static void delete(Path tmp) {
        try (var files = Files.walk(tmp)) {
            files.sorted((a, b) -> b.getNameCount() - a.getNameCount()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind is swept by a later run
        }
    }
}
