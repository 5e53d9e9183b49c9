package io.galab.testkit;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;

/** The kit passes on one of galab's own algorithms, so a failure in a user's build is the user's. */
class BuiltInContractTest extends AlgorithmContract {

    @Override
    protected Algorithm algorithm() {
        return Algorithms.builtIn().get("propagating-memetic-ga");
    }
}
