package io.galab.algorithm;

import java.util.Objects;

/**
 * One declared parameter of an algorithm: its name (the paper's name where it has one), type,
 * default (the paper's published setting) and allowed range.
 *
 * @param name         the key used in specs, e.g. {@code mutationRate}
 * @param type         int, double or boolean
 * @param defaultValue the paper's default, an Integer, Double or Boolean
 * @param min          smallest allowed value (ignored for booleans)
 * @param max          largest allowed value (ignored for booleans)
 * @param description  what it is, with the paper's section or symbol
 */
public record Parameter(String name, Type type, Object defaultValue, double min, double max, String description) {

    /** The value types a parameter may have. */
    public enum Type { INT, DOUBLE, BOOLEAN }

    public Parameter {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(defaultValue, "defaultValue");
        if (min > max) {
            throw new IllegalArgumentException("parameter " + name + ": min " + min + " > max " + max);
        }
    }

    public static Parameter ofInt(String name, int defaultValue, int min, int max, String description) {
        return new Parameter(name, Type.INT, defaultValue, min, max, description);
    }

    public static Parameter ofDouble(String name, double defaultValue, double min, double max, String description) {
        return new Parameter(name, Type.DOUBLE, defaultValue, min, max, description);
    }

    public static Parameter ofBoolean(String name, boolean defaultValue, String description) {
        return new Parameter(name, Type.BOOLEAN, defaultValue, 0, 1, description);
    }

    /** What a valid value looks like, for error messages: "an integer in [2, 100]". */
    public String expected() {
        switch (type) {
            case BOOLEAN:
                return "true or false";
            case INT:
                return "an integer in [" + (long) min + ", " + (long) max + "]";
            default:
                return "a number in [" + Parameters.format(min) + ", " + Parameters.format(max) + "]";
        }
    }
}
