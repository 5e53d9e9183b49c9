package io.galab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each tutorial in docs/tutorials/ run end to end as written: its {@code sh} blocks in order, each as one
 * script ({@code sh -e}) in one folder inside a tree laid out like the repository (the engine's build output,
 * {@code bin/}, and {@code peers/}, whose anchors a tutorial builds into its own folder), each ending with
 * exit 0 or with the status its fence names ({@code ```sh exit=1}).
 */
class TutorialsIT {

    private static final Pattern FENCE = Pattern.compile("^```sh(?: exit=(\\d+))?\\s*$");

    static Stream<Path> tutorials() throws Exception {
        try (Stream<Path> files = Files.list(DocumentedCommandsIT.repository().resolve("docs/tutorials"))) {
            List<Path> all = files.filter(p -> p.toString().endsWith(".md")).sorted().toList();
            assertTrue(!all.isEmpty(), "docs/tutorials holds the tutorials");
            return all.stream();
        }
    }

    /** A tutorial's blocks: the script and the exit status it must end with. */
    record Block(String script, int exit, int line) {
    }

    static List<Block> blocks(Path tutorial) throws Exception {
        List<Block> out = new ArrayList<>();
        List<String> lines = Files.readAllLines(tutorial);
        StringBuilder script = null;
        int exit = 0;
        int start = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher m = FENCE.matcher(line);
            if (script == null && m.matches()) {
                script = new StringBuilder();
                exit = m.group(1) == null ? 0 : Integer.parseInt(m.group(1));
                start = i + 1;
            } else if (script != null && line.startsWith("```")) {
                out.add(new Block(script.toString(), exit, start));
                script = null;
            } else if (script != null) {
                script.append(line).append('\n');
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tutorials")
    void runsAsWritten(Path tutorial, @TempDir Path dir) throws Exception {
        Path root = dir.resolve("root");
        Files.createDirectories(root.resolve("ga-engine"));
        Files.createSymbolicLink(root.resolve("ga-engine/target"),
                DocumentedCommandsIT.repository().resolve("ga-engine/target"));
        Files.createSymbolicLink(root.resolve("bin"), DocumentedCommandsIT.repository().resolve("bin"));
        Files.createSymbolicLink(root.resolve("peers"), DocumentedCommandsIT.repository().resolve("peers"));
        Path work = Files.createDirectories(root.resolve("my-solver"));
        List<Block> blocks = blocks(tutorial);
        assertTrue(blocks.size() >= 3, "the tutorial's blocks were found: " + blocks.size());
        for (Block b : blocks) {
            Process p = new ProcessBuilder("sh", "-e", "-c", b.script()).directory(work.toFile())
                    .redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(5, TimeUnit.MINUTES), tutorial.getFileName() + ":" + b.line());
            assertEquals(b.exit(), p.exitValue(), tutorial.getFileName() + ":" + b.line() + " ends with exit "
                    + b.exit() + "\n" + output);
        }
    }
}
