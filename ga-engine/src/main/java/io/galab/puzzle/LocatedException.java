package io.galab.puzzle;

/**
 * Bad input with a place: the source (a file), line and column (1-based) and what was expected. The
 * message reads {@code source:line:column: problem}, the form editors and CI logs link to. Puzzle
 * files ({@link PuzzleFormatException}) and experiment specs raise it.
 */
public abstract class LocatedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String source;
    private final int line;
    private final int column;
    private final String problem;

    protected LocatedException(String source, int line, int column, String problem) {
        super(source + ":" + line + ":" + column + ": " + problem);
        this.source = source;
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    /** The file (or resource) the input came from. */
    public String source() {
        return source;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** The message without the location. */
    public String problem() {
        return problem;
    }
}
