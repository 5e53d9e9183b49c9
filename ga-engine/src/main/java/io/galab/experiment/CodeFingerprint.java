package io.galab.experiment;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.objectweb.asm.Type;

/**
 * A hash of the code and data a run can read from its class path (docs/experiments.md, "What the fingerprint
 * covers"). Two rules, by where a class comes from:
 *
 * <ul>
 * <li><b>A user's entries are hashed whole.</b> The class path entries (folders and jars) of the class loaders
 * between the root's and galab's own, the root's own entry when it is not galab's, and every entry that a class
 * of those entries references: every class, resource and {@code META-INF/services} file in them
 * ({@link ClassPathEntry}). A change anywhere in a user's project (a class found by {@code ServiceLoader} or by a
 * computed name, a resource its rules read) changes the hash.</li>
 * <li><b>galab's own entry, and the libraries its code calls, keep the fine-grained closure</b>: the root
 * classes (an algorithm's class, and any class a spec names for it) and the transitive closure of the classes
 * they reference, read from each class file's constant pool with ASM (every class it names to create, call,
 * cast, catch or extend, and every class in the descriptors of the fields and methods it uses), the JDK
 * excluded. Each class of the closure adds the resources beside it in its package (an algorithm's
 * {@code parameters.csv}), and the resources and classes that its string constants name (a resource loaded by
 * path, a class loaded by name). A change to an unrelated built-in algorithm leaves the hash alone.</li>
 * </ul>
 *
 * <p>Classes are found through the root's class loader, as the JVM finds them; a class the loader cannot find is
 * hashed as absent (it cannot run), so adding it later changes the hash too. The closure is read once per class
 * (a rebuilt project is loaded by a new class loader, whose classes are read afresh); a jar is read once per size
 * and modification time, a folder's file once per size and modification time.
 */
public final class CodeFingerprint {

    /**
     * The code of one root class.
     *
     * @param hash       16 hex digits over every file hashed (null when unreadable)
     * @param classes    the internal names of the classes walked, in order (absent ones included)
     * @param unreadable why a class file or an entry could not be read, or null
     * @param files      every file hashed, as "entry!path" (a class, a resource, or a file of a whole entry), with
     *                   the first 16 hex digits of its bytes' SHA-256 ("absent" for a class not found): what the
     *                   reset message compares to name what changed
     */
    public record Closure(String hash, List<String> classes, String unreadable, SortedMap<String, String> files) {

        /** True when every class of the closure was read, so the hash stands for the code. */
        public boolean readable() {
            return unreadable == null;
        }
    }

    /** What the walk from a class found: its classes, the files hashed one by one, and the user's entries. */
    private record Walk(List<String> classes, SortedMap<String, String> files, List<ClassPathEntry> whole,
            String unreadable) {
    }

    private static final ClassValue<Walk> CACHE = new ClassValue<>() {
        @Override
        protected Walk computeValue(Class<?> type) {
            return walk(type);
        }
    };
    /** The marker of galab's own entry: the jar or folder that holds this class. */
    private static final String OWN = "io/galab/experiment/CodeFingerprint.class";

    private CodeFingerprint() {
    }

    /** The code of {@code root}: its hash, its classes and files, or why it is unreadable. */
    public static Closure of(Class<?> root) {
        if (root.getClassLoader() == null) {
            return new Closure("jdk", List.of(), null, new TreeMap<>()); // a class of the JDK: excluded, as the JDK is
        }
        Walk walk = CACHE.get(root);
        if (walk.unreadable() != null) {
            return new Closure(null, walk.classes(), walk.unreadable(), walk.files());
        }
        // once per class: a project rebuilt is loaded by a new class loader (every Maven build, every command of
        // the CLI), whose classes are new classes, hashed afresh
        return PURE.get(root);
    }

    /** The closures, once per class. */
    private static final ClassValue<Closure> PURE = new ClassValue<>() {
        @Override
        protected Closure computeValue(Class<?> type) {
            return closure(CACHE.get(type));
        }
    };

    /** A walk's files with its whole entries' files read now, and their hash. */
    private static Closure closure(Walk walk) {
        SortedMap<String, String> files = new TreeMap<>(walk.files());
        StringBuilder text = new StringBuilder();
        for (Map.Entry<String, String> f : walk.files().entrySet()) {
            text.append(f.getKey()).append('\0').append(f.getValue()).append('\n');
        }
        try {
            // each whole entry by its content alone, in class path order: not by its name or place
            for (ClassPathEntry entry : walk.whole()) {
                text.append("entry\n");
                for (Map.Entry<String, String> f : entry.files().entrySet()) {
                    files.put(entry.label() + "!" + f.getKey(), f.getValue());
                    text.append(f.getKey()).append('\0').append(f.getValue()).append('\n');
                }
            }
        } catch (IOException | RuntimeException e) {
            return new Closure(null, walk.classes(), e.getClass().getSimpleName() + ": " + e.getMessage(), files);
        }
        return new Closure(Hashes.hex16(text.toString()), walk.classes(), null,
                Collections.unmodifiableSortedMap(files));
    }

    /**
     * The user's class path entries that {@code root}'s runs can read (the folders and jars hashed whole: the
     * adapter's and every entry it depends on), in class path order: what a cluster's executors need besides
     * galab's own jars (docs/scale-out.md). Empty for galab's own classes.
     */
    public static List<Path> userClassPath(Class<?> root) {
        if (root.getClassLoader() == null) {
            return List.of();
        }
        return CACHE.get(root).whole().stream().map(ClassPathEntry::path).filter(Files::exists).toList();
    }

    private static Walk walk(Class<?> root) {
        ClassLoader loader = root.getClassLoader();
        Set<ClassPathEntry> own = new HashSet<>();
        for (URL url : new URL[] {CodeFingerprint.class.getResource("/" + OWN), loader.getResource(OWN)}) {
            ClassPathEntry e = url == null ? null : ClassPathEntry.of(url, OWN);
            if (e != null) {
                own.add(e);
            }
        }
        // the entries galab's own loaders already serve: their classes are never loaded from a child's copy
        Set<ClassPathEntry> parents = new HashSet<>();
        for (ClassLoader g = CodeFingerprint.class.getClassLoader(); g != null; g = g.getParent()) {
            if (g instanceof URLClassLoader u) {
                parents.addAll(ClassPathEntry.of(u.getURLs()));
            }
        }
        Set<ClassPathEntry> whole = new LinkedHashSet<>();
        for (ClassLoader l = loader; l != null && !galabs(l); l = l.getParent()) {
            if (l instanceof URLClassLoader u) {
                for (ClassPathEntry e : ClassPathEntry.of(u.getURLs())) {
                    if (!own.contains(e) && !parents.contains(e) && !e.holds(OWN)) {
                        whole.add(e);
                    }
                }
            }
        }
        // the jars those jars' manifests add (Class-Path:), which the loader follows as it follows its own URLs
        for (java.util.Deque<ClassPathEntry> more = new java.util.ArrayDeque<>(whole); !more.isEmpty();) {
            for (ClassPathEntry e : more.poll().manifestClassPath()) {
                if (Files.exists(e.path()) && !own.contains(e) && !parents.contains(e) && whole.add(e)) {
                    more.add(e);
                }
            }
        }
        Map<String, Boolean> seen = new TreeMap<>(); // name -> found
        SortedMap<String, String> files = new TreeMap<>();
        Deque<String[]> todo = new ArrayDeque<>(); // {name, "user" when a user's class names it}
        todo.add(new String[] {Type.getInternalName(root), "root"});
        try {
            while (!todo.isEmpty()) {
                String[] next = todo.poll();
                String name = next[0];
                if (seen.containsKey(name) || jdk(name)) {
                    continue;
                }
                URL url = loader.getResource(name + ".class");
                if (url == null) {
                    seen.put(name, false);
                    files.put(name + ".class", "absent");
                    continue;
                }
                if ("jrt".equals(url.getProtocol())) {
                    continue; // a module of the JDK under a name not caught above
                }
                seen.put(name, true);
                ClassPathEntry entry = ClassPathEntry.of(url, name + ".class");
                boolean user = entry != null && !own.contains(entry) && (whole.contains(entry)
                        || !"".equals(next[1]) && !entry.holds(OWN));
                if (user) {
                    whole.add(entry);
                }
                byte[] bytes;
                try (InputStream in = url.openStream()) {
                    bytes = in.readAllBytes();
                }
                if (!user) {
                    files.put(name + ".class", Hashes.hex16(bytes));
                }
                ClassFileReferences refs = ClassFileReferences.of(bytes);
                for (String ref : refs.classes()) {
                    if (!seen.containsKey(ref)) {
                        todo.add(new String[] {ref, user ? "user" : ""});
                    }
                }
                if (!user) {
                    read(loader, name, entry, refs.strings(), files, todo, seen);
                }
            }
            return new Walk(List.copyOf(seen.keySet()), files, List.copyOf(whole), null);
        } catch (IOException | RuntimeException e) {
            return new Walk(List.copyOf(seen.keySet()), files, List.of(), e.getClass().getSimpleName() + ": "
                    + e.getMessage());
        }
    }

    /**
     * Adds what a class of the fine-grained closure reads besides the classes it references: the resources beside it
     * in its package, and the resources and classes its string constants name.
     */
    private static void read(ClassLoader loader, String name, ClassPathEntry entry, List<String> strings,
            SortedMap<String, String> files, Deque<String[]> todo, Map<String, Boolean> seen) throws IOException {
        int slash = name.lastIndexOf('/');
        String pkg = slash < 0 ? "" : name.substring(0, slash + 1);
        if (entry != null) {
            for (Map.Entry<String, String> f : beside(entry, pkg).entrySet()) {
                files.put(f.getKey(), f.getValue());
            }
        }
        for (String s : strings) {
            int arg = s.indexOf(ClassFileReferences.ARG);
            if (arg >= 0) {
                // a resource name built by concatenation: every resource it may build, in the class's own entry
                if (entry != null) {
                    files.putAll(built(entry, s.startsWith("/") ? s.substring(1, arg) : s.substring(0, arg),
                            s.substring(arg + 1)));
                }
                continue;
            }
            String dotted = s.replace('.', '/');
            if (!s.contains("/") && !seen.containsKey(dotted) && !jdk(dotted)
                    && loader.getResource(dotted + ".class") != null) {
                todo.add(new String[] {dotted, ""}); // a class loaded by name
                continue;
            }
            String resource = s.startsWith("/") ? s.substring(1) : pkg + s;
            if (resource.endsWith("/") || resource.endsWith(".class")) {
                continue;
            }
            URL url = loader.getResource(resource);
            if (url == null && !s.startsWith("/")) {
                resource = s;
                url = loader.getResource(s);
            }
            if (url != null && !"jrt".equals(url.getProtocol()) && !folder(url)) {
                try (InputStream in = url.openStream()) {
                    files.put(resource, Hashes.hex16(in.readAllBytes()));
                } catch (IOException e) {
                    // a folder named like a resource: nothing to read
                }
            }
        }
    }

    /** The resources a concatenated name may build, by the jar's identity, folder and suffix: each read once. */
    private static final Map<String, Map<String, String>> BUILT = new ConcurrentHashMap<>();

    /**
     * The resources of an entry under {@code folder} ("io/galab/puzzles/", any depth) whose names end with
     * {@code suffix}, each with its hash: what a name built by concatenation ({@link ClassFileReferences#concatenated})
     * may read. A folder entry is listed every time, a jar once per identity.
     */
    private static Map<String, String> built(ClassPathEntry entry, String folder, String suffix) throws IOException {
        if (Files.isDirectory(entry.path())) {
            Map<String, String> out = new TreeMap<>();
            Path dir = entry.path().resolve(folder);
            if (Files.isDirectory(dir)) {
                try (Stream<Path> walk = Files.walk(dir)) {
                    for (Path f : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                        String n = entry.path().relativize(f).toString().replace(f.getFileSystem().getSeparator(),
                                "/");
                        if (n.endsWith(suffix) && !n.endsWith(".class")) {
                            out.put(n, ClassPathEntry.fileHash(f));
                        }
                    }
                }
            }
            return out;
        }
        String key = entry.path().toAbsolutePath() + "|" + entry.names().size() + "|"
                + Files.getLastModifiedTime(entry.path()) + "|" + folder + "|" + suffix;
        Map<String, String> known = BUILT.get(key);
        if (known != null) {
            return known;
        }
        Map<String, String> out = new TreeMap<>();
        List<String> wanted = entry.names().subSet(folder, folder + Character.MAX_VALUE).stream()
                .filter(n -> n.endsWith(suffix) && !n.endsWith(".class")).toList();
        if (!wanted.isEmpty()) {
            try (java.util.zip.ZipFile zip = new java.util.zip.ZipFile(entry.path().toFile())) {
                for (String name : wanted) {
                    try (InputStream in = zip.getInputStream(zip.getEntry(name))) {
                        out.put(name, Hashes.hex16(in.readAllBytes()));
                    }
                }
            }
        }
        BUILT.put(key, out);
        return out;
    }

    /** The files beside a jar's packages, by the jar's identity and the package: each package read once. */
    private static final Map<String, Map<String, String>> BESIDE = new ConcurrentHashMap<>();

    /**
     * True when a resource URL names a folder, not a file: a string such as "target/classes" found as a folder of
     * some class path entry (the working folder, where "." is on the class path) is not something a run reads,
     * and reading it would list the folder.
     */
    private static boolean folder(URL url) {
        try {
            return "file".equals(url.getProtocol()) && Files.isDirectory(Path.of(url.toURI()));
        } catch (java.net.URISyntaxException | IllegalArgumentException e) {
            return false;
        }
    }

    /** The files beside the classes of package {@code pkg} ("a/b/") in an entry that are not classes. */
    private static Map<String, String> beside(ClassPathEntry entry, String pkg) throws IOException {
        if (Files.isDirectory(entry.path())) {
            return besideUncached(entry, pkg);
        }
        String key = entry.path().toAbsolutePath() + "|" + entry.names().size() + "|"
                + Files.getLastModifiedTime(entry.path()) + "|" + pkg;
        Map<String, String> known = BESIDE.get(key);
        if (known == null) {
            known = besideUncached(entry, pkg);
            BESIDE.put(key, known);
        }
        return known;
    }

    private static Map<String, String> besideUncached(ClassPathEntry entry, String pkg) throws IOException {
        Map<String, String> out = new TreeMap<>();
        if (Files.isDirectory(entry.path())) {
            Path dir = entry.path().resolve(pkg);
            if (Files.isDirectory(dir)) {
                try (Stream<Path> list = Files.list(dir)) {
                    for (Path f : (Iterable<Path>) list.filter(Files::isRegularFile)::iterator) {
                        String n = f.getFileName().toString();
                        if (!n.endsWith(".class")) {
                            out.put(pkg + n, Hashes.hex16(Files.readAllBytes(f)));
                        }
                    }
                }
            }
            return out;
        }
        // a jar: its names listed once, and only the files beside the class read
        java.util.List<String> wanted = new java.util.ArrayList<>();
        for (String name : entry.names().subSet(pkg, pkg + Character.MAX_VALUE)) {
            String rest = name.substring(pkg.length());
            if (!rest.contains("/") && !rest.endsWith(".class")) {
                wanted.add(name);
            }
        }
        if (!wanted.isEmpty()) {
            try (java.util.zip.ZipFile zip = new java.util.zip.ZipFile(entry.path().toFile())) {
                for (String name : wanted) {
                    try (InputStream in = zip.getInputStream(zip.getEntry(name))) {
                        out.put(name, Hashes.hex16(in.readAllBytes()));
                    }
                }
            }
        }
        return out;
    }

    /** True when {@code l} is galab's own class loader or one of its ancestors. */
    private static boolean galabs(ClassLoader l) {
        for (ClassLoader g = CodeFingerprint.class.getClassLoader(); g != null; g = g.getParent()) {
            if (g == l) {
                return true;
            }
        }
        return false;
    }

    /** A class of the JDK, by name: not hashed (a JDK update is not a change of the algorithm). */
    private static boolean jdk(String internalName) {
        return internalName.startsWith("java/") || internalName.startsWith("javax/")
                || internalName.startsWith("jdk/") || internalName.startsWith("sun/")
                || internalName.startsWith("com/sun/");
    }
}
