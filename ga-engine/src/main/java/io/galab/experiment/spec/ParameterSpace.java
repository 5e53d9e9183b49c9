package io.galab.experiment.spec;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The space a tuning searches (docs/tuning.md, "The space"): typed parameters, each active under an
 * optional condition, and forbidden combinations. The parameters are kept in an order where every
 * condition reads only parameters before it, so that sampling in that order decides activity first.
 * Immutable.
 *
 * @param parameters the tuned parameters, conditions' parameters first
 * @param forbidden  rules no configuration may satisfy
 */
public record ParameterSpace(List<Tuned> parameters, List<Condition> forbidden) {

    /** irace's four types: real, integer, categorical, ordinal. */
    public enum Type {
        REAL("r"), INTEGER("i"), CATEGORICAL("c"), ORDINAL("o");

        /** The letter irace's parameter files use. */
        public final String letter;

        Type(String letter) {
            this.letter = letter;
        }

        public boolean numeric() {
            return this == REAL || this == INTEGER;
        }
    }

    /**
     * One tuned parameter.
     *
     * @param name      the algorithm's parameter name
     * @param type      its type
     * @param lower     the lower bound (numeric types)
     * @param upper     the upper bound (numeric types)
     * @param log       sampled on a log scale (numeric types, both bounds positive)
     * @param values    the values, in order (categorical and ordinal types)
     * @param condition when it is active, or null for always
     */
    public record Tuned(String name, Type type, double lower, double upper, boolean log, List<String> values,
            Condition condition) {
        public Tuned {
            values = List.copyOf(values);
        }

        /**
         * A uniform value as text: a real from U[lower, upper], an integer from U[lower, upper + 1)
         * truncated, on the log of the bounds for a log scale; a listed value uniformly.
         */
        public String uniform(SplittableRandom random) {
            if (!type.numeric()) {
                return values.get(random.nextInt(values.size()));
            }
            return text(unscale(low() + random.nextDouble() * (high() - low())));
        }

        /** The sampling scale's lower end: the bound, or its log. */
        public double low() {
            return scale(lower);
        }

        /** The sampling scale's upper end (exclusive for an integer: upper + 1), or its log. */
        public double high() {
            return scale(type == Type.INTEGER ? upper + 1 : upper);
        }

        /** A value on the sampling scale: its log for a log scale. */
        public double scale(double v) {
            return log ? Math.log(v) : v;
        }

        public double unscale(double v) {
            return log ? Math.exp(v) : v;
        }

        /**
         * A number as this parameter's text: an integer truncated into range, a real clamped and rounded
         * to {@link #DIGITS} decimal places (irace's default {@code digits}).
         */
        public String text(double x) {
            if (type == Type.INTEGER) {
                long v = (long) Math.floor(x);
                return Long.toString(Math.max((long) lower, Math.min((long) upper, v)));
            }
            double f = Math.pow(10, DIGITS);
            double r = Math.max(lower, Math.min(upper, Math.round(x * f) / f));
            return String.format(Locale.ROOT, "%." + DIGITS + "f", r).replaceAll("0+$", "").replaceAll("\\.$", ".0");
        }
    }

    /** Decimal places of a sampled real (irace's default {@code digits}). */
    public static final int DIGITS = 4;

    /** Configurations {@link #checkNotEmpty} draws before it calls the space empty. */
    public static final int EMPTINESS_SAMPLES = 10_000;

    /** A uniform configuration, parameters in order, the inactive ones left out. */
    public Map<String, String> uniform(SplittableRandom random) {
        Map<String, String> c = new LinkedHashMap<>();
        for (Tuned t : parameters) {
            if (t.condition() == null || t.condition().test(c)) {
                c.put(t.name(), t.uniform(random));
            }
        }
        return c;
    }

    /**
     * Whether some configuration escapes every forbidden rule: true at the first of
     * {@link #EMPTINESS_SAMPLES} uniform draws (fixed seed) that does.
     */
    public boolean checkNotEmpty() {
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < EMPTINESS_SAMPLES; i++) {
            if (!forbids(uniform(random))) {
                return true;
            }
        }
        return false;
    }

    public ParameterSpace {
        parameters = ordered(parameters);
        forbidden = List.copyOf(forbidden);
    }

    /** The parameter of this name, or null. */
    public Tuned get(String name) {
        for (Tuned t : parameters) {
            if (t.name().equals(name)) {
                return t;
            }
        }
        return null;
    }

    /** True when a configuration satisfies a forbidden rule. */
    public boolean forbids(Map<String, ?> configuration) {
        for (Condition f : forbidden) {
            if (f.test(configuration)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The parameters with each after those its condition reads.
     *
     * @throws IllegalArgumentException for an unknown name in a condition, or conditions in a cycle
     */
    private static List<Tuned> ordered(List<Tuned> parameters) {
        Map<String, Tuned> byName = new LinkedHashMap<>();
        for (Tuned t : parameters) {
            if (byName.put(t.name(), t) != null) {
                throw new IllegalArgumentException("parameter '" + t.name() + "' is declared twice");
            }
        }
        for (Tuned t : parameters) {
            if (t.condition() != null) {
                for (String n : t.condition().names()) {
                    if (!byName.containsKey(n)) {
                        throw new IllegalArgumentException("the condition of '" + t.name() + "' reads '" + n
                                + "', which is not a tuned parameter");
                    }
                }
            }
        }
        List<Tuned> out = new ArrayList<>();
        Set<String> placed = new HashSet<>();
        while (out.size() < parameters.size()) {
            boolean progress = false;
            for (Tuned t : parameters) {
                if (!placed.contains(t.name())
                        && (t.condition() == null || placed.containsAll(t.condition().names()))) {
                    out.add(t);
                    placed.add(t.name());
                    progress = true;
                }
            }
            if (!progress) {
                throw new IllegalArgumentException("the conditions of the parameters form a cycle");
            }
        }
        return List.copyOf(out);
    }
}
