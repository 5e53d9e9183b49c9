package io.galab.algorithm;

/** Why a run ended. */
public enum StopReason {
    /** A valid solution was found. */
    SOLVED,
    /** The generation limit was reached. */
    GENERATIONS,
    /** The evaluation limit was reached. */
    EVALUATIONS,
    /** The wall-clock limit was reached. */
    SECONDS,
    /** The running thread was interrupted; the result covers the generations done so far. */
    INTERRUPTED
}
