package io.galab.report;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * What produced a report: galab's version, the project's git commit (when the spec lies in a git
 * checkout), the spec file's SHA-256, the date, the wall time, and the JVM, OS, cores and threads. The
 * page shows it so that a reader can tell which code and which spec made the numbers.
 *
 * @param version  galab's version, e.g. {@code 0.1.0-SNAPSHOT}
 * @param commit   the checkout's commit (40 hex digits), followed by {@code +dirty} when its working tree has
 *                 changes not committed ({@link #DIRTY}); "" outside a git checkout
 * @param branch   the branch checked out, or on a detached HEAD the CI's branch variable
 *                 ({@code GITHUB_HEAD_REF}, {@code GITHUB_REF_NAME}, {@code CI_COMMIT_REF_NAME}); "" when unknown
 * @param specHash the SHA-256 of the spec file's bytes
 * @param finished when the report was written (UTC)
 * @param wall     the wall time of this invocation for the spec (runs resumed from a journal cost none)
 * @param jvm      Java version and vendor
 * @param os       OS name, version and architecture
 * @param cores    processors the JVM sees
 * @param threads  worker threads used
 */
public record Provenance(String version, String commit, String branch, String specHash, Instant finished,
        Duration wall, String jvm, String os, int cores, int threads) {

    /** galab's version from {@code io/galab/galab.properties}, written by the build. */
    public static String galabVersion() {
        try (InputStream in = Provenance.class.getResourceAsStream("/io/galab/galab.properties")) {
            Properties p = new Properties();
            if (in != null) {
                p.load(in);
            }
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** "Java 17.0.12 (Eclipse Adoptium)". */
    public static String jvmDescription() {
        return "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")";
    }

    /** The provenance of a report on {@code specFile}, finished now after {@code wall}. */
    public static Provenance of(Path specFile, Duration wall, int threads) {
        return of(specFile, wall, threads, List.of());
    }

    /**
     * As {@link #of(Path, Duration, int)}, where {@code outputs} are galab's own outputs (the report folder with its
     * journals, the history file): a change under them does not make the build {@code +dirty}.
     */
    public static Provenance of(Path specFile, Duration wall, int threads, List<Path> outputs) {
        return new Provenance(galabVersion(), commit(specFile, outputs), branch(specFile, System.getenv()),
                sha256(specFile),
                Instant.now(), wall,
                jvmDescription(), System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"), Runtime.getRuntime().availableProcessors(), threads);
    }

    /** The date as {@code 2026-11-26 09:30 UTC}. */
    public String date() {
        return DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'").withZone(ZoneOffset.UTC).format(finished);
    }

    /** The rows of the page's provenance block, as label and value. */
    public List<String[]> rows() {
        return List.of(new String[] {"galab", version}, new String[] {"commit",
                commit.isEmpty() ? "not in a git checkout" : commit},
                new String[] {"spec SHA-256", specHash}, new String[] {"date", date()},
                new String[] {"wall time", seconds(wall)}, new String[] {"JVM", jvm}, new String[] {"OS", os},
                new String[] {"cores / threads", cores + " / " + threads});
    }

    static String seconds(Duration d) {
        long s = d.toSeconds();
        return s >= 3600 ? s / 3600 + " h " + (s % 3600) / 60 + " min" : s >= 60 ? s / 60 + " min " + s % 60 + " s"
                : String.format(Locale.ROOT, "%.1f s", d.toMillis() / 1000.0);
    }

    public static String sha256(Path file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException | NoSuchAlgorithmException e) {
            return "unreadable (" + e.getMessage() + ")";
        }
    }

    /**
     * The branch checked out in the git repository that holds {@code file} ({@code .git/HEAD} names
     * {@code refs/heads/NAME}); on a detached HEAD, as CI checkouts often are, the first CI variable set
     * of {@code GITHUB_HEAD_REF}, {@code GITHUB_REF_NAME} and {@code CI_COMMIT_REF_NAME}; else "".
     */
    public static String branch(Path file, Map<String, String> environment) {
        Path git = gitDirectory(file);
        if (git != null) {
            try {
                String head = Files.readString(git.resolve("HEAD")).trim();
                if (head.startsWith("ref: refs/heads/")) {
                    return head.substring("ref: refs/heads/".length());
                }
            } catch (IOException e) {
                // an unreadable HEAD: fall back to what CI says
            }
        }
        for (String variable : List.of("GITHUB_HEAD_REF", "GITHUB_REF_NAME", "CI_COMMIT_REF_NAME")) {
            String value = environment.get(variable);
            if (value != null && !value.isBlank()) {
                return value.trim();
            }
        }
        return "";
    }

    /**
     * The {@code .git} folder of the git repository that holds {@code file}, or null: the nearest
     * {@code .git} folder above it, or the folder a {@code .git} file names ({@code gitdir:}, a worktree's).
     */
    private static Path gitDirectory(Path file) {
        for (Path dir = file.toAbsolutePath().getParent(); dir != null; dir = dir.getParent()) {
            Path git = dir.resolve(".git");
            try {
                if (Files.isRegularFile(git)) {
                    String line = Files.readString(git).trim();
                    if (!line.startsWith("gitdir:")) {
                        return null;
                    }
                    git = dir.resolve(line.substring("gitdir:".length()).trim());
                }
            } catch (IOException e) {
                return null;
            }
            if (Files.isDirectory(git)) {
                return git;
            }
        }
        return null;
    }

    /**
     * The commit checked out in the git repository that holds {@code file}: reads {@code .git/HEAD} and
     * the branch's ref (loose or packed) without running git. "" when there is none.
     */
    static String commit(Path file) {
        return commit(file, List.of());
    }

    /** As {@link #commit(Path)}, where changes under {@code outputs} (galab's own) are not changes. */
    static String commit(Path file, List<Path> outputs) {
        Path git = gitDirectory(file);
        try {
            String head = git == null ? "" : head(git);
            return head.isEmpty() || !dirty(file, outputs) ? head : head + DIRTY;
        } catch (IOException e) {
            return "";
        }
    }

    /** What a commit is followed by when the working tree has changes not committed: {@code 8f1be9e…+dirty}. */
    public static final String DIRTY = "+dirty";

    /**
     * True when the working tree that holds {@code file} has changes not committed (tracked files changed, or
     * files not ignored and not yet added), as {@code git status --porcelain} reports them. False where git cannot
     * be run or does not answer within 10 s: the build is then recorded under its commit alone.
     */
    static boolean dirty(Path file) {
        return dirty(file, List.of());
    }

    /**
     * As {@link #dirty(Path)}, leaving out every change under {@code outputs} (galab's report folder, its journals and
     * history): a build that writes its reports into a folder git does not ignore is not dirty for that.
     */
    static boolean dirty(Path file, List<Path> outputs) {
        Path dir = Files.isDirectory(file) ? file : file.toAbsolutePath().getParent();
        try {
            String top = git(dir, "rev-parse", "--show-toplevel");
            String status = git(dir, "status", "--porcelain", "-z", "--untracked-files=all");
            if (top == null || status == null) {
                return false;
            }
            Path root = Path.of(top.trim()).toRealPath();
            List<Path> mine = new java.util.ArrayList<>();
            for (Path o : outputs) {
                mine.add(real(o));
            }
            String[] fields = status.split("\0");
            for (int i = 0; i < fields.length; i++) {
                String f = fields[i];
                if (f.length() < 4) {
                    continue;
                }
                char x = f.charAt(0);
                Path changed = root.resolve(f.substring(3)).normalize();
                if (x == 'R' || x == 'C') {
                    i++; // a rename's or copy's source follows it
                }
                if (mine.stream().noneMatch(changed::startsWith)) {
                    return true;
                }
            }
            return false;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** A path with every link its existing part holds followed, so that it compares with git's. */
    private static Path real(Path p) {
        Path abs = p.toAbsolutePath().normalize();
        Path existing = abs;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        try {
            return existing == null ? abs : existing.toRealPath().resolve(existing.relativize(abs));
        } catch (IOException e) {
            return abs;
        }
    }

    /** What {@code git -C dir ARGS} prints, or null when git cannot run, fails or takes over 10 s. */
    private static String git(Path dir, String... args) throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of("git", "-C", dir.toString()));
        command.addAll(List.of(args));
        Process git = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD)
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File(
                        System.getProperty("os.name").startsWith("Windows") ? "NUL" : "/dev/null"))).start();
        byte[] out = git.getInputStream().readAllBytes();
        if (!git.waitFor(10, java.util.concurrent.TimeUnit.SECONDS)) {
            git.destroyForcibly();
            return null;
        }
        return git.exitValue() == 0 ? new String(out, java.nio.charset.StandardCharsets.UTF_8) : null;
    }

    /** How many symbolic refs git follows before it gives up (SYMREF_MAXDEPTH in git's refs.c). */
    static final int MAX_SYMREF_DEPTH = 5;

    /**
     * HEAD resolved as {@code git rev-parse HEAD} does: a symbolic ref ({@code ref: …}) is followed,
     * loose (in the worktree's git folder, then the common one) or packed, through chains of symbolic
     * refs up to git's depth. Anything but a commit hash (an unborn branch, a loop, a chain too deep,
     * damaged text) is "": the text of a ref is never returned.
     */
    private static String head(Path git) throws IOException {
        Path common = Files.isRegularFile(git.resolve("commondir"))
                ? git.resolve(Files.readString(git.resolve("commondir")).trim()) : git;
        String value = Files.readString(git.resolve("HEAD")).trim();
        for (int depth = 0; depth <= MAX_SYMREF_DEPTH && value.startsWith("ref:"); depth++) {
            value = ref(git, common, value.substring(4).trim());
        }
        return value.matches("[0-9a-f]{40}|[0-9a-f]{64}") ? value : "";
    }

    /** A ref's content: its loose file's text, or its hash in {@code packed-refs}; "" when neither has it. */
    private static String ref(Path git, Path common, String ref) throws IOException {
        if (!ref.startsWith("refs/") && !ref.equals("HEAD") || ref.contains("..")) {
            return "";
        }
        for (Path dir : List.of(git, common)) {
            Path loose = dir.resolve(ref);
            if (Files.isRegularFile(loose)) {
                return Files.readString(loose).trim();
            }
        }
        Path packed = common.resolve("packed-refs");
        if (Files.isRegularFile(packed)) {
            for (String line : Files.readAllLines(packed)) {
                if (!line.startsWith("#") && !line.startsWith("^") && line.endsWith(" " + ref)) {
                    return line.substring(0, line.indexOf(' '));
                }
            }
        }
        return "";
    }
}
