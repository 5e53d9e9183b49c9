package io.galab.report.archfixture;

/** A test fixture: a gate class that calls a helper of {@link CyclicGateB}, which calls back. */
public final class CyclicGateA {
    private CyclicGateA() {
    }

    public static int rule(int k) {
        return k <= 0 ? 0 : CyclicGateB.helper(k - 1);
    }
}
