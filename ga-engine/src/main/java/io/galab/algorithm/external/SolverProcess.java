package io.galab.algorithm.external;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * One run of an external program, bounded in time, that owns every process the program starts, from
 * its start to its exit (docs/external-solvers.md, "External solvers", "Processes").
 *
 * <p>The program is started through a small POSIX {@code sh} watchdog, never through a shell line: the
 * argument list is passed to it as {@code "$@"} and run as it is. Each run has a random token, set in
 * the program's environment as {@value #TOKEN}; every process the program starts inherits it, whatever
 * session or process group it moves to, and is found by it in {@code /proc}.
 *
 * <ul>
 *   <li>The watchdog runs in a session of its own ({@code setsid}), so that a signal to galab's process
 *       group (a terminal closed, {@code timeout}, a cancelled CI job) never reaches it; the program runs
 *       in another session of its own.</li>
 *   <li>When the program exits, the watchdog kills the rest of the run: the program's process group and
 *       every process that carries the token, until two scans a moment apart find none (a process in the
 *       middle of an exec shows no environment for that moment). A run's time ends at the program's exit,
 *       not when the last holder of its output closes it.</li>
 *   <li>The watchdog reads its standard input from galab. When that input ends (galab closed it at the
 *       time limit, or galab died, even by {@code kill -9}), it kills the run's processes the same way;
 *       so does a TERM, HUP or INT sent to it.</li>
 *   <li>galab itself scans once more after every run. After a run its watchdog did not end by itself (the
 *       limit, an interruption, a watchdog killed by a signal) and in a shutdown hook, it kills every
 *       process that still carries the run's token: a program that kills its watchdog is ended at once,
 *       and its run with it.</li>
 * </ul>
 *
 * <p>What remains out of reach: a process that the program starts with an emptied environment in a
 * new session of its own, and processes of another user (a set-user-id program).
 */
final class SolverProcess {

    /** The environment variable that marks a run's processes. */
    static final String TOKEN = "GALAB_RUN_TOKEN";
    /** The last bytes of standard output kept: an answer is at its end. */
    private static final int MAX_OUTPUT = 8 << 20;
    /** The standard error lines a failure keeps. */
    static final int ERROR_LINES = 8;
    /** Exit status of the watchdog when a signal or galab's end killed the run. */
    static final int REAPED = 250;
    private static final String WATCHDOG = String.join("\n",
            "token=$1; timesfile=$2; shift 2",
            "child=",
            // a scan that finds no process is trusted only when a second one, a moment later, finds none
            // either: a process in the middle of an exec shows no environment for that moment
            "reap() {",
            "  i=0; quiet=0",
            "  while [ $i -lt 40 ]; do",
            "    i=$((i + 1))",
            "    [ -n \"$child\" ] && kill -9 -\"$child\" 2>/dev/null",
            "    found=$(grep -lzxF \"" + TOKEN + "=$token\" /proc/[0-9]*/environ 2>/dev/null)",
            "    if [ -z \"$found\" ]; then",
            "      [ $quiet -eq 1 ] && return",
            "      quiet=1; sleep 0.02 2>/dev/null",
            "      continue",
            "    fi",
            "    quiet=0",
            "    for f in $found; do p=${f#/proc/}; kill -9 \"${p%/environ}\" 2>/dev/null; done",
            "  done",
            "}",
            "trap 'reap; exit " + REAPED + "' TERM HUP INT",
            "exec 3<&0 0</dev/null",
            "if command -v setsid >/dev/null 2>&1; then",
            "  " + TOKEN + "=\"$token\" setsid \"$@\" 3<&- &",
            "else",
            "  " + TOKEN + "=\"$token\" \"$@\" 3<&- &",
            "fi",
            "child=$!",
            "( trap - TERM HUP INT; while read -r _ <&3; do :; done; reap ) >/dev/null 2>&1 &",
            "watch=$!",
            "exec 3<&-",
            "wait \"$child\"",
            "status=$?",
            // the CPU time of the program and of the processes it waited for (the shell's children's times)
            "times > \"$timesfile\" 2>/dev/null",
            "reap",
            "kill -9 \"$watch\" 2>/dev/null",
            "exit $status");
    private static final Map<Process, String> LIVE = new ConcurrentHashMap<>();
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final boolean PROC = Files.isDirectory(Path.of("/proc/self"));
    private static final Path SETSID = Stream.of("/usr/bin/setsid", "/bin/setsid").map(Path::of)
            .filter(Files::isExecutable).findFirst().orElse(null);

    /**
     * Counted down when galab begins to stop (its shutdown hook: Ctrl-C, a signal to its group, SIGTERM, the end of
     * the JVM), before it kills any run's processes: a program that dies while galab stops is an interruption, not
     * a failure of the program.
     */
    private static final java.util.concurrent.CountDownLatch STOPPING = new java.util.concurrent.CountDownLatch(1);
    /** How long a program killed by a signal waits to be told it was galab's stop (the signal may come first). */
    private static final long STOP_WAIT_MILLIS = 1_000;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            STOPPING.countDown();
            LIVE.forEach(SolverProcess::kill);
        }, "galab-external-solvers"));
    }

    /**
     * True when galab is stopping, or begins to within {@link #STOP_WAIT_MILLIS} of a program's death by
     * {@code exit} (a signal's status, or the watchdog's {@link #REAPED}): whichever of the signal to the
     * program and galab's own stop arrives first, a run ended by galab's stop is never reported as the program's
     * failure (docs/external-solvers.md, "Processes").
     */
    static boolean stoppedByGalab(int exit) {
        if (STOPPING.getCount() == 0) {
            return true;
        }
        if (exit != REAPED && exit <= 128) {
            return false;
        }
        try {
            return STOPPING.await(STOP_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return true;
        }
    }

    /**
     * How a run of the program ended.
     *
     * @param exit        its exit status (meaningless when killed)
     * @param killed      true when galab killed it at the time limit
     * @param interrupted true when galab's thread was interrupted and killed it
     * @param output      its standard output (the last {@value #MAX_OUTPUT} bytes)
     * @param errorTail   the last lines of its standard error
     * @param seconds     wall time from start to the program's exit
     * @param cpuSeconds  the CPU time (user and system) of the program and of the processes it waited for, as
     *                    its watchdog's shell counts its children's; NaN when not known (a run killed or stopped)
     */
    record Outcome(int exit, boolean killed, boolean interrupted, String output, String errorTail, double seconds,
            double cpuSeconds) {

        Outcome(int exit, boolean killed, boolean interrupted, String output, String errorTail, double seconds) {
            this(exit, killed, interrupted, output, errorTail, seconds, Double.NaN);
        }
    }

    private SolverProcess() {
    }

    /**
     * Runs {@code arguments} in {@code folder}; kills the run after {@code limitSeconds} + {@code grace}, and
     * every process it left behind when the program exits.
     *
     * @throws IOException when the program cannot be started
     */
    static Outcome run(List<String> arguments, Path folder, double limitSeconds, double grace) throws IOException {
        return run(arguments, folder, limitSeconds, grace, Map.of(), List.of());
    }

    /**
     * As {@link #run(List, Path, double, double)}, the program's environment holding {@code environment}'s values
     * and none of the other {@code declared} names (a declared variable that was unset when the plan hashed it).
     */
    static Outcome run(List<String> arguments, Path folder, double limitSeconds, double grace,
            Map<String, String> environment, List<String> declared) throws IOException {
        String token = HexFormat.of().formatHex(RANDOM.generateSeed(12));
        List<String> argv = new ArrayList<>();
        if (SETSID != null) {
            // -w: should setsid have to fork, it waits for the watchdog and passes on its status
            argv.addAll(List.of(SETSID.toString(), "-w"));
        }
        Path times = Files.createTempFile("galab-times-", ".txt");
        argv.addAll(List.of("/bin/sh", "-c", WATCHDOG, "galab-external", token, times.toString()));
        argv.addAll(arguments);
        ProcessBuilder builder = new ProcessBuilder(argv).directory(folder.toFile());
        builder.environment().remove(TOKEN);
        for (String name : declared) {
            builder.environment().remove(name);
        }
        builder.environment().putAll(environment);
        long start = System.nanoTime();
        Process process = builder.start();
        LIVE.put(process, token);
        Tail out = new Tail(process.getInputStream(), MAX_OUTPUT);
        Tail err = new Tail(process.getErrorStream(), 64 << 10);
        out.start();
        err.start();
        long deadline = start + (long) ((limitSeconds + grace) * 1e9);
        boolean killed = false;
        boolean interrupted = false;
        try {
            while (true) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    killed = true;
                    break;
                }
                if (process.waitFor(Math.min(left, 50_000_000L), TimeUnit.NANOSECONDS)) {
                    break;
                }
            }
        } catch (InterruptedException e) {
            interrupted = true;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        if (killed || interrupted || process.exitValue() >= 128) {
            // the limit, or a watchdog that did not end by itself (killed by a signal, perhaps by the program):
            // its reap may not have run, so galab kills what carries the token
            kill(process, token);
        } else {
            // the watchdog exited after the program and killed what was left of the run itself; galab checks
            closeInput(process);
            killCarrying(token, true);
        }
        try {
            // every holder of the output is killed by now: what is left to read is at most a pipe's buffer
            process.waitFor(5, TimeUnit.SECONDS);
            out.join(2000);
            err.join(1000);
        } catch (InterruptedException e) {
            interrupted = true;
        }
        LIVE.remove(process);
        int exit = process.isAlive() ? -1 : process.exitValue();
        if (interrupted) {
            Thread.currentThread().interrupt();
        } else if (!killed && stoppedByGalab(exit)) {
            interrupted = true; // galab is stopping: the run is redone on resume, never journaled
        }
        double cpu = cpuSeconds(times);
        try {
            Files.deleteIfExists(times);
        } catch (IOException e) {
            // a temporary file left behind: the next JVM's clean-up of galab's temporary files takes it
        }
        return new Outcome(exit, killed, interrupted, out.text(),
                lastLines(err.text(), ERROR_LINES), seconds, cpu);
    }

    private static final java.util.regex.Pattern TIME = java.util.regex.Pattern.compile("(\\d+)m([0-9.]+)s");

    /**
     * The children's user and system time from the shell's {@code times} (its second line: "0m1.23s 0m0.04s"),
     * in seconds; NaN when the file holds no such line (the watchdog was killed before it wrote it).
     */
    static double cpuSeconds(Path times) {
        try {
            List<String> lines = Files.readAllLines(times);
            if (lines.size() < 2) {
                return Double.NaN;
            }
            java.util.regex.Matcher m = TIME.matcher(lines.get(1));
            double total = 0;
            int found = 0;
            while (m.find()) {
                total += Long.parseLong(m.group(1)) * 60 + Double.parseDouble(m.group(2));
                found++;
            }
            return found == 2 ? total : Double.NaN;
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    /**
     * Ends the watchdog's input (it kills the run's processes), kills every descendant galab sees and every
     * process that carries the run's token.
     */
    static void kill(Process process, String token) {
        List<ProcessHandle> tree = process.descendants().toList();
        closeInput(process);
        tree.forEach(ProcessHandle::destroyForcibly);
        // the handle's kill, not Process.destroyForcibly, which closes the output streams under their readers
        process.toHandle().destroyForcibly();
        killCarrying(token, false);
    }

    /**
     * Kills every process that carries the run's token. A process in the middle of an exec shows no
     * environment for that moment, so an empty scan is trusted only after another one a moment later, unless
     * {@code trustEmpty} (the watchdog's own reap has made that second look already) and nothing was found.
     */
    private static void killCarrying(String token, boolean trustEmpty) {
        boolean quiet = trustEmpty;
        boolean interrupted = Thread.interrupted();
        for (int round = 0; round < 40; round++) {
            List<Long> left = carrying(token);
            if (!left.isEmpty()) {
                quiet = false;
                left.forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly));
            } else if (quiet) {
                break;
            } else {
                quiet = true;
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Closes the watchdog's input: a watchdog still running then kills the run's processes. */
    private static void closeInput(Process process) {
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // the watchdog is gone already
        }
    }

    /** The live processes whose environment holds the run's token (none where there is no {@code /proc}). */
    static List<Long> carrying(String token) {
        if (!PROC) {
            return List.of();
        }
        byte[] mark = (TOKEN + "=" + token).getBytes(StandardCharsets.UTF_8);
        List<Long> found = new ArrayList<>();
        try (var all = Files.newDirectoryStream(Path.of("/proc"), p -> p.getFileName().toString()
                .chars().allMatch(Character::isDigit))) {
            for (Path p : all) {
                byte[] env;
                try {
                    env = Files.readAllBytes(p.resolve("environ"));
                } catch (IOException | SecurityException e) {
                    continue; // gone, or another user's
                }
                if (holds(env, mark)) {
                    found.add(Long.parseLong(p.getFileName().toString()));
                }
            }
        } catch (IOException e) {
            // no /proc to read: the watchdog's kill is all there is
        }
        return found;
    }

    /** Whether a NUL-separated environment block holds {@code entry} as one of its entries. */
    static boolean holds(byte[] env, byte[] entry) {
        for (int from = 0; from + entry.length <= env.length; ) {
            int end = from;
            while (end < env.length && env[end] != 0) {
                end++;
            }
            if (end - from == entry.length && Arrays.equals(env, from, end, entry, 0, entry.length)) {
                return true;
            }
            from = end + 1;
        }
        return false;
    }

    static String lastLines(String text, int count) {
        List<String> lines = Arrays.stream(text.split("\r?\n")).filter(l -> !l.isBlank()).toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - count), lines.size()));
    }

    /** Reads a stream to its end on its own thread, keeping its last bytes. */
    private static final class Tail extends Thread {
        private final InputStream in;
        private final int max;
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        Tail(InputStream in, int max) {
            super("galab-external-output");
            setDaemon(true);
            this.in = in;
            this.max = max;
        }

        @Override
        public void run() {
            byte[] buffer = new byte[1 << 14];
            try (in) {
                for (int k; (k = in.read(buffer)) >= 0; ) {
                    synchronized (bytes) {
                        bytes.write(buffer, 0, k);
                        if (bytes.size() > 2 * max) {
                            byte[] all = bytes.toByteArray();
                            bytes.reset();
                            bytes.write(all, all.length - max, max);
                        }
                    }
                }
            } catch (IOException e) {
                // the process was killed: keep what was read
            }
        }

        String text() {
            synchronized (bytes) {
                byte[] all = bytes.toByteArray();
                int from = Math.max(0, all.length - max);
                return new String(all, from, all.length - from, StandardCharsets.UTF_8);
            }
        }
    }
}
