package io.galab.bench;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.math3.stat.StatUtils;

/**
 * Two builds of galab timed side by side: the benchmark command for a change of a few percent, which
 * separate JMH launches cannot resolve on a shared 2-core machine (the same jar's speed differs by a
 * third from one launch to the next and drifts over minutes; {@code reports/performance.md}).
 *
 * <p>Each launch is a new JVM that loads both builds (each a {@code benchmarks.jar}) through class
 * loaders of their own, so that the JIT compiles each build's classes separately, and alternates them
 * in rounds, A then B, then B then A, each running whole runs of one algorithm on one puzzle (budget
 * {@code GENERATIONS}, seeds 0, 1, 2, … for each build, so both take their runs from the same
 * sequence) for {@code MILLIS}. The first quarter of the rounds warms up. Both builds meet the
 * machine within a second of each other, so a round's ratio B/A cancels the drift; the launch's
 * ratio is the median of its rounds. The compiled code itself still differs between launches (by a
 * few percent, more for growth-ga), for each build separately, so launches alternate which build loads
 * first and the result is the geometric mean of their ratios, with the smallest and the largest.
 *
 * <p>A puzzle is {@code SET:NAME} from the library, or {@code family/sudoku<n>-<pct>:K}, the K-th instance of a
 * family (docs/puzzle-formats.md, "Instance families") at seed 1.
 *
 * <pre>java -cp ga-benchmarks/target/benchmarks.jar io.galab.bench.SideBySide X.jar Y.jar ALGORITHM SET:PUZZLE
 * [LAUNCHES=6] [ROUNDS=16] [MILLIS=1000] [GENERATIONS=200]</pre>
 */
public final class SideBySide {

    /** The first argument of a launch's JVM, and the prefix of the line it reports on. */
    private static final String ONE = "--one-launch";
    private static final String RESULT = "result ";

    private SideBySide() {
    }

    /** One build: its algorithm, puzzle, parameters and budget, reached through its own class loader. */
    private static final class Build {
        final Object algorithm;
        final Object parameters;
        final Object puzzle;
        final Object budget;
        final Method run;
        final Method generations;
        /** The build's own loader, the thread's context loader while the build runs (its operator registry). */
        final ClassLoader loader;
        long seed;

        Build(Path jar, String algorithmId, String puzzleId, int generationBudget) throws Exception {
            if (!Files.isRegularFile(jar)) {
                throw new IllegalArgumentException("no such jar: " + jar);
            }
            loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
            Thread thread = Thread.currentThread();
            ClassLoader prior = thread.getContextClassLoader();
            thread.setContextClassLoader(loader); // the build's parameters resolve its own operators
            try {
                Class<?> algorithms = loader.loadClass("io.galab.algorithm.Algorithms");
                Class<?> algorithmType = loader.loadClass("io.galab.algorithm.Algorithm");
                Class<?> puzzleType = loader.loadClass("io.galab.puzzle.Puzzle");
                Class<?> parametersType = loader.loadClass("io.galab.algorithm.Parameters");
                Class<?> budgetType = loader.loadClass("io.galab.algorithm.Budget");
                Class<?> library = loader.loadClass("io.galab.puzzle.PuzzleLibrary");
                Object registry = algorithms.getMethod("builtIn").invoke(null);
                algorithm = algorithms.getMethod("get", String.class).invoke(registry, algorithmId);
                parameters = algorithmType.getMethod("parameters", Map.class).invoke(algorithm, Map.of());
                int colon = puzzleId.indexOf(':');
                if (colon < 0) {
                    throw new IllegalArgumentException("a puzzle is SET:NAME, not " + puzzleId);
                }
                String setName = puzzleId.substring(0, colon);
                String name = puzzleId.substring(colon + 1);
                if (setName.startsWith("family/")) { // family/sudoku25-50:3, the third instance at seed 1
                    int k = Integer.parseInt(name);
                    Object set = loader.loadClass("io.galab.puzzle.FamilyGenerator")
                            .getMethod("load", String.class, int.class, long.class).invoke(null, setName, k, 1L);
                    puzzle = ((List<?>) set.getClass().getMethod("puzzles").invoke(set)).get(k - 1);
                } else {
                    Object set = library.getMethod("load", String.class).invoke(null, setName);
                    puzzle = set.getClass().getMethod("get", String.class).invoke(set, name);
                }
                budget = budgetType.getMethod("generations", long.class).invoke(null, (long) generationBudget);
                run = algorithmType.getMethod("run", puzzleType, parametersType, long.class, budgetType);
                generations = run.getReturnType().getMethod("generations");
            } finally {
                thread.setContextClassLoader(prior);
            }
        }

        /** Whole runs for at least {@code millis}: generations per second. */
        double measure(long millis) throws Exception {
            Thread thread = Thread.currentThread();
            ClassLoader before = thread.getContextClassLoader();
            thread.setContextClassLoader(loader);
            try {
                long start = System.nanoTime();
                long end = start + millis * 1_000_000;
                long g = 0;
                long now;
                do {
                    g += (long) generations.invoke(run.invoke(algorithm, puzzle, parameters, seed++, budget));
                    now = System.nanoTime();
                } while (now < end);
                return g / ((now - start) / 1e9);
            } finally {
                thread.setContextClassLoader(before);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals(ONE)) {
            oneLaunch(args);
            return;
        }
        if (args.length < 4) {
            System.err.println("usage: SideBySide X.jar Y.jar ALGORITHM SET:PUZZLE [LAUNCHES=6] [ROUNDS=16]"
                    + " [MILLIS=1000]"
                    + " [GENERATIONS=200]");
            System.exit(2);
        }
        int launches = args.length > 4 ? Integer.parseInt(args[4]) : 6;
        String rounds = args.length > 5 ? args[5] : "16";
        String millis = args.length > 6 ? args[6] : "1000";
        String generations = args.length > 7 ? args[7] : "200";
        double[] ratio = new double[launches];
        double[] x = new double[launches];
        double[] y = new double[launches];
        for (int launch = 0; launch < launches; launch++) {
            // even launches load X first (as A), odd ones Y first
            boolean xFirst = launch % 2 == 0;
            String a = xFirst ? args[0] : args[1];
            String b = xFirst ? args[1] : args[0];
            double[] r = launch(a, b, args[2], args[3], rounds, millis, generations);
            ratio[launch] = xFirst ? r[0] : 1 / r[0];
            x[launch] = xFirst ? r[1] : r[2];
            y[launch] = xFirst ? r[2] : r[1];
            System.out.printf(Locale.ROOT, "launch %d (%s first): Y/X %.3f, X %.0f, Y %.0f generations/s%n", launch + 1,
                    xFirst ? "X" : "Y", ratio[launch], x[launch], y[launch]);
        }
        System.out.printf(Locale.ROOT, "X = %s, Y = %s, %s on %s, %d launches of %s rounds of %s ms%n", args[0],
                args[1],
                args[2], args[3], launches, rounds, millis);
        System.out.printf(Locale.ROOT,
                "Y/X generations per second: geometric mean %.3f over the launches (%.3f to %.3f)%n",
                StatUtils.geometricMean(ratio), StatUtils.min(ratio), StatUtils.max(ratio));
        System.out.printf(Locale.ROOT, "median generations/s: X %.0f, Y %.0f%n", StatUtils.percentile(x, 50),
                StatUtils.percentile(y, 50));
    }

    /** Runs one launch in a new JVM; returns its median B/A and the two builds' median generations/s. */
    private static double[] launch(String a, String b, String algorithm, String puzzle, String rounds, String millis,
            String generations) throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                SideBySide.class.getName(), ONE, a, b, algorithm, puzzle, rounds, millis, generations)
                .redirectErrorStream(true).start();
        double[] result = null;
        try (var lines = process.inputReader().lines()) {
            for (String line : (Iterable<String>) lines::iterator) {
                if (line.startsWith(RESULT)) {
                    String[] f = line.substring(RESULT.length()).trim().split(" ");
                    result = new double[] {Double.parseDouble(f[0]), Double.parseDouble(f[1]),
                            Double.parseDouble(f[2])};
                } else {
                    System.out.println("  " + line);
                }
            }
        }
        if (process.waitFor() != 0 || result == null) {
            throw new IllegalStateException("a launch failed (exit " + process.exitValue() + ")");
        }
        return result;
    }

    /** One launch: both builds in this JVM, rounds alternating. */
    private static void oneLaunch(String[] args) throws Exception {
        int rounds = Integer.parseInt(args[5]);
        long millis = Long.parseLong(args[6]);
        int generationBudget = Integer.parseInt(args[7]);
        Build a = new Build(Path.of(args[1]), args[3], args[4], generationBudget);
        Build b = new Build(Path.of(args[2]), args[3], args[4], generationBudget);
        int warm = rounds / 4;
        int counted = rounds - warm;
        double[] rateA = new double[counted];
        double[] rateB = new double[counted];
        double[] ratio = new double[counted];
        for (int round = 0; round < rounds; round++) {
            boolean aFirst = round % 2 == 0;
            double first = (aFirst ? a : b).measure(millis);
            double second = (aFirst ? b : a).measure(millis);
            if (round >= warm) {
                int k = round - warm;
                rateA[k] = aFirst ? first : second;
                rateB[k] = aFirst ? second : first;
                ratio[k] = rateB[k] / rateA[k];
            }
        }
        System.out.printf(Locale.ROOT, RESULT + "%.6f %.3f %.3f%n", StatUtils.percentile(ratio, 50),
                StatUtils.percentile(rateA, 50), StatUtils.percentile(rateB, 50));
    }
}
