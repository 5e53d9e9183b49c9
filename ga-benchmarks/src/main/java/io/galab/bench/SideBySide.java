package io.galab.bench;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * Two builds of galab timed side by side in one JVM: the benchmark command for a change of a few
 * percent, which separate JMH launches cannot resolve on a shared 2-core machine (the same jar's speed
 * differs by a third from one launch to the next and drifts over minutes; {@code reports/performance.md}).
 *
 * <p>Each build is a {@code benchmarks.jar} loaded by its own class loader, so the JIT compiles each
 * build's classes separately. Rounds alternate the builds, A then B, then B then A, each running
 * whole runs of one algorithm on one puzzle (budget {@code generations}, seeds 0, 1, 2, … per build,
 * so both make the same runs) for {@code millis}; a round's ratio is B's generations per second over
 * A's. Both builds meet the same machine within a second of each other, so the ratio cancels the
 * drift that a launch-to-launch comparison measures. The first quarter of the rounds warms up and is
 * not counted.
 *
 * <pre>java -cp ga-benchmarks/target/benchmarks.jar io.galab.bench.SideBySide A.jar B.jar ALGORITHM SET:PUZZLE [ROUNDS] [MILLIS] [GENERATIONS]</pre>
 *
 * Prints each counted round, then the median ratio with its interquartile range, and each build's
 * median generations and evaluations per second.
 */
public final class SideBySide {

    private SideBySide() {
    }

    /** One build: its algorithm, puzzle, parameters and budget, reached through its own class loader. */
    private static final class Build {
        final String name;
        final Object algorithm;
        final Object parameters;
        final Object puzzle;
        final Object budget;
        final Method run;
        final Method generations;
        final Method evaluations;
        long seed;

        Build(Path jar, String algorithmId, String puzzleId, int generationBudget) throws Exception {
            if (!Files.isRegularFile(jar)) {
                throw new IllegalArgumentException("no such jar: " + jar);
            }
            name = jar.getFileName().toString();
            ClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
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
            Object set = library.getMethod("load", String.class).invoke(null, puzzleId.substring(0, colon));
            puzzle = set.getClass().getMethod("get", String.class).invoke(set, puzzleId.substring(colon + 1));
            budget = budgetType.getMethod("generations", long.class).invoke(null, (long) generationBudget);
            run = algorithmType.getMethod("run", puzzleType, parametersType, long.class, budgetType);
            Class<?> result = run.getReturnType();
            generations = result.getMethod("generations");
            evaluations = result.getMethod("evaluations");
        }

        /** Whole runs for at least {@code millis}: generations and evaluations per second. */
        double[] measure(long millis) throws Exception {
            long start = System.nanoTime();
            long end = start + millis * 1_000_000;
            long g = 0;
            long e = 0;
            long now;
            do {
                Object r = run.invoke(algorithm, puzzle, parameters, seed++, budget);
                g += (long) generations.invoke(r);
                e += (long) evaluations.invoke(r);
                now = System.nanoTime();
            } while (now < end);
            double seconds = (now - start) / 1e9;
            return new double[] {g / seconds, e / seconds};
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 4) {
            System.err.println("usage: SideBySide A.jar B.jar ALGORITHM SET:PUZZLE [ROUNDS=40] [MILLIS=1000] [GENERATIONS=200]");
            System.exit(2);
        }
        int rounds = args.length > 4 ? Integer.parseInt(args[4]) : 40;
        long millis = args.length > 5 ? Long.parseLong(args[5]) : 1000;
        int generationBudget = args.length > 6 ? Integer.parseInt(args[6]) : 200;
        Build a = new Build(Path.of(args[0]), args[2], args[3], generationBudget);
        Build b = new Build(Path.of(args[1]), args[2], args[3], generationBudget);
        int warm = rounds / 4;
        int counted = rounds - warm;
        double[][] rates = new double[4][counted];
        double[] ratio = new double[counted];
        for (int round = 0; round < rounds; round++) {
            boolean aFirst = round % 2 == 0;
            double[] first = (aFirst ? a : b).measure(millis);
            double[] second = (aFirst ? b : a).measure(millis);
            double[] ra = aFirst ? first : second;
            double[] rb = aFirst ? second : first;
            if (round >= warm) {
                int k = round - warm;
                rates[0][k] = ra[0];
                rates[1][k] = rb[0];
                rates[2][k] = ra[1];
                rates[3][k] = rb[1];
                ratio[k] = rb[0] / ra[0];
                System.out.printf(Locale.ROOT, "round %d: A %.0f B %.0f generations/s, B/A %.3f%n", k + 1, ra[0], rb[0], ratio[k]);
            }
        }
        System.out.printf(Locale.ROOT, "A = %s, B = %s, %s on %s, %d rounds of %d ms each after %d warm-up rounds%n",
                a.name, b.name, args[2], args[3], counted, millis, warm);
        System.out.printf(Locale.ROOT, "B/A generations per second: median %.3f (quartiles %.3f-%.3f)%n",
                quantile(ratio, 0.5), quantile(ratio, 0.25), quantile(ratio, 0.75));
        System.out.printf(Locale.ROOT, "A: median %.0f generations/s, %.0f evaluations/s%n", quantile(rates[0], 0.5),
                quantile(rates[2], 0.5));
        System.out.printf(Locale.ROOT, "B: median %.0f generations/s, %.0f evaluations/s%n", quantile(rates[1], 0.5),
                quantile(rates[3], 0.5));
    }

    /** The q-quantile (Commons Math's default estimate). */
    static double quantile(double[] values, double q) {
        return new Percentile().evaluate(values, 100 * q);
    }
}
