package io.galab.experiment;

/**
 * The machinery that makes the runs failed, not galab and not the spec: a cluster that cannot be reached or
 * lost every executor, a configuration the cluster refused, classes its executors cannot load
 * (docs/scale-out.md, "When the cluster fails"). The runs finished before it are in the journal, so the
 * message ends with how to resume. The CLI exits with {@code 5} and the Maven goals fail with this message,
 * without a stack trace unless asked for.
 */
public final class ExecutorFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** What every such message ends with. */
    public static final String RESUME = "the runs finished so far are kept in the journal; run the same command"
            + " again to resume";

    /**
     * A failure of the executor {@code what} ("the Spark cluster at spark://…"), caused by {@code cause}, with
     * {@code advice} on what to mend ("" for none).
     */
    public ExecutorFailure(String what, String advice, Throwable cause) {
        super(what + (cause == null ? "" : ": " + rootMessage(cause)) + (advice.isEmpty() ? "" : "; " + advice)
                + "; " + RESUME, cause);
    }

    /** The innermost cause's class and message, which says what the cluster said. */
    private static String rootMessage(Throwable cause) {
        Throwable t = cause;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        String message = t.getMessage() == null ? "" : t.getMessage().strip();
        // a Spark job failure's first line names the stage and the task; the rest is the executor's trace
        int newline = message.indexOf('\n');
        return t.getClass().getSimpleName() + ": " + (newline < 0 ? message : message.substring(0, newline));
    }
}
