package io.galab.puzzle;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reading galab's text inputs (puzzle files, baselines, journals, shard files) the same way: as UTF-8,
 * refusing anything but a regular file, and with one leading byte-order mark dropped, since editors on
 * some systems write one and it is never part of the content.
 */
public final class TextFiles {

    private static final char BOM = '\uFEFF';

    private TextFiles() {
    }

    /** The text without one leading byte-order mark. */
    public static String stripBom(String text) {
        return !text.isEmpty() && text.charAt(0) == BOM ? text.substring(1) : text;
    }

    /**
     * A regular file's content as UTF-8 text without a leading byte-order mark.
     *
     * @throws IOException when the file cannot be read, is not valid UTF-8, or is not a regular file (a
     *                     folder, a named pipe or a device: reading a pipe would block until someone
     *                     writes to it)
     */
    public static String read(Path file) throws IOException {
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new IOException(file + ": not a regular file (a folder, a pipe or a device)");
        }
        try {
            return stripBom(Files.readString(file, StandardCharsets.UTF_8));
        } catch (CharacterCodingException e) {
            throw new IOException(file + ": not UTF-8 text", e);
        }
    }
}
