package io.galab.experiment;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/** Finds a {@link RunExecutor} by name among those registered on a class loader. */
public final class RunExecutors {

    private RunExecutors() {
    }

    /**
     * The executor with this name ({@code local} is always there).
     *
     * @throws IllegalArgumentException naming the executors found, when there is none of that name
     */
    public static RunExecutor named(String name, ClassLoader loader) {
        List<String> names = new ArrayList<>();
        for (RunExecutor e : ServiceLoader.load(RunExecutor.class, loader)) {
            if (e.name().equals(name)) {
                return e;
            }
            names.add(e.name());
        }
        if (LocalExecutor.NAME.equals(name)) {
            return new LocalExecutor();
        }
        throw new IllegalArgumentException("unknown executor '" + name + "'; available: " + String.join(", ", names)
                + (name.equals("spark") ? " (add the ga-spark module to the classpath for Spark)" : ""));
    }
}
