package io.galab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.net.URLConnection;
import java.net.URLStreamHandler;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A cell's code fingerprint covers every class its runs can load: the algorithm's class and the closure of the
 * classes it references, across packages and jars, the JDK excluded. The two-package fixtures are compiled
 * here, as a user's solver library is laid out: the solver in {@code org.nc.sudoku}, its adapter in
 * {@code org.nc.sudoku.galab}.
 */
class FingerprintsTest {

    @TempDir
    Path tmp;

    @Test
    void everyBuiltInAlgorithmsClosureReachesTheGalabPackagesItCalls() {
        // no hand-written list: exact reaches the propagation engine and the CDCL search by its references
        Map<String, List<String>> expected = Map.of(
                "exact", List.of("io/galab/solve/Propagator", "io/galab/solve/CdclSearch",
                        "io/galab/algorithm/Algorithm"),
                "propagating-memetic-ga", List.of("io/galab/solve/Propagator",
                        "io/galab/solve/ClauseStore"),
                "twodoku-ga", List.of("io/galab/puzzle/Geometry", "io/galab/algorithm/Algorithm"),
                "external", List.of("io/galab/puzzle/PuzzleFormat", "io/galab/algorithm/Algorithm"));
        for (Map.Entry<String, List<String>> e : expected.entrySet()) {
            Algorithm algorithm = Algorithms.builtIn().get(e.getKey());
            CodeFingerprint.Closure closure = CodeFingerprint.of(algorithm.getClass());
            assertTrue(closure.readable(), e.getKey() + ": " + closure.unreadable());
            assertTrue(closure.hash().matches("[0-9a-f]{16}"), closure.hash());
            for (String name : e.getValue()) {
                assertTrue(closure.classes().contains(name), e.getKey() + "'s closure holds " + name);
            }
            assertTrue(closure.classes().stream().noneMatch(n -> n.startsWith("java/")), "the JDK is left out");
            assertEquals(closure.hash(), Fingerprints.code(algorithm), "the cell's code hash is the closure's");
        }
    }

    @Test
    void aChangeInTheSolversPackageAloneChangesTheAdaptersFingerprint() throws Exception {
        Path before = library("v1", 3, "n * 2");
        Path again = library("v1-again", 3, "n * 2");
        Path solverChanged = library("v2", 4, "n * 2");
        Path rulesChanged = library("v3", 3, "n * 3");
        String h1 = hash(before, "org.nc.sudoku.galab.Adapter");
        assertEquals(h1, hash(again, "org.nc.sudoku.galab.Adapter"), "the same class files, the same hash");
        assertNotEquals(h1, hash(solverChanged, "org.nc.sudoku.galab.Adapter"), "the solver's package changed");
        assertNotEquals(h1, hash(rulesChanged, "org.nc.sudoku.galab.Adapter"),
                "a third package, reached only through the solver, changed");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {before.toUri().toURL()}, null)) {
            List<String> classes = CodeFingerprint.of(loader.loadClass("org.nc.sudoku.galab.Adapter")).classes();
            assertEquals(List.of("org/nc/sudoku/Solver", "org/nc/sudoku/galab/Adapter", "org/nc/sudoku/rules/Rules"),
                    classes, "the closure, across packages, without the JDK");
        }
    }

    @Test
    void aClassMovedToAnotherPackageChangesTheFingerprint() throws Exception {
        Path here = compile("here", Map.of("a/Main.java", "package a; public class Main { public int run() {"
                + " return a.Helper.value(); } }", "a/Helper.java", "package a; public class Helper {"
                + " public static int value() { return 7; } }"));
        Path moved = compile("moved", Map.of("a/Main.java", "package a; public class Main { public int run() {"
                + " return b.Helper.value(); } }", "b/Helper.java", "package b; public class Helper {"
                + " public static int value() { return 7; } }"));
        assertNotEquals(hash(here, "a.Main"), hash(moved, "a.Main"));
    }

    @Test
    void aClassThatCannotBeLoadedIsHashedAsAbsentAndAddingItChangesTheHash() throws Exception {
        Path full = compile("full", Map.of("a/Main.java", "package a; public class Main { public Object make() {"
                + " return new a.Part(); } }", "a/Part.java", "package a; public class Part { }"));
        Path partial = tmp.resolve("partial");
        Files.createDirectories(partial.resolve("a"));
        Files.copy(full.resolve("a/Main.class"), partial.resolve("a/Main.class"));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {partial.toUri().toURL()}, null)) {
            CodeFingerprint.Closure closure = CodeFingerprint.of(loader.loadClass("a.Main"));
            assertTrue(closure.readable());
            assertTrue(closure.classes().contains("a/Part"));
        }
        assertNotEquals(hash(partial, "a.Main"), hash(full, "a.Main"));
    }

    @Test
    void aClosureThatCannotBeReadIsNeverReused() throws Exception {
        Path dir = compile("broken", Map.of("a/Main.java", "package a; public class Main { public Object make() {"
                + " return new a.Part(); } }", "a/Part.java", "package a; public class Part { }"));
        byte[] main = Files.readAllBytes(dir.resolve("a/Main.class"));
        // a loader whose class files for a.Part cannot be read (a jar on a disk that failed, say)
        ClassLoader loader = new ClassLoader(null) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                if (name.equals("a.Main")) {
                    return defineClass(name, main, 0, main.length);
                }
                throw new ClassNotFoundException(name);
            }

            @Override
            public URL getResource(String name) {
                try {
                    Path file = dir.resolve(name);
                    if (name.equals("a/Part.class")) {
                        return new URL(null, "broken:" + name, new URLStreamHandler() {
                            @Override
                            protected URLConnection openConnection(URL u) {
                                return new URLConnection(u) {
                                    @Override
                                    public void connect() {
                                    }

                                    @Override
                                    public InputStream getInputStream() throws IOException {
                                        throw new IOException("input/output error");
                                    }
                                };
                            }
                        });
                    }
                    return Files.exists(file) ? file.toUri().toURL() : null;
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            }
        };
        CodeFingerprint.Closure closure = CodeFingerprint.of(loader.loadClass("a.Main"));
        assertFalse(closure.readable());
        assertNotNull(closure.unreadable());
        assertTrue(closure.unreadable().contains("input/output error"), closure.unreadable());
    }

    /**
     * An operator or helper a spec names, which the algorithm loads by name (so no reference reaches it), is
     * covered through {@link Algorithm#codeRoots}: a change to it changes the cell's code hash.
     */
    @Test
    void aClassTheSpecNamesIsCoveredThroughTheAlgorithmsCodeRoots() throws Exception {
        Path one = compile("op1", Map.of("my/Crossover.java", "package my; public class Crossover {"
                + " public int cut() { return 3; } }"));
        Path two = compile("op2", Map.of("my/Crossover.java", "package my; public class Crossover {"
                + " public int cut() { return 4; } }"));
        Algorithm exact = Algorithms.builtIn().get("exact");
        io.galab.algorithm.Parameters parameters = exact.parameters(Map.of());
        List<String> hashes = new java.util.ArrayList<>();
        for (Path classes : List.of(one, two)) {
            try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, null)) {
                Class<?> operator = loader.loadClass("my.Crossover");
                Algorithm named = new Algorithm() {
                    @Override
                    public String id() {
                        return "named";
                    }

                    @Override
                    public String source() {
                        return "a test";
                    }

                    @Override
                    public List<io.galab.algorithm.Parameter> parameters() {
                        return exact.parameters();
                    }

                    @Override
                    public io.galab.algorithm.RunResult run(io.galab.puzzle.Puzzle puzzle,
                            io.galab.algorithm.Parameters p, long seed, io.galab.algorithm.Budget budget) {
                        return exact.run(puzzle, p, seed, budget);
                    }

                    @Override
                    public List<Class<?>> codeRoots(io.galab.algorithm.Parameters p) {
                        return List.of(operator);
                    }
                };
                hashes.add(Fingerprints.code(named, parameters));
            }
        }
        assertNotEquals(hashes.get(0), hashes.get(1), "the named operator's change changes the cell's code");
        assertNotEquals(Fingerprints.code(exact, parameters), hashes.get(0));
    }

    /**
     * A puzzle's identity in a cell's fingerprint holds its kind and unit table besides its id and grid: a kind
     * with other units (a 9x9 with diagonals, say) makes another cell of the same grid text.
     */
    @Test
    void aPuzzlesKindAndUnitsArePartOfItsIdentity() {
        String nine = Fingerprints.units(io.galab.puzzle.Geometry.sudoku(3));
        assertEquals(nine, Fingerprints.units(io.galab.puzzle.Geometry.sudoku(3)), "stable");
        assertNotEquals(nine, Fingerprints.units(io.galab.puzzle.Geometry.sudoku(2)));
        assertNotEquals(Fingerprints.units(io.galab.puzzle.Geometry.twodoku()),
                Fingerprints.units(io.galab.puzzle.Geometry.samurai()));
    }

    /**
     * A user's class path entries are hashed whole: a change in any file of them redoes the runs, whatever reads
     * it. One case per kind of input: a class in a jar the adapter depends on, a resource the solver reads, a
     * class found by {@code ServiceLoader}, and a class loaded by {@code Class.forName} with a computed name; each
     * changed alone, the adapter's own class file the same.
     */
    @Test
    void everyFileOfAUsersClassPathIsInTheFingerprint() throws Exception {
        String adapter = "package com.acme.galab; public class Adapter { public int run() throws Exception {"
                + " return new com.acme.solver.Climber().patience(); } }";
        String climber = "package com.acme.solver; public class Climber { public int patience() throws Exception {"
                + " java.util.Properties p = new java.util.Properties();"
                + " try (java.io.InputStream in = Climber.class.getResourceAsStream(\"weights.properties\")) {"
                + " p.load(in); }"
                + " int rules = 0; for (com.acme.solver.Rule r"
                + " : java.util.ServiceLoader.load(com.acme.solver.Rule.class,"
                + " Climber.class.getClassLoader())) { rules += r.weight(); }"
                + " String which = \"Mo\" + \"ve\";"
                + " Object move = Class.forName(\"com.acme.solver.\" + which).getDeclaredConstructor().newInstance();"
                + " return Integer.parseInt(p.getProperty(\"restart.patience\")) + rules + move.hashCode(); } }";
        String rule = "package com.acme.solver; public interface Rule { int weight(); }";
        Map<String, String> base = Map.of("weights", "restart.patience=400\n", "move",
                "package com.acme.solver; public class Move { public int hashCode() { return 1; } }", "boxRule",
                "package com.acme.rules; public class BoxRule implements com.acme.solver.Rule {"
                        + " public int weight() { return 2; } }");
        List<Map<String, String>> variants = List.of(base, base,
                with(base, "weights", "restart.patience=3\n"),
                with(base, "move",
                        "package com.acme.solver; public class Move { public int hashCode() { return 9; } }"),
                with(base, "boxRule", "package com.acme.rules; public class BoxRule implements com.acme.solver.Rule {"
                        + " public int weight() { return 7; } }"),
                with(base, "climber", climber.replace("move.hashCode(); } }", "move.hashCode() + 1; } }")));
        List<String> hashes = new java.util.ArrayList<>();
        for (int v = 0; v < variants.size(); v++) {
            Map<String, String> m = variants.get(v);
            // the solver in a jar, with its resource and the rule its ServiceLoader finds in a second jar
            Path solver = compile("v" + v + "/solver/target/classes", Map.of("com/acme/solver/Climber.java",
                    m.getOrDefault("climber", climber),
                    "com/acme/solver/Rule.java", rule, "com/acme/solver/Move.java", m.get("move")));
            Files.writeString(solver.resolve("com/acme/solver/weights.properties"), m.get("weights"));
            Path solverJar = jar(solver, tmp.resolve("v" + v + "/solver.jar"));
            Path rules = compile("v" + v + "/rules/target/classes", Map.of("com/acme/rules/BoxRule.java",
                    m.get("boxRule")), solverJar);
            Files.createDirectories(rules.resolve("META-INF/services"));
            Files.writeString(rules.resolve("META-INF/services/com.acme.solver.Rule"), "com.acme.rules.BoxRule\n");
            Path rulesJar = jar(rules, tmp.resolve("v" + v + "/rules.jar"));
            Path adapterDir = compile("v" + v + "/adapter/target/classes", Map.of("com/acme/galab/Adapter.java",
                    adapter), solverJar);
            try (URLClassLoader loader = new URLClassLoader(new URL[] {adapterDir.toUri().toURL(),
                    solverJar.toUri().toURL(), rulesJar.toUri().toURL()}, getClass().getClassLoader())) {
                Class<?> root = loader.loadClass("com.acme.galab.Adapter");
                Object result = root.getMethod("run").invoke(root.getDeclaredConstructor().newInstance());
                assertNotNull(result, "the fixture runs");
                CodeFingerprint.Closure closure = CodeFingerprint.of(root);
                assertTrue(closure.readable(), closure.unreadable());
                hashes.add(closure.hash());
                if (v == 0) {
                    assertTrue(closure.files().containsKey("solver.jar!com/acme/solver/weights.properties"),
                            closure.files().keySet().toString());
                    assertTrue(closure.files().containsKey("rules.jar!META-INF/services/com.acme.solver.Rule"));
                }
            }
        }
        assertEquals(hashes.get(0), hashes.get(1), "the same files built again (a jar's times differ): the same hash");
        assertEquals(hashes.size() - 1, new java.util.HashSet<>(hashes).size(),
                "the resource, the class loaded by a computed name, the ServiceLoader's rule and the solver class each"
                        + " change the hash alone: " + hashes);
    }

    /**
     * A jar that no class path names but another jar's manifest adds ({@code Class-Path:}), as an application jar
     * brings its libraries: the class loader follows it, and so does the fingerprint; a rule found there by
     * {@code ServiceLoader} changes the hash.
     */
    @Test
    void aJarAddedByAManifestsClassPathIsHashedToo() throws Exception {
        List<String> hashes = new java.util.ArrayList<>();
        for (int weight : new int[] {2, 2, 7}) {
            Path v = tmp.resolve("m" + hashes.size());
            Path api = compile("m" + hashes.size() + "/api", Map.of("com/acme/Rule.java",
                    "package com.acme; public interface Rule { int weight(); }"));
            Path rules = compile("m" + hashes.size() + "/rules", Map.of("com/acme/rules/Box.java",
                    "package com.acme.rules; public class Box implements com.acme.Rule { public int weight() { return "
                            + weight + "; } }"), api);
            Files.createDirectories(rules.resolve("META-INF/services"));
            Files.writeString(rules.resolve("META-INF/services/com.acme.Rule"), "com.acme.rules.Box\n");
            jar(rules, v.resolve("lib/rules.jar"));
            Path app = compile("m" + hashes.size() + "/app", Map.of("com/acme/App.java", "package com.acme; public"
                    + " class App { public int run() { int w = 0;"
                    + " for (Rule r : java.util.ServiceLoader.load(Rule.class,"
                    + " App.class.getClassLoader())) { w += r.weight(); } return w; } }",
                    "com/acme/Rule.java", "package com.acme; public interface Rule { int weight(); }"));
            Files.createDirectories(app.resolve("META-INF"));
            Files.writeString(app.resolve("META-INF/MANIFEST.MF"),
                    "Manifest-Version: 1.0\nClass-Path: lib/rules.jar\n");
            Path appJar = jar(app, v.resolve("app.jar"));
            try (URLClassLoader loader = new URLClassLoader(new URL[] {appJar.toUri().toURL()},
                    getClass().getClassLoader())) {
                Class<?> root = loader.loadClass("com.acme.App");
                assertEquals(weight, root.getMethod("run").invoke(root.getDeclaredConstructor().newInstance()),
                        "the rule is found through the manifest's class path");
                CodeFingerprint.Closure closure = CodeFingerprint.of(root);
                assertTrue(closure.files().containsKey("rules.jar!com/acme/rules/Box.class"),
                        closure.files().keySet().toString());
                hashes.add(closure.hash());
            }
        }
        assertEquals(hashes.get(0), hashes.get(1));
        assertNotEquals(hashes.get(0), hashes.get(2), "the rule's change, in a jar only a manifest names");
    }

    /** The same user folder read from two places gives the same hash: no absolute path is hashed. */
    @Test
    void aCheckoutThatMovesKeepsItsHash() throws Exception {
        Path one = library("here/a/target/classes", 3, "n * 2");
        Path two = library("there/a/target/classes", 3, "n * 2");
        try (URLClassLoader l1 = new URLClassLoader(new URL[] {one.toUri().toURL()}, getClass().getClassLoader());
                URLClassLoader l2 = new URLClassLoader(new URL[] {two.toUri().toURL()}, getClass().getClassLoader())) {
            assertEquals(CodeFingerprint.of(l1.loadClass("org.nc.sudoku.galab.Adapter")).hash(),
                    CodeFingerprint.of(l2.loadClass("org.nc.sudoku.galab.Adapter")).hash());
        }
    }

    /**
     * galab's own code keeps the fine-grained closure: a built-in algorithm's code reaches the resources beside its
     * classes (its parameters.csv), and no other built-in algorithm's package, so that a change to one leaves the
     * others' runs in the journal.
     */
    @Test
    void aBuiltInsClosureHoldsItsResourcesAndNoOtherAlgorithm() {
        CodeFingerprint.Closure growth = CodeFingerprint.of(Algorithms.builtIn().get("growth-ga").getClass());
        assertTrue(growth.files().containsKey("io/galab/algorithm/growth/parameters.csv"), growth.files().keySet()
                .toString());
        for (String other : List.of("purge", "retrievable", "hybrid", "twodoku", "memetic")) {
            assertTrue(growth.files().keySet().stream().noneMatch(f -> f.startsWith("io/galab/algorithm/" + other
                    + "/")), "growth-ga's code does not reach " + other);
        }
        assertTrue(growth.files().keySet().stream().noneMatch(f -> f.contains("!")), "no entry of galab's is whole");
    }

    /**
     * A solver library laid out as libraries are, compiled into a folder of its own: the adapter in
     * {@code org.nc.sudoku.galab}, the solver in {@code org.nc.sudoku} (calling the rules with {@code limit}),
     * the rules in {@code org.nc.sudoku.rules} (returning {@code expression}).
     */
    private Path library(String name, int limit, String expression) throws IOException {
        return compile(name, Map.of("org/nc/sudoku/galab/Adapter.java", "package org.nc.sudoku.galab; public class"
                + " Adapter { public int run() { return new org.nc.sudoku.Solver().solve(); } }",
                "org/nc/sudoku/Solver.java", "package org.nc.sudoku; public class Solver { public int solve() {"
                        + " return org.nc.sudoku.rules.Rules.limit(" + limit + "); } }",
                "org/nc/sudoku/rules/Rules.java", "package org.nc.sudoku.rules; public class Rules { public static"
                        + " int limit(int n) { return " + expression + "; } }"));
    }

    private String hash(Path classes, String root) throws Exception {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, null)) {
            CodeFingerprint.Closure closure = CodeFingerprint.of(loader.loadClass(root));
            assertTrue(closure.readable(), closure.unreadable());
            return closure.hash();
        }
    }

    private static Map<String, String> with(Map<String, String> base, String key, String value) {
        Map<String, String> m = new java.util.HashMap<>(base);
        m.put(key, value);
        return m;
    }

    /** Packs a folder into a jar. */
    private static Path jar(Path dir, Path jar) throws IOException {
        Files.createDirectories(jar.getParent());
        try (java.util.jar.JarOutputStream out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar));
                java.util.stream.Stream<Path> walk = Files.walk(dir)) {
            for (Path f : (Iterable<Path>) walk.filter(Files::isRegularFile).sorted()::iterator) {
                out.putNextEntry(new java.util.jar.JarEntry(dir.relativize(f).toString().replace('\\', '/')));
                out.write(Files.readAllBytes(f));
                out.closeEntry();
            }
        }
        return jar;
    }

    /** Compiles the sources (path → text) into a folder of their own and returns it. */
    private Path compile(String name, Map<String, String> sources, Path... classpath) throws IOException {
        Path src = tmp.resolve(name + "-src");
        Path out = tmp.resolve(name);
        Files.createDirectories(out);
        List<String> args = new java.util.ArrayList<>(List.of("-d", out.toString()));
        if (classpath.length > 0) {
            args.add("-cp");
            args.add(String.join(java.io.File.pathSeparator, java.util.Arrays.stream(classpath).map(Path::toString)
                    .toList()));
        }
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Path file = src.resolve(e.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, e.getValue());
            args.add(file.toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertEquals(0, javac.run(null, null, null, args.toArray(String[]::new)), "the fixture compiles");
        return out;
    }
}
