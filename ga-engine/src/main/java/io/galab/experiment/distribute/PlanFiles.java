package io.galab.experiment.distribute;

import io.galab.experiment.AtomicFiles;
import io.galab.experiment.Plan;
import io.galab.puzzle.TextFiles;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The plans of a job array as the submitting machine made them ({@code plan.properties}; docs/scale-out.md,
 * "Declared inputs on executors"): each spec's plan fingerprint and each declared input's hash. A shard run with
 * {@code --expect-plan FILE} plans its spec on its own node and is refused before it runs when its plan differs,
 * naming the declared inputs (files, environment variables, system properties) that hash differently there.
 */
public final class PlanFiles {

    private PlanFiles() {
    }

    /** Writes the plans' fingerprints and declared inputs to {@code file}, atomically. */
    public static void write(Path file, List<Plan> plans) throws IOException {
        Properties p = new Properties();
        for (Plan plan : plans) {
            String name = plan.spec().name();
            p.setProperty(name + ".plan", plan.fingerprint());
            plan.declared().entries().forEach((input, hash) -> p.setProperty(name + ".input." + input, hash));
        }
        AtomicFiles.write(file, w -> p.store(w, "galab plans of a job array: a shard whose plan differs is refused"));
    }

    /**
     * Why this node's plan of the spec is not the one in {@code file}, or null when it is: the declared inputs that
     * hash differently here, or else that the spec, its puzzles or its code differ.
     *
     * @throws IOException when the file cannot be read
     */
    public static String refusal(Path file, Plan plan) throws IOException {
        Properties p = new Properties();
        p.load(new StringReader(TextFiles.read(file)));
        String name = plan.spec().name();
        String expected = p.getProperty(name + ".plan");
        if (expected == null) {
            return file + " has no plan of spec " + name + "; write it with validate --write-plan on the machine that"
                    + " submits the array";
        }
        if (expected.equals(plan.fingerprint())) {
            return null;
        }
        SortedMap<String, String> there = new TreeMap<>();
        String prefix = name + ".input.";
        for (Map.Entry<Object, Object> e : p.entrySet()) {
            String key = e.getKey().toString();
            if (key.startsWith(prefix)) {
                there.put(key.substring(prefix.length()), e.getValue().toString());
            }
        }
        SortedMap<String, String> here = plan.declared().entries();
        List<String> differ = new ArrayList<>();
        TreeSet<String> all = new TreeSet<>(there.keySet());
        all.addAll(here.keySet());
        for (String input : all) {
            if (!java.util.Objects.equals(there.get(input), here.get(input))) {
                differ.add(input);
            }
        }
        String what = differ.isEmpty() ? "the spec, its puzzles or the code its variants load differ"
                : "the declared " + String.join(", ", differ) + (differ.size() == 1 ? " hashes" : " hash")
                        + " differently on this node";
        return "spec " + name + ": this shard's plan (" + plan.fingerprint() + ") is not the one submitted ("
                + expected + ", " + file + "): " + what + "; the shard is refused before it runs, so that every"
                + " shard makes runs of the same plan";
    }
}
