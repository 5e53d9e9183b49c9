package io.galab.experiment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The one rule for every file galab reads or writes on a spec's behalf: specs, puzzle files,
 * baselines, the history file and the report files the project index reads (docs/experiments.md,
 * "Files inside the project"). The file's real path, with every symbolic link followed, must lie inside
 * the project root: the Maven basedir, or for the CLI the spec folder or {@code --project-root}. A file
 * that does not exist yet counts by the real path of the nearest folder above it that does.
 */
public final class Confinement {

    private Confinement() {
    }

    /**
     * Checks that {@code file} lies inside {@code root} once links are followed.
     *
     * @param what what the file is, for the message ("spec", "baseline", …)
     * @throws IllegalArgumentException naming the file, where it leads and the root, when it lies outside
     */
    public static void check(Path file, Path root, String what) {
        Path real = real(file);
        Path realRoot = real(root);
        if (!real.startsWith(realRoot)) {
            throw new IllegalArgumentException(file + ": the " + what + " leads to " + real + ", outside the project "
                    + realRoot + "; galab reads and writes a spec's files only inside the project (a link out of it is"
                    + " refused; the CLI's --allow-outside or ga.allowOutside lifts the rule)");
        }
    }

    /** The real path: links followed; for a path that does not exist, its nearest existing parent's, plus the rest. */
    static Path real(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        Path existing = absolute;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            return absolute;
        }
        try {
            return existing.toRealPath().resolve(existing.relativize(absolute)).normalize();
        } catch (IOException e) {
            throw new IllegalArgumentException(path + ": cannot resolve its real path: " + e.getMessage(), e);
        }
    }
}
