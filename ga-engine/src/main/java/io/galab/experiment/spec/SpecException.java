package io.galab.experiment.spec;

import io.galab.puzzle.LocatedException;

/** A spec that cannot be run: the file, line and column, and what was expected. */
public final class SpecException extends LocatedException {

    private static final long serialVersionUID = 1L;

    public SpecException(String file, int line, int column, String problem) {
        super(file, line, column, problem);
    }

    /** The spec file. */
    public String file() {
        return source();
    }
}
