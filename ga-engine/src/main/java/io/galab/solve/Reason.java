package io.galab.solve;

/**
 * Why {@link CdclSearch} set a variable, as one int: the kind in its two low bits, the rest an index. A pair
 * (variable v made true makes each other variable of its groups false), a group (the group's last variable
 * not false), a clause (the store's clause k), an intersection of two units ({@link Intersections}), or none
 * (a decision, a given or a unit).
 */
final class Reason {

    static final int NONE = -1;
    static final int PAIR = 0;
    static final int GROUP = 1;
    static final int CLAUSE = 2;
    static final int POINTING = 3;

    private Reason() {
    }

    /** Variable v, true, made another variable of its groups false. */
    static int pair(int v) {
        return v << 2 | PAIR;
    }

    /** Group g's last variable not false was made true. */
    static int group(int g) {
        return g << 2 | GROUP;
    }

    /** Clause k's last literal not false was made true. */
    static int clause(int k) {
        return k << 2 | CLAUSE;
    }

    /** Pair p of {@link Intersections} made the variable false (its explanation is made when asked for). */
    static int pointing(int p) {
        return p << 2 | POINTING;
    }

    /** {@link #PAIR}, {@link #GROUP}, {@link #CLAUSE} or {@link #POINTING}; not for {@link #NONE}. */
    static int kind(int reason) {
        return reason & 3;
    }

    /** The variable, group or clause a reason names; not for {@link #NONE}. */
    static int index(int reason) {
        return reason >>> 2;
    }
}
