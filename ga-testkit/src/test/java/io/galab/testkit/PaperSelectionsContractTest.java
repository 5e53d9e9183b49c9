package io.galab.testkit;

import io.galab.algorithm.Operators;
import io.galab.algorithm.Representation;
import io.galab.algorithm.SelectionOperator;

/** galab's registered selection passes the operator contract, so a failure in a user's build is the user's. */
class PaperSelectionsContractTest extends SelectionContract {

    @Override
    protected SelectionOperator operator() {
        return Operators.visible().selection("tournament-selection", Representation.BOX_PERMUTATIONS);
    }
}
