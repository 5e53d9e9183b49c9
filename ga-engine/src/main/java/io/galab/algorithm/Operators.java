package io.galab.algorithm;

import io.galab.puzzle.Suggestions;
import java.lang.ref.SoftReference;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.WeakHashMap;

/**
 * The registry of operators by id ({@link Operator}), filled through {@link ServiceLoader} from a class
 * loader, as {@link Algorithms} is: galab's own operators (the papers') and any listed in
 * {@code META-INF/services/io.galab.algorithm.Operator} on that loader's classpath. Immutable once built.
 */
public final class Operators {

    /**
     * The registries loaded, by loader. A registry holds its operators, whose classes hold their loader, so a
     * registry held strongly would keep its key alive for good; held softly, a project's loader (one per Maven
     * execution) and its registry can go together, while a registry in use is not loaded again at every run.
     */
    private static final Map<ClassLoader, SoftReference<Operators>> LOADED = new WeakHashMap<>();

    private final Map<String, Operator> byId;

    private Operators(Map<String, Operator> byId) {
        this.byId = Collections.unmodifiableMap(byId);
    }

    /**
     * The operators visible to this thread: its context class loader's, which the CLI and the Maven plugin
     * set to the project's classes, when that loader sees this galab's {@link Operator}; else galab's own.
     * Loaded once per loader.
     */
    public static Operators visible() {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        return load(loader != null && seesThisGalab(loader) ? loader : Operators.class.getClassLoader());
    }

    /**
     * Whether {@code loader} resolves {@link Operator} to this very class: a context loader of another galab
     * build (two builds side by side in one JVM, each on a loader of its own) would list that build's operators,
     * which are no subtype of this one's {@code Operator}, so its registry is not this build's.
     */
    private static boolean seesThisGalab(ClassLoader loader) {
        try {
            return Class.forName(Operator.class.getName(), false, loader) == Operator.class;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    /**
     * The operators visible to {@code loader}.
     *
     * @throws IllegalArgumentException when two operators claim one id, an id is malformed, or a provider
     *                                  cannot be made; the message names the classes
     */
    public static Operators load(ClassLoader loader) {
        synchronized (LOADED) {
            SoftReference<Operators> known = LOADED.get(loader);
            Operators registry = known == null ? null : known.get();
            if (registry != null) {
                return registry;
            }
        }
        Map<String, Operator> byId = new TreeMap<>();
        try {
            for (Operator o : ServiceLoader.load(Operator.class, loader)) {
                if (o.id() == null || !o.id().matches("[a-z0-9][a-z0-9-]*")) {
                    throw new IllegalArgumentException("operator " + o.getClass().getName() + " has id '" + o.id()
                            + "'; an id is lower-case letters, digits and dashes");
                }
                if (o.keeps().compareTo(o.requires()) < 0) {
                    throw new IllegalArgumentException("operator " + o.getClass().getName() + " keeps "
                            + o.keeps().key() + ", less than the " + o.requires().key() + " it requires");
                }
                Operator previous = byId.putIfAbsent(o.id(), o);
                if (previous != null && previous.getClass() != o.getClass()) {
                    throw new IllegalArgumentException("two operators have the id '" + o.id() + "': "
                            + previous.getClass().getName() + " and " + o.getClass().getName());
                }
            }
        } catch (ServiceConfigurationError e) {
            throw new IllegalArgumentException(Providers.explain(e, loader, Operator.class, "an operator"), e);
        }
        Operators made = new Operators(byId);
        synchronized (LOADED) {
            LOADED.put(loader, new SoftReference<>(made));
        }
        return made;
    }

    /** Every id, sorted. */
    public List<String> ids() {
        return List.copyOf(byId.keySet());
    }

    /** The operator {@code id}; the message lists the known ids when there is none. */
    public Operator get(String id) {
        Operator o = byId.get(id);
        if (o == null) {
            throw new IllegalArgumentException("no operator '" + id + "' is registered; known: "
                    + String.join(", ", byId.keySet()) + Suggestions.didYouMean(id, byId.keySet()));
        }
        return o;
    }

    /** The ids of the operators that fit a slot whose members are {@code members}, sorted. */
    public List<String> fitting(Operator.Slot slot, Representation members) {
        return byId.values().stream().filter(o -> o.slot() == slot && o.fits(members)).map(Operator::id).sorted()
                .toList();
    }

    /**
     * The operator {@code id} for a slot whose members are {@code members}, checked: the message of a
     * refusal says what the slot takes and which registered operators fit it.
     *
     * @throws IllegalArgumentException for an unknown id, one of another slot, or one that does not fit
     */
    public Operator forSlot(String id, Operator.Slot slot, Representation members) {
        Operator o = byId.get(id);
        String refusal = o == null ? "no operator '" + id + "' is registered"
                : o.slot() != slot ? "'" + id + "' is a " + o.slot().key() + " operator, not a " + slot.key()
                : o.misfit(members);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal + "; the " + slot.key() + " operators that fit are "
                    + String.join(", ", fitting(slot, members)) + (o == null ? Suggestions.didYouMean(id, byId.keySet())
                    : ""));
        }
        return o;
    }

    /** The crossover {@code id} for a slot whose members are {@code members} ({@link #forSlot}). */
    public CrossoverOperator crossover(String id, Representation members) {
        return (CrossoverOperator) forSlot(id, Operator.Slot.CROSSOVER, members);
    }

    /** The mutation {@code id} for a slot whose members are {@code members} ({@link #forSlot}). */
    public MutationOperator mutation(String id, Representation members) {
        return (MutationOperator) forSlot(id, Operator.Slot.MUTATION, members);
    }

    /** The selection {@code id} for a slot whose members are {@code members} ({@link #forSlot}). */
    public SelectionOperator selection(String id, Representation members) {
        return (SelectionOperator) forSlot(id, Operator.Slot.SELECTION, members);
    }

    /** The local search {@code id} for a slot whose members are {@code members} ({@link #forSlot}). */
    public LocalSearchOperator localSearch(String id, Representation members) {
        return (LocalSearchOperator) forSlot(id, Operator.Slot.LOCAL_SEARCH, members);
    }

    /** The restart {@code id}, checked to fit a slot whose members are {@code members} ({@link #forSlot}). */
    public RestartOperator restart(String id, Representation members) {
        return (RestartOperator) forSlot(id, Operator.Slot.RESTART, members);
    }
}
