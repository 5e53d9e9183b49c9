package io.galab.algorithm.purge;

import io.galab.algorithm.PaperCrossover;
import io.galab.algorithm.Representation;
import io.galab.algorithm.common.Instance;
import io.galab.puzzle.Puzzle;

/**
 * {@code blockwise-crossover}, purge-ga's default crossover as a registered operator (docs/extending.md,
 * "Operators"): Gerges et al.'s {@link BlockwiseCrossover} (Section 3.1.5). It copies whole boxes, so it takes
 * any grid and keeps box permutations: it fits growth-ga's slot as well as purge-ga's.
 */
public final class Blockwise extends PaperCrossover {

    public static final String ID = "blockwise-crossover";

    public Blockwise() {
        super(ID, Representation.GRID, Representation.BOX_PERMUTATIONS,
                "Gerges et al. (2018) Section 3.1.5: each box of the child from one parent drawn at random");
    }

    @Override
    public Crossover crossover(Puzzle puzzle) {
        return new BlockwiseCrossover(new Instance(puzzle));
    }
}
