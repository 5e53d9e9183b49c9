package io.galab.puzzle;

/** A puzzle file that cannot be read: where, and what was expected. */
public final class PuzzleFormatException extends LocatedException {

    private static final long serialVersionUID = 1L;

    public PuzzleFormatException(String source, int line, int column, String problem) {
        super(source, line, column, problem);
    }
}
