package io.galab.algorithm;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/**
 * One declared parameter of an algorithm: its name (the paper's name where it has one), type,
 * default (the paper's published setting) and allowed range.
 *
 * @param name         the canonical key, e.g. {@code mutationRate}: one name and unit per concept across
 *                     algorithms (docs/algorithms.md, "One parameter vocabulary")
 * @param alias        the paper's own name for it, accepted in specs as the same parameter, or ""
 * @param type         int, double, boolean, choice or operator
 * @param defaultValue the paper's default, an Integer, Double, Boolean or (for a choice) String
 * @param min          smallest allowed value (ignored for booleans and choices)
 * @param max          largest allowed value (ignored for booleans and choices)
 * @param choices      the allowed values of a choice, in the order documented; for an operator slot its slot
 *                     and the GA's members ({@link #operatorSlot()}, {@link #operatorMembers()}); empty otherwise
 * @param unit         what the number counts, e.g. {@code generations} or {@code probability}; empty if none
 * @param symbol       the paper's symbol for it, e.g. {@code μ}; empty if the paper gives none
 * @param source       where the paper defines or sets it, e.g. {@code Table 1, Section 3.1.6}; may be empty
 * @param description  what it is
 */
public record Parameter(String name, String alias, Type type, Object defaultValue, double min, double max,
        List<String> choices, String unit, String symbol, String source, String description) implements Serializable {

    /**
     * The value types a parameter may have. TEXT takes any plain value (a number, kept as a double, a
     * boolean or a string) and LIST a list of plain values, kept as strings: what an external solver's
     * open parameters and its command are (docs/external-solvers.md, "External solvers"). OPERATOR is a
     * published GA's operator slot: the id of a registered {@link Operator} that fits it (docs/extending.md,
     * "Operators").
     */
    public enum Type { INT, DOUBLE, BOOLEAN, CHOICE, TEXT, LIST, OPERATOR }

    public Parameter {
        Objects.requireNonNull(name, "name");
        alias = Objects.requireNonNullElse(alias, "");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(defaultValue, "defaultValue");
        choices = List.copyOf(choices);
        unit = Objects.requireNonNullElse(unit, "");
        symbol = Objects.requireNonNullElse(symbol, "");
        source = Objects.requireNonNullElse(source, "");
        if (min > max) {
            throw new IllegalArgumentException("parameter " + name + ": min " + min + " > max " + max);
        }
        if (type == Type.OPERATOR) {
            if (choices.size() != 2 || !(defaultValue instanceof String)) {
                throw new IllegalArgumentException("parameter " + name + ": an operator slot needs its slot, its"
                        + " GA's members and a default operator's id");
            }
            Operator.Slot.of(choices.get(0));
            Representation.of(choices.get(1));
        } else if ((type == Type.CHOICE) != !choices.isEmpty()
                || type == Type.CHOICE && !choices.contains(defaultValue)) {
            throw new IllegalArgumentException("parameter " + name + ": a choice needs its values, default among them");
        }
    }

    public static Parameter ofInt(String name, int defaultValue, int min, int max, String description) {
        return new Parameter(name, "", Type.INT, defaultValue, min, max, List.of(), "", "", "", description);
    }

    public static Parameter ofDouble(String name, double defaultValue, double min, double max, String description) {
        return new Parameter(name, "", Type.DOUBLE, defaultValue, min, max, List.of(), "", "", "", description);
    }

    public static Parameter ofBoolean(String name, boolean defaultValue, String description) {
        return new Parameter(name, "", Type.BOOLEAN, defaultValue, 0, 1, List.of(), "", "", "", description);
    }

    /**
     * A parameter that takes one of a few named readings, e.g. the decay schedule of a mutation rate:
     * the keys of {@code defaultValue}'s enum. Used where a paper admits more than one reading and
     * earlier results must stay reproducible.
     */
    public static <E extends Enum<E> & Choice> Parameter ofChoice(String name, E defaultValue, String description) {
        return new Parameter(name, "", Type.CHOICE, defaultValue.key(), 0, 0,
                Choice.keys(defaultValue.getDeclaringClass()), "", "", "", description);
    }

    /**
     * An open parameter, one that an algorithm takes under any name (an external solver's): any plain
     * value, passed on as it is given.
     */
    public static Parameter open(String name) {
        return new Parameter(name, "", Type.TEXT, "", Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, List.of(),
                "", "", "", "passed to the command as {param." + name + "}");
    }

    /**
     * A published GA's operator slot: the id of a registered operator of {@code slot} that fits its members
     * ({@link Operators#forSlot}), the paper's own by default.
     */
    public static Parameter ofOperator(String name, Operator.Slot slot, Representation members, String defaultId,
            String source, String description) {
        return new Parameter(name, "", Type.OPERATOR, defaultId, 0, 0, List.of(slot.key(), members.key()), "", "",
                source, description);
    }

    /** An operator slot's kind of operator; null for any other parameter. */
    public Operator.Slot operatorSlot() {
        return type == Type.OPERATOR ? Operator.Slot.of(choices.get(0)) : null;
    }

    /** What an operator slot's GA's members are; null for any other parameter. */
    public Representation operatorMembers() {
        return type == Type.OPERATOR ? Representation.of(choices.get(1)) : null;
    }

    /** What a valid value looks like, for error messages: "an integer in [2, 100]". */
    public String expected() {
        switch (type) {
            case BOOLEAN:
                return "true or false";
            case CHOICE:
                return "one of " + String.join(", ", choices);
            case TEXT:
                return "a plain value (a number, true or false, or text)";
            case LIST:
                return "a list of plain values";
            case OPERATOR:
                return "the id of a " + choices.get(0) + " operator that fits " + operatorMembers().words();
            case INT:
                return "an integer in [" + (long) min + ", " + (long) max + "]";
            default:
                return "a number in [" + Numbers.shortest(min) + ", " + Numbers.shortest(max) + "]";
        }
    }
}
