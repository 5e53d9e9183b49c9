package io.galab.experiment;

import io.galab.algorithm.Algorithm;
import io.galab.experiment.spec.Spec;
import io.galab.puzzle.PuzzleFormat;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;

/**
 * A plan's identities ({@link Plan#fingerprint}, {@link Plan#cellFingerprint}): hashes of everything that
 * determines the runs' results, for the whole plan (journals of shards, the seed check, the history's
 * evidence) and for each cell (the journal keeps each run under its cell's). Both read the same parts: the
 * spec's name, seed and budget; the code each cell's runs can load ({@link CodeFingerprint}: the algorithm's
 * class and the closure of the classes it references, galab's included, the JDK excluded); and each cell's
 * puzzle, variant, algorithm and resolved parameters.
 *
 * @param plan     the plan's, 16 hex digits
 * @param cells    each cell's, by index
 * @param head     the hash of what every cell shares (the spec's name, seed and budget), so that a journal can
 *                 tell a change of those from a change of the code or of some cells
 * @param code     each variant's code hash, by variant name ("unreadable-…" when its closure could not be
 *                 read: such a cell's fingerprint is new every time, so its runs are never reused)
 * @param warnings one line per algorithm whose code could not be read
 * @param files    each code hash's files ({@link CodeFingerprint.Closure#files}), so that a journal can name the
 *                 file that changed
 */
record Fingerprints(String plan, String[] cells, String head, Map<String, String> code, List<String> warnings,
        Map<String, java.util.SortedMap<String, String>> files) {

    static Fingerprints of(Spec spec, List<Plan.Cell> cells) {
        return of(spec, cells, Map.of());
    }

    /**
     * As {@link #of(Spec, List)}, with each variant's declared input files ({@link Inputs}) hashed into its code:
     * a change to one of them redoes that variant's cells, and the reset message names it.
     */
    static Fingerprints of(Spec spec, List<Plan.Cell> cells, Map<String, java.util.SortedMap<String, String>> inputs) {
        // runs is left out on purpose: run r has the same seed whatever the run count, so a journal of
        // fewer runs is the start of one with more (raising runs extends an experiment)
        String head = spec.name() + "|" + spec.seed() + "|" + spec.budget() + "\n";
        Set<String> allCode = new TreeSet<>();
        Map<String, String> byVariant = new LinkedHashMap<>();
        Map<List<Class<?>>, String> byClass = new LinkedHashMap<>();
        Map<String, java.util.SortedMap<String, String>> files = new LinkedHashMap<>();
        List<String> warnings = new ArrayList<>();
        String[] texts = new String[cells.size()];
        String[] prints = new String[cells.size()];
        for (Plan.Cell c : cells) {
            List<Class<?>> roots = roots(c.algorithm(), c.parameters());
            String code = byClass.computeIfAbsent(roots, k -> {
                String hash = code(k);
                if (hash.startsWith("unreadable-")) {
                    String why = k.stream().map(CodeFingerprint::of).filter(r -> !r.readable()).map(
                            CodeFingerprint.Closure::unreadable).findFirst().orElse("");
                    warnings.add("the code of algorithm '" + c.algorithm().id() + "' (" + k.get(0).getName() + ")"
                            + " cannot be read (" + why + "): its runs are made afresh on every build, never taken"
                            + " from a journal");
                }
                files.put(hash, files(k));
                return hash;
            });
            java.util.SortedMap<String, String> read = inputs.getOrDefault(c.variant().name(),
                    java.util.Collections.emptySortedMap());
            if (!read.isEmpty() && !code.startsWith("unreadable-")) {
                String base = code;
                code = Hashes.hex16(base + "|inputs=" + read);
                files.computeIfAbsent(code, h -> {
                    java.util.SortedMap<String, String> all = new java.util.TreeMap<>(files.get(base));
                    all.putAll(read);
                    return all;
                });
            }
            byVariant.putIfAbsent(c.variant().name(), code);
            allCode.add(code);
            // the puzzle's identity: its kind and unit table with its id and grid, so that one grid read as
            // another kind (a 9x9 with diagonal units, say) is another puzzle
            texts[c.index()] = c.puzzle().geometry().kind().id() + "/" + units(c.puzzle().geometry()) + "|"
                    + c.puzzle().id() + "|" + PuzzleFormat.writeGrid(c.puzzle().geometry(),
                    c.puzzle().givens()).replace('\n', '/') + "|" + c.variant().name() + "|" + c.algorithm().id() + "|"
                    + c.parameters().canonical() + (c.variant().seedStream() == 0 ? "" : "|seedStream="
                    + c.variant().seedStream());
            prints[c.index()] = Hashes.hex16(head + "code=" + code + "\n" + texts[c.index()]);
        }
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            digest.update((head + String.join("|", allCode) + "\n").getBytes(StandardCharsets.UTF_8));
            for (String text : texts) {
                digest.update((text + "\n").getBytes(StandardCharsets.UTF_8));
            }
            return new Fingerprints(java.util.HexFormat.of().formatHex(digest.digest(), 0, 8), prints,
                    Hashes.hex16(head), byVariant, warnings, files);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A hash of a geometry's unit table (each unit's cells, in order): 16 hex digits. */
    static String units(io.galab.puzzle.Geometry g) {
        return g.unitsDigest();
    }

    /**
     * The hash of the code the algorithm's runs can load ({@link CodeFingerprint}), or "unreadable-" and a fresh
     * random value when that code cannot be read, so that no journaled run is taken for it.
     */
    static String code(Algorithm algorithm) {
        return code(roots(algorithm, null));
    }

    /** The code hash of a cell of {@code algorithm} with these parameters: its class's closure and its roots'. */
    static String code(Algorithm algorithm, io.galab.algorithm.Parameters parameters) {
        return code(roots(algorithm, parameters));
    }

    /** The algorithm's class, then the classes its cell's parameters name ({@link Algorithm#codeRoots}). */
    private static List<Class<?>> roots(Algorithm algorithm, io.galab.algorithm.Parameters parameters) {
        List<Class<?>> roots = new ArrayList<>();
        roots.add(algorithm.getClass());
        if (parameters != null) {
            roots.addAll(algorithm.codeRoots(parameters));
        }
        return List.copyOf(roots);
    }

    /** Every file the roots' closures hashed, with its hash. */
    private static java.util.SortedMap<String, String> files(List<Class<?>> roots) {
        java.util.SortedMap<String, String> out = new java.util.TreeMap<>();
        for (Class<?> root : roots) {
            out.putAll(CodeFingerprint.of(root).files());
        }
        return out;
    }

    /** One hash over the roots' closures, or "unreadable-" and a fresh random value when one cannot be read. */
    private static String code(List<Class<?>> roots) {
        StringBuilder hashes = new StringBuilder();
        for (Class<?> root : roots) {
            CodeFingerprint.Closure closure = CodeFingerprint.of(root);
            if (!closure.readable()) {
                return "unreadable-" + UUID.randomUUID();
            }
            hashes.append(root.getName()).append('=').append(closure.hash()).append('|');
        }
        return roots.size() == 1 ? CodeFingerprint.of(roots.get(0)).hash() : Hashes.hex16(hashes.toString());
    }
}
