package io.galab.algorithm;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The resolved parameter values of one run: every declared parameter has a value (the user's, or the
 * paper's default), checked for type and range. Immutable, and serializable, so that a plan, its
 * cells, the journal's fingerprint, the baselines and every executor share the one typed value a
 * spec's parameters are resolved into (docs/extending.md, "Parameters"). Its text form
 * ({@code name=value;…}, as runs.csv, baselines, the history and published numbers hold it) has one
 * writer, {@link #text}, and one reader, {@link #parseText}.
 */
public final class Parameters implements Serializable {

    private static final long serialVersionUID = 1L;

    private final String algorithmId;
    private final List<Parameter> declared;
    private final Map<String, Object> values;
    /** True when any other name is taken too, as an open parameter ({@link Parameter#open}). */
    private final boolean open;
    /** The names whose values came from the algorithm's size table ({@link Algorithm#sizeDefaults}). */
    private final Set<String> sized;

    private Parameters(String algorithmId, List<Parameter> declared, Map<String, Object> values, boolean open,
            Set<String> sized) {
        this.algorithmId = algorithmId;
        this.declared = List.copyOf(declared);
        this.values = Collections.unmodifiableMap(new TreeMap<>(values));
        this.open = open;
        this.sized = Collections.unmodifiableSet(new TreeSet<>(sized));
    }

    /**
     * Checks {@code given} against an algorithm's declared parameters and fills in defaults. Integers
     * given for a double parameter are accepted; a whole-valued number is accepted for an int one.
     *
     * @param algorithmId the algorithm's id, for messages
     * @param declaredList the algorithm's declared parameters
     * @param given       the values given, by name or alias
     *
     * @throws IllegalArgumentException naming the parameter and what was expected, for an unknown
     *                                  name, a wrong type or a value out of range
     */
    public static Parameters resolve(String algorithmId, List<Parameter> declaredList, Map<String, ?> given) {
        Map<String, Object> defaults = new TreeMap<>();
        for (Parameter p : declaredList) {
            defaults.put(p.name(), p.defaultValue());
        }
        return new Parameters(algorithmId, declaredList, defaults, false, Set.of()).with(given);
    }

    /**
     * As {@link #resolve}, for an algorithm that takes any other name too (an external solver): a
     * name it does not declare is an open parameter ({@link Parameter#open}), which a name of letters,
     * digits, dots, dashes and underscores may be.
     */
    public static Parameters resolveOpen(String algorithmId, List<Parameter> declaredList, Map<String, ?> given) {
        Map<String, Object> defaults = new TreeMap<>();
        for (Parameter p : declaredList) {
            defaults.put(p.name(), p.defaultValue());
        }
        return new Parameters(algorithmId, declaredList, defaults, true, Set.of()).with(given);
    }

    /** True for a name an open parameter may have. */
    public static boolean openName(String name) {
        return name.matches("[A-Za-z][A-Za-z0-9_.-]*");
    }

    /**
     * These values with {@code given} ones set on top (a sweep point on a variant's parameters), each
     * converted and checked once; the others stay as they are, unconverted again.
     *
     * @throws IllegalArgumentException as {@link #resolve}
     */
    public Parameters with(Map<String, ?> given) {
        if (given.isEmpty()) {
            return this;
        }
        List<Parameter> declaredList = this.declared;
        Map<String, Object> values = new TreeMap<>(this.values);
        Map<String, String> seen = new TreeMap<>();
        for (Map.Entry<String, ?> e : given.entrySet()) {
            String name = canonical(declaredList, e.getKey());
            if (name == null && open && openName(e.getKey())) {
                name = e.getKey();
            }
            if (name == null) {
                throw new IllegalArgumentException("unknown parameter '" + e.getKey() + "' for algorithm "
                        + algorithmId + "; it takes " + String.join(", ", this.values.keySet()));
            }
            String other = seen.put(name, e.getKey());
            if (other != null) {
                throw new IllegalArgumentException("'" + other + "' and '" + e.getKey() + "' are the same parameter"
                        + " of " + algorithmId + " (" + name + "); give it once");
            }
            String key = name;
            Parameter p = declaredList.stream().filter(q -> q.name().equals(key)).findFirst()
                    .orElseGet(() -> Parameter.open(key));
            values.put(name, convert(algorithmId, p, e.getValue()));
        }
        Set<String> fromTable = new TreeSet<>(sized);
        fromTable.removeAll(seen.keySet());
        return new Parameters(algorithmId, declaredList, values, open, fromTable);
    }

    /**
     * These values with a size table's {@code defaults} ({@link Algorithm#sizeDefaults}) in place of the
     * declared defaults of every parameter that {@code given} (names or aliases) does not name: a value
     * the user gives always wins. {@link #sizedNames()} then names those that came from the table.
     *
     * @throws IllegalArgumentException when a table's value is not one of the parameter's (a defect)
     */
    public Parameters sized(Map<String, ?> defaults, Set<String> given) {
        if (defaults.isEmpty()) {
            return this;
        }
        Set<String> named = new TreeSet<>();
        for (String g : given) {
            String name = canonical(declared, g);
            named.add(name == null ? g : name);
        }
        Map<String, Object> fromTable = new TreeMap<>();
        defaults.forEach((name, value) -> {
            if (!named.contains(name)) {
                fromTable.put(name, value);
            }
        });
        Parameters p = with(fromTable);
        return new Parameters(algorithmId, declared, p.values, open, fromTable.keySet());
    }

    /** The names whose values came from the algorithm's size table, not from its declared defaults or the user. */
    public Set<String> sizedNames() {
        return sized;
    }

    /**
     * One value given for a declared parameter, converted to its type and checked against its range:
     * what {@link #resolve} does for each value.
     *
     * @throws IllegalArgumentException naming the parameter and what was expected
     */
    public static Object value(String algorithmId, Parameter parameter, Object raw) {
        return convert(algorithmId, parameter, raw);
    }

    /**
     * The canonical name of {@code key} among an algorithm's declared parameters: the key itself when
     * it is a parameter's name, the parameter's name when it is its alias (the paper's own name), null
     * when it is neither.
     */
    public static String canonical(List<Parameter> declared, String key) {
        for (Parameter p : declared) {
            if (p.name().equals(key) || !p.alias().isEmpty() && p.alias().equals(key)) {
                return p.name();
            }
        }
        return null;
    }

    /** A raw value as an error shows it: quoted text is said to be text, so that "1000" does not read as a number. */
    private static String shown(Object raw) {
        return raw instanceof String text ? "the text \"" + text + "\"" : String.valueOf(raw);
    }

    private static Object convert(String algorithmId, Parameter p, Object raw) {
        String where = "parameter " + p.name() + " of " + algorithmId;
        switch (p.type()) {
            case BOOLEAN:
                if (raw instanceof Boolean b) {
                    return b;
                }
                throw new IllegalArgumentException(where + " must be true or false, was " + shown(raw));
            case CHOICE:
                if (raw instanceof String v && p.choices().contains(v)) {
                    return v;
                }
                throw new IllegalArgumentException(where + " must be " + p.expected() + ", was " + raw);
            case TEXT:
                return plain(where, p, raw);
            case OPERATOR:
                if (!(raw instanceof String id)) {
                    throw new IllegalArgumentException(where + " must be " + p.expected() + ", was " + shown(raw));
                }
                try {
                    Operators.visible().forSlot(id, p.operatorSlot(), p.operatorMembers());
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
                }
                return id;
            case LIST: {
                if (!(raw instanceof List<?> list)) {
                    throw new IllegalArgumentException(where + " must be " + p.expected() + ", was " + shown(raw));
                }
                List<String> out = new ArrayList<>();
                for (Object o : list) {
                    Object v = plain(where, p, o);
                    out.add(v instanceof Double d ? Numbers.shortest(d) : v.toString());
                }
                return List.copyOf(out);
            }
            case INT: {
                if (!(raw instanceof Number num) || num.doubleValue() != Math.rint(num.doubleValue())) {
                    throw new IllegalArgumentException(where + " must be " + p.expected() + ", was " + shown(raw));
                }
                double v = num.doubleValue();
                if (v < p.min() || v > p.max()) {
                    throw new IllegalArgumentException(where + " must be " + p.expected() + ", was " + shown(raw));
                }
                return (int) v;
            }
            default: {
                if (!(raw instanceof Number num) || Double.isNaN(num.doubleValue())) {
                    throw new IllegalArgumentException(where + " must be " + p.expected() + ", was " + shown(raw));
                }
                double v = num.doubleValue();
                if (v < p.min() || v > p.max()) {
                    throw new IllegalArgumentException(where + " must be " + p.expected() + ", was " + shown(raw));
                }
                return v;
            }
        }
    }

    /** A plain value: a number as a double, a boolean, or a string; nothing else. */
    private static Object plain(String where, Parameter p, Object raw) {
        if (raw instanceof Number num && !Double.isNaN(num.doubleValue())) {
            return num.doubleValue();
        }
        if (raw instanceof Boolean || raw instanceof String) {
            return raw;
        }
        throw new IllegalArgumentException(where + " must be " + p.expected() + ", was " + shown(raw));
    }

    /** A text or open parameter's value as a command argument: numbers in their shortest form. */
    public String getText(String name) {
        Object v = get(name);
        return v instanceof Double d ? Numbers.shortest(d) : String.valueOf(v);
    }

    /** A list parameter's values. */
    @SuppressWarnings("unchecked")
    public List<String> getList(String name) {
        return (List<String>) get(name);
    }

    /** True when a value is set for this name (a declared parameter always has one). */
    public boolean has(String name) {
        return values.containsKey(name);
    }

    public int getInt(String name) {
        return (Integer) get(name);
    }

    public double getDouble(String name) {
        return ((Number) get(name)).doubleValue();
    }

    public boolean getBoolean(String name) {
        return (Boolean) get(name);
    }

    /** The value of a choice parameter, as its enum constant. */
    public <E extends Enum<E> & Choice> E getChoice(String name, Class<E> type) {
        return Choice.of(type, (String) get(name));
    }

    private Object get(String name) {
        Object v = values.get(name);
        if (v == null) {
            throw new IllegalArgumentException("no parameter '" + name + "'; have " + values.keySet());
        }
        return v;
    }

    /** All values by name, sorted. */
    public Map<String, Object> asMap() {
        return values;
    }

    /**
     * The canonical form: every parameter as {@code key=value}, sorted by key, joined by {@code ;},
     * numbers in their shortest exact form ({@link #text} of all names).
     */
    public String canonical() {
        return text(values.keySet());
    }

    /**
     * The text form of the named parameters, the one writer of it: {@code key=value} pairs sorted by
     * key, joined by {@code ;}, numbers in their shortest exact form ({@code 0.1}, {@code 20}).
     */
    public String text(java.util.Set<String> names) {
        StringJoiner s = new StringJoiner(";");
        for (Map.Entry<String, Object> e : values.entrySet()) {
            if (names.contains(e.getKey())) {
                Object v = e.getValue();
                s.add(e.getKey() + "=" + (v instanceof Double d ? Numbers.shortest(d)
                        : v instanceof List<?> l ? "[" + String.join(" ", l.stream().map(String::valueOf).toList())
                        + "]"
                        : String.valueOf(v)));
            }
        }
        return s.toString();
    }

    /**
     * The text form read back, the one reader of it: {@code true} and {@code false} as booleans, numbers
     * as numbers, anything else as text (a choice); the algorithm's {@link Algorithm#parameters(Map)}
     * then resolves them.
     *
     * @throws IllegalArgumentException for a part without {@code =}
     */
    public static Map<String, Object> parseText(String text) {
        Map<String, Object> given = new TreeMap<>();
        if (text.isBlank()) {
            return given;
        }
        for (String part : text.split(";")) {
            int eq = part.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("'" + part + "' is not name=value");
            }
            String value = part.substring(eq + 1).trim();
            Object v;
            if (value.equals("true") || value.equals("false")) {
                v = Boolean.valueOf(value);
            } else {
                try {
                    v = Double.valueOf(value);
                } catch (NumberFormatException e) {
                    v = value;
                }
            }
            given.put(part.substring(0, eq).trim(), v);
        }
        return given;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Parameters p && values.equals(p.values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return canonical();
    }
}
