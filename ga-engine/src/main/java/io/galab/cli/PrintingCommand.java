package io.galab.cli;

import java.io.PrintStream;
import java.util.concurrent.Callable;

/** A command that prints: {@link Main} hands it the streams of the run before it is called. */
abstract class PrintingCommand implements Callable<Integer>, Main.Streams {

    PrintStream out;
    PrintStream err;

    @Override
    public void streams(PrintStream o, PrintStream e) {
        out = o;
        err = e;
    }
}
