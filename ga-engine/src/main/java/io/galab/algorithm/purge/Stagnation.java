package io.galab.algorithm.purge;

/**
 * Counts iterations without a change of the best penalty and says when the purge is due (Gerges et
 * al., Section 3.1.8: "each time the objective function does not change for p iterations").
 */
public final class Stagnation {

    private final int p;
    private double last = Double.NaN;
    private int unchanged;

    public Stagnation(int p) {
        this.p = p;
    }

    /**
     * Observes the best penalty after an iteration; returns true when it has now been unchanged for
     * p iterations in a row, and starts counting again.
     */
    public boolean observe(double best) {
        if (best == last) {
            unchanged++;
        } else {
            last = best;
            unchanged = 0;
        }
        if (unchanged >= p) {
            unchanged = 0;
            return true;
        }
        return false;
    }
}
