package io.galab.lab;

/**
 * Where a {@link Session} reports to: the CLI's standard output and error, or the Maven log. Each
 * method takes one line without a level prefix; the adapter adds its own.
 */
public interface Console {

    void info(String line);

    void warn(String line);

    void error(String line);
}
