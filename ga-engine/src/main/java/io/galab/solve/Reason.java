package io.galab.solve;

/**
 * Why {@link CdclSearch} set a variable, as one int: the kind in its two low bits, the rest an index. A pair
 * (variable v made true makes each other variable of its groups false), a group (the group's last variable
 * not false), a clause (the store's clause k), a Hall set ({@link HallSets}), or none (a decision, a given or a
 * unit).
 */
final class Reason {

    static final int NONE = -1;
    static final int PAIR = 0;
    static final int GROUP = 1;
    static final int CLAUSE = 2;
    static final int HALL = 3;
    private static final int BITS = 2;

    private Reason() {
    }

    /** Variable v, true, made another variable of its groups false. */
    static int pair(int v) {
        return v << BITS | PAIR;
    }

    /** Group g's last variable not false was made true. */
    static int group(int g) {
        return g << BITS | GROUP;
    }

    /** Clause k's last literal not false was made true. */
    static int clause(int k) {
        return k << BITS | CLAUSE;
    }

    /** Explanation b of {@link HallSets} made the variable false. */
    static int hall(int b) {
        return b << BITS | HALL;
    }

    /** {@link #PAIR}, {@link #GROUP}, {@link #CLAUSE} or {@link #HALL}; not for {@link #NONE}. */
    static int kind(int reason) {
        return reason & (1 << BITS) - 1;
    }

    /** The variable, group or clause a reason names; not for {@link #NONE}. */
    static int index(int reason) {
        return reason >>> BITS;
    }
}
