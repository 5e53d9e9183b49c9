package io.galab.algorithm;

/**
 * What a GA's members are, from the weakest promise to the strongest (docs/extending.md, "Operators"):
 * an operator fits a GA's slot when it asks no more of its parents than the GA's members promise, and its
 * children keep that promise ({@link Operator#fits}).
 */
public enum Representation {
    /** A grid with the givens in place and any digit 1..n in each free cell (growth-ga's members). */
    GRID("grid", "grids with the givens in place and any digit in a free cell"),
    /** A grid whose every box holds each digit once, the givens in place (purge-ga's, twodoku-ga's members). */
    BOX_PERMUTATIONS("box-permutations", "grids whose every box holds each digit once");

    private final String key;
    private final String words;

    Representation(String key, String words) {
        this.key = key;
        this.words = words;
    }

    /** The name in a parameter table's type ({@code operator:crossover/box-permutations}). */
    public String key() {
        return key;
    }

    /** What the members are, in words, for messages. */
    public String words() {
        return words;
    }

    /** The representation named {@code key}. */
    public static Representation of(String key) {
        for (Representation r : values()) {
            if (r.key.equals(key)) {
                return r;
            }
        }
        throw new IllegalArgumentException("'" + key + "' is not a representation: grid or box-permutations");
    }
}
