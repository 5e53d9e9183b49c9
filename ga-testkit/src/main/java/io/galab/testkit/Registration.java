package io.galab.testkit;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Operator;
import io.galab.algorithm.Operators;

/** The check every operator contract makes first: the operator is registered, fits its own kind, says what it is. */
final class Registration {

    private Registration() {
    }

    /**
     * {@link Operators} finds {@code o} by its id through {@code ServiceLoader}, it fits members that are what it
     * requires, and it has a description.
     */
    static void check(Operator o) {
        assertSame(o.getClass(), Operators.visible().forSlot(o.id(), o.slot(), o.requires()).getClass(),
                o.id() + " is found by its id (META-INF/services/io.galab.algorithm.Operator)");
        assertNull(o.misfit(o.requires()), o.id() + " fits members that are what it requires");
        assertTrue(o.description() != null && !o.description().isBlank(), "a description");
    }
}
