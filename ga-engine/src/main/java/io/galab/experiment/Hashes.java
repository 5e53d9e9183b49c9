package io.galab.experiment;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** Short content hashes: the first 16 hex digits (64 bits) of a text's SHA-256, for names and keys. */
public final class Hashes {

    private Hashes() {
    }

    /** The first 16 hex digits of the SHA-256 of {@code text} in UTF-8. */
    public static String hex16(String text) {
        return hex16(text.getBytes(StandardCharsets.UTF_8));
    }

    /** The first 16 hex digits of the SHA-256 of {@code bytes}. */
    public static String hex16(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes), 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
