package io.galab.experiment;

/**
 * A spec that cannot be run: says where (file, line, column, 1-based) and what was expected. The
 * message reads {@code file:line:column: problem}.
 */
public final class SpecException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final int column;
    private final String problem;

    public SpecException(String file, int line, int column, String problem) {
        super(file + ":" + line + ":" + column + ": " + problem);
        this.file = file;
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    public String file() {
        return file;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    public String problem() {
        return problem;
    }
}
