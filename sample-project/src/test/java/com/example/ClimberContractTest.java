package com.example;

import io.galab.algorithm.Algorithm;
import io.galab.testkit.AlgorithmContract;

/**
 * galab's algorithm contract on the climber: the test kit runs it on every puzzle kind, checks
 * determinism, the budget and time limit, the trace, every parameter's range, and that a reported
 * solution is a solution. {@code mvn verify} runs it before the specs.
 */
class ClimberContractTest extends AlgorithmContract {

    @Override
    protected Algorithm algorithm() {
        return new SteepestBoxSwap();
    }
}
