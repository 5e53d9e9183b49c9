package io.galab.experiment.spec;

import io.galab.algorithm.Parameter;

/** A tuned value, written as text in a space, in the type its algorithm parameter takes. */
public final class ConfigurationValues {

    private ConfigurationValues() {
    }

    /**
     * {@code text} as the declared parameter takes it: a Long for an int, a Double for a double, a
     * Boolean for {@code true}/{@code false} of a boolean, else the text (which the algorithm then
     * refuses with its own message).
     */
    public static Object typed(Parameter declared, String text) {
        try {
            switch (declared.type()) {
                case INT:
                    double d = Double.parseDouble(text);
                    return d == Math.rint(d) ? (Object) (long) d : text;
                case DOUBLE:
                    return Double.parseDouble(text);
                case BOOLEAN:
                    return text.equals("true") || text.equals("false") ? (Object) Boolean.valueOf(text) : text;
                case TEXT:
                    return text.equals("true") || text.equals("false") ? (Object) Boolean.valueOf(text)
                            : text.matches("[-+]?[0-9.]+([eE][-+]?[0-9]+)?") ? (Object) Double.parseDouble(text) : text;
                default:
                    return text;
            }
        } catch (NumberFormatException e) {
            return text;
        }
    }
}
