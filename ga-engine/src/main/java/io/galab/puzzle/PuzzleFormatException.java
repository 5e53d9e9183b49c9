package io.galab.puzzle;

/**
 * Bad puzzle input: says where (source, line, column, 1-based) and what was expected. The message
 * reads {@code file:line:column: what}, the form editors and CI logs link to.
 */
public final class PuzzleFormatException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String source;
    private final int line;
    private final int column;
    private final String problem;

    public PuzzleFormatException(String source, int line, int column, String problem) {
        super(source + ":" + line + ":" + column + ": " + problem);
        this.source = source;
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

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
