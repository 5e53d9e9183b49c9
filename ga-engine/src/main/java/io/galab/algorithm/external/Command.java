package io.galab.algorithm.external;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Numbers;
import io.galab.algorithm.Parameters;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An external solver's command: an argument list, never a shell line, with placeholders
 * (docs/external-solvers.md, "External solvers", "Placeholders"): {@code {puzzle}}, {@code {seed}},
 * {@code {maxSeconds}}, {@code {maxEvaluations}}, {@code {maxGenerations}}, {@code {n}} and
 * {@code {param.NAME}} for any other parameter. Its executable is a path, resolved against the spec's
 * folder, or a bare name looked up on PATH as a shell would.
 */
final class Command {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z][A-Za-z0-9_.-]*)}");
    private static final List<String> FIXED = List.of("puzzle", "seed", "maxSeconds", "maxEvaluations",
            "maxGenerations", "n");

    /** The placeholder prefix of a declared system property's value: {@code {property.solver.mode}}. */
    static final String PROPERTY = "property.";

    private Command() {
    }

    /**
     * Checks a command given in a spec: at least the executable, every placeholder known, the
     * executable found and runnable.
     *
     * @throws IllegalArgumentException saying what is wrong, naming the command
     */
    static void check(List<String> command, Path folder) {
        check(command, folder, java.util.Set.of());
    }

    /** As {@link #check(List, Path)}, where {@code {property.NAME}} may name one of the declared {@code properties}. */
    static void check(List<String> command, Path folder, java.util.Set<String> properties) {
        if (command.isEmpty() || command.get(0).isBlank()) {
            throw new IllegalArgumentException("parameter command: expected the executable and its arguments,"
                    + " a list such as [./solver, --file, \"{puzzle}\"]");
        }
        for (String arg : command) {
            Matcher m = PLACEHOLDER.matcher(arg);
            while (m.find()) {
                String name = m.group(1);
                if (name.startsWith(PROPERTY) && !properties.contains(name.substring(PROPERTY.length()))) {
                    throw new IllegalArgumentException("command " + command + ": {" + name + "} names a system"
                            + " property the variant does not declare; add it to inputs: {properties: [...]}, so"
                            + " that its value is part of the runs' fingerprint");
                }
                if (!FIXED.contains(name) && !(name.startsWith("param.") && Parameters.openName(name.substring(6)))
                        && !name.startsWith(PROPERTY)) {
                    throw new IllegalArgumentException("command " + command + ": unknown placeholder {" + name
                            + "}; known: {" + String.join("}, {", FIXED) + "}, {param.NAME} and {property.NAME}");
                }
            }
        }
        if (PLACEHOLDER.matcher(command.get(0)).find()) {
            throw new IllegalArgumentException("command " + command + ": the executable cannot be a placeholder");
        }
        executable(command, folder);
        String name = command.get(0);
        if (!name.contains("/") && !name.contains(File.separator) && script(command, folder, false) == null) {
            for (String arg : command.subList(1, command.size())) {
                if (SCRIPT.matcher(arg).matches() && !PLACEHOLDER.matcher(arg).find()) {
                    throw new IllegalArgumentException("command " + command + ": the script " + arg + " does not exist"
                            + " (a path is resolved against the spec's folder " + folder + ")");
                }
            }
        }
    }

    /** An argument that names a script by its extension: {@code solver.py}, {@code run.sh}, {@code app.jar}. */
    private static final Pattern SCRIPT = Pattern.compile("[^-].*\\.(py|sh|bash|js|mjs|cjs|ts|rb|pl|jar|R|r|jl|lua"
            + "|php|tcl|awk)");

    /**
     * The executable's file: a path against {@code folder}, a bare name on PATH.
     *
     * @throws IllegalArgumentException when it cannot be found or run
     */
    static Path executable(List<String> command, Path folder) {
        String name = command.get(0);
        if (name.contains("/") || name.contains(File.separator)) {
            Path p = folder.resolve(name).normalize();
            if (!Files.isRegularFile(p)) {
                throw new IllegalArgumentException("command " + command + ": cannot start: " + p + " does not exist"
                        + " (a path is resolved against the spec's folder " + folder + ")");
            }
            if (!Files.isExecutable(p)) {
                throw new IllegalArgumentException("command " + command + ": cannot start: " + p
                        + " is not executable (chmod +x, or name its interpreter first)");
            }
            return p;
        }
        String path = System.getenv("PATH");
        for (String dir : (path == null ? "" : path).split(File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir).resolve(name);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return p.toAbsolutePath();
            }
        }
        throw new IllegalArgumentException("command " + command + ": cannot start: '" + name + "' is not on PATH ("
                + path + "); give a path such as ./" + name + " for a program beside the spec");
    }

    /** Shells whose {@code -c} takes a command line: its first word is the program the run depends on. */
    private static final List<String> SHELLS = List.of("sh", "bash", "dash", "zsh", "ksh", "mksh", "busybox");

    /**
     * The files that decide a run's results, as they resolve (docs/external-solvers.md, "External solvers", "The
     * fingerprint"):
     * the executable; when it is a program found on PATH (an interpreter such as {@code python3}, {@code java}
     * or {@code bash}), the script it is given: its first argument that names an existing file, or, after a
     * shell's {@code -c}, the first word of the command line; and every file under the paths of
     * {@code listed} (the variant's {@code fingerprint}). Any other argument that happens to name a file (a
     * log the program writes, an output) is never among them.
     */
    static List<Path> files(List<String> command, Path folder, List<String> listed) {
        List<Path> files = new ArrayList<>();
        files.add(executable(command, folder));
        String name = command.get(0);
        if (!name.contains("/") && !name.contains(File.separator)) {
            Path script = script(command, folder, SHELLS.contains(name));
            if (script != null) {
                files.add(script);
            }
        }
        for (String entry : listed) {
            Path p = folder.resolve(entry).normalize();
            if (Files.isDirectory(p)) {
                try (var all = Files.walk(p)) {
                    all.filter(Files::isRegularFile).sorted().forEach(files::add);
                } catch (IOException e) {
                    throw new UncheckedIOException("parameter fingerprint: cannot read " + p + ": " + e.getMessage(),
                            e);
                }
            } else if (Files.isRegularFile(p)) {
                files.add(p);
            } else {
                throw new IllegalArgumentException("parameter fingerprint: " + p + " does not exist (a path is"
                        + " resolved against the spec's folder " + folder + ")");
            }
        }
        return files;
    }

    /** The script an interpreter is given, or null: see {@link #files}. */
    private static Path script(List<String> command, Path folder, boolean shell) {
        for (int i = 1; i < command.size(); i++) {
            String arg = command.get(i);
            if (shell && arg.equals("-c")) {
                if (i + 1 >= command.size()) {
                    return null;
                }
                String line = command.get(i + 1).strip();
                String first = line.isEmpty() ? "" : line.split("\\s+")[0];
                if (first.isEmpty() || PLACEHOLDER.matcher(first).find()) {
                    return null;
                }
                if (first.contains("/")) {
                    Path p = folder.resolve(first).normalize();
                    return Files.isRegularFile(p) ? p : null;
                }
                return null; // a command the shell looks up itself: the machine's, as an executable on PATH is
            }
            if (arg.isEmpty() || arg.startsWith("-") || PLACEHOLDER.matcher(arg).find()) {
                continue;
            }
            try {
                Path p = folder.resolve(arg).normalize();
                if (Files.isRegularFile(p)) {
                    return p;
                }
            } catch (RuntimeException e) {
                // not a path
            }
            if (SCRIPT.matcher(arg).matches()) {
                return null; // the script is missing: check() says so
            }
        }
        return null;
    }

    /**
     * The SHA-256 of the command's files ({@link #files}), in order: what the journal's fingerprint holds, so
     * that a rebuilt solver does not reuse the runs of the old one.
     */
    static String contentHash(List<String> command, Path folder, List<String> listed) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[1 << 16];
            for (Path p : files(command, folder, listed)) {
                try (InputStream in = new DigestInputStream(Files.newInputStream(p), digest)) {
                    while (in.read(buffer) >= 0) {
                        // digesting
                    }
                }
                digest.update((byte) 0);
            }
            return HexFormat.of().formatHex(digest.digest()).substring(0, 16);
        } catch (IOException e) {
            throw new UncheckedIOException("command " + command + ": cannot read: " + e.getMessage(), e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The arguments of one run, placeholders replaced; the executable resolved.
     *
     * @throws IllegalArgumentException for a {@code {param.NAME}} that has no value
     */
    static List<String> arguments(List<String> command, Path folder, Path puzzle, long seed, Budget budget,
            int n, Parameters parameters) {
        Map<String, String> values = Map.of("puzzle", puzzle.toString(), "seed", Long.toString(seed(seed)),
                "maxSeconds", Numbers.shortest(budget.maxSeconds()), "maxEvaluations",
                Long.toString(budget.maxEvaluations()), "maxGenerations", Long.toString(budget.maxGenerations()),
                "n", Integer.toString(n));
        List<String> out = new ArrayList<>();
        out.add(executable(command, folder).toString());
        for (String arg : command.subList(1, command.size())) {
            Matcher m = PLACEHOLDER.matcher(arg);
            StringBuilder s = new StringBuilder();
            while (m.find()) {
                String name = m.group(1);
                String v = values.get(name);
                if (v == null && name.startsWith(PROPERTY)) {
                    v = declared(parameters.getList(ExternalSolver.PROPERTIES)).getOrDefault(
                            name.substring(PROPERTY.length()), "");
                } else if (v == null) {
                    String p = name.substring("param.".length());
                    if (!parameters.has(p)) {
                        throw new IllegalArgumentException("command " + command + ": {" + name + "} has no value;"
                                + " set the parameter '" + p + "' in the variant's params or the sweep");
                    }
                    v = parameters.getText(p);
                }
                m.appendReplacement(s, Matcher.quoteReplacement(v));
            }
            m.appendTail(s);
            out.add(s.toString());
        }
        return out;
    }

    /**
     * Declared values as the bound parameters keep them ("NAME=value", or "NAME" alone when unset): by name, an
     * unset one left out.
     */
    static Map<String, String> declared(List<String> entries) {
        Map<String, String> out = new java.util.TreeMap<>();
        for (String e : entries) {
            int eq = e.indexOf('=');
            if (eq > 0) {
                out.put(e.substring(0, eq), e.substring(eq + 1));
            }
        }
        return out;
    }

    /** The names of declared values as the bound parameters keep them, set or not. */
    static List<String> declaredNames(List<String> entries) {
        return entries.stream().map(e -> e.indexOf('=') > 0 ? e.substring(0, e.indexOf('=')) : e).toList();
    }

    /** The {@code {seed}} of a run: its seed as a number in [0, 2^31), what most programs read as an int. */
    static long seed(long seed) {
        return (seed ^ (seed >>> 31) ^ (seed >>> 62)) & 0x7fffffffL;
    }
}
