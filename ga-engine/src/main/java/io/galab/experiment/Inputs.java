package io.galab.experiment;

import io.galab.experiment.spec.Declared;
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
 * What a variant declares it reads besides its class path ({@code inputs:} on the spec or the variant;
 * docs/experiments.md, "What the fingerprint covers"): each file glob expanded under the spec's folder, every file
 * confined to the project (or to the inputs root, a reactor's top folder) and hashed by its bytes; each declared
 * environment variable and system property hashed by its value, or as unset. A glob that matches no file, or a file
 * that cannot be read, is an error at the variant.
 */
final class Inputs {

    /** The name the reset message gives the declared inputs' folder: "config/a.yaml in the spec's inputs". */
    static final String LABEL = "the spec's inputs";

    private Inputs() {
    }

    /**
     * Each variant's declared inputs, by variant name: its files ("the spec's inputs!config/a.yaml" → 16 hex
     * digits of its bytes), its environment variables ("environment!SOLVER_MODE" → of its value, or "unset") and
     * its system properties ("system property!solver.mode").
     */
    static Read of(Spec spec, Plan.Options options) {
        Map<String, SortedMap<String, String>> out = new LinkedHashMap<>();
        SortedMap<String, Path> files = new TreeMap<>();
        SortedMap<String, String> hashes = new TreeMap<>();
        SortedMap<String, String> environment = new TreeMap<>();
        SortedMap<String, String> properties = new TreeMap<>();
        List<SpecException> errors = new ArrayList<>();
        for (Spec.Variant v : spec.variants()) {
            SortedMap<String, String> read = new TreeMap<>();
            for (Map.Entry<String, Path> f : files(spec, v, options, errors).entrySet()) {
                try {
                    String hash = hashes.containsKey(f.getKey()) ? hashes.get(f.getKey())
                            : Hashes.hex16(Files.readAllBytes(f.getValue()));
                    read.put(LABEL + "!" + f.getKey(), hash);
                    files.put(f.getKey(), f.getValue());
                    hashes.put(f.getKey(), hash);
                } catch (IOException e) {
                    errors.add(PlanChecks.at(spec, v, "variant '" + v.name() + "': key 'inputs': cannot read "
                            + e.getMessage()));
                }
            }
            SortedMap<String, String> env = Declared.environment(v.inputs().environment());
            SortedMap<String, String> props = Declared.properties(v.inputs().properties());
            env.forEach((name, value) -> read.put(DeclaredInputs.ENVIRONMENT + "!" + name,
                    DeclaredInputs.valueHash(value)));
            props.forEach((name, value) -> read.put(DeclaredInputs.PROPERTY + "!" + name,
                    DeclaredInputs.valueHash(value)));
            environment.putAll(env);
            properties.putAll(props);
            out.put(v.name(), read);
        }
        if (!errors.isEmpty()) {
            throw SpecException.of(errors);
        }
        return new Read(out, new DeclaredInputs(files, hashes, environment, properties));
    }

    /**
     * What {@link #of} read: each variant's hashed entries, by variant name, and all variants' inputs together.
     */
    record Read(Map<String, SortedMap<String, String>> byVariant, DeclaredInputs all) {
    }

    /**
     * The variant's declared files, by their name relative to the spec's folder ("config/a.yaml", "../data/t.txt"):
     * each glob expanded, each file confined. Errors go to {@code errors}, located at the variant.
     */
    static SortedMap<String, Path> files(Spec spec, Spec.Variant v, Plan.Options options, List<SpecException> errors) {
        SortedMap<String, Path> out = new TreeMap<>();
        Path base = spec.file().toAbsolutePath().getParent();
        for (String glob : v.inputs().files()) {
            try {
                List<Path> matched = expand(base, glob);
                if (matched.isEmpty()) {
                    throw new IllegalArgumentException("'" + glob + "' matches no file under " + base);
                }
                for (Path file : matched) {
                    confine(spec, options, file, "input of variant '" + v.name() + "'");
                    out.put(base.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/"), file);
                }
            } catch (IllegalArgumentException | IOException e) {
                errors.add(PlanChecks.at(spec, v, "variant '" + v.name() + "': key 'inputs': "
                        + (e instanceof IOException ? "cannot read " + e.getMessage() : e.getMessage())));
            }
        }
        return out;
    }

    /**
     * A declared input must lie inside the inputs root (the reactor's top folder or the git work tree's root,
     * docs/maven-plugin.md) when there is one that holds the project, else inside the project as every file.
     */
    private static void confine(Spec spec, Plan.Options options, Path file, String what) {
        Path project = options.root() != null ? options.root() : spec.file().toAbsolutePath().getParent();
        Path top = options.inputsRoot();
        if (!options.allowOutsideRoot() && top != null && project.toAbsolutePath().normalize().startsWith(
                top.toAbsolutePath().normalize())) {
            Confinement.check(file, top, what);
            return;
        }
        PlanChecks.confine(spec, options, file, what);
    }


    /** The regular files under {@code base} that {@code glob} matches, in path order. */
    static List<Path> expand(Path base, String glob) throws IOException {
        String[] parts = glob.split("/");
        Path from = base.toAbsolutePath().normalize();
        Path start = from;
        int fixed = 0;
        while (fixed < parts.length - 1 && !parts[fixed].matches(".*[*?\\[{].*")) {
            start = start.resolve(parts[fixed++]);
        }
        start = start.normalize();
        if (!Files.exists(start)) {
            return List.of();
        }
        PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + glob);
        try (Stream<Path> walk = Files.walk(start)) {
            return walk.filter(Files::isRegularFile).filter(f -> matcher.matches(from.relativize(f))).sorted()
                    .toList();
        }
    }
}
