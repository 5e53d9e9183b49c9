package io.galab.algorithm.common;

import io.galab.algorithm.PaperRestart;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.Representation;
import io.galab.puzzle.Puzzle;

/**
 * {@code fresh-restart}: every member but the best is made anew, as the GA makes its first members (a random
 * restart that keeps the elite, the usual baseline for a GA's restart rule; docs/extending.md, "Operators").
 * It works through the GA's own fresh member, so it keeps whatever the GA's members are.
 */
public final class FreshRestart extends PaperRestart {

    public static final String ID = "fresh-restart";

    public FreshRestart() {
        super(ID, Representation.GRID, Representation.BOX_PERMUTATIONS,
                "every member but the best made anew, as the GA makes its first members");
    }

    @Override
    public Restart restart(Puzzle puzzle, Parameters parameters) {
        return (population, random) -> {
            for (int i = 0; i < population.size(); i++) {
                if (i != population.best()) {
                    population.fresh(i, random);
                }
            }
        };
    }
}
