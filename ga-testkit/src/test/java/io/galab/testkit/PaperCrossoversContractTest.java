package io.galab.testkit;

import io.galab.algorithm.CrossoverOperator;
import io.galab.algorithm.Operators;
import io.galab.algorithm.Representation;
import org.junit.jupiter.api.Nested;

/** The papers' registered crossovers pass the operator contract, so a failure in a user's build is the user's. */
class PaperCrossoversContractTest {

    private static CrossoverOperator registered(String id) {
        return Operators.visible().crossover(id, Representation.GRID);
    }

    @Nested
    class SegmentCrossover extends CrossoverContract {
        @Override
        protected CrossoverOperator operator() {
            return registered("segment-crossover");
        }
    }

    @Nested
    class BlockwiseCrossover extends CrossoverContract {
        @Override
        protected CrossoverOperator operator() {
            return registered("blockwise-crossover");
        }
    }
}
