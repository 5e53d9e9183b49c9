package io.galab.algorithm;

/**
 * A restart operator declared by what it is ({@link PaperOperator}): a subclass has a public no-argument
 * constructor that passes its id, what the members must be, what they keep and a one-line description, and
 * writes {@link #restart(io.galab.puzzle.Puzzle, Parameters)}.
 */
public abstract class PaperRestart extends PaperOperator implements RestartOperator {

    protected PaperRestart(String id, Representation requires, Representation keeps, String description) {
        super(id, requires, keeps, description);
    }
}
