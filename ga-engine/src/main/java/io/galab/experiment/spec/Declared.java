package io.galab.experiment.spec;

import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The values of the environment variables and system properties a variant declares in {@code inputs:}
 * (docs/experiments.md, "What the fingerprint covers"), read from this JVM: each name's value, or null when it is
 * unset. The one place they are read, so that the fingerprint and what an external program is given agree.
 */
public final class Declared {

    private Declared() {
    }

    /** Each environment variable's value in this JVM's environment, null when unset, by name. */
    public static SortedMap<String, String> environment(List<String> names) {
        SortedMap<String, String> out = new TreeMap<>();
        for (String name : names) {
            out.put(name, System.getenv(name));
        }
        return Collections.unmodifiableSortedMap(out);
    }

    /** Each system property's value in this JVM, null when unset, by name. */
    public static SortedMap<String, String> properties(List<String> names) {
        SortedMap<String, String> out = new TreeMap<>();
        for (String name : names) {
            out.put(name, System.getProperty(name));
        }
        return Collections.unmodifiableSortedMap(out);
    }
}
