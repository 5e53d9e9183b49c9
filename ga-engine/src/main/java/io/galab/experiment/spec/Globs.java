package io.galab.experiment.spec;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The globs of specs, selectors and gates: {@code *} matches any run of characters, {@code ?} one
 * character (one code point, so an emoji is one character), everything else itself.
 */
public final class Globs {

    private Globs() {
    }

    /** A glob as a regular expression. */
    public static Pattern pattern(String glob) {
        StringBuilder regex = new StringBuilder();
        glob.codePoints().forEach(c -> {
            if (c == '*') {
                regex.append(".*");
            } else if (c == '?') {
                regex.append('.');
            } else {
                regex.append(Pattern.quote(new String(Character.toChars(c))));
            }
        });
        return Pattern.compile(regex.toString());
    }

    /** True when the name matches one of the globs, or the list is empty. */
    public static boolean matchesAny(List<String> globs, String name) {
        if (globs.isEmpty()) {
            return true;
        }
        for (String g : globs) {
            if (pattern(g).matcher(name).matches()) {
                return true;
            }
        }
        return false;
    }
}
