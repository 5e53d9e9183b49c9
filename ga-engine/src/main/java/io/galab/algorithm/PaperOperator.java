package io.galab.algorithm;

import java.util.Objects;

/**
 * An operator declared by what it is: its id, what its parents must be, what its children keep and a one-line
 * description, given to the constructor (docs/extending.md, "Operators"). {@link PaperCrossover},
 * {@link PaperMutation} and {@link PaperLocalSearch} are its kinds; a subclass has a public no-argument
 * constructor that passes the four.
 */
public abstract class PaperOperator implements Operator {

    private final String id;
    private final Representation requires;
    private final Representation keeps;
    private final String description;

    protected PaperOperator(String id, Representation requires, Representation keeps, String description) {
        this.id = Objects.requireNonNull(id, "id");
        this.requires = Objects.requireNonNull(requires, "requires");
        this.keeps = Objects.requireNonNull(keeps, "keeps");
        this.description = Objects.requireNonNull(description, "description");
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final Representation requires() {
        return requires;
    }

    @Override
    public final Representation keeps() {
        return keeps;
    }

    @Override
    public final String description() {
        return description;
    }
}
