package io.galab.experiment;

import io.galab.algorithm.Algorithm;
import io.galab.experiment.spec.Spec;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.PuzzleFormat;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A plan's identities ({@link Plan#fingerprint}, {@link Plan#cellFingerprint}): hashes of everything that
 * determines the runs' results, for the whole plan (journals of shards, the seed check, the history's
 * evidence) and for each cell (the journal keeps each run under its cell's). Both read the same parts: the
 * spec's name, seed and budget; the compiled code of each algorithm's packages (its class and
 * superclasses: for a built-in algorithm its paper's package and the shared operators) and of the SPI;
 * and each cell's puzzle, variant, algorithm and resolved parameters, written once a cell.
 *
 * @param plan  the plan's, 16 hex digits
 * @param cells each cell's, by index
 */
record Fingerprints(String plan, String[] cells) {

    static Fingerprints of(Spec spec, List<Plan.Cell> cells) {
        // runs is left out on purpose: run r has the same seed whatever the run count, so a journal of
        // fewer runs is the start of one with more (raising runs extends an experiment)
        String head = spec.name() + "|" + spec.seed() + "|" + spec.budget() + "\n";
        String spi = "spi=" + CodeFingerprint.of(Algorithm.class);
        Set<String> code = new TreeSet<>();
        String[] texts = new String[cells.size()];
        String[] prints = new String[cells.size()];
        for (Plan.Cell c : cells) {
            List<String> own = code(c.algorithm());
            code.addAll(own);
            texts[c.index()] = c.puzzle().id() + "|" + PuzzleFormat.writeGrid(c.puzzle().geometry(),
                    c.puzzle().givens()).replace('\n', '/') + "|" + c.variant().name() + "|" + c.algorithm().id() + "|"
                    + c.parameters().canonical();
            prints[c.index()] = Hashes.hex16(head + String.join("|", own) + "|" + spi + "\n" + texts[c.index()]);
        }
        code.add(spi);
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            digest.update((head + String.join("|", code) + "\n").getBytes(StandardCharsets.UTF_8));
            for (String text : texts) {
                digest.update((text + "\n").getBytes(StandardCharsets.UTF_8));
            }
            return new Fingerprints(java.util.HexFormat.of().formatHex(digest.digest(), 0, 8), prints);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The packages of galab's that every algorithm may call without extending a class of them. */
    static final List<String> SHARED = List.of("io.galab.algorithm.common", Geometry.class.getPackageName());

    /**
     * "package=hash" of the algorithm's class and each superclass below java.*, from the class up, then of the
     * packages every algorithm may call ({@link #SHARED}: the shared operators and clause store, and the puzzle
     * package with the propagation engine and the oracle), so that a change to the engine or the clause store
     * redoes the runs of {@code exact}, which extends no class of theirs.
     */
    static List<String> code(Algorithm algorithm) {
        List<String> out = new ArrayList<>();
        for (Class<?> k = algorithm.getClass(); k != null && !k.getName().startsWith("java."); k = k.getSuperclass()) {
            out.add(k.getPackageName() + "=" + CodeFingerprint.of(k));
        }
        for (String shared : SHARED) {
            out.add(shared + "=" + CodeFingerprint.of(Algorithm.class, shared));
        }
        return out.stream().distinct().toList(); // two superclasses of one package are one entry
    }
}
