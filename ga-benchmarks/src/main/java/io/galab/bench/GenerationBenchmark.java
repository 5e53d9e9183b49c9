package io.galab.bench;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunResult;
import io.galab.puzzle.FamilyGenerator;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Generations and fitness evaluations per second of each algorithm at its paper defaults, on one
 * thread. One benchmark operation is one run with a budget of {@code generations}, seeded afresh each
 * time; the generations and evaluations actually made are counted ({@link AuxCounters}), so runs that
 * solve early count only the generations they ran.
 *
 * <p>Allocation: run with {@code -prof gc} and compare {@code gc.alloc.rate.norm} (bytes per run) at
 * two budgets; the difference over the extra generations is the allocation per generation.
 *
 * <p>The algorithms are every one in the registry: {@link #main} passes their ids as the
 * {@code algorithm} parameter, so a new algorithm is benchmarked without touching this file
 * ({@code java -cp benchmarks.jar io.galab.bench.GenerationBenchmark [JMH options]}). The annotation's
 * single value only makes the class valid for JMH's own runner, where {@code -p algorithm=…} chooses.
 *
 * <p>Three forks: the same code settles at different steady speeds in different JVM launches (by up
 * to a third for twodoku-ga; {@code reports/performance.md}), so one fork can mislead. To compare two
 * builds, {@link SideBySide} runs them alternately inside the same JVMs, which resolves a few percent.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(3)
@State(Scope.Thread)
public class GenerationBenchmark {

    @Param({"twodoku-ga"})
    public String algorithm;

    /** Runs this benchmark over every registered algorithm; other JMH options pass through. */
    public static void main(String[] args) throws Exception {
        Options options = new OptionsBuilder().parent(new CommandLineOptions(args))
                .include(GenerationBenchmark.class.getSimpleName())
                .param("algorithm", Algorithms.builtIn().inProcess().toArray(new String[0]))
                .build();
        new Runner(options).run();
    }

    /** {@code SET:NAME} from the library, or {@code family/sudoku<n>-<pct>:K}, a family's K-th instance at seed 1. */
    @Param({"twodoku/kaldanis:medium_1", "sudoku/mantere-koljonen:s09a"})
    public String puzzle;

    @Param({"200"})
    public int generations;

    /**
     * Parameters other than the defaults, {@code name=value;…} (numbers, true/false, or a choice's key):
     * {@code -p params=localSearchSteps=5} keeps galab's own GA from solving, to measure allocation.
     */
    @Param({""})
    public String params;

    private Algorithm ga;
    private Parameters parameters;
    private Puzzle target;
    private Budget budget;
    private long seed;

    /** Generations and evaluations made, reported per second by JMH. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Work {
        public long generations;
        public long evaluations;

        @Setup(Level.Iteration)
        public void clear() {
            generations = 0;
            evaluations = 0;
        }
    }

    @Setup
    public void setUp() {
        ga = Algorithms.builtIn().get(algorithm);
        Map<String, Object> given = new java.util.TreeMap<>();
        for (String part : params.isBlank() ? new String[0] : params.split(";")) {
            String[] kv = part.split("=", 2);
            String v = kv[1].trim();
            given.put(kv[0].trim(), v.equals("true") || v.equals("false") ? (Object) Boolean.valueOf(v)
                    : v.matches("-?[0-9.eE+-]+") ? (Object) Double.valueOf(v) : v);
        }
        parameters = ga.parameters(given);
        String[] parts = puzzle.split(":");
        if (FamilyGenerator.isFamily(parts[0])) {
            int k = Integer.parseInt(parts[1]);
            target = FamilyGenerator.load(parts[0], k, 1).puzzles().get(k - 1);
        } else {
            target = PuzzleLibrary.load(parts[0]).get(parts[1]);
        }
        budget = Budget.generations(generations);
    }

    @Benchmark
    public RunResult run(Work work) {
        RunResult r = ga.run(target, parameters, seed++, budget);
        work.generations += r.generations();
        work.evaluations += r.evaluations();
        return r;
    }
}
