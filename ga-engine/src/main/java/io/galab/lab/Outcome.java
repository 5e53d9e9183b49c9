package io.galab.lab;

import java.nio.file.Path;
import java.util.List;

/**
 * What a {@link Session} call came to, for the adapter to turn into an exit status or a Maven
 * failure.
 *
 * @param status   the verdict
 * @param problems the lines that explain a status other than {@link Status#OK}: gate violations,
 *                 refused baselines, or cells a new baseline would lower
 * @param report   the last HTML report written, or null
 */
public record Outcome(Status status, List<String> problems, Path report) {

    /** The three ways a call can end. */
    public enum Status {
        /** Everything ran and every gate passed. */
        OK,
        /** Everything ran, and at least one gate was violated. */
        GATES_VIOLATED,
        /** Everything ran, but an input was refused: a baseline that does not fit, or one that would lower a rate. */
        REFUSED
    }

    public Outcome {
        problems = List.copyOf(problems);
    }

    /** "2 gate violation(s):", the problems one a line, and the report: the message of a failed build. */
    public String message() {
        String head = switch (status) {
            case OK -> "ok";
            case GATES_VIOLATED -> problems.size() + " gate violation(s):";
            case REFUSED -> problems.size() + " problem(s) in the input:";
        };
        return head + "\n" + String.join("\n", problems) + (report == null ? "" : "\nreport: " + report);
    }
}
