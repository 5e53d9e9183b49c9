package io.galab.experiment;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * A hash of the compiled code a run depends on: every class file of a package, read from wherever the
 * class was loaded (a jar or a classes folder). Used in a plan's fingerprint so that a journal is not
 * resumed after the algorithm's code changed. The same class files give the same hash whichever jar
 * holds them.
 */
final class CodeFingerprint {

    private static final Map<String, String> CACHE = new ConcurrentHashMap<>();

    private CodeFingerprint() {
    }

    /** The hash of every class file in {@code type}'s package, or "unknown" when they cannot be read. */
    static String of(Class<?> type) {
        return of(type, type.getPackageName());
    }

    /**
     * The hash of every class file in package {@code name}, read from where {@code anchor} was loaded (a package
     * of the same jar or classes folder that the caller may not name by a class), or "unknown".
     */
    static String of(Class<?> anchor, String name) {
        CodeSource source = anchor.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return "unknown";
        }
        String packagePath = name.replace('.', '/') + "/";
        String key = source.getLocation() + "!" + packagePath;
        return CACHE.computeIfAbsent(key, k -> compute(source, packagePath));
    }

    private static String compute(CodeSource source, String packagePath) {
        try {
            Path location = Path.of(source.getLocation().toURI());
            Map<String, byte[]> classes = new TreeMap<>();
            if (Files.isDirectory(location)) {
                Path dir = location.resolve(packagePath);
                if (Files.isDirectory(dir)) {
                    try (Stream<Path> files = Files.list(dir)) {
                        for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".class"))::iterator) {
                            classes.put(f.getFileName().toString(), Files.readAllBytes(f));
                        }
                    }
                }
            } else {
                try (JarFile jar = new JarFile(location.toFile())) {
                    for (JarEntry e : (Iterable<JarEntry>) jar.stream()::iterator) {
                        String name = e.getName();
                        if (name.startsWith(packagePath) && name.endsWith(".class")
                                && name.indexOf('/', packagePath.length()) < 0) {
                            try (InputStream in = jar.getInputStream(e)) {
                                classes.put(name.substring(packagePath.length()), in.readAllBytes());
                            }
                        }
                    }
                }
            }
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (Map.Entry<String, byte[]> e : classes.entrySet()) {
                digest.update(e.getKey().getBytes(StandardCharsets.UTF_8));
                digest.update(e.getValue());
            }
            return java.util.HexFormat.of().formatHex(digest.digest(), 0, 8);
        } catch (IOException | URISyntaxException | IllegalArgumentException | NoSuchAlgorithmException e) {
            return "unknown";
        }
    }
}
