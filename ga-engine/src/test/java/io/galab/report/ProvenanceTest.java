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

    /**
     * HEAD → a symbolic ref → refs/heads/main, loose and packed, gives what {@code git rev-parse HEAD}
     * gives, in a repository made by git itself; a loop of symbolic refs and a chain deeper than git
     * follows give "", never the text of a ref.
     */
    @Test
    void symbolicRefsAreResolvedAsGitResolvesThem() throws Exception {
        git("init", "-q", "-b", "main");
        Path spec = dir.resolve("specs/a.yaml");
        Files.createDirectories(spec.getParent());
        Files.writeString(spec, "name: a\n");
        git("add", ".");
        git("-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-q", "-m", "one");
        git("symbolic-ref", "refs/heads/alias", "refs/heads/main");
        git("symbolic-ref", "HEAD", "refs/heads/alias");
        String expected = git("rev-parse", "HEAD");
        assertEquals(40, expected.length());
        assertEquals(expected, Provenance.commit(spec), "loose refs through a symbolic ref");
        git("pack-refs", "--all");
        assertEquals(expected, git("rev-parse", "HEAD"));
        assertEquals(expected, Provenance.commit(spec), "packed refs through a symbolic ref");

        Path refs = dir.resolve(".git/refs/heads");
        Files.writeString(dir.resolve(".git/HEAD"), "ref: refs/heads/a\n");
        Files.writeString(refs.resolve("a"), "ref: refs/heads/b\n");
        Files.writeString(refs.resolve("b"), "ref: refs/heads/a\n");
        assertEquals("", Provenance.commit(spec), "a loop of symbolic refs");
        for (int i = 0; i < 8; i++) {
            Files.writeString(refs.resolve("c" + i), "ref: refs/heads/c" + (i + 1) + "\n");
        }
        Files.writeString(refs.resolve("c8"), expected + "\n");
        Files.writeString(dir.resolve(".git/HEAD"), "ref: refs/heads/c0\n");
        assertEquals("", Provenance.commit(spec), "a chain deeper than git follows");
        Files.writeString(dir.resolve(".git/HEAD"), "ref: refs/heads/c6\n");
        assertEquals(expected, Provenance.commit(spec), "a chain git follows");
    }

    private String git(String... args) throws Exception {
        java.util.List<String> command = new java.util.ArrayList<>(java.util.List.of("git"));
        command.addAll(java.util.List.of(args));
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).trim();
        assertEquals(0, p.waitFor(), String.join(" ", command) + ": " + out);
        return out;
    }

    /** A new repository in the test's folder with one commit holding specs/a.yaml; returns the spec. */
    private Path committedSpec() throws Exception {
        git("init", "-q");
        git("config", "user.email", "t@example.org");
        git("config", "user.name", "t");
        Path spec = dir.resolve("specs/a.yaml");
        Files.createDirectories(spec.getParent());
        Files.writeString(spec, "name: a\n");
        git("add", "-A");
        git("commit", "-q", "-m", "one");
        return spec;
    }

    /** A build from a working tree with changes not committed is recorded as such, never under HEAD alone. */
    @Test
    void aWorkingTreeWithChangesNotCommittedIsNamedDirty() throws Exception {
        Path spec = committedSpec();
        String head = git("rev-parse", "HEAD");
        assertEquals(head, Provenance.commit(spec), "a clean tree: the commit alone");
        Files.writeString(spec, "name: a\nseed: 2\n");
        assertEquals(head + "+dirty", Provenance.commit(spec), "a tracked file changed");
        git("commit", "-q", "-am", "two");
        assertEquals(git("rev-parse", "HEAD"), Provenance.commit(spec));
        Files.writeString(dir.resolve("specs/New.java"), "class New {}\n");
        assertEquals(git("rev-parse", "HEAD") + "+dirty", Provenance.commit(spec), "a file not yet added");
        io.galab.report.gate.History.Entry e = new io.galab.report.gate.History.Entry(java.time.Instant.EPOCH,
                Provenance.commit(spec), "v", "s", "p", "v", "", 1, 1, 1, "", "", "");
        assertEquals(git("rev-parse", "HEAD").substring(0, 7) + "+dirty", e.label(), "the chart's label");
    }

    /**
     * galab's own outputs never make a build dirty: a clean checkout whose spec is run into a folder git does not
     * ignore (its reports, journals and history written there) is recorded under its commit alone, on a branch,
     * a detached HEAD, a packed ref and a linked worktree; a change outside that folder still is dirty.
     */
    @Test
    void galabsOwnOutputsInAnUnignoredFolderAreNotChanges() throws Exception {
        Path spec = committedSpec();
        String head = git("rev-parse", "HEAD");
        java.util.List<Path> out = java.util.List.of(dir.resolve("specs/out"), dir.resolve("history.csv"));
        Files.createDirectories(dir.resolve("specs/out/a"));
        Files.writeString(dir.resolve("specs/out/a/journal.csv"), "x\n");
        Files.writeString(dir.resolve("specs/out/a/index.html"), "x\n");
        Files.writeString(dir.resolve("history.csv"), "x\n");
        assertEquals(head, Provenance.commit(spec, out), "the outputs alone: not dirty");
        assertEquals(head + "+dirty", Provenance.commit(spec), "without naming them, they are changes");
        git("checkout", "-q", "--detach");
        assertEquals(head, Provenance.commit(spec, out), "a detached HEAD");
        git("checkout", "-q", "-");
        git("pack-refs", "--all");
        assertEquals(head, Provenance.commit(spec, out), "a packed branch");
        Path linked = dir.resolve("wt");
        git("worktree", "add", "-q", linked.toString());
        Path linkedSpec = linked.resolve("specs/a.yaml");
        Files.createDirectories(linked.resolve("specs/out"));
        Files.writeString(linked.resolve("specs/out/journal.csv"), "x\n");
        assertEquals(head, Provenance.commit(linkedSpec, java.util.List.of(linked.resolve("specs/out"))),
                "a linked worktree");
        Files.writeString(spec, "name: a\nseed: 2\n");
        assertEquals(head + "+dirty", Provenance.commit(spec, out), "a change outside the outputs");
    }

    @Test
    void theSpecHashIsItsSha256() throws Exception {
        Path f = dir.resolve("x");
        Files.writeString(f, "abc");
        assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", Provenance.sha256(f));
    }
}
