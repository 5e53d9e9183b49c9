package io.galab.algorithm.common;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;

/** What every built-in algorithm declares the same way: its id, its publication and its paper budget. */
public abstract class PaperAlgorithm implements Algorithm {

    private final String id;
    private final String source;
    private final Budget paperBudget;

    protected PaperAlgorithm(String id, String source, Budget paperBudget) {
        this.id = id;
        this.source = source;
        this.paperBudget = paperBudget;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String source() {
        return source;
    }

    @Override
    public final Budget paperBudget() {
        return paperBudget;
    }

    @Override
    public String toString() {
        return id;
    }
}
