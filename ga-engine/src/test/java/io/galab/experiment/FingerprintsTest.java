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

    /** Compiles the sources (path → text) into a folder of their own and returns it. */
    private Path compile(String name, Map<String, String> sources) throws IOException {
        Path src = tmp.resolve(name + "-src");
        Path out = tmp.resolve(name);
        Files.createDirectories(out);
        List<String> args = new java.util.ArrayList<>(List.of("-d", out.toString()));
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
