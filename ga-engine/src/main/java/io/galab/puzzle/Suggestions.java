package io.galab.puzzle;

import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * "Did you mean …?": the closest known name by edit distance, if it is close enough. Every layer
 * names what it does not know this way: spec keys, algorithms, parameters, puzzle sets and ids, spec
 * names and command-line words.
 */
public final class Suggestions {

    private Suggestions() {
    }

    /**
     * The candidate nearest to {@code given}, or null when none is within a third of its length (at
     * least 2) and none but one starts with it.
     */
    public static String closest(String given, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        String g = given.toLowerCase(Locale.ROOT);
        for (String c : candidates) {
            int d = distance(g, c.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                bestDistance = d;
                best = c;
            }
        }
        int allowed = Math.max(2, given.length() / 3);
        if (bestDistance <= allowed) {
            return best;
        }
        // a prefix of exactly one name, such as 'purge' for 'purge-ga'
        List<String> longer = candidates.stream().filter(c -> g.length() >= 3
                && c.toLowerCase(Locale.ROOT).startsWith(g)).toList();
        if (longer.size() == 1) {
            return longer.get(0);
        }
        // an abbreviation of exactly one name, such as 'maxSecs' for 'maxSeconds': its first three letters,
        // then the rest of its letters in order
        List<String> abbreviated = candidates.stream().filter(c -> g.length() >= 4
                && c.toLowerCase(Locale.ROOT).startsWith(g.substring(0, 3))
                && subsequence(g, c.toLowerCase(Locale.ROOT))).toList();
        return abbreviated.size() == 1 ? abbreviated.get(0) : null;
    }

    private static boolean subsequence(String part, String whole) {
        int i = 0;
        for (int j = 0; j < whole.length() && i < part.length(); j++) {
            i += part.charAt(i) == whole.charAt(j) ? 1 : 0;
        }
        return i == part.length();
    }

    /**
     * The end of an error's sentence about {@code given}: "; did you mean 'x'?" for the closest
     * candidate, or "." when none is close, so that the hint that follows starts a sentence of its own.
     */
    public static String endOfSentence(String given, Collection<String> candidates) {
        String c = closest(given, candidates);
        return c == null ? "." : "; did you mean '" + c + "'?";
    }

    /** "; did you mean 'x'?" for the closest candidate, or "" when none is close. */
    public static String didYouMean(String given, Collection<String> candidates) {
        String c = closest(given, candidates);
        return c == null ? "" : "; did you mean '" + c + "'?";
    }

    /** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
