package com.acme.solver.rules;

/** The box rule: found by ServiceLoader, named by no class. */
public final class BoxRule implements com.acme.solver.Rule {
    @Override
    public int weight() {
        return 2;
    }
}
