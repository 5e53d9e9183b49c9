package io.galab.algorithm.common;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.ParameterTable;
import java.util.List;

/**
 * What every built-in algorithm declares the same way: its id, its publication, its paper budget and
 * its parameters, read from the {@link ParameterTable} beside the class.
 */
public abstract class PaperAlgorithm implements Algorithm {

    private final String id;
    private final String source;
    private final Budget paperBudget;
    private volatile List<Parameter> parameters;

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

    /** The rows of {@code parameters.csv} in this class's package; a subclass may declare them in code instead. */
    @Override
    public List<Parameter> parameters() {
        List<Parameter> p = parameters;
        if (p == null) {
            p = ParameterTable.of(getClass());
            parameters = p;
        }
        return p;
    }

    @Override
    public String toString() {
        return id;
    }
}
