package io.galab.report.archfixture;

/** A test fixture: the other half of a cycle between two gate classes. */
public final class CyclicGateB {
    private CyclicGateB() {
    }

    public static int helper(int k) {
        return CyclicGateA.rule(k);
    }
}
