package io.galab.spark;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;

/**
 * Standard error without the one stack trace Spark's shutdown prints after a successful job: a
 * {@code RejectedExecutionException} "rejected from … [Shutting down" or "[Terminated", thrown when an RPC reply
 * reaches a thread pool that {@code SparkContext.stop()} has closed and printed by Scala's default reporter of
 * execution-context failures. It says nothing about the job (the runs are journaled by then), so galab drops those
 * lines and passes every other line through unchanged (docs/scale-out.md, "When the cluster fails").
 */
final class ShutdownNoise extends OutputStream {

    private static final Object LOCK = new Object();
    private static boolean installed;

    private final PrintStream target;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private boolean dropping;

    private ShutdownNoise(PrintStream target) {
        this.target = target;
    }

    /** Puts the filter in front of {@code System.err}, once per JVM. */
    static void install() {
        synchronized (LOCK) {
            if (!installed) {
                PrintStream err = System.err;
                System.setErr(new PrintStream(new ShutdownNoise(err), true, Charset.defaultCharset()));
                installed = true;
            }
        }
    }

    @Override
    public synchronized void write(int b) {
        line.write(b);
        if (b == '\n') {
            emit();
        }
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        for (int i = off; i < off + len; i++) {
            write(b[i]);
        }
    }

    @Override
    public synchronized void flush() {
        target.flush();
    }

    private void emit() {
        String text = line.toString(Charset.defaultCharset());
        line.reset();
        if (dropping && (text.startsWith("\tat ") || text.startsWith("\t... ") || text.startsWith("\tSuppressed:")
                || text.startsWith("Caused by:"))) {
            return;
        }
        dropping = noise(text);
        if (!dropping) {
            target.print(text);
        }
    }

    /** The first line of the shutdown's stack trace. */
    static boolean noise(String text) {
        return text.startsWith("java.util.concurrent.RejectedExecutionException")
                && (text.contains("[Shutting down") || text.contains("[Terminated"));
    }
}
