package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real full disk and a real read-only file system: a 256 KiB tmpfs mounted for the test. This needs
 * root on Linux (as in CI); elsewhere the test is skipped and says why.
 */
class FullOrReadOnlyDiskTest {

    @TempDir
    Path dir;

    Path disk;

    static final String SMALL = "name: small\nseed: 1\nruns: 2\nbudget: {maxGenerations: 20}\n"
            + "puzzles: [{set: sudoku/mantere-koljonen, ids: [s06a]}]\nvariants: [{name: g, algorithm: growth-ga}]\n";

    static int sh(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor();
    }

    @BeforeEach
    void mount() throws Exception {
        disk = dir.resolve("disk");
        Files.createDirectories(disk);
        boolean mounted = System.getProperty("os.name").startsWith("Linux")
                && sh("mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", disk.toString()) == 0;
        Assumptions.assumeTrue(mounted, "mounting a tmpfs needs root on Linux");
    }

    @AfterEach
    void unmount() throws Exception {
        if (disk != null) {
            sh("umount", disk.toString());
        }
    }

    Lab lab() {
        return TestSettings.quiet(disk.resolve("reports")).lab();
    }

    @Test
    void aFullDiskGivesAClearErrorAndKeepsEarlierReports() throws Exception {
        Path small = dir.resolve("small.yaml");
        Files.writeString(small, SMALL);
        lab().run(lab().plan(small), ProgressListener.NONE);
        String html = Files.readString(disk.resolve("reports/small/index.html"));
        Path big = dir.resolve("big.yaml");
        Files.writeString(big, SMALL.replace("name: small", "name: big").replace("runs: 2", "runs: 5000"));
        IOException e = assertThrows(IOException.class, () -> lab().run(lab().plan(big), ProgressListener.NONE));
        assertTrue(e.getMessage().contains("No space left on device"), e.getMessage());
        assertTrue(e.getMessage().contains(disk.resolve("reports/big").toString()), e.getMessage());
        assertEquals(html, Files.readString(disk.resolve("reports/small/index.html")), "earlier report intact");
    }

    @Test
    void aReadOnlyFileSystemGivesAClearErrorAndKeepsEarlierReports() throws Exception {
        Path small = dir.resolve("small.yaml");
        Files.writeString(small, SMALL);
        lab().run(lab().plan(small), ProgressListener.NONE);
        String summary = Files.readString(disk.resolve("reports/small/summary.csv"));
        assertEquals(0, sh("mount", "-o", "remount,ro", disk.toString()));
        Files.writeString(small, SMALL.replace("seed: 1", "seed: 2"));
        IOException e = assertThrows(IOException.class, () -> lab().run(lab().plan(small), ProgressListener.NONE));
        assertTrue(e.getMessage().contains("Read-only file system"), e.getMessage());
        assertEquals(summary, Files.readString(disk.resolve("reports/small/summary.csv")), "earlier report intact");
    }
}
