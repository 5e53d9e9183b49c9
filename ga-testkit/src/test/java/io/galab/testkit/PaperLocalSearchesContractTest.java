package io.galab.testkit;

import io.galab.algorithm.Algorithms;
import io.galab.algorithm.LocalSearchOperator;
import io.galab.algorithm.Operators;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.Representation;
import java.util.Map;
import org.junit.jupiter.api.Nested;

/** galab's registered local search passes the operator contract, both as the report's text and as its code. */
class PaperLocalSearchesContractTest {

    private static LocalSearchOperator registered() {
        return Operators.visible().localSearch("line-swap-search", Representation.BOX_PERMUTATIONS);
    }

    @Nested
    class LineSwapSearch extends LocalSearchContract {
        @Override
        protected LocalSearchOperator operator() {
            return registered();
        }
    }

    @Nested
    class LineSwapSearchAsTheReferenceCode extends LocalSearchContract {
        @Override
        protected LocalSearchOperator operator() {
            return registered();
        }

        @Override
        protected Parameters parameters() {
            return Algorithms.builtIn().get("twodoku-ga").parameters(Map.of("referenceCode", true));
        }
    }
}
