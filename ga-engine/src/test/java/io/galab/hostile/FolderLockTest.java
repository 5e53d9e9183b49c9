package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * One writer per output folder. A second JVM holds the lock here (a real operating-system lock, as
 * another build would); the timeout only guards the build against a hang.
 */
@Timeout(120)
class FolderLockTest {

    @TempDir
    Path dir;

    private Path spec() throws IOException {
        Path spec = dir.resolve("s.yaml");
        Files.writeString(spec, String.join("\n", "name: s", "seed: 1", "runs: 1", "budget: {maxGenerations: 5}",
                "puzzles: [{set: sudoku/mantere-koljonen, ids: [s06a]}]", "variants: [{name: g, algorithm: growth-ga}]",
                ""));
        return spec;
    }

    /** Starts a JVM that locks {@code lockFile}, writes {@code holder} into it, says "locked" and waits for stdin. */
    private Process holder(Path lockFile, String holder) throws Exception {
        Path src = dir.resolve("Hold.java");
        Files.writeString(src, String.join("\n",
                "import java.nio.channels.*; import java.nio.file.*; import java.nio.*;",
                "public class Hold { public static void main(String[] a) throws Exception {",
                "  FileChannel c = FileChannel.open(Path.of(a[0]), StandardOpenOption.CREATE,"
                        + " StandardOpenOption.WRITE);",
                "  FileLock l = c.lock(); c.write(ByteBuffer.wrap(a[1].getBytes()), 0);",
                "  System.out.println(\"locked\"); System.out.flush(); System.in.read(); l.release(); } }", ""));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, src.toString(), lockFile.toString(), holder).start();
        String line = new String(p.getInputStream().readNBytes(6), StandardCharsets.UTF_8);
        assertEquals("locked", line);
        return p;
    }

    @Test
    void withoutWaitingAHeldFolderIsRefusedNamingTheHolder() throws Exception {
        Path spec = spec();
        Files.createDirectories(dir.resolve("out/s"));
        Process other = holder(dir.resolve("out/s/.lock"), "pid 4242 on buildhost");
        try {
            Lab lab = TestSettings.quiet(dir.resolve("out")).threads(1)
                    .waitForFolder(false).lab();
            IOException e = assertThrows(IOException.class, () -> lab.run(lab.plan(spec), ProgressListener.NONE));
            assertTrue(e.getMessage().contains("is in use by another run (pid 4242 on buildhost)"), e.getMessage());
        } finally {
            other.getOutputStream().write('\n');
            other.getOutputStream().flush();
            other.waitFor();
        }
    }

    @Test
    void aWaitingRunSaysWhoHoldsTheFolderAndRunsOnceItIsFree() throws Exception {
        Path spec = spec();
        Files.createDirectories(dir.resolve("out/s"));
        Process other = holder(dir.resolve("out/s/.lock"), "pid 4243 on buildhost");
        List<String> warnings = new CopyOnWriteArrayList<>();
        Lab lab = TestSettings.quiet(dir.resolve("out")).threads(1).lab();
        Thread run = new Thread(() -> {
            try {
                lab.run(lab.plan(spec), new ProgressListener() {
                    @Override
                    public void warning(String message) {
                        warnings.add(message);
                    }
                });
            } catch (Exception e) {
                warnings.add("failed: " + e);
            }
        });
        run.start();
        while (warnings.isEmpty()) {
            Thread.onSpinWait();
        }
        assertTrue(warnings.get(0).contains("waiting for") && warnings.get(0).contains("pid 4243 on buildhost"),
                warnings.toString());
        other.getOutputStream().write('\n');
        other.getOutputStream().flush();
        other.waitFor();
        run.join();
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(Files.isRegularFile(dir.resolve("out/s/index.html")));
        try (FileChannel c = FileChannel.open(dir.resolve("out/s/.lock"), StandardOpenOption.WRITE);
                FileLock free = c.tryLock()) {
            assertTrue(free != null, "the run released the folder");
        }
    }
}
