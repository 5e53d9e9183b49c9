package io.galab.lab;

import io.galab.algorithm.Algorithms;
import io.galab.experiment.ProgressListener;
import java.nio.file.Path;

/**
 * The one set-up the engine's tests start from: the built-in algorithms (with the test-scope ones on
 * the class path), reports under {@code out}, two threads (every result is the same on any number of
 * threads), and no history. A test changes what it is about on the returned builder.
 */
public final class TestSettings {

    private TestSettings() {
    }

    /** Built-in algorithms, reports under {@code out}, 2 threads, no history. */
    public static Session.Builder quiet(Path out) {
        return quiet().folders(out, null);
    }

    /** The same, reports in the default folder (for what writes none, such as planning or tuning). */
    public static Session.Builder quiet() {
        return Session.builder(Algorithms.builtIn()).threads(2).history(false, null);
    }

    /** A lab with {@link #quiet(Path)} settings. */
    public static Lab lab(Path out) {
        return quiet(out).lab();
    }

    /** Runs {@code spec} with {@link #quiet(Path)} settings. */
    public static Lab.SpecRun run(Path spec, Path out) throws Exception {
        Lab lab = lab(out);
        return lab.run(lab.plan(spec), ProgressListener.NONE);
    }
}
