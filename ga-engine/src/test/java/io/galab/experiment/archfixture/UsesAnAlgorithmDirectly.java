package io.galab.experiment.archfixture;

import io.galab.algorithm.archfixture.UnlistedGa;

/** A negative fixture for the layering test: experiment-layer code that uses an algorithm's class, not the SPI. */
public final class UsesAnAlgorithmDirectly {

    public static int generations() {
        return UnlistedGa.generations();
    }
}
