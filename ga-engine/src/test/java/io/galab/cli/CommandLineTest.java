package io.galab.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** What the CLI tests share: a folder, and the real command line (Main.execute) with its output kept. */
abstract class CommandLineTest {

    @TempDir
    Path dir;

    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    /** Runs the command line with fresh output streams; returns its exit status. */
    int main(String... args) {
        out = new ByteArrayOutputStream();
        err = new ByteArrayOutputStream();
        return new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true,
                StandardCharsets.UTF_8)).execute(args);
    }

    String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    String err() {
        return err.toString(StandardCharsets.UTF_8);
    }
}
