package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.spec.SpecException;
import io.galab.lab.Lab;
import io.galab.lab.Session;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A puzzle file linked out of the project is refused; a journal or history that is a symbolic link is never
 * written through; a killed run's temporary files are cleaned up.
 */
class LinksAndLeftoversTest {

    static final String S06A =
            "s06a 008060900000203678706051004973048100620039050001700000580900306000000000040005721\n";

    @TempDir
    Path project;
    @TempDir
    Path elsewhere;

    private Path spec(String set) throws Exception {
        Path spec = project.resolve("s.yaml");
        Files.writeString(spec, String.join("\n", "name: s", "seed: 1", "runs: 1", "budget: {maxGenerations: 5}",
                "puzzles: [{set: " + set + "}]", "variants: [{name: g, algorithm: growth-ga}]", ""));
        return spec;
    }

    private Session.Builder settings() {
        return TestSettings.quiet(project.resolve("out")).threads(1);
    }

    private Lab lab() {
        return settings().lab();
    }

    @Test
    void aFileInAPuzzleFolderThatLinksOutOfTheProjectIsRefused() throws Exception {
        Path outside = elsewhere.resolve("secret.txt");
        Files.writeString(outside, S06A);
        Files.createDirectories(project.resolve("puzzles"));
        Files.writeString(project.resolve("puzzles/inside.txt"), S06A.replace("s06a", "mine"));
        Files.createSymbolicLink(project.resolve("puzzles/linked.txt"), outside);
        SpecException e = assertThrows(SpecException.class, () -> lab().plan(spec("puzzles")));
        assertTrue(e.getMessage().contains("'puzzles/linked.txt' leads to " + outside.toRealPath() + ", outside"),
                e.getMessage());
    }

    @Test
    void temporaryFilesOfAKilledReportWriteAreRemovedOnTheNextRun() throws Exception {
        Files.createDirectories(project.resolve("out/s"));
        Path leftover = project.resolve("out/s/.runs.csv1234567.tmp");
        Files.writeString(leftover, "");
        Path mine = project.resolve("out/s/notes.tmp");
        Files.writeString(mine, "kept: not a hidden leftover");
        Files.writeString(project.resolve("p.txt"), S06A);
        lab().run(lab().plan(spec("p.txt")), ProgressListener.NONE);
        assertFalse(Files.exists(leftover));
        assertTrue(Files.exists(mine));
    }

    @Test
    void aJournalHistoryOrLockThatIsALinkIsNeverWrittenThrough() throws Exception {
        Path target = elsewhere.resolve("profile.sh");
        Files.writeString(target, "# someone's file\n");
        Files.writeString(project.resolve("p.txt"), S06A);
        Path spec = spec("p.txt");
        Files.writeString(spec, Files.readString(spec) + "gates: [{minSuccessRate: 0}]\n");
        // the history beside the spec links out of the project: refused, naming where it leads
        Path history = project.resolve("ga-history.csv");
        Files.createSymbolicLink(history, target);
        Lab outward = settings().history(true, history).lab();
        IllegalArgumentException out = assertThrows(IllegalArgumentException.class, () -> outward.run(
                outward.plan(spec), ProgressListener.NONE));
        assertTrue(out.getMessage().contains(history + ": the history file leads to " + target.toRealPath()),
                out.getMessage());
        assertEquals("# someone's file\n", Files.readString(target));
        // a history that links to another file of the project: a warning, the run stands, the target is untouched
        Path inside = project.resolve("other-history.csv");
        Files.writeString(inside, "# someone's file\n");
        Files.delete(history);
        Files.createSymbolicLink(history, inside);
        target = inside;
        java.util.List<String> warnings = new java.util.ArrayList<>();
        Lab lab = settings().history(true, history).lab();
        lab.run(lab.plan(spec), new ProgressListener() {
            @Override
            public void warning(String message) {
                warnings.add(message);
            }
        });
        assertEquals("# someone's file\n", Files.readString(target));
        assertTrue(warnings.stream().anyMatch(w -> w.startsWith(history + ": a symbolic link")), warnings.toString());
        assertTrue(warnings.stream().anyMatch(w -> w.startsWith("cannot append to the history " + history)),
                warnings.toString());
        // the journal links out: refused with the reason, the target untouched
        Path journal = project.resolve("out/s/journal.csv");
        Files.delete(journal);
        Files.createSymbolicLink(journal, target);
        java.io.IOException e = assertThrows(java.io.IOException.class, () -> lab().run(lab().plan(spec),
                ProgressListener.NONE));
        assertTrue(e.getMessage().contains(journal + " is a symbolic link"), e.getMessage());
        assertEquals("# someone's file\n", Files.readString(target));
        // the folder's lock file links out: refused, the target untouched
        Files.delete(journal);
        Path lockFile = project.resolve("out/s/.lock");
        Files.delete(lockFile);
        Files.createSymbolicLink(lockFile, target);
        e = assertThrows(java.io.IOException.class, () -> lab().run(lab().plan(spec), ProgressListener.NONE));
        assertTrue(e.getMessage().startsWith("cannot lock the report folder "), e.getMessage());
        assertEquals("# someone's file\n", Files.readString(target));
    }
}
