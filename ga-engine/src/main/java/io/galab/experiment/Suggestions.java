package io.galab.experiment;

import java.util.Collection;
import java.util.Locale;

/** "Did you mean …?": the closest known name by edit distance, if it is close enough. */
final class Suggestions {

    private Suggestions() {
    }

    /** The candidate nearest to {@code given}, or null when none is within a third of its length (at least 2). */
    static String closest(String given, Collection<String> candidates) {
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
        return bestDistance <= allowed ? best : null;
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
