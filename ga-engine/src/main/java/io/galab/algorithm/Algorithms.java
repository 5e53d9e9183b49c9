package io.galab.algorithm;

import io.galab.puzzle.Suggestions;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * The registry of algorithms by id, filled through {@link ServiceLoader} from a class loader: the
 * built-in algorithms and any other algorithm listed in {@code META-INF/services/io.galab.algorithm.Algorithm}
 * on that loader's classpath. Immutable once built.
 */
public final class Algorithms {

    private final Map<String, Algorithm> byId;

    private Algorithms(Map<String, Algorithm> byId) {
        this.byId = Collections.unmodifiableMap(byId);
    }

    /** The algorithms visible to galab's own class loader (the built-in ones, at least). */
    public static Algorithms builtIn() {
        return load(Algorithms.class.getClassLoader());
    }

    /**
     * The algorithms visible to {@code loader}.
     *
     * @throws IllegalArgumentException when two algorithms claim one id, an id is malformed, or a
     *                                  provider cannot be instantiated; the message names the classes
     */
    public static Algorithms load(ClassLoader loader) {
        Map<String, Algorithm> byId = new TreeMap<>();
        try {
            for (Algorithm a : ServiceLoader.load(Algorithm.class, loader)) {
                if (!a.id().matches("[a-z0-9][a-z0-9-]*")) {
                    throw new IllegalArgumentException("algorithm " + a.getClass().getName() + " has id '" + a.id()
                            + "'; an id is lower-case letters, digits and dashes");
                }
                Algorithm previous = byId.putIfAbsent(a.id(), a);
                if (previous != null && previous.getClass() != a.getClass()) {
                    throw new IllegalArgumentException("two algorithms have the id '" + a.id() + "': "
                            + previous.getClass().getName() + " and " + a.getClass().getName());
                }
            }
        } catch (ServiceConfigurationError e) {
            throw new IllegalArgumentException(Providers.explain(e, loader, Algorithm.class, "an algorithm"), e);
        }
        return new Algorithms(byId);
    }

    /** The ids, sorted. */
    public List<String> ids() {
        return List.copyOf(byId.keySet());
    }

    /**
     * The ids of the algorithms that run inside galab, sorted: every one but {@code external}, which runs
     * a program that a spec names (docs/external-solvers.md, "External solvers"). What contract tests and
     * benchmarks cover.
     */
    public List<String> inProcess() {
        return byId.keySet().stream().filter(id -> !byId.get(id).externalProgram()).toList();
    }

    public boolean has(String id) {
        return byId.containsKey(id);
    }

    /** The algorithm with this id; the message lists the known ids when there is none. */
    public Algorithm get(String id) {
        Algorithm a = byId.get(id);
        if (a == null) {
            throw new IllegalArgumentException("unknown algorithm '" + id + "'; known: " + String.join(", ",
                    byId.keySet())
                    + Suggestions.didYouMean(id, byId.keySet()));
        }
        return a;
    }
}
