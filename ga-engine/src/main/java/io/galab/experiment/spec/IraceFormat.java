package io.galab.experiment.spec;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * irace's parameter file format (López-Ibáñez et al. 2016, and the irace user guide's "Parameter
 * space"), read as a {@link ParameterSpace} and written back (docs/tuning.md, "irace's format"). One
 * parameter a line:
 *
 * <pre>
 * # name        switch       type  range or values     | condition
 * crossoverRate "--cx "      r     (0.1, 0.9)
 * mutationRate  "--mut "     r,log (0.001, 0.5)
 * localSearch   "--ls "      c     (true, false)
 * eliteSize     "--elite "   i     (1, 20)             | eliteLearning == "true"
 * [forbidden]
 * crossoverRate &gt; 0.8 &amp;&amp; mutationRate &gt; 0.3
 * </pre>
 *
 * Types {@code r}, {@code i}, {@code c}, {@code o}, with {@code ,log} for r and i; conditions and
 * forbidden rules in {@link Condition}'s subset of R. The switch is kept by irace for its command line
 * and ignored here: galab passes parameters by name. Lines after {@code [forbidden]} are forbidden
 * rules (irace 4's section; a separate forbidden file holds the same lines). Anything else is refused
 * with its line.
 */
public final class IraceFormat {

    private static final Pattern LINE = Pattern.compile(
            "\\s*([A-Za-z][A-Za-z0-9_.]*)\\s+(\"[^\"]*\"|'[^']*')\\s+([a-z])(,log)?\\s*\\((.*?)\\)\\s*(\\|(.*))?");

    private IraceFormat() {
    }

    /**
     * Reads a parameter file.
     *
     * @param file names the file in errors
     * @throws SpecException at the line of the first problem
     */
    public static ParameterSpace parse(String file, String text) {
        List<ParameterSpace.Tuned> params = new ArrayList<>();
        List<Condition> forbidden = new ArrayList<>();
        java.util.Map<String, Integer> declaredAt = new java.util.HashMap<>();
        boolean inForbidden = false;
        // a byte-order mark is dropped, as from every other text galab reads
        String[] lines = (text.startsWith("\uFEFF") ? text.substring(1) : text).split("\r?\n", -1);
        List<Integer> lineOf = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            int lineNo = i + 1;
            String line = stripComment(lines[i]).strip();
            if (line.isEmpty()) {
                continue;
            }
            if (line.startsWith("[")) {
                if (!line.equals("[forbidden]")) {
                    throw new SpecException(file, lineNo, 1, "unknown section " + line + "; galab reads [forbidden]");
                }
                inForbidden = true;
                continue;
            }
            try {
                if (inForbidden) {
                    forbidden.add(Condition.parse(line));
                } else {
                    ParameterSpace.Tuned p = parameter(line);
                    Integer first = declaredAt.putIfAbsent(p.name(), lineNo);
                    if (first != null) {
                        throw new SpecException(file, lineNo, 1, "parameter '" + p.name() + "' is declared twice (first"
                                + " at line " + first + "); declare each parameter once");
                    }
                    params.add(p);
                    lineOf.add(lineNo);
                }
            } catch (IllegalArgumentException e) {
                throw new SpecException(file, lineNo, 1, e.getMessage());
            }
        }
        if (params.isEmpty()) {
            throw new SpecException(file, 1, 1, "the file declares no parameter; irace's format has one line a"
                    + " parameter: name, label, type (r, i, c or o), range or values, and an optional | condition");
        }
        try {
            return new ParameterSpace(params, forbidden);
        } catch (IllegalArgumentException e) {
            throw new SpecException(file, lineOf.isEmpty() ? 1 : lineOf.get(0), 1, e.getMessage());
        }
    }

    private static String stripComment(String line) {
        boolean quoted = false;
        char q = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                quoted = c != q;
            } else if (c == '"' || c == '\'') {
                quoted = true;
                q = c;
            } else if (c == '#') {
                return line.substring(0, i);
            }
        }
        return line;
    }

    private static ParameterSpace.Tuned parameter(String line) {
        Matcher m = LINE.matcher(line);
        if (!m.matches()) {
            throw new IllegalArgumentException("expected: name \"switch\" type (values) [| condition], found '" + line
                    + "'");
        }
        String name = m.group(1);
        ParameterSpace.Type type = switch (m.group(3)) {
            case "r" -> ParameterSpace.Type.REAL;
            case "i" -> ParameterSpace.Type.INTEGER;
            case "c" -> ParameterSpace.Type.CATEGORICAL;
            case "o" -> ParameterSpace.Type.ORDINAL;
            default -> throw new IllegalArgumentException("parameter '" + name + "': unknown type '" + m.group(3)
                    + "'; expected r, i, c or o");
        };
        boolean log = m.group(4) != null;
        if (log && !type.numeric()) {
            throw new IllegalArgumentException("parameter '" + name + "': ,log applies to r and i only");
        }
        List<String> values = values(name, m.group(5));
        Condition condition = m.group(7) == null ? null : Condition.parse(m.group(7));
        if (type.numeric()) {
            if (values.size() != 2) {
                throw new IllegalArgumentException("parameter '" + name + "': a range is (lower, upper), found ("
                        + m.group(5) + ")");
            }
            Double lower = Condition.number(values.get(0));
            Double upper = Condition.number(values.get(1));
            if (lower == null || upper == null || !(lower < upper)) {
                throw new IllegalArgumentException("parameter '" + name + "': expected numbers lower < upper, found ("
                        + m.group(5) + ") (R expressions in bounds are not read)");
            }
            if (type == ParameterSpace.Type.INTEGER && (lower != Math.rint(lower) || upper != Math.rint(upper))) {
                throw new IllegalArgumentException("parameter '" + name + "': an integer range needs integer bounds");
            }
            if (log && lower <= 0) {
                throw new IllegalArgumentException("parameter '" + name
                        + "': a log scale needs a positive lower bound");
            }
            return new ParameterSpace.Tuned(name, type, lower, upper, log, List.of(), condition);
        }
        if (values.isEmpty() || values.stream().distinct().count() != values.size()) {
            throw new IllegalArgumentException("parameter '" + name + "': expected distinct values, found ("
                    + m.group(5) + ")");
        }
        return new ParameterSpace.Tuned(name, type, 0, 0, false, values, condition);
    }

    private static List<String> values(String name, String inside) {
        List<String> out = new ArrayList<>();
        for (String part : inside.split(",")) {
            String v = part.strip();
            if (v.length() >= 2 && (v.startsWith("\"") && v.endsWith("\"") || v.startsWith("'") && v.endsWith("'"))) {
                v = v.substring(1, v.length() - 1);
            } else if (!v.matches("[A-Za-z0-9_.+-]+")) {
                throw new IllegalArgumentException("parameter '" + name + "': '" + v + "' is not a plain value (R"
                        + " expressions are not read)");
            }
            out.add(v);
        }
        return out;
    }

    /** Writes a space in irace's syntax, switches {@code "--name="}. */
    public static String write(ParameterSpace space) {
        StringBuilder b = new StringBuilder("# galab parameter space in irace's format (docs/tuning.md)\n");
        for (ParameterSpace.Tuned t : space.parameters()) {
            String range = t.type().numeric()
                    ? "(" + number(t.lower(), t.type()) + ", " + number(t.upper(), t.type()) + ")"
                    : "(" + String.join(", ", t.values().stream().map(v -> "\"" + v + "\"").toList()) + ")";
            b.append(String.format(Locale.ROOT, "%-20s %-24s %-6s %s%s%n", t.name(), "\"--" + t.name() + "=\"",
                    t.type().letter + (t.log() ? ",log" : ""), range,
                    t.condition() == null ? "" : " | " + t.condition().text()));
        }
        if (!space.forbidden().isEmpty()) {
            b.append("[forbidden]\n");
            for (Condition f : space.forbidden()) {
                b.append(f.text()).append('\n');
            }
        }
        return b.toString();
    }

    private static String number(double v, ParameterSpace.Type type) {
        return type == ParameterSpace.Type.INTEGER || v == Math.rint(v) && Math.abs(v) < 1e15
                ? Long.toString((long) v) : Double.toString(v);
    }
}
