package io.galab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.RejectedExecutionException;
import org.junit.jupiter.api.Test;

/** The stack trace of a closed pool at Spark's shutdown is dropped from standard error; nothing else is. */
class ShutdownNoiseTest {

    @Test
    void onlyTheShutdownsRejectedTaskIsDropped() throws Exception {
        PrintStream before = System.err;
        ByteArrayOutputStream seen = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(seen, true, StandardCharsets.UTF_8));
            java.lang.reflect.Field installed = ShutdownNoise.class.getDeclaredField("installed");
            installed.setAccessible(true);
            installed.set(null, false);
            ShutdownNoise.install();
            System.err.println("before");
            new RejectedExecutionException("Task Future(<not completed>) rejected from java.util.concurrent"
                    + ".ThreadPoolExecutor@725e9411[Shutting down, pool size = 2, active threads = 0]")
                    .printStackTrace();
            System.err.println("between");
            new RejectedExecutionException("rejected: the queue is full").printStackTrace();
            new IllegalStateException("a real problem").printStackTrace();
            System.err.println("after");
        } finally {
            System.setErr(before);
            java.lang.reflect.Field installed = ShutdownNoise.class.getDeclaredField("installed");
            installed.setAccessible(true);
            installed.set(null, false); // the next Spark test installs it in front of the real standard error
        }
        String text = seen.toString(StandardCharsets.UTF_8);
        assertFalse(text.contains("Shutting down"), text);
        assertTrue(text.startsWith("before\nbetween\njava.util.concurrent.RejectedExecutionException: rejected: the"
                + " queue is full\n\tat "), text);
        assertTrue(text.contains("java.lang.IllegalStateException: a real problem\n\tat "), text);
        assertTrue(text.endsWith("after\n"), text);
        assertEquals(1, text.split("IllegalStateException").length - 1);
    }
}
