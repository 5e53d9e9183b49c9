package io.galab.puzzle;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The header line that names a puzzle file's kind, {@code # kind: ID} (docs/puzzle-formats.md, "The kind
 * header"): read from a file's text, refused with its line when it is misspelt, and written for a kind that shares
 * another's layout.
 */
final class KindHeader {

    /**
     * A comment line read as a possible header: its first word, a separator ({@code :} or {@code =}) if one
     * follows it, and the rest of the line.
     */
    private static final Pattern HEADER =
            Pattern.compile("^\\s*#\\s*([A-Za-z][A-Za-z_-]*)\\s*([:=])?\\s*(.*?)\\s*$");

    /** "kind" as a word followed by a separator, anywhere in a comment line. */
    private static final Pattern INSIDE = Pattern.compile("(?i)\\b(kind\\s*[:=])");

    private KindHeader() {
    }

    /** The header line for a kind, without its line end. */
    static String line(Kind kind) {
        return "# kind: " + kind.id();
    }

    /**
     * The kind a file's header names ({@code # kind: ID}, a comment line of its own; docs/puzzle-formats.md,
     * "The kind header"), or null without one. Every line that looks like an attempt at it is an error that
     * says where and what, never a comment, since a header taken for a comment leaves the kind to be guessed
     * from the shape: a key one edit or two from {@code kind} ({@code knd}, {@code kinds}) with a separator or
     * before a kind's id; {@code kind} without the colon ({@code # kind= sudoku-x}, {@code # kind sudoku-x});
     * {@code kind:} before anything but one known kind (an unknown kind's error lists the known ones); another
     * key before a kind's id ({@code # type: sudoku-x}); a kind's id alone ({@code # sudoku-x}); and a second
     * header that names another kind; and {@code kind:} inside other text ({@code # puzzle kind: x},
     * {@code # source: a book; kind: x}).
     */
    static Kind read(String text, String source) {
        String[] lines = text.split("\r?\n", -1);
        Kind kind = null;
        int kindLine = 0;
        for (int i = 0; i < lines.length; i++) {
            Matcher m = HEADER.matcher(lines[i]);
            if (!m.matches()) {
                continue;
            }
            String key = m.group(1);
            if (VariantHeader.isKey(key)) {
                continue; // a variant's header line ('# variant: …'), read by VariantHeader
            }
            String separator = m.group(2);
            String value = m.group(3);
            boolean kindKey = key.equalsIgnoreCase("kind");
            boolean nearKind = !kindKey && Suggestions.closest(key.toLowerCase(Locale.ROOT),
                    List.of("kind")) != null;
            boolean valueIsKind = isKindId(value);
            int keyColumn = lines[i].indexOf(key) + 1;
            if (kindKey && ":".equals(separator)) {
                Kind named;
                try {
                    named = Kind.fromId(value);
                } catch (IllegalArgumentException e) {
                    int column = value.isEmpty() ? lines[i].indexOf(':') + 2 : lines[i].indexOf(value) + 1;
                    throw new PuzzleFormatException(source, i + 1, column, e.getMessage());
                }
                if (kind != null && kind != named) {
                    throw new PuzzleFormatException(source, i + 1, lines[i].indexOf(value) + 1, "a second kind"
                            + " header names " + named.id() + ", but line " + kindLine + " names " + kind.id());
                }
                kind = named;
                kindLine = i + 1;
            } else if (kindKey && (separator != null || value.isEmpty() || startsWithKindId(value))) {
                throw new PuzzleFormatException(source, i + 1, keyColumn, "a kind header is written '# kind: ID'"
                        + " with a colon, not '" + lines[i].trim() + "' (" + headerForm() + ")");
            } else if (nearKind && (separator != null && !value.isEmpty() && !value.matches(".*\\s.*")
                    || startsWithKindId(value))) {
                throw new PuzzleFormatException(source, i + 1, keyColumn, "header '" + key
                        + "' is not one galab reads; did you mean 'kind'? (" + headerForm() + ")");
            } else if (separator == null && value.isEmpty() && isKindId(key)) {
                throw new PuzzleFormatException(source, i + 1, keyColumn, "a kind header is written '# kind: "
                        + Kind.fromId(key).id() + "', not '" + lines[i].trim() + "' (" + headerForm() + ")");
            } else if (!kindKey && !nearKind && separator != null && valueIsKind) {
                throw new PuzzleFormatException(source, i + 1, keyColumn, "header '" + key + "' is not one galab"
                        + " reads; a file names its kind with '# kind: " + Kind.fromId(value).id() + "' ("
                        + headerForm() + ")");
            } else if (!kindKey) {
                // "kind:" inside other words ("# puzzle kind: x", "# source: a book; kind: x") names a kind that
                // would otherwise be read as a comment, and the shape alone would decide
                Matcher inside = INSIDE.matcher(lines[i]);
                if (inside.find()) {
                    throw new PuzzleFormatException(source, i + 1, inside.start(1) + 1, "'" + inside.group(1)
                            + "' inside a comment is not a kind header: a file names its kind on a line of its own, "
                            + headerForm() + " (docs/puzzle-formats.md, \"The kind header\")");
                }
            }
        }
        return kind;
    }

    /** Whether a word is a kind's id, in any case. */
    static boolean isKindId(String value) {
        return Arrays.stream(Kind.values()).anyMatch(k -> k.id().equalsIgnoreCase(value));
    }

    /** Whether the value's first word, past any separator, is a kind's id or one edit or two from one. */
    private static boolean startsWithKindId(String value) {
        String first = value.replaceFirst("^[:=\\s-]+", "").split("[\\s:=,;]+", 2)[0];
        return !first.isEmpty() && Suggestions.closest(first, Arrays.stream(Kind.values())
                .map(Kind::id).collect(Collectors.toList())) != null;
    }

    private static String headerForm() {
        return "# kind: " + Arrays.stream(Kind.values()).map(Kind::id)
                .collect(Collectors.joining(" | "));
    }
}
