package io.galab.algorithm.common;

import io.galab.algorithm.Parameters;
import io.galab.algorithm.SelectionOperator;
import io.galab.puzzle.Puzzle;

/**
 * {@code tournament-selection}, the selection of purge-ga (Gerges et al. 2018, Section 3.1.4: K-tournament,
 * K = 7) and of twodoku-ga (the Twodoku GA report, Table 2: tournaments of 3) as a registered operator
 * (docs/extending.md, "Operators"): {@link Tournament} of the GA's {@code tournamentSize}, 2 in a GA without
 * that parameter.
 */
public final class TournamentSelection implements SelectionOperator {

    public static final String ID = "tournament-selection";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "Gerges et al. (2018) Section 3.1.4 and the Twodoku GA report, Table 2: the best of tournamentSize "
                + "members drawn without repeats";
    }

    @Override
    public Selection selection(Puzzle puzzle, Parameters parameters) {
        return new Tournament(parameters.has("tournamentSize") ? parameters.getInt("tournamentSize") : 2)::select;
    }
}
