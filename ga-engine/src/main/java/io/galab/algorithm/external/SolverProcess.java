package io.galab.algorithm.external;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * One run of an external program, bounded in time, and its whole process tree killed at the bound.
 *
 * <p>The program is started through a small POSIX {@code sh} watchdog, never through a shell line: the
 * argument list is passed to it as {@code "$@"} and run as it is. The watchdog puts the program in a
 * process group of its own ({@code setsid}, where there is one) and reads its own standard input from
 * galab; when that input ends, because galab closed it at the time limit or because galab itself died,
 * even by {@code kill -9}, it kills the whole group. galab also kills every descendant it can see, and a
 * shutdown hook kills what is left when the JVM exits. No orphaned solver survives galab.
 */
final class SolverProcess {

    /** The last bytes of standard output kept: an answer is at its end. */
    private static final int MAX_OUTPUT = 8 << 20;
    /** The standard error lines a failure keeps. */
    static final int ERROR_LINES = 8;
    private static final String WATCHDOG = String.join("\n",
            "exec 3<&0",
            "if command -v setsid >/dev/null 2>&1; then setsid \"$@\" </dev/null 3<&- & else \"$@\" </dev/null 3<&- &"
                    + " fi",
            "child=$!",
            "( while read -r _ <&3; do :; done; kill -9 -\"$child\" 2>/dev/null || kill -9 \"$child\" 2>/dev/null ) &",
            "watch=$!",
            "exec 3<&-",
            "wait \"$child\"",
            "status=$?",
            "kill -9 \"$watch\" 2>/dev/null",
            "exit $status");
    private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> LIVE.forEach(SolverProcess::kill),
                "galab-external-solvers"));
    }

    /**
     * How a run of the program ended.
     *
     * @param exit        its exit status (meaningless when killed)
     * @param killed      true when galab killed it at the time limit
     * @param interrupted true when galab's thread was interrupted and killed it
     * @param output      its standard output (the last {@value #MAX_OUTPUT} bytes)
     * @param errorTail   the last lines of its standard error
     * @param seconds     wall time from start to exit
     */
    record Outcome(int exit, boolean killed, boolean interrupted, String output, String errorTail, double seconds) {
    }

    private SolverProcess() {
    }

    /**
     * Runs {@code arguments} in {@code folder}; kills the tree after {@code limitSeconds} + {@code grace}.
     *
     * @throws IOException when the program cannot be started
     */
    static Outcome run(List<String> arguments, Path folder, double limitSeconds, double grace) throws IOException {
        List<String> argv = new ArrayList<>(List.of("/bin/sh", "-c", WATCHDOG, "galab-external"));
        argv.addAll(arguments);
        ProcessBuilder builder = new ProcessBuilder(argv).directory(folder.toFile());
        long start = System.nanoTime();
        Process process = builder.start();
        LIVE.add(process);
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
        if (killed || interrupted) {
            kill(process);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        try {
            process.waitFor(5, TimeUnit.SECONDS);
            out.join(5000);
            err.join(5000);
        } catch (InterruptedException e) {
            interrupted = true;
        }
        LIVE.remove(process);
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return new Outcome(process.isAlive() ? -1 : process.exitValue(), killed, interrupted, out.text(),
                lastLines(err.text(), ERROR_LINES), seconds);
    }

    /** Ends the watchdog's input (it kills the program's group) and kills every descendant galab sees. */
    static void kill(Process process) {
        List<ProcessHandle> tree = process.descendants().toList();
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // the watchdog is gone already
        }
        tree.forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
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
