package io.galab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProvenanceTest {

    @TempDir
    Path dir;

    @Test
    void theCommitIsReadFromALooseOrPackedRefOrADetachedHead() throws Exception {
        Path git = dir.resolve(".git");
        Files.createDirectories(git.resolve("refs/heads"));
        Path spec = dir.resolve("specs/a.yaml");
        Files.createDirectories(spec.getParent());
        Files.writeString(spec, "name: a\n");
        Files.writeString(git.resolve("HEAD"), "ref: refs/heads/main\n");
        Files.writeString(git.resolve("refs/heads/main"), "a".repeat(40) + "\n");
        assertEquals("a".repeat(40), Provenance.commit(spec));
        Files.delete(git.resolve("refs/heads/main"));
        Files.writeString(git.resolve("packed-refs"), "# pack-refs\n" + "b".repeat(40) + " refs/heads/main\n");
        assertEquals("b".repeat(40), Provenance.commit(spec));
        Files.writeString(git.resolve("HEAD"), "c".repeat(40) + "\n");
        assertEquals("c".repeat(40), Provenance.commit(spec));
    }

    @Test
    void theSpecHashIsItsSha256() throws Exception {
        Path f = dir.resolve("x");
        Files.writeString(f, "abc");
        assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", Provenance.sha256(f));
    }
}
