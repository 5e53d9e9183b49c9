package io.galab.experiment.run;

import io.galab.experiment.Plan;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The files behind each code hash a journal was written under, kept beside it ({@code journal-code.csv}: one line
 * per file, {@code hash,file,sha}), so that when a variant's code changes the message names the file that changed
 * and its jar or folder (docs/experiments.md, "What the fingerprint covers"). Append-only; a hash already listed is
 * not written again.
 */
final class CodeManifests {

    static final String FILE = "journal-code.csv";

    private CodeManifests() {
    }

    /** Adds the files of every code hash of {@code plan} that {@code dir}'s list does not hold yet. */
    static void record(Path dir, Plan plan) throws IOException {
        Path path = dir.resolve(FILE);
        if (!Files.isDirectory(dir)) {
            return; // no report folder yet: the journal, when it is opened, records the files
        }
        if (Files.isSymbolicLink(path) || Files.exists(path, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(path)) {
            return; // only a plain file of the folder is written; the list is an aid to messages, never needed
        }
        Map<String, SortedMap<String, String>> known = read(dir);
        StringBuilder add = new StringBuilder();
        for (Map.Entry<String, SortedMap<String, String>> e : new TreeMap<>(plan.codeFiles()).entrySet()) {
            if (known.containsKey(e.getKey()) || e.getKey().startsWith("unreadable-")) {
                continue;
            }
            for (Map.Entry<String, String> f : e.getValue().entrySet()) {
                add.append(e.getKey()).append(',').append(f.getKey().replace("%", "%25").replace(",", "%2C")
                        .replace("\n", "%0A")).append(',').append(f.getValue()).append('\n');
            }
        }
        if (add.length() > 0) {
            Files.writeString(path, add, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        }
    }

    /** The files of every code hash listed in {@code dir}, by hash; empty when there is no list. */
    static Map<String, SortedMap<String, String>> read(Path dir) {
        Map<String, SortedMap<String, String>> out = new HashMap<>();
        Path path = dir.resolve(FILE);
        if (!Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
            return out;
        }
        try {
            for (String line : Files.readAllLines(path, StandardCharsets.UTF_8)) {
                String[] parts = line.split(",", -1);
                if (parts.length == 3) {
                    out.computeIfAbsent(parts[0], k -> new TreeMap<>()).put(parts[1].replace("%0A", "\n")
                            .replace("%2C", ",").replace("%25", "%"), parts[2]);
                }
            }
        } catch (IOException e) {
            return out; // an unreadable list only makes the message vaguer
        }
        return out;
    }

    /**
     * What differs between {@code now}'s files and the nearest of the earlier hashes {@code was} listed in
     * {@code dir}: "com/acme/solver/weights.properties in solver-1.0.jar was edited" (at most three, then how many
     * more), or null when none of them is listed.
     */
    static String changed(Path dir, SortedMap<String, String> now, Collection<String> was) {
        if (now == null) {
            return null;
        }
        Map<String, SortedMap<String, String>> known = read(dir);
        List<String> best = null;
        for (String hash : was) {
            SortedMap<String, String> before = known.get(hash);
            if (before == null) {
                continue;
            }
            List<String> diff = diff(before, now);
            if (best == null || diff.size() < best.size()) {
                best = diff;
            }
        }
        if (best == null || best.isEmpty()) {
            return null;
        }
        List<String> shown = best.subList(0, Math.min(3, best.size()));
        return String.join("; ", shown) + (best.size() > 3 ? "; and " + (best.size() - 3) + " more files" : "");
    }

    private static List<String> diff(SortedMap<String, String> before, SortedMap<String, String> now) {
        List<String> out = new ArrayList<>();
        TreeSet<String> names = new TreeSet<>(before.keySet());
        names.addAll(now.keySet());
        for (String name : names) {
            String a = before.get(name);
            String b = now.get(name);
            String declared = declared(name);
            if (declared != null) { // a declared environment variable or system property: its value, never its file
                if (!java.util.Objects.equals(a, b)) {
                    out.add(declared + (a == null ? " was declared" : b == null ? " is no longer declared"
                            : " changed"));
                }
            } else if (a == null || "absent".equals(a) && b != null && !"absent".equals(b)) {
                out.add(where(name) + " was added");
            } else if (b == null || "absent".equals(b) && !"absent".equals(a)) {
                out.add(where(name) + " was removed");
            } else if (!a.equals(b)) {
                out.add(where(name) + " was edited");
            }
        }
        return out;
    }

    /** "environment SOLVER_MODE" or "system property solver.mode" for a declared value's entry, else null. */
    private static String declared(String name) {
        for (String kind : List.of(io.galab.experiment.DeclaredInputs.ENVIRONMENT,
                io.galab.experiment.DeclaredInputs.PROPERTY)) {
            if (name.startsWith(kind + "!")) {
                return kind + " " + name.substring(kind.length() + 1);
            }
        }
        return null;
    }

    /** "path in entry" for a file of a whole entry ("entry!path"), else the path (a file of galab's own). */
    private static String where(String name) {
        int bang = name.indexOf('!');
        if (bang < 0) {
            return name + " (galab's own code)";
        }
        String path = name.substring(bang + 1);
        return (path.isEmpty() ? "the entry" : path) + " in " + name.substring(0, bang);
    }
}
