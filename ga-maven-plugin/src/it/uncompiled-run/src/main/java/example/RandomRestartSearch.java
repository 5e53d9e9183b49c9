package example;

/**
 * The project's own algorithm, named in META-INF/services. This integration test never compiles it:
 * it checks what ga:validate says when the project's classes are missing.
 */
public final class RandomRestartSearch {
}
