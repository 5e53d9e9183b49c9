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
 */
record Fingerprints(String plan, String[] cells, String head, Map<String, String> code, List<String> warnings) {

    static Fingerprints of(Spec spec, List<Plan.Cell> cells) {
        // runs is left out on purpose: run r has the same seed whatever the run count, so a journal of
        // fewer runs is the start of one with more (raising runs extends an experiment)
        String head = spec.name() + "|" + spec.seed() + "|" + spec.budget() + "\n";
        Set<String> allCode = new TreeSet<>();
        Map<String, String> byVariant = new LinkedHashMap<>();
        Map<Class<?>, String> byClass = new LinkedHashMap<>();
        List<String> warnings = new ArrayList<>();
        String[] texts = new String[cells.size()];
        String[] prints = new String[cells.size()];
        for (Plan.Cell c : cells) {
            String code = byClass.computeIfAbsent(c.algorithm().getClass(), k -> {
                String hash = code(c.algorithm());
                if (hash.startsWith("unreadable-")) {
                    warnings.add("the code of algorithm '" + c.algorithm().id() + "' (" + k.getName() + ") cannot be"
                            + " read (" + CodeFingerprint.of(k).unreadable() + "): its runs are made afresh on every"
                            + " build, never taken from a journal");
                }
                return hash;
            });
            byVariant.putIfAbsent(c.variant().name(), code);
            allCode.add(code);
            texts[c.index()] = c.puzzle().id() + "|" + PuzzleFormat.writeGrid(c.puzzle().geometry(),
                    c.puzzle().givens()).replace('\n', '/') + "|" + c.variant().name() + "|" + c.algorithm().id() + "|"
                    + c.parameters().canonical();
            prints[c.index()] = Hashes.hex16(head + "code=" + code + "\n" + texts[c.index()]);
        }
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            digest.update((head + String.join("|", allCode) + "\n").getBytes(StandardCharsets.UTF_8));
            for (String text : texts) {
                digest.update((text + "\n").getBytes(StandardCharsets.UTF_8));
            }
            return new Fingerprints(java.util.HexFormat.of().formatHex(digest.digest(), 0, 8), prints,
                    Hashes.hex16(head), byVariant, warnings);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The hash of the code the algorithm's runs can load ({@link CodeFingerprint}), or "unreadable-" and a fresh
     * random value when that code cannot be read, so that no journaled run is taken for it.
     */
    static String code(Algorithm algorithm) {
        CodeFingerprint.Closure closure = CodeFingerprint.of(algorithm.getClass());
        return closure.readable() ? closure.hash() : "unreadable-" + UUID.randomUUID();
    }
}
