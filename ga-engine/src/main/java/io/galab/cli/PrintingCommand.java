package io.galab.cli;

import java.io.PrintStream;
import java.util.concurrent.Callable;

/** A command that prints: {@link Main} hands it the streams of the run before it is called. */
abstract class PrintingCommand implements Callable<Integer>, Main.Streams {

    PrintStream out;
    PrintStream err;
    /** The algorithms: built-in, and a project's own given by {@code --classpath} ({@link Main#algorithms()}). */
    java.util.function.Supplier<io.galab.algorithm.Algorithms> algorithms = io.galab.algorithm.Algorithms::builtIn;

    /** The algorithms this run knows. */
    io.galab.algorithm.Algorithms algorithms() {
        return algorithms.get();
    }

    @Override
    public void streams(PrintStream o, PrintStream e) {
        out = o;
        err = e;
    }
}
