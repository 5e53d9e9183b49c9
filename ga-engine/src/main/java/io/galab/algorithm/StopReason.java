package io.galab.algorithm;

import java.util.Locale;

/**
 * How a run ended: the run's outcome as data, kept in the journal and in runs.csv (docs/experiments.md,
 * "runs.csv"). Reports, the tuner and the checks count runs by it, never by the words of a note.
 */
public enum StopReason {
    /** A valid solution was found. */
    SOLVED("solved"),
    /** The generation limit was reached. */
    GENERATIONS("generation limit"),
    /** The evaluation limit was reached. */
    EVALUATIONS("evaluation limit"),
    /** The wall-clock limit was reached. */
    SECONDS("time limit"),
    /** The search proved that the puzzle has no solution. */
    UNSOLVABLE("proven unsolvable"),
    /** An external program printed a grid that galab's checker refused. */
    WRONG_ANSWER("wrong answer"),
    /** An external program exited with a non-zero status, was killed by a signal, or could not run. */
    PROGRAM_FAILED("program failed"),
    /** An external program exited normally without a grid in its output. */
    NO_ANSWER("no answer"),
    /** An external program was killed at its time limit. */
    KILLED("killed at the time limit"),
    /** The running thread was interrupted; the result covers the generations done so far. */
    INTERRUPTED("interrupted");

    private final String label;
    private final String key;

    StopReason(String label) {
        this.label = label;
        this.key = name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The outcome in words, as reports show it. */
    public String label() {
        return label;
    }

    /** The outcome as runs.csv and the journal write it: its name in lower case with dashes. */
    public String key() {
        return key;
    }

    /** The outcome written as {@link #key()}, or null for a word that is none. */
    public static StopReason ofKey(String key) {
        for (StopReason r : values()) {
            if (r.key().equals(key)) {
                return r;
            }
        }
        return null;
    }
}
