package io.galab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The CLI commands that README.md and docs/ write in their code blocks, run as written: every line of
 * a fenced block that starts with {@code bin/galab} or {@code java -jar ga-engine/target/} (or a shell
 * loop around one) is
 * read from the documents themselves, so a command changed in the docs is the command tested. Each
 * runs through {@code sh -c} in a folder laid out like the repository root (the engine's build output
 * and a copy of {@code experiment-specs}, so that no history is written into the checkout), and must
 * exit 0. The documents' other commands are marked there as run by CI itself, by a named test, or
 * not run in CI with the reason (docs/experiments.md, "Documented commands").
 */
class DocumentedCommandsIT {

    /** The documents and the sections whose code blocks hold CLI commands. */
    private static final List<String[]> SOURCES = List.of(
            new String[] {"README.md", "## Quickstart"},
            new String[] {"README.md", "## Experiments and the CLI"},
            new String[] {"README.md", "## Tuning"},
            new String[] {"docs/scale-out.md", "## Slurm job arrays"});

    static Stream<String> commands() throws Exception {
        List<String> out = new ArrayList<>();
        for (String[] source : SOURCES) {
            List<String> lines = Files.readAllLines(repository().resolve(source[0]));
            boolean inSection = false;
            boolean inBlock = false;
            for (String line : lines) {
                if (line.startsWith("## ")) {
                    inSection = line.startsWith(source[1]);
                }
                if (line.startsWith("```")) {
                    inBlock = !inBlock;
                    continue;
                }
                String command = line.strip();
                if (inSection && inBlock && (command.startsWith("java -jar ga-engine/target/")
                        || command.startsWith("bin/galab ")
                        || command.startsWith("for ") && command.contains("java -jar ga-engine/target/"))) {
                    out.add(command);
                }
            }
        }
        assertTrue(out.size() >= 8, "the documents' CLI commands were found: " + out);
        return out.stream();
    }

    static Path repository() {
        return Path.of("..").toAbsolutePath().normalize();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void runsAsWritten(String command, @TempDir Path dir) throws Exception {
        Path root = dir.resolve("root");
        Files.createDirectories(root.resolve("ga-engine"));
        Files.createSymbolicLink(root.resolve("ga-engine/target"), repository().resolve("ga-engine/target"));
        Files.createSymbolicLink(root.resolve("bin"), repository().resolve("bin"));
        copy(repository().resolve("experiment-specs"), root.resolve("experiment-specs"));
        if (command.contains(" run my-spec.yaml") || command.contains(" validate my-spec.yaml")) {
            assertEquals(0, sh(root, "java -jar ga-engine/target/ga-engine-0.1.0-SNAPSHOT-all.jar init my-spec.yaml"));
        }
        if (command.contains(" merge ")) {
            assertEquals(0, sh(root, commands().filter(c -> c.startsWith("for ")).findFirst().orElseThrow()));
        }
        assertEquals(0, sh(root, command), command);
    }

    /** The README stays a newcomer's page: at most 200 lines, the reference in docs/. */
    @org.junit.jupiter.api.Test
    void theReadmeIsShort() throws Exception {
        int lines = Files.readAllLines(repository().resolve("README.md")).size();
        assertTrue(lines <= 200, "README.md has " + lines + " lines; move detail to docs/ (at most 200)");
    }

    private static int sh(Path dir, String command) throws Exception {
        Process p = new ProcessBuilder("sh", "-c", command).directory(dir.toFile()).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), command);
        if (p.exitValue() != 0) {
            System.err.println(command + "\n" + output);
        }
        return p.exitValue();
    }

    private static void copy(Path from, Path to) throws Exception {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else if (!p.getFileName().toString().equals("ga-history.csv")) {
                    Files.copy(p, target);
                }
            }
        }
    }
}
