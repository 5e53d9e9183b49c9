package io.galab.experiment;

import io.galab.experiment.spec.Spec;
import io.galab.experiment.spec.SpecException;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The files outside the class path that a variant declares it reads ({@code inputs:} on the spec or the variant;
 * docs/experiments.md, "What the fingerprint covers"): each glob expanded under the spec's folder, every file
 * confined to the project, and hashed by its bytes. A glob that matches no file, or a file that cannot be read,
 * is an error at the variant.
 */
final class Inputs {

    /** The name the reset message gives the declared inputs' folder: "config/a.yaml in the spec's inputs". */
    static final String LABEL = "the spec's inputs";

    private Inputs() {
    }

    /** Each variant's input files ("the spec's inputs!config/a.yaml" → 16 hex digits), by variant name. */
    static Map<String, SortedMap<String, String>> of(Spec spec, Plan.Options options) {
        Map<String, SortedMap<String, String>> out = new LinkedHashMap<>();
        Path base = spec.file().toAbsolutePath().getParent();
        List<SpecException> errors = new ArrayList<>();
        for (Spec.Variant v : spec.variants()) {
            SortedMap<String, String> files = new TreeMap<>();
            for (String glob : v.inputs()) {
                try {
                    List<Path> matched = expand(base, glob);
                    if (matched.isEmpty()) {
                        throw new IllegalArgumentException("'" + glob + "' matches no file under " + base);
                    }
                    for (Path file : matched) {
                        PlanChecks.confine(spec, options, file, "input of variant '" + v.name() + "'");
                        String name = base.relativize(file).toString().replace(file.getFileSystem().getSeparator(),
                                "/");
                        files.put(LABEL + "!" + name, Hashes.hex16(Files.readAllBytes(file)));
                    }
                } catch (IllegalArgumentException | IOException e) {
                    errors.add(PlanChecks.at(spec, v, "variant '" + v.name() + "': key 'inputs': "
                            + (e instanceof IOException ? "cannot read " + e.getMessage() : e.getMessage())));
                }
            }
            out.put(v.name(), files);
        }
        if (!errors.isEmpty()) {
            throw SpecException.of(errors);
        }
        return out;
    }

    /** The regular files under {@code base} that {@code glob} matches, in path order. */
    static List<Path> expand(Path base, String glob) throws IOException {
        String[] parts = glob.split("/");
        Path start = base;
        int fixed = 0;
        while (fixed < parts.length - 1 && !parts[fixed].matches(".*[*?\\[{].*")) {
            start = start.resolve(parts[fixed++]);
        }
        if (!Files.exists(start)) {
            return List.of();
        }
        PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + glob);
        try (Stream<Path> walk = Files.walk(start)) {
            return walk.filter(Files::isRegularFile).filter(f -> matcher.matches(base.relativize(f))).sorted()
                    .toList();
        }
    }
}
