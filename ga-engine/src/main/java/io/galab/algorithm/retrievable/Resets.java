package io.galab.algorithm.retrievable;

/**
 * When Ret-GA re-initialises its population (Section 2: "the fitness value ceased to improve after
 * certain number of generations"; docs/algorithms.md, Ret-GA's reset decisions): at every multiple of
 * the reset point ({@link RetrievableGa.Reset#FIXED}), or once the best has not improved for the reset
 * point's generations ({@link RetrievableGa.Reset#STAGNATION}; the count then starts again). One per run.
 */
final class Resets {

    private final RetrievableGa.Reset reset;
    private final int resetPoint;
    private double bestSoFar = Double.NEGATIVE_INFINITY;
    private long stale;

    Resets(RetrievableGa.Reset reset, int resetPoint) {
        this.reset = reset;
        this.resetPoint = resetPoint;
    }

    /** Whether generation {@code generation}, whose best fitness is {@code best}, re-initialises. */
    boolean due(long generation, double best) {
        if (reset == RetrievableGa.Reset.FIXED) {
            return generation % resetPoint == 0;
        }
        if (best > bestSoFar) {
            bestSoFar = best;
            stale = 0;
            return false;
        }
        if (++stale >= resetPoint) {
            stale = 0;
            bestSoFar = Double.NEGATIVE_INFINITY;
            return true;
        }
        return false;
    }
}
