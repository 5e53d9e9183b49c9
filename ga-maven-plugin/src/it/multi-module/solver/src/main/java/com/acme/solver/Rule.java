package com.acme.solver;

/** A rule that weighs the climber's moves, found through ServiceLoader. */
public interface Rule {
    int weight();
}
