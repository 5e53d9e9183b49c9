package io.galab.algorithm;

/**
 * A mutation operator declared by what it is ({@link PaperOperator}): a subclass has a public no-argument
 * constructor that passes its id, what the members it mutates must be, what they keep and a one-line
 * description, and writes {@link #mutation(io.galab.puzzle.Puzzle, Parameters)}.
 */
public abstract class PaperMutation extends PaperOperator implements MutationOperator {

    protected PaperMutation(String id, Representation requires, Representation keeps, String description) {
        super(id, requires, keeps, description);
    }
}
