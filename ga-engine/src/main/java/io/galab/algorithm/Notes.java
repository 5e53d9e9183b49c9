package io.galab.algorithm;

/**
 * A run's note is data, not terminal input: what an external program printed reaches the console, runs.csv
 * and the page only through {@link #printable(String)} (docs/external-solvers.md, "External solvers", "What a
 * program prints").
 */
public final class Notes {

    /** The characters of a note that a page's table cell shows; runs.csv keeps the whole note. */
    public static final int SHOWN = 300;

    private Notes() {
    }

    /**
     * The text with every control character written as an escape: {@code \r}, {@code \x1b}, {@code \x00}…
     * for the C0 and C1 controls and DEL, {@code \u202e}… for the characters that reorder or hide text
     * (bidirectional controls, zero-width characters, line and paragraph separators). Line breaks and tabs
     * stay as they are: a note's lines are its program's last lines of standard error.
     */
    public static String printable(String text) {
        StringBuilder s = null;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            String escaped = escape(ch);
            if (escaped != null && s == null) {
                s = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (s != null) {
                s.append(escaped != null ? escaped : String.valueOf(ch));
            }
        }
        return s == null ? text : s.toString();
    }

    private static String escape(char ch) {
        if (ch == '\n' || ch == '\t') {
            return null;
        }
        if (ch == '\r') {
            return "\\r";
        }
        if (ch < 0x20 || ch >= 0x7f && ch <= 0x9f) {
            return String.format("\\x%02x", (int) ch);
        }
        boolean hidden = ch >= 0x200b && ch <= 0x200f || ch >= 0x2028 && ch <= 0x202e
                || ch >= 0x2066 && ch <= 0x2069 || ch == 0xfeff || ch == 0x061c;
        return hidden ? String.format("\\u%04x", (int) ch) : null;
    }

    /** The note shortened to {@value #SHOWN} characters with an ellipsis, for a place of fixed size. */
    public static String shown(String note) {
        return note.length() <= SHOWN ? note : note.substring(0, SHOWN) + "… (" + note.length()
                + " characters; the whole note is in runs.csv)";
    }

    /** The note on one line, for the console. */
    public static String oneLine(String note) {
        return printable(note).replace('\n', ' ').replace("  ", " ");
    }
}
