package io.galab.algorithm.archfixture;

/** A negative fixture for the layering test: an algorithm package that no list in the rules names. */
public final class UnlistedGa {

    public static int generations() {
        return 1;
    }
}
