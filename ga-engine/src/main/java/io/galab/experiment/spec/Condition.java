package io.galab.experiment.spec;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A condition or forbidden rule over a configuration, in the subset of R that irace's parameter files
 * use (docs/tuning.md, "irace's format"): {@code name == value}, {@code name != value}, {@code <},
 * {@code <=}, {@code >}, {@code >=}, {@code name %in% c(v1, v2)}, joined with {@code &&}, {@code ||},
 * {@code !} and parentheses. A value is a number, a quoted string or a bare word ({@code TRUE} and
 * {@code FALSE} read as {@code true} and {@code false}). Anything else is refused with its column.
 *
 * <p>A comparison that reads an inactive parameter (one whose own condition is false) is false, as
 * irace treats NA. Immutable.
 */
public final class Condition {

    private final String text;
    private final Node root;

    private Condition(String text, Node root) {
        this.text = text;
        this.root = root;
    }

    /** The expression as written. */
    public String text() {
        return text;
    }

    /** The parameter names it reads. */
    public Set<String> names() {
        Set<String> out = new java.util.LinkedHashSet<>();
        root.names(out);
        return out;
    }

    /** True when the configuration satisfies it (absent parameters are inactive). */
    public boolean test(Map<String, ?> configuration) {
        return root.test(configuration);
    }

    @Override
    public String toString() {
        return text;
    }

    /**
     * Parses an expression.
     *
     * @throws IllegalArgumentException naming the column and what was expected
     */
    public static Condition parse(String text) {
        Parser p = new Parser(text);
        Node n = p.or();
        p.skip();
        if (p.pos < text.length()) {
            throw p.error("expected && or || or the end, found '" + text.substring(p.pos) + "'");
        }
        return new Condition(text.strip(), n);
    }

    private interface Node {
        boolean test(Map<String, ?> c);

        void names(Set<String> out);
    }

    private record Or(Node a, Node b) implements Node {
        public boolean test(Map<String, ?> c) {
            return a.test(c) || b.test(c);
        }

        public void names(Set<String> out) {
            a.names(out);
            b.names(out);
        }
    }

    private record And(Node a, Node b) implements Node {
        public boolean test(Map<String, ?> c) {
            return a.test(c) && b.test(c);
        }

        public void names(Set<String> out) {
            a.names(out);
            b.names(out);
        }
    }

    private record Not(Node a) implements Node {
        public boolean test(Map<String, ?> c) {
            return !a.test(c);
        }

        public void names(Set<String> out) {
            a.names(out);
        }
    }

    private record Compare(String name, String op, List<String> values) implements Node {
        public boolean test(Map<String, ?> c) {
            Object v = c.get(name);
            if (v == null) {
                return false;
            }
            switch (op) {
                case "%in%":
                    for (String x : values) {
                        if (equal(v, x)) {
                            return true;
                        }
                    }
                    return false;
                case "==":
                    return equal(v, values.get(0));
                case "!=":
                    return !equal(v, values.get(0));
                default:
                    Double a = number(v.toString());
                    Double b = number(values.get(0));
                    if (a == null || b == null) {
                        return false;
                    }
                    int cmp = Double.compare(a, b);
                    return switch (op) {
                        case "<" -> cmp < 0;
                        case "<=" -> cmp <= 0;
                        case ">" -> cmp > 0;
                        default -> cmp >= 0;
                    };
            }
        }

        public void names(Set<String> out) {
            out.add(name);
        }

        private static boolean equal(Object v, String x) {
            Double a = number(v.toString());
            Double b = number(x);
            return a != null && b != null ? a.doubleValue() == b.doubleValue() : v.toString().equals(x);
        }
    }

    static Double number(String s) {
        try {
            return Double.valueOf(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static final class Parser {
        final String s;
        int pos;

        Parser(String s) {
            this.s = s;
        }

        IllegalArgumentException error(String what) {
            return new IllegalArgumentException("column " + (pos + 1) + ": " + what
                    + " (irace's R subset: ==, !=, <, <=,"
                    + " >, >=, %in% c(...), &&, ||, ! and parentheses)");
        }

        void skip() {
            while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
                pos++;
            }
        }

        boolean eat(String token) {
            skip();
            if (s.startsWith(token, pos)) {
                pos += token.length();
                return true;
            }
            return false;
        }

        Node or() {
            Node n = and();
            while (eat("||")) {
                n = new Or(n, and());
            }
            return n;
        }

        Node and() {
            Node n = unary();
            while (eat("&&")) {
                n = new And(n, unary());
            }
            return n;
        }

        Node unary() {
            skip();
            if (s.startsWith("!=", pos)) {
                throw error("expected a parameter name, found '!='");
            }
            if (eat("!")) {
                return new Not(unary());
            }
            if (eat("(")) {
                Node n = or();
                if (!eat(")")) {
                    throw error("expected ')'");
                }
                return n;
            }
            String name = name();
            skip();
            for (String op : new String[] {"%in%", "==", "!=", "<=", ">=", "<", ">"}) {
                if (eat(op)) {
                    if (op.equals("%in%")) {
                        if (!eat("c(")) {
                            throw error("expected c( after %in%");
                        }
                        List<String> values = new ArrayList<>();
                        do {
                            values.add(value());
                        } while (eat(","));
                        if (!eat(")")) {
                            throw error("expected ',' or ')' in c(...)");
                        }
                        return new Compare(name, op, values);
                    }
                    return new Compare(name, op, List.of(value()));
                }
            }
            throw error("expected a comparison (==, !=, <, <=, >, >=, %in%) after '" + name + "'");
        }

        String name() {
            skip();
            int start = pos;
            while (pos < s.length()
                    && (Character.isLetterOrDigit(s.charAt(pos)) || s.charAt(pos) == '_' || s.charAt(pos) == '.')) {
                pos++;
            }
            if (start == pos || !Character.isLetter(s.charAt(start))) {
                pos = start;
                throw error("expected a parameter name, found '" + (start < s.length() ? s.substring(start) : "the end")
                        + "'");
            }
            return s.substring(start, pos);
        }

        String value() {
            skip();
            if (pos < s.length() && (s.charAt(pos) == '"' || s.charAt(pos) == '\'')) {
                char q = s.charAt(pos);
                int end = s.indexOf(q, pos + 1);
                if (end < 0) {
                    throw error("an unclosed quoted value");
                }
                String v = s.substring(pos + 1, end);
                pos = end + 1;
                return v;
            }
            int start = pos;
            while (pos < s.length()
                    && (Character.isLetterOrDigit(s.charAt(pos)) || "._-+".indexOf(s.charAt(pos)) >= 0)) {
                pos++;
            }
            if (start == pos) {
                throw error("expected a value, found '" + (start < s.length() ? s.substring(start) : "the end") + "'");
            }
            String v = s.substring(start, pos);
            return v.equals("TRUE") ? "true" : v.equals("FALSE") ? "false" : v;
        }
    }
}
