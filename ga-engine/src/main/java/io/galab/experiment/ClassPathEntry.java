package io.galab.experiment;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * One entry of a class path (a jar or a folder of classes) and its content, hashed whole: every class, every
 * resource and every {@code META-INF/services} file, each by its path inside the entry and its bytes, as a
 * runtime class path is normalised for build caches (a jar's timestamps and the order of its entries do not
 * count). docs/experiments.md, "What the fingerprint covers".
 *
 * @param path the jar file or the folder
 */
record ClassPathEntry(Path path) {

    /** A jar's files by path inside it, keyed by the jar's path, size and modification time (replaced whole). */
    private static final Map<String, Known<SortedMap<String, String>>> JARS = new ConcurrentHashMap<>();

    /**
     * How old a file's modification time must be, in milliseconds, when it is hashed, for its size and time to
     * stand for its bytes later: coarser than any file system's timestamp tick (FAT's 2 s). A file written within
     * that time of being hashed could be rewritten with the same size in the same tick, so it is read again every
     * time until it is older (as git treats a "racily clean" index entry).
     */
    static final long TICK_MILLIS = 2_000;

    /** A value read from a file, with the stamp it was read under and whether that stamp may be trusted later. */
    private record Known<T>(String stamp, T value, boolean settled) {
    }

    /** Whether a file last modified at {@code modified} was settled when read at {@code readAt}. */
    private static boolean settled(java.nio.file.attribute.FileTime modified, long readAt) {
        return modified.toMillis() < readAt - TICK_MILLIS;
    }

    /**
     * The entry a resource was found in, from its URL and its name inside the entry
     * ({@code jar:file:/x.jar!/a/B.class} or {@code file:/dir/a/B.class}), or null for any other kind of URL.
     */
    static ClassPathEntry of(URL url, String name) {
        try {
            if ("jar".equals(url.getProtocol())) {
                String spec = url.getPath();
                int bang = spec.indexOf("!/");
                if (bang < 0 || !spec.startsWith("file:")) {
                    return null;
                }
                return new ClassPathEntry(Path.of(new URI(spec.substring(0, bang))));
            }
            if ("file".equals(url.getProtocol())) {
                Path file = Path.of(url.toURI());
                Path root = file;
                for (int i = name.split("/").length; i > 0 && root != null; i--) {
                    root = root.getParent();
                }
                return root == null ? null : new ClassPathEntry(root);
            }
        } catch (URISyntaxException | IllegalArgumentException e) {
            return null;
        }
        return null;
    }

    /** The entry a class path URL names (a folder or a jar), or null when it is not a local file. */
    static ClassPathEntry of(URL url) {
        try {
            return "file".equals(url.getProtocol()) ? new ClassPathEntry(Path.of(url.toURI())) : null;
        } catch (URISyntaxException | IllegalArgumentException e) {
            return null;
        }
    }

    /** True when the entry holds {@code name} (a path inside it, with '/'). */
    boolean holds(String name) {
        if (Files.isDirectory(path)) {
            return Files.isRegularFile(path.resolve(name));
        }
        try {
            return names().contains(name);
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * The jars a jar's manifest adds to the class path ({@code Class-Path:}, resolved against the jar's folder), as
     * a {@link java.net.URLClassLoader} follows them: their classes and resources load though no class path names
     * them. Empty for a folder, a jar without one, or one that cannot be read.
     */
    List<ClassPathEntry> manifestClassPath() {
        if (!Files.isRegularFile(path)) {
            return List.of();
        }
        try (java.util.jar.JarFile jar = new java.util.jar.JarFile(path.toFile())) {
            java.util.jar.Manifest m = jar.getManifest();
            String value = m == null ? null : m.getMainAttributes().getValue(java.util.jar.Attributes.Name.CLASS_PATH);
            if (value == null || value.isBlank()) {
                return List.of();
            }
            java.util.List<ClassPathEntry> out = new java.util.ArrayList<>();
            URI base = path.toAbsolutePath().getParent().toUri();
            for (String item : value.trim().split("\\s+")) {
                try {
                    URI u = base.resolve(item);
                    if ("file".equals(u.getScheme())) {
                        out.add(new ClassPathEntry(Path.of(u)));
                    }
                } catch (IllegalArgumentException e) {
                    // an entry that is no file: the JVM would skip it too
                }
            }
            return out;
        } catch (IOException e) {
            return List.of();
        }
    }

    /** A jar's file names, listed (not read) once per size and modification time. */
    private static final Map<String, Known<java.util.NavigableSet<String>>> NAMES = new ConcurrentHashMap<>();

    /** The names of a jar's files, in order; empty for a folder or a missing file. */
    java.util.NavigableSet<String> names() throws IOException {
        if (!Files.isRegularFile(path)) {
            return Collections.emptyNavigableSet();
        }
        String key = key();
        Known<java.util.NavigableSet<String>> cached = NAMES.get(key);
        if (cached != null && cached.settled()) {
            return cached.value();
        }
        long readAt = System.currentTimeMillis();
        java.util.NavigableSet<String> out = new java.util.TreeSet<>();
        try (ZipFile zip = new ZipFile(path.toFile())) {
            for (Enumeration<? extends ZipEntry> e = zip.entries(); e.hasMoreElements();) {
                ZipEntry entry = e.nextElement();
                if (!entry.isDirectory()) {
                    out.add(entry.getName());
                }
            }
        }
        java.util.NavigableSet<String> frozen = Collections.unmodifiableNavigableSet(out);
        NAMES.put(key, new Known<>(key, frozen, settled(Files.getLastModifiedTime(path), readAt)));
        return frozen;
    }

    /** A jar's identity while it is not replaced: its path, size and modification time. */
    private String key() throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class);
        return path.toAbsolutePath() + "|" + attributes.size() + "|" + attributes.lastModifiedTime();
    }

    /**
     * Every file of the entry by its path inside it ('/'-separated), with the first 16 hex digits of its bytes'
     * SHA-256, in path order. A folder is read afresh every time (its files may be rewritten while galab runs);
     * a jar once per size and modification time. An entry that does not exist has no files.
     */
    SortedMap<String, String> files() throws IOException {
        if (Files.isDirectory(path)) {
            SortedMap<String, String> out = new TreeMap<>();
            try (Stream<Path> walk = Files.walk(path)) {
                for (Path file : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                    String name = path.relativize(file).toString().replace(path.getFileSystem().getSeparator(), "/");
                    out.put(name, fileHash(file));
                }
            }
            return out;
        }
        if (!Files.isRegularFile(path)) {
            return Collections.emptySortedMap();
        }
        String key = key();
        Known<SortedMap<String, String>> cached = JARS.get(key);
        if (cached != null && cached.settled()) {
            return cached.value();
        }
        long readAt = System.currentTimeMillis();
        SortedMap<String, String> out = new TreeMap<>();
        try (ZipFile zip = new ZipFile(path.toFile())) {
            for (Enumeration<? extends ZipEntry> e = zip.entries(); e.hasMoreElements();) {
                ZipEntry entry = e.nextElement();
                if (!entry.isDirectory()) {
                    try (InputStream in = zip.getInputStream(entry)) {
                        out.put(entry.getName(), Hashes.hex16(in.readAllBytes()));
                    }
                }
            }
        }
        SortedMap<String, String> frozen = Collections.unmodifiableSortedMap(out);
        JARS.put(key, new Known<>(key, frozen, settled(Files.getLastModifiedTime(path), readAt)));
        return frozen;
    }

    /** A folder's files' hashes, each kept while its size and modification time (to the nanosecond) stay. */
    private static final Map<Path, Known<String>> FILES = new ConcurrentHashMap<>();

    /**
     * The first 16 hex digits of a file's SHA-256, read again when its size or modification time changed, or when
     * it was written within {@link #TICK_MILLIS} of being read (a rewrite of the same size in the same timestamp
     * tick would keep both): a folder is listed on every call (a build may rewrite it), but a plan of many batches
     * does not read a large class folder again and again.
     */
    static String fileHash(Path file) throws IOException {
        BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
        String stamp = a.size() + "|" + a.lastModifiedTime().toInstant() + "|" + a.fileKey();
        Path key = file.toAbsolutePath();
        Known<String> known = FILES.get(key);
        if (known != null && known.settled() && known.stamp().equals(stamp)) {
            return known.value();
        }
        long readAt = System.currentTimeMillis();
        String hash = Hashes.hex16(Files.readAllBytes(file));
        FILES.put(key, new Known<>(stamp, hash, settled(a.lastModifiedTime(), readAt)));
        return hash;
    }

    /**
     * The entry's name in hashes and messages, free of where the checkout lies: a jar's file name
     * ({@code solver-1.0.jar}), a folder's last three names ({@code solver/target/classes}).
     */
    String label() {
        if (!Files.isDirectory(path)) {
            return String.valueOf(path.getFileName());
        }
        int n = path.getNameCount();
        return n == 0 ? path.toString() : path.subpath(Math.max(0, n - 3), n).toString().replace('\\', '/');
    }

    /** The entries of a list of class path URLs that are local files, in order. */
    static List<ClassPathEntry> of(URL[] urls) {
        return Stream.of(urls).map(ClassPathEntry::of).filter(java.util.Objects::nonNull).toList();
    }
}
