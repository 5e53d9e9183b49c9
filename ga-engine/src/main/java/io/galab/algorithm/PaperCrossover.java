package io.galab.algorithm;

/**
 * A crossover operator declared by what it is ({@link PaperOperator}): a subclass has a public no-argument
 * constructor that passes its id, what its parents must be, what its children keep and a one-line description,
 * and writes {@link #crossover(io.galab.puzzle.Puzzle)}.
 */
public abstract class PaperCrossover extends PaperOperator implements CrossoverOperator {

    protected PaperCrossover(String id, Representation requires, Representation keeps, String description) {
        super(id, requires, keeps, description);
    }
}
