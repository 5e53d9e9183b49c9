package io.galab.algorithm;

/**
 * A local-search operator declared by what it is ({@link PaperOperator}): a subclass has a public no-argument
 * constructor that passes its id, what the members it improves must be, what they keep and a one-line
 * description, and writes {@link #search(io.galab.puzzle.Puzzle, Parameters)}.
 */
public abstract class PaperLocalSearch extends PaperOperator implements LocalSearchOperator {

    protected PaperLocalSearch(String id, Representation requires, Representation keeps, String description) {
        super(id, requires, keeps, description);
    }
}
