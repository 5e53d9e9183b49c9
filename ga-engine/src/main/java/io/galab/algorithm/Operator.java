package io.galab.algorithm;

/**
 * An operator that a published GA's slot can take instead of its paper's own (docs/extending.md,
 * "Operators"). Registered like an algorithm, through {@link java.util.ServiceLoader}: a class with a public
 * no-argument constructor listed in {@code META-INF/services/io.galab.algorithm.Operator}, found by its
 * {@link #id()}. The paper's operators are registered the same way, and are the slots' defaults.
 *
 * <p>A slot is a parameter of its GA ({@link Parameter.Type#OPERATOR}); a spec names the operator for it
 * ({@code params: {crossover: my-crossover}}), and a tune spec can race operators as a categorical
 * parameter. Each kind of operator is a sub-interface ({@link CrossoverOperator}, {@link MutationOperator},
 * {@link SelectionOperator}, {@link LocalSearchOperator}, {@link RestartOperator}).
 */
public interface Operator {

    /** The slots an operator can fill: its kind. */
    enum Slot {
        CROSSOVER("crossover"),
        MUTATION("mutation"),
        SELECTION("selection"),
        LOCAL_SEARCH("local-search"),
        RESTART("restart");

        private final String key;

        Slot(String key) {
            this.key = key;
        }

        /** The name in a parameter table's type ({@code operator:crossover/grid}) and in messages. */
        public String key() {
            return key;
        }

        /** The slot named {@code key}. */
        public static Slot of(String key) {
            for (Slot s : values()) {
                if (s.key.equals(key)) {
                    return s;
                }
            }
            throw new IllegalArgumentException("'" + key
                    + "' is not an operator slot: crossover, mutation, selection, local-search or restart");
        }
    }

    /** The id a spec names it by: lower-case letters, digits and dashes. */
    String id();

    /** The slot it fills. */
    Slot slot();

    /** The least its parents must be. */
    Representation requires();

    /** The most its children keep of what their parents are (at least {@link #requires()}). */
    Representation keeps();

    /**
     * What it needs of a puzzle's shape, beyond what its GA needs; none by default. A GA whose slot names it
     * refuses a puzzle without it ({@link ShapeNeed#refusal}).
     */
    default java.util.Set<ShapeNeed> needs() {
        return java.util.Set.of();
    }

    /** One line: what it does, with its source (the paper and section) where it has one. */
    String description();

    /**
     * Why it does not fit a slot whose GA's members are {@code members}, or null when it fits: its parents
     * must be at most what the members promise, and its children must keep that.
     */
    default String misfit(Representation members) {
        if (requires().compareTo(members) > 0) {
            return "'" + id() + "' needs " + requires().words() + ", and the members are " + members.words();
        }
        if (keeps().compareTo(members) < 0) {
            return "'" + id() + "' keeps only " + keeps().words() + ", and the members must stay " + members.words();
        }
        return null;
    }

    /** True when it fits a slot whose members are {@code members} ({@link #misfit}). */
    default boolean fits(Representation members) {
        return misfit(members) == null;
    }
}
