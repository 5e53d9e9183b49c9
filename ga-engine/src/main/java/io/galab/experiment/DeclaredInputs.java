package io.galab.experiment;

import java.nio.file.Path;
import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a plan's variants declare they read besides the class path ({@code inputs:}; docs/experiments.md, "What the
 * fingerprint covers"), all variants together, as the plan hashed it: what a remote executor must be given so that
 * its runs read the same bytes and values (docs/scale-out.md, "Declared inputs on executors").
 *
 * @param files       each file by its name relative to the spec's folder ("data/table.txt", "../data/t.txt")
 * @param hashes      each file's hash as the fingerprint took it (16 hex digits of its bytes), by the same name
 * @param environment each declared environment variable's value, null when unset
 * @param properties  each declared system property's value, null when unset
 */
public record DeclaredInputs(SortedMap<String, Path> files, SortedMap<String, String> hashes,
        SortedMap<String, String> environment, SortedMap<String, String> properties) {

    /** What names a declared environment variable, in the fingerprint's entries and messages. */
    public static final String ENVIRONMENT = "environment";
    /** What names a declared system property, in the fingerprint's entries and messages. */
    public static final String PROPERTY = "system property";

    /** Nothing declared. */
    public static final DeclaredInputs NONE = new DeclaredInputs(new TreeMap<>(), new TreeMap<>(), new TreeMap<>(),
            new TreeMap<>());

    public DeclaredInputs {
        files = Collections.unmodifiableSortedMap(new TreeMap<>(files));
        hashes = Collections.unmodifiableSortedMap(new TreeMap<>(hashes));
        environment = Collections.unmodifiableSortedMap(new TreeMap<>(environment));
        properties = Collections.unmodifiableSortedMap(new TreeMap<>(properties));
    }

    /** The hash of a declared variable's or property's value: 16 hex digits, or "unset". */
    public static String valueHash(String value) {
        return value == null ? "unset" : Hashes.hex16("=" + value);
    }

    /**
     * Every declared input with its hash, by a name that says what it is: "file data/table.txt",
     * "environment SOLVER_MODE", "system property solver.mode".
     */
    public SortedMap<String, String> entries() {
        SortedMap<String, String> out = new TreeMap<>();
        hashes.forEach((name, hash) -> out.put("file " + name, hash));
        environment.forEach((name, value) -> out.put(ENVIRONMENT + " " + name, valueHash(value)));
        properties.forEach((name, value) -> out.put(PROPERTY + " " + name, valueHash(value)));
        return out;
    }

    /** True when nothing is declared. */
    public boolean isEmpty() {
        return files.isEmpty() && environment.isEmpty() && properties.isEmpty();
    }
}
