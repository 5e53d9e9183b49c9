package io.galab.testkit;

import io.galab.algorithm.Operators;
import io.galab.algorithm.Representation;
import io.galab.algorithm.RestartOperator;
import org.junit.jupiter.api.Nested;

/** galab's registered restarts pass the operator contract, so a failure in a user's build is the user's. */
class PaperRestartsContractTest {

    private static RestartOperator registered(String id) {
        return Operators.visible().restart(id, Representation.BOX_PERMUTATIONS);
    }

    @Nested
    class PurgeRestart extends RestartContract {
        @Override
        protected RestartOperator operator() {
            return registered("purge-restart");
        }
    }

    @Nested
    class FreshRestart extends RestartContract {
        @Override
        protected RestartOperator operator() {
            return registered("fresh-restart");
        }
    }
}
