package io.galab.testkit;

import io.galab.algorithm.MutationOperator;
import io.galab.algorithm.Operators;
import io.galab.algorithm.Representation;
import org.junit.jupiter.api.Nested;

/** The papers' registered mutations pass the operator contract, so a failure in a user's build is the user's. */
class PaperMutationsContractTest {

    private static MutationOperator registered(String id) {
        return Operators.visible().mutation(id, Representation.BOX_PERMUTATIONS);
    }

    @Nested
    class BoxSwapMutation extends MutationContract {
        @Override
        protected MutationOperator operator() {
            return registered("box-swap-mutation");
        }
    }

    @Nested
    class EveryBoxSwapMutation extends MutationContract {
        @Override
        protected MutationOperator operator() {
            return registered("every-box-swap-mutation");
        }
    }
}
